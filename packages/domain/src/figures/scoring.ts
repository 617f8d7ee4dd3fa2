/**
 * Figure (and technical element event) scoring, spec section 9:
 * figure points = DD x mean (4 decimals);
 * overall = (sum of points / sum of DD) x 10 - sum of penalties (4 decimals).
 */
import type { PanelSize } from '../core/enums.ts';
import { roundDecimal, sumDecimals, toDecimal } from '../core/decimal.ts';
import type { JudgeScore } from '../core/trimmed-mean.ts';
import { trimmedMeanDecimal } from '../core/trimmed-mean.ts';

export interface FigureScoreInput {
  /** Degree of difficulty of the figure (FP value). */
  readonly dd: number;
  /** J1..J7; only the first panelSize count. */
  readonly scores: readonly JudgeScore[];
  /** Penalty points on this figure (0 when none). */
  readonly penalty?: number;
}

export interface FigureScore {
  readonly mean: number | null;
  readonly points: number | null;
  readonly penalty: number;
}

/** One figure: mean of the panel and points = DD x mean (null when incomplete). */
export function scoreFigure(input: FigureScoreInput, panelSize: PanelSize): FigureScore {
  const mean = trimmedMeanDecimal(input.scores, panelSize);
  const penalty = input.penalty ?? 0;
  if (mean === null) return { mean: null, points: null, penalty };
  return {
    mean: mean.toNumber(),
    points: roundDecimal(mean.times(toDecimal(input.dd))).toNumber(),
    penalty,
  };
}

export interface FigureSheetScore {
  readonly figures: readonly FigureScore[];
  readonly totalDd: number;
  /** Sum of the rounded figure points, or null when a figure is incomplete. */
  readonly totalPoints: number | null;
  readonly totalPenalties: number;
  /** Overall figure score, or null when a figure is incomplete or there is none. */
  readonly overall: number | null;
}

/** All figures of one athlete's sheet and the overall figure score. */
export function scoreFigureSheet(
  figures: readonly FigureScoreInput[],
  panelSize: PanelSize,
): FigureSheetScore {
  const scored = figures.map((f) => scoreFigure(f, panelSize));
  const totalDd = sumDecimals(figures.map((f) => f.dd));
  const totalPenalties = sumDecimals(scored.map((f) => f.penalty));
  const complete = scored.every((f) => f.points !== null);
  const totalPoints = complete ? sumDecimals(scored.map((f) => f.points ?? 0)) : null;
  const overall =
    totalPoints === null || totalDd.eq(0)
      ? null
      : roundDecimal(totalPoints.times(10).div(totalDd).minus(totalPenalties)).toNumber();
  return {
    figures: scored,
    totalDd: roundDecimal(totalDd).toNumber(),
    totalPoints: totalPoints === null ? null : roundDecimal(totalPoints).toNumber(),
    totalPenalties: roundDecimal(totalPenalties).toNumber(),
    overall,
  };
}
