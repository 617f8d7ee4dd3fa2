/**
 * Figure points added to an INF/JUV routine's grand total (ADR 012):
 * the mean of the overall figure scores of the routine's athletes (not its
 * reserves), matched by licence, 4 decimals half-up. An athlete without a
 * figure score counts 0 and is reported in missingLicences, so the screen
 * can warn before results are published.
 */
import type { Category } from '../enums.ts';
import { isFigureCategory } from '../enums.ts';
import { roundDecimal, sumDecimals } from './decimal.ts';

export interface AthleteFigureScore {
  readonly licence: number;
  /** Overall figure score (Pontos of the figure result). */
  readonly score: number;
}

export interface RoutineFigurePoints {
  readonly value: number;
  /** Per athlete (ResultFig of the wire shape). */
  readonly perAthlete: readonly { licenca: number; valor: number }[];
  readonly missingLicences: readonly number[];
}

export function computeFigurePoints(
  category: Category,
  athleteLicences: readonly number[],
  figureScores: readonly AthleteFigureScore[],
): RoutineFigurePoints {
  if (!isFigureCategory(category) || athleteLicences.length === 0) {
    return { value: 0, perAthlete: [], missingLicences: [] };
  }
  const byLicence = new Map<number, number>();
  for (const s of figureScores) {
    // Keep the best score if an athlete appears twice (e.g. an extra sheet).
    const previous = byLicence.get(s.licence);
    if (previous === undefined || s.score > previous) byLicence.set(s.licence, s.score);
  }
  const missing: number[] = [];
  const perAthlete = athleteLicences.map((licence) => {
    const score = byLicence.get(licence);
    if (score === undefined) missing.push(licence);
    return { licenca: licence, valor: score ?? 0 };
  });
  const mean = sumDecimals(perAthlete.map((a) => a.valor)).div(perAthlete.length);
  return { value: roundDecimal(mean).toNumber(), perAthlete, missingLicences: missing };
}
