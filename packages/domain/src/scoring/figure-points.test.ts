import { describe, expect, it } from 'vitest';
import { computeFigurePoints } from './figure-points.ts';

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

  it('counts an athlete without a figure score as 0 and reports it', () => {
    const points = computeFigurePoints('JUV', [101, 999], scores);
    expect(points.value).toBe(31.8756);
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
