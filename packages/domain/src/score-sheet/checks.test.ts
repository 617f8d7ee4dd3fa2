import { describe, expect, it } from 'vitest';
import {
  checkFigureSheet,
  checkRoutineSheet,
  findJudgesOutsidePanel,
  findMarksOffStep,
  findPanelSizeMisfits,
  findRemovedScoredFigures,
  findStepChangeProblems,
  getRoutineSheetEntry,
  isMarkOnStep,
} from './checks.ts';
import type { Element } from '../coach-card/schema.ts';
import { aCoachCard, anElement } from '../testing/builders.ts';

const competition = {
  _id: 'comp',
  Ordem: [
    { Tipo: 'Figuras', Categoria: 'INF' },
    { Tipo: 'Figuras', Categoria: 'JUV' },
  ],
  Figuras: [
    { Nome: 'Barracuda', Valor: 1.8, Category: 'INF' },
    { Nome: 'Straight Ballet Leg', Valor: 1.6, Category: 'INF' },
    { Nome: 'Saturn', Valor: 2.5, Category: 'JUV' },
  ],
  ElementosTecnicos: [],
  StartList: [
    {
      Categoria: 'INF',
      Prova: 'Figuras',
      Atletas_start: [
        {
          Numero: 1,
          Atletas: [{ Numero: 4, Name: 'Inês', Team: 'Alfa', License: 201, Year: 2015 }],
        },
      ],
    },
    {
      Categoria: 'JUV',
      Prova: 'Figuras',
      Atletas_start: [
        {
          Numero: 1,
          Atletas: [{ Numero: 9, Name: 'Bia', Team: 'Beta', License: 301, Year: 2012 }],
        },
      ],
    },
  ],
  JuizesFiguras: 5,
  JuizesCoachCard: 5,
  PassoFiguras: 0.1,
  PassoCoachCard: 0.1,
} as const;

const row = (Name: string, over: Record<string, unknown> = {}) => ({
  Name,
  FP_val: 9,
  J1: 7,
  J2: 7,
  J3: 7,
  J4: 7,
  J5: 7,
  ...over,
});
const sheet = (over: Record<string, unknown> = {}) => ({
  Categoria: 'INF' as const,
  Esquema: 'Figuras' as const,
  Number: 1,
  Atleta: { Licenca: 201 },
  Resultados_fig: [row('Barracuda'), row('Straight Ballet Leg')],
  ...over,
});

describe('figure sheet against its competition', () => {
  it('takes the FP values from the competition and the athlete and club from the start slot', () => {
    const r = checkFigureSheet(sheet(), competition);
    expect(r).toEqual({
      ok: true,
      athlete: { Licenca: 201, Nome: 'Inês', Ano: 2015 },
      club: 'Alfa',
      rows: [
        expect.objectContaining({ Name: 'Barracuda', FP_val: 1.8 }),
        expect.objectContaining({ FP_val: 1.6 }),
      ],
    });
  });
  it.each([
    [{ Number: 2 }, 'Number', 'errors.startSlotMismatch'],
    [{ Atleta: { Licenca: 999 } }, 'Number', 'errors.startSlotMismatch'],
    [{ Resultados_fig: [row('Saturn')] }, 'Resultados_fig.0.Name', 'errors.figureNotInCompetition'],
    [
      { Resultados_fig: [row('Barracuda', { J6: 8 })] },
      'Resultados_fig.0.J6',
      'errors.judgeNotInPanel',
    ],
    [{ Esquema: 'Elementos Tecnicos' }, 'Esquema', 'errors.eventNotInCompetition'],
  ])('%o → %s', (over, path, message) => {
    const r = checkFigureSheet(sheet(over), competition);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems).toContainEqual({ path, message });
  });
  it('Youth (JUV) figures have no penalties', () => {
    const juv = sheet({
      Categoria: 'JUV',
      Atleta: { Licenca: 301 },
      Resultados_fig: [row('Saturn', { Penalties: 1 })],
    });
    const r = checkFigureSheet(juv, competition);
    expect(r.ok ? [] : r.problems).toEqual([
      { path: 'Resultados_fig.0.Penalties', message: 'errors.noPenaltyForCategory' },
    ]);
  });
});

/** A submitted coach card c1 of the competition with these elements. */
const submittedCard = (...Elementos: Element[]) =>
  aCoachCard({ _id: 'c1', Competicao: 'comp', State: 'Submetido', Elementos });

describe('routine sheet against its coach card', () => {
  const card = submittedCard(
    anElement('HIB', 1, 2.1, { Nota_base: 0.5 }),
    anElement('ChoHy', 2, 1),
  );
  const routine = (over: Record<string, unknown> = {}) => ({
    Resultados_el: [
      { Elemento: 'HIB', FP_val: 50, J1: 7 },
      { Elemento: 'ChoHy', FP_val: 50 },
    ],
    Resultado_Coreografia: [{ J1: 7 }],
    ...over,
  });
  it('uses the card values, never the sheet values', () => {
    const r = checkRoutineSheet(routine(), card, competition);
    expect(r.ok && r.elements.map((e) => e.FP_val)).toEqual([2.1, 1]);
    expect(r.ok && r.elements.map((e) => [e.FP, e.BM, e.DD])).toEqual([
      ['Declarado', 0.5, 2.1],
      ['Declarado', 0, 1],
    ]);
  });
  it('refuses other elements, a draft card, a card of another competition, judges outside the panel', () => {
    const bad = (r: ReturnType<typeof checkRoutineSheet>) =>
      r.ok ? [] : r.problems.map((p) => p.path);
    expect(
      bad(
        checkRoutineSheet(
          routine({ Resultados_el: [{ Elemento: 'ACR', FP_val: 1 }] }),
          card,
          competition,
        ),
      ),
    ).toEqual(['Resultados_el']);
    expect(bad(checkRoutineSheet(routine(), { ...card, State: 'Rascunho' }, competition))).toEqual([
      'coach_card_id',
    ]);
    expect(
      bad(checkRoutineSheet(routine(), { ...card, Competicao: 'other' }, competition)),
    ).toEqual(['coach_card_id']);
    expect(
      bad(checkRoutineSheet(routine({ Resultado_Coreografia: [{ J7: 8 }] }), card, competition)),
    ).toEqual(['Resultado_Coreografia.0.J7']);
  });
  it('a 7-judge panel accepts J6 and J7', () => {
    expect(findJudgesOutsidePanel([{ J6: 7, J7: 8 }], 7, 'x')).toEqual([]);
    expect(findJudgesOutsidePanel([{ J6: 7, J7: 8 }], 6, 'x')).toEqual([
      { path: 'x.0.J7', message: 'errors.judgeNotInPanel' },
    ]);
  });
});

describe('the step of a panel (ADR 027)', () => {
  it.each([
    [7.25, 0.25, true],
    [7.25, 0.1, false],
    [7.3, 0.1, true],
    [7.3, 0.25, false],
    [7.5, 0.1, true],
    [7.5, 0.25, true],
    [7.75, 0.25, true],
    [7.05, 0.1, false],
    [10, 0.1, true],
    [10, 0.25, true],
    [1, 0.1, true],
    [1, 0.25, true],
    // Binary floats that are not what they print: decided on the exact decimal, not with %.
    [0.1 + 0.2, 0.1, false],
    [8.7, 0.1, true],
    [9.9, 0.1, true],
  ] as const)('%s on a %s step: %s', (mark, step, expected) => {
    expect(isMarkOnStep(mark, step)).toBe(expected);
  });

  it('names each mark off the step by its field, with the step in the message', () => {
    const rows = [
      { J1: 7.25, J2: 7.5 },
      { J1: 7.3, J3: null },
    ];
    expect(findMarksOffStep(rows, 0.1, 'Resultados_fig')).toEqual([
      { path: 'Resultados_fig.0.J1', message: 'errors.judgeScoreTenths' },
    ]);
    expect(findMarksOffStep(rows, 0.25, 'Resultados_fig')).toEqual([
      { path: 'Resultados_fig.1.J1', message: 'errors.judgeScoreQuarters' },
    ]);
  });

  it('a figure sheet is checked at the figure panel’s step', () => {
    const quarter = sheet({ Resultados_fig: [row('Barracuda', { J3: 7.25 })] });
    expect(checkFigureSheet(quarter, { ...competition, PassoFiguras: 0.25 }).ok).toBe(true);
    const r = checkFigureSheet(quarter, competition);
    expect(r.ok ? [] : r.problems).toEqual([
      { path: 'Resultados_fig.0.J3', message: 'errors.judgeScoreTenths' },
    ]);
    const tenth = sheet({ Resultados_fig: [row('Barracuda', { J1: 7.3 })] });
    const q = checkFigureSheet(tenth, { ...competition, PassoFiguras: 0.25 });
    expect(q.ok ? [] : q.problems).toEqual([
      { path: 'Resultados_fig.0.J1', message: 'errors.judgeScoreQuarters' },
    ]);
  });

  it('a routine sheet is checked at the routine panel’s step, elements and artistic rows', () => {
    const card = submittedCard(anElement('HIB', 1, 2.1, { Nota_base: 0.5 }));
    const routine = {
      Resultados_el: [{ Elemento: 'HIB', FP_val: 2.1, J1: 7.25 }],
      Resultado_Coreografia: [{ J2: 8.75 }],
    };
    expect(checkRoutineSheet(routine, card, { ...competition, PassoCoachCard: 0.25 }).ok).toBe(
      true,
    );
    const r = checkRoutineSheet(routine, card, competition);
    expect(r.ok ? [] : r.problems).toEqual([
      { path: 'Resultados_el.0.J1', message: 'errors.judgeScoreTenths' },
      { path: 'Resultado_Coreografia.0.J2', message: 'errors.judgeScoreTenths' },
    ]);
  });

  it('a step change is refused, per panel, while stored marks are off the new step', () => {
    const sheets = {
      figures: [{ Resultados_fig: [{ J1: 7.5 }, { J2: 7.3 }] }],
      routines: [{ Resultados_el: [{ J1: 7.25 }], Resultado_Coreografia: [{ J1: 8 }] }],
    };
    expect(findStepChangeProblems({ PassoFiguras: 0.1, PassoCoachCard: 0.25 }, sheets)).toEqual([]);
    expect(findStepChangeProblems({ PassoFiguras: 0.25, PassoCoachCard: 0.1 }, sheets)).toEqual([
      { path: 'PassoFiguras', message: 'errors.storedMarksOffStep' },
      { path: 'PassoCoachCard', message: 'errors.storedMarksOffStep' },
    ]);
    const artistic = {
      figures: [],
      routines: [{ Resultados_el: [], Resultado_Coreografia: [{ J3: 6.75 }] }],
    };
    expect(findStepChangeProblems({ PassoFiguras: 0.1, PassoCoachCard: 0.1 }, artistic)).toEqual([
      { path: 'PassoCoachCard', message: 'errors.storedMarksOffStep' },
    ]);
  });
});

describe('a panel size the stored marks must fit (ADR 060)', () => {
  const five = { J1: 7, J2: 7, J3: 7, J4: 7, J5: 7 };
  const sheet = (Categoria: 'INF' | 'JUV', ...rows: Record<string, number | null>[]) => ({
    Categoria,
    Esquema: 'Figuras' as const,
    rows,
  });

  it('refuses a larger panel for a row all the judges of the smaller one marked', () => {
    const sheets = [sheet('INF', five), sheet('INF', five), sheet('JUV', { J1: 7, J2: 7 })];
    expect(findPanelSizeMisfits(5, 7, sheets)).toEqual([
      { Categoria: 'INF', Esquema: 'Figuras', sheets: 2 },
    ]);
    // Partly marked rows: the added judges may still mark them.
    expect(findPanelSizeMisfits(5, 6, [sheet('JUV', { J1: 7, J2: 7, J5: 7 })])).toEqual([]);
  });

  it('refuses a smaller panel for a mark beyond it, and takes one that drops no mark', () => {
    const seven = { ...five, J6: 7, J7: 7 };
    expect(findPanelSizeMisfits(7, 5, [sheet('INF', five, seven)])).toEqual([
      { Categoria: 'INF', Esquema: 'Figuras', sheets: 1 },
    ]);
    expect(findPanelSizeMisfits(7, 6, [sheet('INF', { ...five, J6: 7 })])).toEqual([]);
    expect(findPanelSizeMisfits(7, 5, [sheet('INF', five), sheet('JUV', {})])).toEqual([]);
    // A mark cleared (null) is no mark.
    expect(findPanelSizeMisfits(7, 5, [sheet('INF', { ...five, J6: null })])).toEqual([]);
  });

  it('finds nothing when the size does not change', () => {
    expect(findPanelSizeMisfits(5, 5, [sheet('INF', five)])).toEqual([]);
  });
});

describe('a scored figure the competition may not lose (ADR 060)', () => {
  const stored = (Categoria: 'INF' | 'JUV', ...names: string[]) => ({
    Categoria,
    Esquema: 'Figuras' as const,
    Resultados_fig: names.map((Name) => ({ Name })),
  });
  const without = (name: string) => ({
    ...competition,
    Figuras: competition.Figuras.filter((f) => f.Nome !== name),
  });

  it('names a removed or renamed figure a stored sheet of its event holds, with how many', () => {
    const sheets = [
      stored('INF', 'Barracuda', 'Straight Ballet Leg'),
      stored('INF', 'Barracuda'),
      stored('JUV', 'Saturn'),
    ];
    expect(findRemovedScoredFigures(competition, without('Barracuda'), sheets)).toEqual([
      { Categoria: 'INF', Esquema: 'Figuras', Nome: 'Barracuda', sheets: 2 },
    ]);
    const renamed = {
      ...competition,
      Figuras: competition.Figuras.map((f) =>
        f.Nome === 'Saturn' ? { ...f, Nome: 'Saturno' } : f,
      ),
    };
    expect(findRemovedScoredFigures(competition, renamed, sheets)).toEqual([
      { Categoria: 'JUV', Esquema: 'Figuras', Nome: 'Saturn', sheets: 1 },
    ]);
  });

  it('lets go a figure no sheet holds, a changed DD, and a row already unknown', () => {
    const sheets = [stored('INF', 'Barracuda', 'Pirueta antiga')];
    expect(findRemovedScoredFigures(competition, without('Saturn'), sheets)).toEqual([]);
    expect(findRemovedScoredFigures(competition, without('Straight Ballet Leg'), sheets)).toEqual(
      [],
    );
    const harder = {
      ...competition,
      Figuras: competition.Figuras.map((f) => ({ ...f, Valor: f.Valor + 0.1 })),
    };
    expect(findRemovedScoredFigures(competition, harder, sheets)).toEqual([]);
  });
});

describe('routine sheet entry', () => {
  it('is the coach card’s event, club and people, by name and licence', () => {
    expect(getRoutineSheetEntry(aCoachCard())).toEqual({
      Categoria: 'JUV',
      Esquema: 'DUETO LIVRE',
      Clube: 'Clube Natação Alfa',
      Atletas: [
        { Nome: 'Beatriz Santos', Licenca: 10231 },
        { Nome: 'Carolina Pires', Licenca: 10232 },
      ],
      Reservas: [{ Nome: 'Diana Lopes', Licenca: 10233 }],
    });
  });
});
