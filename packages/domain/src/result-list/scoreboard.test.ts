import { describe, expect, it } from 'vitest';
import type { StartListBlock } from '../competition/schema.ts';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';
import type { FigureResultInput, ResultListBlockInput, RoutineResultInput } from './model.ts';
import { buildResultListBlock } from './model.ts';
import {
  buildScoreboardLast,
  buildScoreboardTop,
  findScoreboardCurrent,
  findScoreboardNow,
} from './scoreboard.ts';

const athlete = (Name: string, License: number, Team = 'Clube Natação Alfa') => ({
  Numero: 0,
  Name,
  Team,
  License,
  Year: 2014,
});

const StartList: StartListBlock[] = [
  {
    Ordem: 1,
    Categoria: 'INF',
    Prova: 'Figuras',
    Atletas_start: [
      { Numero: 1, Atletas: [athlete('Inês Almeida', 101)] },
      { Numero: 2, Atletas: [athlete('Joana Martins', 102, 'Clube Natação Beta')] },
    ],
  },
  {
    Ordem: 2,
    Categoria: 'JUV',
    Prova: 'DUETO LIVRE',
    Atletas_start: [
      {
        Numero: 1,
        Atletas: [athlete('Leonor Costa', 201), athlete('Rita Sousa', 202)],
        CoachCardId: 'card-1',
      },
    ],
  },
];
const events = [{ Ordem: 1, Categoria: 'INF' as const, Prova: 'Figuras' as const }];

describe('findScoreboardNow', () => {
  const figures = { panel: 'figuras' as const, open: true, entry: 'fig:INF:Figuras:102' };
  const duet = { panel: 'coachCard' as const, open: true, entry: 'cc:card-1' };

  it('names the entry at the pointer of the panel moved last, from the start list', () => {
    expect(
      findScoreboardNow(
        { StartList },
        [
          { ...figures, movedAt: 2 },
          { ...duet, movedAt: 1 },
        ],
        events,
      ),
    ).toEqual({
      panel: 'figuras',
      Categoria: 'INF',
      Prova: 'Figuras',
      Ordem: 1,
      startNumber: 2,
      names: ['Joana Martins'],
      club: 'Clube Natação Beta',
    });
    // A routine: every athlete of its slot; its event is not in the result list.
    expect(
      findScoreboardNow(
        { StartList },
        [
          { ...figures, movedAt: 2 },
          { ...duet, movedAt: 3 },
        ],
        events,
      ),
    ).toMatchObject({ Ordem: null, startNumber: 1, names: ['Leonor Costa', 'Rita Sousa'] });
  });

  it('is none while no panel is open, or its entry is not on the start list', () => {
    expect(findScoreboardNow({ StartList }, [], events)).toBeNull();
    expect(
      findScoreboardNow({ StartList }, [{ ...figures, open: false, movedAt: 1 }], events),
    ).toBeNull();
    expect(
      findScoreboardNow(
        { StartList },
        [{ ...figures, entry: 'fig:INF:Figuras:999', movedAt: 1 }],
        events,
      ),
    ).toBeNull();
  });
});

const figureSheet = (
  Nome: string,
  Licenca: number,
  marks: number,
  options: { Pontos?: number | null; Extra?: boolean; _id?: string } = {},
): FigureResultInput & { _id: string } => ({
  _id: options._id ?? `sheet-${Licenca}`,
  Categoria: 'INF',
  Esquema: 'Figuras',
  Clube: 'Clube Natação Alfa',
  Atleta: { Nome, Licenca },
  Resultados_fig: [
    { Name: 'Barracuda', FP_val: 1.8, J1: marks, J2: marks, J3: marks, J4: marks, J5: 6.5 },
  ],
  Pontos: options.Pontos === undefined ? marks * 10 : options.Pontos,
  Extra: options.Extra ?? false,
});

const figureInput = (entries: FigureResultInput[]): ResultListBlockInput => ({
  Ordem: 1,
  Categoria: 'INF',
  Prova: 'Figuras',
  kind: 'figures',
  panel: 5,
  step: 0.1,
  entries,
});

describe('buildScoreboardTop', () => {
  it('keeps the first eight places, without Extras or entries lacking a total', () => {
    const entries = [
      ...Array.from({ length: 9 }, (_, i) => figureSheet(`Atleta ${i + 1}`, 300 + i, 9 - i / 2)),
      figureSheet('Extra', 400, 9.9, { Extra: true }),
      figureSheet('Sem total', 401, 5, { Pontos: null }),
    ];
    const top = buildScoreboardTop(buildResultListBlock(figureInput(entries)));
    expect(top.map((r) => [r.position, r.names[0]])).toEqual(
      Array.from({ length: 8 }, (_, i) => [i + 1, `Atleta ${i + 1}`]),
    );
  });
});

describe('buildScoreboardLast', () => {
  it('gives the sheet its place in the event (a tie shares it) and every judge’s marks', () => {
    const entries = [
      figureSheet('Ana', 1, 8),
      figureSheet('Bia', 2, 7),
      figureSheet('Carla', 3, 7),
      figureSheet('Dora', 4, 6, { Extra: true }),
    ];
    const input = figureInput(entries);
    const block = buildResultListBlock(input);
    const last = buildScoreboardLast(input, block, 2, 'sheet-3:4');
    expect(last).toEqual({
      Ordem: 1,
      Categoria: 'INF',
      Prova: 'Figuras',
      position: 2,
      label: '2',
      extra: false,
      names: ['Carla'],
      club: 'Clube Natação Alfa',
      total: 70,
      sheet: 'sheet-3:4',
      judgeCount: 5,
      step: 0.1,
      lines: [{ kind: 'figure', name: 'Barracuda', scores: [7, 7, 7, 7, 6.5], points: null }],
    });
    expect(buildScoreboardLast(input, block, 3, 'x')).toMatchObject({
      position: null,
      label: 'Extra',
    });
    expect(findScoreboardCurrent(last, null)).toBe(1);
    expect(findScoreboardCurrent(null, null)).toBeNull();
  });

  it("lists a routine's marked elements, numbered as on the judge card, then its artistic rows", () => {
    const marks = { J1: 7, J2: 7.5, J3: 7, J4: 7, J5: 7 };
    // JUN: no figure points in its total.
    const routine: RoutineResultInput = {
      Categoria: 'JUN',
      Esquema: 'DUETO LIVRE',
      Clube: 'Clube Natação Alfa',
      Extra: false,
      Atletas: [
        { Nome: 'Leonor Costa', Licenca: 201 },
        { Nome: 'Rita Sousa', Licenca: 202 },
      ],
      Resultados_el: [
        { Elemento: 'HIB', FP_val: 2, ...marks },
        { Elemento: 'TRA', FP_val: 0 },
        { Elemento: 'ACR', FP_val: 3, ...marks },
      ],
      Erros: { Simples: 0, Obvio: 0, Maior: 0 },
      Penalty: { Selected: 0 },
      Resultado_Coreografia: [{ Name: 'Coreografia', ...marks }],
      Penalties: [],
      Valor_total: 150,
    };
    const input: ResultListBlockInput = {
      Ordem: 2,
      Categoria: 'JUN',
      Prova: 'DUETO LIVRE',
      kind: 'routine',
      panel: 5,
      step: 0.1,
      entries: [routine],
      figures: [],
      figuresHeld: false,
      ruleset: BUILT_IN_RULESET,
    };
    const last = buildScoreboardLast(input, buildResultListBlock(input), 0, 'r:1');
    expect(last?.lines.map((l) => [l.kind, l.name])).toEqual([
      ['element', '1. HIB'],
      ['element', '2. ACR'],
      ['artistic', 'Coreografia'],
    ]);
    expect(last).toMatchObject({ position: 1, names: ['Leonor Costa', 'Rita Sousa'] });
  });
});
