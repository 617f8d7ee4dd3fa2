/**
 * Routine (coach card result) scoring, spec section 9:
 * element points = mean x FP value x CD; errors = 0.1 / 0.5 / 3.0 each;
 * extra penalty = 0.5 per unit; artistic row points = 3 x factor x mean;
 * scheme value = max(elements total - errors, 0) - penalty + artistic total;
 * listed penalties: 'Número de elementos' 0.5 each, the others 8 each;
 * grand total = scheme value - listed penalties + figure points (INF/JUV).
 * Every product is rounded to 4 decimals (half-up); sums of 4-decimal
 * values are exact.
 */
import type Big from 'big.js';
import type { Category, PanelSize, PenaltyName, RoutineType } from '../core/enums.ts';
import { isFigureCategory } from '../core/enums.ts';
import type { Ruleset } from '../ruleset/document.ts';
import {
  maxDecimal,
  multiplyDecimals,
  roundDecimal,
  sumDecimals,
  toDecimal,
} from '../core/decimal.ts';
import type { JudgeScore } from '../core/trimmed-mean.ts';
import { trimmedMeanDecimal } from '../core/trimmed-mean.ts';

export interface ScoredRow {
  readonly mean: number | null;
  readonly points: number | null;
}

export interface RoutineElementInput {
  /** FP value: the element's declared total (DD). */
  readonly dd: number;
  /** CD factor of the element type in this routine and category. */
  readonly cd: number;
  readonly scores: readonly JudgeScore[];
  /**
   * Called 'Omitido' by the controllers (AS 6.7.9, 6.7.10): it scores 0 whatever the marks, and
   * the judges need not mark what was not swum.
   */
  readonly omitted?: boolean;
}

/**
 * Element points = mean x DD x CD (4 decimals), null when the panel is incomplete; an omitted
 * element scores 0 (its mean shown when marked).
 */
export function scoreRoutineElement(input: RoutineElementInput, panelSize: PanelSize): ScoredRow {
  const mean = trimmedMeanDecimal(input.scores, panelSize);
  if (input.omitted === true) return { mean: mean === null ? null : mean.toNumber(), points: 0 };
  if (mean === null) return { mean: null, points: null };
  const points = roundDecimal(multiplyDecimals([mean, input.dd, input.cd]));
  return { mean: mean.toNumber(), points: points.toNumber() };
}

export interface ArtisticRowInput {
  readonly factor: number;
  readonly scores: readonly JudgeScore[];
}

/** Artistic impression row points = 3 x factor x mean (4 decimals). */
export function scoreArtisticRow(input: ArtisticRowInput, panelSize: PanelSize): ScoredRow {
  const mean = trimmedMeanDecimal(input.scores, panelSize);
  if (mean === null) return { mean: null, points: null };
  const points = roundDecimal(multiplyDecimals([3, input.factor, mean]));
  return { mean: mean.toNumber(), points: points.toNumber() };
}

export interface SyncErrorCounts {
  readonly simple: number;
  readonly obvious: number;
  readonly major: number;
}

/** Synchronisation error deduction: simple 0.1, obvious 0.5, major 3.0 each. */
export function computeErrorDeduction(errors: SyncErrorCounts, ruleset: Ruleset): number {
  const v = ruleset.deductions.syncErrors;
  return roundDecimal(
    sumDecimals([
      toDecimal(errors.simple).times(v.simple),
      toDecimal(errors.obvious).times(v.obvious),
      toDecimal(errors.major).times(v.major),
    ]),
  ).toNumber();
}

/** Extra penalty of a coach card result: 0.5 per unit. */
export function computeExtraPenalty(units: number, ruleset: Ruleset): number {
  return roundDecimal(toDecimal(units).times(ruleset.deductions.extraPenaltyUnit)).toNumber();
}

/** Value of one listed penalty per selection ('Número de elementos' 0.5, others 8). */
export function getListedPenaltyValue(name: PenaltyName, ruleset: Ruleset): number {
  return ruleset.deductions.listedPenalties[name];
}

export interface ListedPenaltyInput {
  readonly name: PenaltyName;
  /** Selected count: 0-4 for 'Número de elementos', 0/1 (checkbox) for the others. */
  readonly count: number;
}

/** Penalty total = selected count x value, summed over the listed penalties. */
export function computeListedPenalties(
  penalties: readonly ListedPenaltyInput[],
  ruleset: Ruleset,
): number {
  return roundDecimal(
    sumDecimals(
      penalties.map((p) => toDecimal(p.count).times(getListedPenaltyValue(p.name, ruleset))),
    ),
  ).toNumber();
}

export interface SchemeValueInput {
  readonly elementsTotal: number;
  readonly errors: number;
  readonly penalty: number;
  readonly artisticTotal: number;
}

/** Scheme value = max(elements total - errors, 0) - penalty + artistic total. */
export function computeSchemeValue(input: SchemeValueInput): number {
  const elements = maxDecimal(toDecimal(input.elementsTotal).minus(input.errors), 0);
  return roundDecimal(elements.minus(input.penalty).plus(input.artisticTotal)).toNumber();
}

export interface GrandTotalInput {
  readonly category: Category;
  readonly schemeValue: number;
  readonly listedPenalties: number;
  /** Figure points of the entry (added for INF/JUV only). */
  readonly figurePoints: number;
}

/** Grand total = scheme value - listed penalties + figure points (INF/JUV). */
export function computeGrandTotal(input: GrandTotalInput): number {
  const figures = isFigureCategory(input.category) ? input.figurePoints : 0;
  return roundDecimal(
    toDecimal(input.schemeValue).minus(input.listedPenalties).plus(figures),
  ).toNumber();
}

export interface RoutineScoreInput {
  readonly category: Category;
  readonly routine: RoutineType;
  readonly panelSize: PanelSize;
  readonly elements: readonly RoutineElementInput[];
  readonly errors: SyncErrorCounts;
  readonly extraPenaltyUnits: number;
  readonly artistic: readonly ArtisticRowInput[];
  readonly listedPenalties: readonly ListedPenaltyInput[];
  readonly figurePoints?: number;
  /** The ruleset whose deduction values apply. */
  readonly ruleset: Ruleset;
}

export interface RoutineScore {
  readonly elements: readonly ScoredRow[];
  readonly elementsTotal: number | null;
  readonly errorsTotal: number;
  readonly extraPenalty: number;
  readonly artistic: readonly ScoredRow[];
  readonly artisticTotal: number | null;
  readonly schemeValue: number | null;
  readonly listedPenaltiesTotal: number;
  readonly figurePoints: number;
  /** Null while any judge score of the sheet is missing. */
  readonly grandTotal: number | null;
}

function sumRows(rows: readonly ScoredRow[]): Big | null {
  if (rows.some((r) => r.points === null)) return null;
  return sumDecimals(rows.map((r) => r.points ?? 0));
}

/**
 * Whether a category's routine sheets count major synchronisation errors: Masters have none (the
 * sheet hides the row, the result list leaves it out and scoring ignores the count).
 */
export function hasMajorErrors(category: Category): boolean {
  return category !== 'MAS';
}

/** Score a whole routine sheet. Masters have no major errors (ignored). */
export function scoreRoutine(input: RoutineScoreInput): RoutineScore {
  const elements = input.elements.map((e) => scoreRoutineElement(e, input.panelSize));
  const artistic = input.artistic.map((a) => scoreArtisticRow(a, input.panelSize));
  const errors: SyncErrorCounts = hasMajorErrors(input.category)
    ? input.errors
    : { ...input.errors, major: 0 };
  const errorsTotal = computeErrorDeduction(errors, input.ruleset);
  const extraPenalty = computeExtraPenalty(input.extraPenaltyUnits, input.ruleset);
  const listedPenaltiesTotal = computeListedPenalties(input.listedPenalties, input.ruleset);
  const figurePoints = isFigureCategory(input.category) ? (input.figurePoints ?? 0) : 0;
  const elementsSum = sumRows(elements);
  const artisticSum = sumRows(artistic);
  const elementsTotal = elementsSum === null ? null : roundDecimal(elementsSum).toNumber();
  const artisticTotal = artisticSum === null ? null : roundDecimal(artisticSum).toNumber();
  const schemeValue =
    elementsTotal === null || artisticTotal === null
      ? null
      : computeSchemeValue({
          elementsTotal,
          errors: errorsTotal,
          penalty: extraPenalty,
          artisticTotal,
        });
  const grandTotal =
    schemeValue === null
      ? null
      : computeGrandTotal({
          category: input.category,
          schemeValue,
          listedPenalties: listedPenaltiesTotal,
          figurePoints,
        });
  return {
    elements,
    elementsTotal,
    errorsTotal,
    extraPenalty,
    artistic,
    artisticTotal,
    schemeValue,
    listedPenaltiesTotal,
    figurePoints,
    grandTotal,
  };
}
