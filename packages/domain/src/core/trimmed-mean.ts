/**
 * Trimmed mean of a judge panel (spec section 9): drop one highest and one
 * lowest award, average the rest, 4 decimals (half-up).
 */
import Big from 'big.js';
import type { PanelSize } from './enums.ts';
import { PANEL_SIZES } from './enums.ts';
import { roundDecimal, toDecimal } from './decimal.ts';

/** A judge's award, or nothing when it has not been entered yet. */
export type JudgeScore = number | null | undefined;

export function isPanelSize(n: number): n is PanelSize {
  return (PANEL_SIZES as readonly number[]).includes(n);
}

/**
 * The awards of the panel: the first `panelSize` columns (J1..Jn). Columns
 * beyond the panel size are ignored. Returns null when any of them is
 * missing (or not a finite number): an incomplete sheet has no result.
 */
export function selectPanelScores(
  scores: readonly JudgeScore[],
  panelSize: PanelSize,
): number[] | null {
  if (!isPanelSize(panelSize)) return null;
  const panel = scores.slice(0, panelSize);
  if (panel.length < panelSize) return null;
  const complete: number[] = [];
  for (const s of panel) {
    if (typeof s !== 'number' || !Number.isFinite(s)) return null;
    complete.push(s);
  }
  return complete;
}

/** Exact trimmed mean (rounded to 4 decimals), or null when incomplete. */
export function trimmedMeanDecimal(
  scores: readonly JudgeScore[],
  panelSize: PanelSize,
): Big | null {
  const panel = selectPanelScores(scores, panelSize);
  if (panel === null) return null;
  const values = panel.map((s) => toDecimal(s));
  let sum = new Big(0);
  let max = values[0] ?? new Big(0);
  let min = max;
  for (const v of values) {
    sum = sum.plus(v);
    if (v.gt(max)) max = v;
    if (v.lt(min)) min = v;
  }
  const kept = sum.minus(max).minus(min);
  return roundDecimal(kept.div(panelSize - 2));
}

/** Trimmed mean as a 4-decimal number, or null when fewer scores than the panel. */
export function trimmedMean(scores: readonly JudgeScore[], panelSize: PanelSize): number | null {
  const mean = trimmedMeanDecimal(scores, panelSize);
  return mean === null ? null : mean.toNumber();
}

/** Judge columns J1..J7 of a wire row, as an array. */
export function readJudgeColumns(row: Partial<Record<JudgeColumn, JudgeScore>>): JudgeScore[] {
  return JUDGE_COLUMNS.map((c) => row[c]);
}

export const JUDGE_COLUMNS = ['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7'] as const;
export type JudgeColumn = (typeof JUDGE_COLUMNS)[number];
