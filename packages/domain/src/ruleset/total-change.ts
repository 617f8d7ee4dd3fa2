import { toDecimal } from '../core/decimal.ts';

/**
 * How much a stored total moves when its results are recomputed (a ruleset saved or changed,
 * issue 16), exactly: 0 when either side has no total.
 */
export function totalDelta(before: number | null, after: number | null): number {
  return before === null || after === null ? 0 : toDecimal(after).minus(before).toNumber();
}
