/**
 * Exact decimal arithmetic for scores (ADR 010).
 *
 * Every score is computed with big.js on the exact decimal value of its
 * inputs (a JS number is read through its shortest round-trip string, so
 * 0.1 is exactly 0.1). Results are rounded to 4 decimals, half-up on the
 * exact decimal value, and only then turned back into a JS number.
 */
import Big from 'big.js';

export type Decimal = Big;
export type DecimalInput = Big | number | string;

/** Number of decimals every score is kept and shown with. */
export const SCORE_DECIMALS = 4;

export function toDecimal(value: DecimalInput): Big {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite number: ${String(value)}`);
  }
  return new Big(value);
}

/** Round half-up (away from zero on a tie) to `decimals` places. */
export function roundDecimal(value: DecimalInput, decimals: number = SCORE_DECIMALS): Big {
  return toDecimal(value).round(decimals, Big.roundHalfUp);
}

/** Round to 4 decimals (half-up) and return a JS number. */
export function roundScore(value: DecimalInput): number {
  return roundDecimal(value, SCORE_DECIMALS).toNumber();
}

/** Exact sum of decimal values. */
export function sumDecimals(values: readonly DecimalInput[]): Big {
  return values.reduce<Big>((acc, v) => acc.plus(toDecimal(v)), new Big(0));
}

/** Exact sum rounded to 4 decimals, as a number. */
export function sumScores(values: readonly DecimalInput[]): number {
  return roundScore(sumDecimals(values));
}

/** Exact product of decimal values. */
export function multiplyDecimals(values: readonly DecimalInput[]): Big {
  return values.reduce<Big>((acc, v) => acc.times(toDecimal(v)), new Big(1));
}

/** Largest of two decimal values. */
export function maxDecimal(a: DecimalInput, b: DecimalInput): Big {
  const x = toDecimal(a);
  const y = toDecimal(b);
  return x.gte(y) ? x : y;
}

/** Compare exactly: negative when a < b, 0 when equal, positive when a > b. */
export function compareDecimals(a: DecimalInput, b: DecimalInput): number {
  return toDecimal(a).cmp(toDecimal(b));
}

/** Whether a number has at most `decimals` decimal places (exactly). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const d = toDecimal(value);
  return d.eq(d.round(decimals, Big.roundDown));
}

/** Whether a number is an exact multiple of `step` (a decimal like 0.1). */
export function isMultipleOf(value: number, step: DecimalInput): boolean {
  if (!Number.isFinite(value)) return false;
  return toDecimal(value).mod(toDecimal(step)).eq(0);
}

/**
 * Display a score with exactly 4 decimals: formatScore(12.3) === '12.3000',
 * formatScore(12.3, ',') === '12,3000' (the reader's decimal separator).
 */
export function formatScore(
  value: DecimalInput | null | undefined,
  decimalSeparator: '.' | ',' = '.',
): string {
  if (value === null || value === undefined) return '';
  return roundDecimal(value, SCORE_DECIMALS).toFixed(SCORE_DECIMALS).replace('.', decimalSeparator);
}

/** Display a price with exactly 2 decimals: formatPrice(5) === '5.00'. */
export function formatPrice(value: DecimalInput): string {
  return roundDecimal(value, 2).toFixed(2);
}
