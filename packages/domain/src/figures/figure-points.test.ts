import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoutineResultCreate } from '../routine/result-schema.ts';
import { roundDecimal, sumDecimals, toDecimal } from '../core/decimal.ts';
import type { AthleteFigureScore } from './figure-points.ts';
import {
  applyFigurePoints,
  computeFigurePoints,
  listFigureCategoriesHeld,
  listFigureScores,
  listRoutinesWithoutFigures,
} from './figure-points.ts';
import { recomputeRoutineResult } from '../routine/result-scoring.ts';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';
import { aWorkedExampleSheet } from '../testing/builders.ts';

describe('listFigureScores: figure results as the routine sheets read them', () => {
  it("keeps each athlete's overall score by licence and skips sheets without an overall yet", () => {
    const sheet = (Licenca: number, Pontos: number | null | undefined) => ({
      Atleta: { Nome: `Atleta ${Licenca}`, Licenca },
      Pontos,
    });
    expect(
      listFigureScores([
        sheet(101, 63.7511),
        sheet(102, null),
        sheet(103, undefined),
        sheet(104, 0),
      ]),
    ).toEqual([
      { licence: 101, score: 63.7511 },
      { licence: 104, score: 0 },
    ]);
  });
});

describe('computeFigurePoints (INF/JUV routine figure points)', () => {
  const scores = [
    { licence: 101, score: 63.7511 },
    { licence: 102, score: 60.1234 },
    { licence: 103, score: 70 },
  ];

  it('is the mean of the athletes overall figure scores, 4 decimals', () => {
    const points = computeFigurePoints('INF', [101, 102], scores);
    expect(points.value).toBe(61.9373);
    expect(points.perAthlete).toEqual([
      { licenca: 101, valor: 63.7511 },
      { licenca: 102, valor: 60.1234 },
    ]);
    expect(points.missingLicences).toEqual([]);
  });

  it('is pending (null) while an athlete has no figure score, and names it', () => {
    const points = computeFigurePoints('JUV', [101, 999], scores);
    expect(points.value).toBeNull();
    expect(points.perAthlete).toEqual([{ licenca: 101, valor: 63.7511 }]);
    expect(points.missingLicences).toEqual([999]);
  });

  it('keeps the best score of an athlete listed twice', () => {
    const points = computeFigurePoints('INF', [101], [...scores, { licence: 101, score: 50 }]);
    expect(points.value).toBe(63.7511);
  });

  it('is 0 for other categories and for no athletes', () => {
    expect(computeFigurePoints('JUN', [101], scores).value).toBe(0);
    expect(computeFigurePoints('INF', [], scores).value).toBe(0);
  });
});

/**
 * An INF/JUV team sheet of athletes 1..n (reserve 999), with or without listed penalties: the
 * worked example's hybrid and artistic marks, one simple synchronisation error, no extra penalty.
 */
function sheetOf(
  category: 'INF' | 'JUV',
  athletes: number,
  penalties: { elements: number; parade: boolean },
): Omit<RoutineResultCreate, 'version'> {
  const example = aWorkedExampleSheet();
  return {
    ...example,
    Categoria: category,
    Atletas: Array.from({ length: athletes }, (_, i) => ({ Nome: `A${i + 1}`, Licenca: i + 1 })),
    Reservas: [{ Nome: 'Reserva', Licenca: 999 }],
    Resultados_el: example.Resultados_el.filter((e) => e.Elemento === 'HIB'),
    Erros: { Simples: 1, Obvio: 0, Maior: 0 },
    Penalty: { Selected: 0 },
    Penalties: [
      { Name: 'Número de elementos', Selected: penalties.elements },
      { Name: 'Desfile', Selected: penalties.parade },
    ],
  };
}

/** A figure total as stored: 4 decimals, 0..100. */
const figureTotal = fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 10_000);
const scoresOf = (totals: readonly (number | null)[]): AthleteFigureScore[] =>
  totals.flatMap((score, i) => (score === null ? [] : [{ licence: i + 1, score }]));

const routineCase = fc.record({
  category: fc.constantFrom('INF' as const, 'JUV' as const),
  penalties: fc.record({ elements: fc.integer({ min: 0, max: 4 }), parade: fc.boolean() }),
  /** The figure totals of the athletes when the routine sheet was saved (null: none yet). */
  before: fc.array(fc.option(figureTotal, { nil: null }), { minLength: 1, maxLength: 8 }),
  /** The reserve's figure total: never counted. */
  reserve: figureTotal,
});

describe('figure points derived from the current figure results (property)', () => {
  it('figure points of a routine equal the mean of its athletes current figure totals', () => {
    fc.assert(
      fc.property(
        routineCase,
        fc.array(figureTotal, { minLength: 8, maxLength: 8 }),
        ({ category, penalties, before, reserve }, now) => {
          const sheet = sheetOf(category, before.length, penalties);
          const current = now.slice(0, before.length);
          const reserveScore = { licence: 999, score: reserve };
          // Saved with the figure results of then, read with those of now.
          const stored = recomputeRoutineResult(sheet, {
            ruleset: BUILT_IN_RULESET,
            panelSize: 5,
            figureScores: [...scoresOf(before), reserveScore],
          });
          const read = applyFigurePoints(
            stored,
            [...scoresOf(current), reserveScore],
            BUILT_IN_RULESET,
            [category],
          );

          const mean = roundDecimal(sumDecimals(current).div(current.length)).toNumber();
          const penaltiesTotal = roundDecimal(
            toDecimal(penalties.elements)
              .times(0.5)
              .plus(penalties.parade ? 8 : 0),
          );
          expect(read.ResultFig).toEqual(current.map((valor, i) => ({ licenca: i + 1, valor })));
          expect(read.Valor_total).toBe(
            roundDecimal(
              toDecimal(stored.Valor_esquema ?? 0)
                .minus(penaltiesTotal)
                .plus(mean),
            ).toNumber(),
          );
          // The same as scoring the sheet afresh with the current figure results.
          const fresh = recomputeRoutineResult(sheet, {
            ruleset: BUILT_IN_RULESET,
            panelSize: 5,
            figureScores: [...scoresOf(current), reserveScore],
          });
          expect(read.Valor_total).toBe(fresh.Valor_total);
          expect(read.ResultFig).toEqual(fresh.ResultFig);
        },
      ),
    );
  });

  it('an athlete without a current figure total leaves the grand total pending, never 0', () => {
    fc.assert(
      fc.property(
        routineCase,
        fc.array(fc.option(figureTotal, { nil: null }), { minLength: 8, maxLength: 8 }),
        ({ category, penalties, before }, now) => {
          const current = now.slice(0, before.length);
          fc.pre(current.some((score) => score === null));
          const sheet = sheetOf(category, before.length, penalties);
          const stored = recomputeRoutineResult(sheet, {
            ruleset: BUILT_IN_RULESET,
            panelSize: 5,
            figureScores: scoresOf(before),
          });
          const read = applyFigurePoints(stored, scoresOf(current), BUILT_IN_RULESET, [category]);
          const missing = current.flatMap((score, i) => (score === null ? [i + 1] : []));
          const points = computeFigurePoints(
            category,
            sheet.Atletas.map((a) => a.Licenca),
            scoresOf(current),
          );
          expect(points.value).toBeNull();
          expect(points.missingLicences).toEqual(missing);
          expect(read.Valor_total).toBeNull();
          expect(read.ResultFig?.map((f) => f.licenca)).toEqual(
            current.flatMap((score, i) => (score === null ? [] : [i + 1])),
          );
          expect(
            recomputeRoutineResult(sheet, {
              ruleset: BUILT_IN_RULESET,
              panelSize: 5,
              figureScores: scoresOf(current),
            }),
          ).toMatchObject({ Valor_total: null });
        },
      ),
    );
  });

  it('leaves routines of other categories as they are (the same object)', () => {
    const stored = recomputeRoutineResult(
      { ...sheetOf('INF', 2, { elements: 0, parade: false }), Categoria: 'JUN' },
      { ruleset: BUILT_IN_RULESET, panelSize: 5 },
    );
    expect(
      applyFigurePoints(stored, [{ licence: 1, score: 70 }], BUILT_IN_RULESET, ['INF', 'JUV']),
    ).toBe(stored);
    expect(stored.Valor_total).toBe(stored.Valor_esquema);
  });
});

describe('figure points only where the competition holds the figures event (ADR 062)', () => {
  const order = (...events: [string, string][]) =>
    events.map(([Tipo, Categoria]) => ({ Tipo, Categoria }));

  it('a category holds figures when its Figuras event is in the order', () => {
    expect(
      listFigureCategoriesHeld(
        order(['Figuras', 'INF'], ['DUETO LIVRE', 'JUV'], ['Elementos Tecnicos', 'MAS']),
      ),
    ).toEqual(['INF']);
    expect(listFigureCategoriesHeld(order(['Figuras', 'INF'], ['Figuras', 'JUV']))).toEqual([
      'INF',
      'JUV',
    ]);
  });

  it('names the INF/JUV routine events whose category has no figures event', () => {
    expect(
      listRoutinesWithoutFigures(
        order(
          ['Figuras', 'INF'],
          ['SOLO LIVRE', 'INF'],
          ['DUETO LIVRE', 'JUV'],
          ['EQUIPA LIVRE', 'JUV'],
          ['SOLO LIVRE', 'JUN'],
          ['', 'JUV'],
        ),
      ),
    ).toEqual(order(['DUETO LIVRE', 'JUV'], ['EQUIPA LIVRE', 'JUV']));
    expect(listRoutinesWithoutFigures(order(['Figuras', 'JUV'], ['DUETO LIVRE', 'JUV']))).toEqual(
      [],
    );
  });

  it('without the figures event: no figure points, nothing missing, whatever results exist', () => {
    expect(
      computeFigurePoints('JUV', [101, 999], [{ licence: 101, score: 63.7511 }], false),
    ).toEqual({ value: 0, held: false, perAthlete: [], missingLicences: [] });
    expect(
      computeFigurePoints('JUV', [101], [{ licence: 101, score: 63.7511 }], true),
    ).toMatchObject({ value: 63.7511, held: true });
  });

  it("a JUV duet without JUV figures gets the routine's own total: scheme value − penalties", () => {
    const sheet = sheetOf('JUV', 2, { elements: 1, parade: false });
    const stored = recomputeRoutineResult(sheet, { ruleset: BUILT_IN_RULESET, panelSize: 5 });
    // Stored pending (ADR 012) whatever the order: the read decides.
    expect(stored.Valor_total).toBeNull();
    const scheme = stored.Valor_esquema ?? 0;
    const expected = roundDecimal(toDecimal(scheme).minus(0.5)).toNumber();
    // Athlete 1 has an INF figure result, athlete 2 none: neither counts nor is missing.
    const read = applyFigurePoints(stored, [{ licence: 1, score: 70 }], BUILT_IN_RULESET, ['INF']);
    expect(read.Valor_total).toBe(expected);
    expect(read.ResultFig).toEqual([]);
    // The same as scoring the sheet afresh without the figures event (the scoring screen).
    const fresh = recomputeRoutineResult(sheet, {
      ruleset: BUILT_IN_RULESET,
      panelSize: 5,
      figureScores: [{ licence: 1, score: 70 }],
      figuresHeld: false,
    });
    expect(fresh.Valor_total).toBe(expected);
    // With the figures event held, the same sheet waits for athlete 2's figure result.
    expect(
      applyFigurePoints(stored, [{ licence: 1, score: 70 }], BUILT_IN_RULESET, ['INF', 'JUV'])
        .Valor_total,
    ).toBeNull();
  });
});
