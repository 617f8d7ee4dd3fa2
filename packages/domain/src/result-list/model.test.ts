import { describe, expect, it } from 'vitest';
import { buildJudgeCards } from '../coach-card/judge-cards.ts';
import { buildResultList } from './model.ts';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';

describe('buildJudgeCards', () => {
  it('lists judged elements, TRE by its first code, groups unless none', () => {
    const sheet = buildJudgeCards(
      {
        Categoria: 'JUN',
        Esquema: 'DUETO TECNICO',
        Clube: 'Alfa',
        Elementos: [
          {
            Elemento: 'TRE',
            Grupo: 'none',
            Dificuldade_declarada: [{ Codigo_cc: 'TRE_DT_1A' }, { Codigo_cc: 'x' }],
          },
          { Elemento: 'TRA', Dificuldade_declarada: [] },
          { Elemento: 'ACR', Grupo: 'Pair', Dificuldade_declarada: [] },
          { Elemento: 'SuCon', Dificuldade_declarada: [] },
          { Elemento: 'HIB', Dificuldade_declarada: [] },
          { Elemento: 'TRE', Dificuldade_declarada: [] },
        ],
      },
      { Nome: 'Taça', JuizesCoachCard: 5 },
      BUILT_IN_RULESET,
    );
    expect(sheet.card.elements).toEqual([
      { number: 1, label: 'TRE_DT_1A', group: null },
      { number: 2, label: 'ACR', group: 'Pair' },
      { number: 3, label: 'HIB', group: null },
      { number: 4, label: 'TRE', group: null },
    ]);
    expect(sheet.card).toMatchObject({
      competitionName: 'Taça',
      categoryLabel: 'Júnior',
      date: '',
    });
    expect(sheet.pages.map((p) => p.length)).toEqual([4, 1]);
  });

  it.each([
    [5, [4, 1]],
    [6, [4, 2]],
    [7, [4, 3]],
  ])('prints one card per judge of a %i-judge panel, four to a page', (judges, perPage) => {
    const sheet = buildJudgeCards(
      { Categoria: 'INF', Esquema: 'SOLO LIVRE', Clube: 'Alfa', Elementos: [] },
      { Nome: 'Taça', JuizesCoachCard: judges },
      BUILT_IN_RULESET,
    );
    expect(sheet.cards.map((c) => c.judgeNumber)).toEqual(
      Array.from({ length: judges }, (_, i) => i + 1),
    );
    expect(sheet.pages.map((p) => p.length)).toEqual(perPage);
    expect(sheet.pages.flat()).toEqual(sheet.cards);
    expect(sheet.cards.every((c) => c.club === 'Alfa' && c.scheme === 'SOLO LIVRE')).toBe(true);
  });
});

describe('buildResultList', () => {
  const competition = {
    Nome: 'Taça',
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'INF', Resultado: true },
      { Tipo: 'SOLO LIVRE', Categoria: 'INF', Resultado: false },
      { Tipo: 'SOLO LIVRE', Categoria: 'MAS', Resultado: true },
    ],
    JuizesFiguras: 6,
    JuizesCoachCard: 5,
  } as const;

  const figure = (name: string, Pontos: number | null, Extra = false) => ({
    Categoria: 'INF' as const,
    Esquema: 'Figuras' as const,
    Clube: 'Alfa',
    Atleta: { Nome: name, Licenca: 1 },
    Resultados_fig: [
      { Name: 'Barracuda', FP_val: 1.8, J1: 7, J7: 9, Media: 7, Pontos: 12.6, Penalties: 0.1 },
      { Name: 'Tower', FP_val: 1.9, Penalties: 0.2 },
    ],
    Pontos,
    Extra,
  });

  it("carries each panel's step, so that the lists show the marks with its decimals", () => {
    const steps = (c: Parameters<typeof buildResultList>[0]) =>
      buildResultList(c, [], [], BUILT_IN_RULESET).map((b) => [b.kind, b.step]);
    // A competition stored without its steps reads as tenths (ADR 027).
    expect(steps(competition)).toEqual([
      ['figures', 0.1],
      ['routine', 0.1],
    ]);
    expect(steps({ ...competition, PassoFiguras: 0.1, PassoCoachCard: 0.25 })).toEqual([
      ['figures', 0.1],
      ['routine', 0.25],
    ]);
  });

  it('ranks figure and routine events with results, Extras last', () => {
    const blocks = buildResultList(
      competition,
      [figure('Ana', 60), figure('Eva', 70, true), figure('Rita', 65), figure('Zé', null)],
      [
        {
          Categoria: 'MAS',
          Esquema: 'SOLO LIVRE',
          Clube: 'Beta',
          Extra: false,
          Atletas: [{ Nome: 'Maria', Licenca: 5 }],
          Resultados_el: [{ Elemento: 'Execução', FP_val: 1, J1: 7, CD: 1, Media: 7, Pontos: 7 }],
          Total_el: 7,
          Erros: { Simples: 1, Obvio: 0, Maior: 0 },
          TotalErros: 0.1,
          Penalty: { Selected: 0 },
          Resultado_Coreografia: [{ Name: 'Impressão Artística', Media: 7, Pontos: 21 }],
          Total_impress: 21,
          Valor_esquema: 27.9,
          Penalties: [
            { Name: 'Desfile', Selected: false },
            { Name: 'Número de elementos', Selected: 2, Value: 0.5 },
          ],
          Valor_total: 26.9,
        },
      ],
      BUILT_IN_RULESET,
    );
    expect(blocks.map((b) => [b.Ordem, b.Prova, b.Categoria, b.kind])).toEqual([
      [1, 'Figuras', 'INF', 'figures'],
      [3, 'SOLO LIVRE', 'MAS', 'routine'],
    ]);
    const [figures, routine] = blocks;
    if (figures?.kind !== 'figures' || routine?.kind !== 'routine') throw new Error('kinds');
    expect(figures.judgeCount).toBe(6);
    expect(figures.rows.map((r) => [r.label, r.name, r.total])).toEqual([
      ['1', 'Rita', 65],
      ['2', 'Ana', 60],
      ['', 'Zé', null],
      ['Extra', 'Eva', 70],
    ]);
    expect(figures.rows[0]?.penalties).toBe(0.3);
    expect(figures.rows[0]?.figures[0]?.scores).toHaveLength(6);
    expect(routine.rows[0]).toMatchObject({
      label: '1',
      name: 'Maria',
      total: 26.9,
      errors: [
        { name: 'Erros Simples', count: 1 },
        { name: 'Erros Obvio', count: 0 },
      ],
      penalties: [{ name: 'Número de elementos', count: 2, value: 0.5 }],
    });
  });

  it('carries the points of every deduction it prints, so screens and PDFs compute nothing', () => {
    const [block] = buildResultList(
      { ...competition, Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: true }] },
      [],
      [
        {
          Categoria: 'JUN',
          Esquema: 'SOLO LIVRE',
          Clube: 'Beta',
          Extra: false,
          Atletas: [{ Nome: 'Maria', Licenca: 5 }],
          Resultados_el: [],
          Erros: { Simples: 0, Obvio: 0, Maior: 2 },
          Penalty: { Selected: 3, Value: 0.5 },
          Resultado_Coreografia: [],
          Penalties: [
            { Name: 'Desfile', Selected: true, Value: 8 },
            { Name: 'Número de elementos', Selected: 3, Value: 0.5 },
            { Name: 'Tempo do Cais', Selected: 0, Value: 8 },
          ],
        },
      ],
      BUILT_IN_RULESET,
    );
    if (block?.kind !== 'routine') throw new Error('kind');
    const [row] = block.rows;
    expect(row?.extraPenalty).toEqual({ count: 3, value: 0.5, points: 1.5 });
    expect(row?.penalties).toEqual([
      { name: 'Desfile', count: 1, value: 8, points: 8 },
      { name: 'Número de elementos', count: 3, value: 0.5, points: 1.5 },
    ]);
    expect(row?.penaltiesTotal).toBe(9.5);
    // Juniors count major errors (only Masters have none).
    expect(row?.errors.map((e) => e.name)).toEqual(['Erros Simples', 'Erros Obvio', 'Erros Maior']);
  });

  describe('INF/JUV routines: figure points from the current figure results', () => {
    const juvenile = {
      ...competition,
      Ordem: [
        { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true },
        { Tipo: 'SOLO LIVRE', Categoria: 'JUV', Resultado: true },
      ],
      JuizesFiguras: 5,
    } as const;
    const figureOf = (name: string, licence: number, Pontos: number | null) => ({
      ...figure(name, Pontos),
      Categoria: 'JUV' as const,
      Atleta: { Nome: name, Licenca: licence },
    });
    /** A solo as stored: its grand total without figure points (pending). */
    const solo = (name: string, licence: number, schemeValue: number) => ({
      Categoria: 'JUV' as const,
      Esquema: 'SOLO LIVRE' as const,
      Clube: 'Alfa',
      Extra: false,
      Atletas: [{ Nome: name, Licenca: licence }],
      Resultados_el: [],
      Total_el: 0,
      Erros: { Simples: 0, Obvio: 0, Maior: 0 },
      TotalErros: 0,
      Penalty: { Selected: 0 },
      Resultado_Coreografia: [],
      Total_impress: schemeValue,
      Valor_esquema: schemeValue,
      Penalties: [{ Name: 'Desfile' as const, Selected: true, Value: 8 }],
      Valor_total: null,
    });
    const routineBlock = (figures: ReturnType<typeof figureOf>[]) => {
      const blocks = buildResultList(
        juvenile,
        figures,
        [solo('Ana', 11, 100), solo('Rita', 12, 90), solo('Zé', 13, 95)],
        BUILT_IN_RULESET,
      );
      const block = blocks[1];
      if (block?.kind !== 'routine') throw new Error('no routine block');
      return block;
    };

    it('adds each solo its swimmer’s current figure total, ranks by it, pending when missing', () => {
      const block = routineBlock([figureOf('Ana', 11, 60), figureOf('Rita', 12, 75.5)]);
      expect(
        block.rows.map((r) => [
          r.label,
          r.name,
          r.total,
          r.figurePoints?.value,
          r.figurePoints?.missing,
        ]),
      ).toEqual([
        ['1', 'Rita', 157.5, 75.5, []],
        ['2', 'Ana', 152, 60, []],
        ['', 'Zé', null, null, ['Zé']],
      ]);
    });

    it('a figure sheet corrected or without an overall yet changes the routine rows', () => {
      const block = routineBlock([
        figureOf('Ana', 11, 70),
        figureOf('Rita', 12, 75.5),
        figureOf('Zé', 13, null),
      ]);
      expect(block.rows.map((r) => [r.label, r.name, r.total])).toEqual([
        ['1', 'Ana', 162],
        ['2', 'Rita', 157.5],
        ['', 'Zé', null],
      ]);
      expect(block.rows[2]?.figurePoints).toEqual({ value: null, missing: ['Zé'], held: true });
    });

    it('without a JUV figures event the solos rank on their own totals and say so (ADR 062)', () => {
      const withoutFigures = buildResultList(
        { ...juvenile, Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'JUV', Resultado: true }] },
        [figureOf('Ana', 11, 60)],
        [solo('Ana', 11, 100), solo('Rita', 12, 90), solo('Zé', 13, 95)],
        BUILT_IN_RULESET,
      );
      const block = withoutFigures[0];
      if (block?.kind !== 'routine') throw new Error('no routine block');
      // Scheme value − 8 (Desfile): every solo has a total and a place, none waits for figures.
      expect(block.rows.map((r) => [r.label, r.name, r.total, r.figurePoints])).toEqual([
        ['1', 'Ana', 92, { value: 0, missing: [], held: false }],
        ['2', 'Zé', 87, { value: 0, missing: [], held: false }],
        ['3', 'Rita', 82, { value: 0, missing: [], held: false }],
      ]);
    });

    it('other categories have no figure points', () => {
      const masters = buildResultList(
        { ...juvenile, Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'MAS', Resultado: true }] },
        [figureOf('Ana', 11, 60)],
        [{ ...solo('Ana', 11, 100), Categoria: 'MAS', Valor_total: 92 }],
        BUILT_IN_RULESET,
      );
      const row = masters[0]?.kind === 'routine' ? masters[0].rows[0] : undefined;
      expect(row).toMatchObject({ figurePoints: null, total: 92 });
    });
  });

  it("marks each element with the controllers' call (a missing call is 'Declarado')", () => {
    const [, routine] = buildResultList(
      competition,
      [],
      [
        {
          Categoria: 'MAS',
          Esquema: 'SOLO LIVRE',
          Clube: 'Beta',
          Extra: false,
          Atletas: [{ Nome: 'Maria', Licenca: 5 }],
          Resultados_el: [
            { Elemento: 'HIB', FP: 'NB', BM: 0.5, DD: 2.1, FP_val: 0.5, Pontos: 1.75 },
            { Elemento: 'TRE', FP: 'Omitido', DD: 2.6, FP_val: 0, Pontos: 0 },
            { Elemento: 'ACR', FP_val: 1.8, Pontos: 12.6 },
          ],
          Erros: { Simples: 0, Obvio: 0, Maior: 0 },
          Penalty: { Selected: 0 },
          Resultado_Coreografia: [],
          Penalties: [],
        },
      ],
      BUILT_IN_RULESET,
    );
    if (routine?.kind !== 'routine') throw new Error('kinds');
    expect(routine.rows[0]?.elements.map((e) => [e.name, e.call, e.dd])).toEqual([
      ['HIB', 'NB', 0.5],
      ['TRE', 'Omitido', 0],
      ['ACR', 'Declarado', 1.8],
    ]);
  });
});
