import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PanelSize } from './enums.ts';
import { isPanelSize, readJudgeColumns, selectPanelScores, trimmedMean } from './trimmed-mean.ts';

describe('trimmedMean (docs/scoring.md section 2)', () => {
  it.each([
    { scores: [7.5, 8.0, 6.5, 7.0, 9.0], panel: 5, mean: 7.5 },
    { scores: [7.0, 7.1, 7.1, 7.2, 6.0], panel: 5, mean: 7.0667 },
    { scores: [7.1, 7.3, 6.8, 7.9, 7.4, 7.2], panel: 6, mean: 7.25 },
    { scores: [8.1, 7.7, 8.3, 7.9, 8.0, 7.6, 8.4], panel: 7, mean: 8 },
    { scores: [5, 5, 5, 5, 5], panel: 5, mean: 5 },
    { scores: [10, 1, 1, 1, 10], panel: 5, mean: 4 },
  ] as const)('$scores with $panel judges -> $mean', ({ scores, panel, mean }) => {
    expect(trimmedMean(scores, panel)).toBe(mean);
  });

  it('returns null when fewer scores than the panel are given', () => {
    expect(trimmedMean([7, 7, 7, 7], 5)).toBeNull();
    expect(trimmedMean([7, 7, 7, 7, null, 7], 6)).toBeNull();
    expect(trimmedMean([7, 7, undefined, 7, 7], 5)).toBeNull();
    expect(trimmedMean([7, 7, Number.NaN, 7, 7], 5)).toBeNull();
    expect(trimmedMean([], 7)).toBeNull();
  });

  it('ignores columns beyond the panel size', () => {
    expect(trimmedMean([7, 7, 7, 7, 7, 1, 1], 5)).toBe(7);
  });

  it('refuses a panel size other than 5, 6 or 7', () => {
    expect(selectPanelScores([7, 7, 7, 7], 4 as PanelSize)).toBeNull();
    expect(isPanelSize(6)).toBe(true);
    expect(isPanelSize(8)).toBe(false);
  });

  it('reads J1..J7 columns of a row', () => {
    expect(readJudgeColumns({ J1: 1, J2: 2, J5: 5 })).toEqual([
      1,
      2,
      undefined,
      undefined,
      5,
      undefined,
      undefined,
    ]);
  });
});

const tenths = fc.integer({ min: 10, max: 100 }).map((n) => n / 10);
const panelArb = fc.constantFrom<PanelSize>(5, 6, 7);
const panelWithScores = panelArb.chain((panel) =>
  fc.tuple(fc.constant(panel), fc.array(tenths, { minLength: panel, maxLength: panel })),
);

describe('trimmedMean properties', () => {
  it('lies between the smallest and largest kept scores', () => {
    fc.assert(
      fc.property(panelWithScores, ([panel, scores]) => {
        const sorted = [...scores].sort((a, b) => a - b);
        const kept = sorted.slice(1, -1);
        const mean = trimmedMean(scores, panel);
        expect(mean).not.toBeNull();
        expect(mean as number).toBeGreaterThanOrEqual(kept[0] as number);
        expect(mean as number).toBeLessThanOrEqual(kept[kept.length - 1] as number);
      }),
    );
  });

  it('does not depend on judge order', () => {
    fc.assert(
      fc.property(
        panelWithScores.chain(([panel, scores]) =>
          fc.tuple(
            fc.constant(panel),
            fc.constant(scores),
            fc.shuffledSubarray(scores, {
              minLength: scores.length,
              maxLength: scores.length,
            }),
          ),
        ),
        ([panel, scores, shuffled]) => {
          expect(trimmedMean(shuffled, panel)).toBe(trimmedMean(scores, panel));
        },
      ),
    );
  });

  it('never decreases when one score rises', () => {
    fc.assert(
      fc.property(
        panelWithScores,
        fc.nat(),
        fc.integer({ min: 1, max: 90 }),
        ([panel, scores], index, rise) => {
          const i = index % panel;
          const raised = [...scores];
          raised[i] = Math.min(100, Math.round((scores[i] as number) * 10) + rise) / 10;
          const before = trimmedMean(scores, panel) as number;
          const after = trimmedMean(raised, panel) as number;
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});
