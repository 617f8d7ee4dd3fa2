import { describe, expect, it } from 'vitest';
import { scoreFigure, scoreFigureSheet } from './scoring.ts';
import { recomputeFigureResult } from './result-scoring.ts';

// Worked example of docs/scoring.md section 3 (INF, 5 judges).
const INF_SHEET = [
  { dd: 1.6, scores: [6.5, 7.0, 7.0, 7.5, 6.0] },
  { dd: 1.8, scores: [7.0, 7.2, 6.8, 7.1, 7.4] },
  { dd: 2.2, scores: [6.0, 6.2, 6.4, 6.1, 6.3] },
  { dd: 1.9, scores: [5.5, 6.0, 5.8, 5.9, 6.1], penalty: 1 },
];

describe('scoreFigure: points = DD x mean', () => {
  it.each([
    { dd: 1.6, scores: [6.5, 7.0, 7.0, 7.5, 6.0], mean: 6.8333, points: 10.9333 },
    { dd: 1.8, scores: [7.0, 7.2, 6.8, 7.1, 7.4], mean: 7.1, points: 12.78 },
    { dd: 1.5, scores: [7.0, 7.1, 7.1, 7.2, 6.0], mean: 7.0667, points: 10.6001 },
  ])('DD $dd, $scores -> $points', ({ dd, scores, mean, points }) => {
    expect(scoreFigure({ dd, scores }, 5)).toEqual({ mean, points, penalty: 0 });
  });

  it('has no points when a judge is missing', () => {
    expect(scoreFigure({ dd: 1.6, scores: [7, 7, 7, 7] }, 5)).toEqual({
      mean: null,
      points: null,
      penalty: 0,
    });
  });
});

describe('scoreFigureSheet: overall = sum(points) / sum(DD) x 10 - penalties', () => {
  it('computes the worked example', () => {
    const sheet = scoreFigureSheet(INF_SHEET, 5);
    expect(sheet.figures.map((f) => f.points)).toEqual([10.9333, 12.78, 13.64, 11.21]);
    expect(sheet.totalDd).toBe(7.5);
    expect(sheet.totalPoints).toBe(48.5633);
    expect(sheet.totalPenalties).toBe(1);
    expect(sheet.overall).toBe(63.7511);
  });

  it('has no overall while a figure is incomplete', () => {
    const sheet = scoreFigureSheet([...INF_SHEET, { dd: 1.8, scores: [7, 7] }], 5);
    expect(sheet.totalPoints).toBeNull();
    expect(sheet.overall).toBeNull();
  });

  it('has no overall without figures', () => {
    expect(scoreFigureSheet([], 5).overall).toBeNull();
  });
});

describe('recomputeFigureResult', () => {
  it('fills Media, Pontos per row and the overall Pontos', () => {
    const result = recomputeFigureResult(
      {
        Resultados_fig: INF_SHEET.map((f, i) => ({
          Name: `F${i}`,
          FP_val: f.dd,
          J1: f.scores[0],
          J2: f.scores[1],
          J3: f.scores[2],
          J4: f.scores[3],
          J5: f.scores[4],
          Penalties: f.penalty ?? 0,
          Media: 99,
          Pontos: 99,
        })),
        Pontos: 1000,
      },
      5,
    );
    expect(result.Resultados_fig.map((r) => r.Media)).toEqual([6.8333, 7.1, 6.2, 5.9]);
    expect(result.Resultados_fig.map((r) => r.Pontos)).toEqual([10.9333, 12.78, 13.64, 11.21]);
    expect(result.Pontos).toBe(63.7511);
  });

  it('keeps rows without penalties at 0 penalty', () => {
    const result = recomputeFigureResult(
      {
        Resultados_fig: [{ Name: 'A', FP_val: 2, J1: 5, J2: 5, J3: 5, J4: 5, J5: 5 }],
        Pontos: null,
      },
      5,
    );
    expect(result.Pontos).toBe(50);
  });
});
