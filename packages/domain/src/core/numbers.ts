/**
 * What the apps do with numbers, exactly: format them and check a value against a step. The
 * decimal helpers (core/decimal.ts, big.js) stay inside the domain (issue 19, lint-enforced).
 */
import { isMultipleOf, roundDecimal, toDecimal } from './decimal.ts';

export { formatPrice, formatScore } from './decimal.ts';

/** A value as it is written, without trailing zeros: 0.65 → '0.65', 1.6 → '1.6', 8 → '8'. */
export function formatDecimal(value: number): string {
  return toDecimal(value).toString();
}

/** A value rounded half up to one decimal: 7 → '7.0', 7.25 → '7.3'. */
export function formatOneDecimal(value: number): string {
  return roundDecimal(value, 1).toFixed(1);
}

/**
 * How many decimals a judge's mark shows on a panel of `step` (issue 38): as many as the step
 * has, one at least. A 0,1 panel shows one (7,3 · 7,0), a 0,25 panel two for every mark
 * (7,25 · 7,50 · 7,00), so a column of marks reads alike and no quarter is rounded away.
 */
export function markDecimals(step: number): number {
  const [, fraction = ''] = toDecimal(step).toFixed().split('.');
  return Math.max(1, fraction.length);
}

/** A judge's mark with its panel's decimals (markDecimals): 7.25 → '7.25', 7.5 → '7.50' on 0.25. */
export function formatMark(value: number, step: number): string {
  const decimals = markDecimals(step);
  return roundDecimal(value, decimals).toFixed(decimals);
}

/** Whether a value is a whole multiple of the step, decided on the exact decimal (7.3 on 0.1). */
export function isOnStep(value: number, step: number): boolean {
  return isMultipleOf(value, step);
}
