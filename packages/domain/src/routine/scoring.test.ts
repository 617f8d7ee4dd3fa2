import { describe, expect, it } from 'vitest';
import {
  computeErrorDeduction,
  computeExtraPenalty,
  computeGrandTotal,
  computeListedPenalties,
  computeSchemeValue,
  getListedPenaltyValue,
  hasMajorErrors,
  scoreArtisticRow,
  scoreRoutine,
  scoreRoutineElement,
} from './scoring.ts';
import type { RoutineScoreInput } from './scoring.ts';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';
import { CATEGORIES } from '../core/enums.ts';

describe('hasMajorErrors', () => {
  it('every category but Masters counts major synchronisation errors', () => {
    expect(CATEGORIES.filter(hasMajorErrors)).toEqual(['INF', 'JUV', 'JUN', 'ABS']);
    expect(hasMajorErrors('MAS')).toBe(false);
  });
});

describe('scoreRoutineElement: points = mean x FP value x CD', () => {
  it.each([
    { dd: 2.1, cd: 0.5, scores: [7.0, 7.5, 7.2, 6.8, 7.4], mean: 7.2, points: 7.56 },
    { dd: 2.225, cd: 1, scores: [6.5, 6.0, 6.8, 6.6, 7.0], mean: 6.6333, points: 14.7591 },
    { dd: 1, cd: 1, scores: [6, 6.5, 7, 7.5, 8], mean: 7, points: 7 },
  ])('$dd x $cd x mean($scores) = $points', ({ dd, cd, scores, mean, points }) => {
    expect(scoreRoutineElement({ dd, cd, scores }, 5)).toEqual({ mean, points });
  });
  it('is null when incomplete', () => {
    expect(scoreRoutineElement({ dd: 2, cd: 1, scores: [7] }, 5)).toEqual({
      mean: null,
      points: null,
    });
  });
});

describe('scoreArtisticRow: points = 3 x factor x mean', () => {
  it.each([
    { factor: 1.6, scores: [7.0, 7.0, 7.5, 6.5, 7.2], points: 33.9202 },
    { factor: 1.5, scores: [7, 7, 7, 7, 7], points: 31.5 },
    { factor: 1, scores: [7, 7, 7, 7, 7], points: 21 },
  ])('factor $factor -> $points', ({ factor, scores, points }) => {
    expect(scoreArtisticRow({ factor, scores }, 5).points).toBe(points);
  });
  it('is null when incomplete', () => {
    expect(scoreArtisticRow({ factor: 1, scores: [] }, 5).points).toBeNull();
  });
});

describe('deductions', () => {
  it.each([
    [{ simple: 2, obvious: 1, major: 0 }, 0.7],
    [{ simple: 3, obvious: 0, major: 0 }, 0.3],
    [{ simple: 0, obvious: 0, major: 2 }, 6],
    [{ simple: 1, obvious: 1, major: 1 }, 3.6],
  ] as const)('sync errors %o -> %s', (errors, total) => {
    expect(computeErrorDeduction(errors, BUILT_IN_RULESET)).toBe(total);
  });
  it('extra penalty is 0.5 per unit', () => {
    expect(computeExtraPenalty(3, BUILT_IN_RULESET)).toBe(1.5);
    expect(computeExtraPenalty(0, BUILT_IN_RULESET)).toBe(0);
  });
  it('listed penalties: Número de elementos 0.5 each, others 8', () => {
    expect(getListedPenaltyValue('Número de elementos', BUILT_IN_RULESET)).toBe(0.5);
    expect(getListedPenaltyValue('AS18.5.1', BUILT_IN_RULESET)).toBe(8);
    expect(
      computeListedPenalties(
        [
          { name: 'Número de elementos', count: 3 },
          { name: 'Desfile', count: 1 },
          { name: 'Tempo do Cais', count: 0 },
        ],
        BUILT_IN_RULESET,
      ),
    ).toBe(9.5);
  });
});

describe('scheme value and grand total', () => {
  it('scheme value = max(elements - errors, 0) - penalty + artistic', () => {
    expect(
      computeSchemeValue({
        elementsTotal: 22.3191,
        errors: 0.7,
        penalty: 0.5,
        artisticTotal: 99.0202,
      }),
    ).toBe(120.1393);
    expect(
      computeSchemeValue({ elementsTotal: 0.5, errors: 3.5, penalty: 0, artisticTotal: 20 }),
    ).toBe(20);
  });
  it('grand total adds figure points for INF/JUV only', () => {
    const base = { schemeValue: 120.1393, listedPenalties: 8.5, figurePoints: 61.9373 };
    expect(computeGrandTotal({ ...base, category: 'JUN' })).toBe(111.6393);
    expect(computeGrandTotal({ ...base, category: 'INF' })).toBe(173.5766);
    expect(computeGrandTotal({ ...base, category: 'JUV' })).toBe(173.5766);
  });
});

// Worked example of docs/scoring.md section 5 (JUN EQUIPA LIVRE, 5 judges).
const TEAM_FREE: RoutineScoreInput = {
  ruleset: BUILT_IN_RULESET,
  category: 'JUN',
  routine: 'EQUIPA LIVRE',
  panelSize: 5,
  elements: [
    { dd: 2.1, cd: 0.5, scores: [7.0, 7.5, 7.2, 6.8, 7.4] },
    { dd: 2.225, cd: 1, scores: [6.5, 6.0, 6.8, 6.6, 7.0] },
  ],
  errors: { simple: 2, obvious: 1, major: 0 },
  extraPenaltyUnits: 1,
  artistic: [
    { factor: 1.6, scores: [7.0, 7.0, 7.5, 6.5, 7.2] },
    { factor: 1.5, scores: [7, 7, 7, 7, 7] },
    { factor: 1.6, scores: [6.8, 7.2, 7.0, 6.9, 7.1] },
  ],
  listedPenalties: [
    { name: 'Número de elementos', count: 1 },
    { name: 'Desfile', count: 1 },
  ],
};

describe('scoreRoutine', () => {
  it('computes the worked example', () => {
    const score = scoreRoutine(TEAM_FREE);
    expect(score.elements.map((e) => e.points)).toEqual([7.56, 14.7591]);
    expect(score.elementsTotal).toBe(22.3191);
    expect(score.errorsTotal).toBe(0.7);
    expect(score.extraPenalty).toBe(0.5);
    expect(score.artistic.map((a) => a.points)).toEqual([33.9202, 31.5, 33.6]);
    expect(score.artisticTotal).toBe(99.0202);
    expect(score.schemeValue).toBe(120.1393);
    expect(score.listedPenaltiesTotal).toBe(8.5);
    expect(score.figurePoints).toBe(0);
    expect(score.grandTotal).toBe(111.6393);
  });

  it('adds figure points for INF', () => {
    const score = scoreRoutine({ ...TEAM_FREE, category: 'INF', figurePoints: 61.9373 });
    expect(score.grandTotal).toBe(173.5766);
  });

  it('ignores figure points outside INF/JUV and defaults them to 0', () => {
    expect(scoreRoutine({ ...TEAM_FREE, figurePoints: 50 }).grandTotal).toBe(111.6393);
    expect(scoreRoutine({ ...TEAM_FREE, category: 'JUV' }).grandTotal).toBe(111.6393);
  });

  it('Masters: one execution element, no major errors, one artistic row', () => {
    const score = scoreRoutine({
      ruleset: BUILT_IN_RULESET,
      category: 'MAS',
      routine: 'SOLO LIVRE',
      panelSize: 5,
      elements: [{ dd: 1, cd: 1, scores: [6, 6.5, 7, 7.5, 8] }],
      errors: { simple: 1, obvious: 0, major: 1 },
      extraPenaltyUnits: 0,
      artistic: [{ factor: 1, scores: [7, 7, 7, 7, 7] }],
      listedPenalties: [],
    });
    expect(score.errorsTotal).toBe(0.1);
    expect(score.schemeValue).toBe(27.9);
    expect(score.grandTotal).toBe(27.9);
  });

  it('has no totals while a judge score is missing', () => {
    const score = scoreRoutine({
      ...TEAM_FREE,
      elements: [{ dd: 2.1, cd: 0.5, scores: [7, 7] }],
    });
    expect(score.elementsTotal).toBeNull();
    expect(score.schemeValue).toBeNull();
    expect(score.grandTotal).toBeNull();
  });
});
