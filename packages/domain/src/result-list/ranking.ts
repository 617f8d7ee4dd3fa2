/**
 * Ranking (ADR 013): total descending; equal totals (compared exactly)
 * share a place and the next place skips (1, 1, 3); entries without a total
 * follow the ranked ones without a position; extra-competition entries come
 * after all others, ordered by total, with no position and the label 'Extra'.
 * The sort is stable: equal entries keep their input order.
 */
import { EXTRA_LABEL } from '../core/enums.ts';
import { compareDecimals } from '../core/decimal.ts';

export interface RankedEntry<T> {
  readonly entry: T;
  /** 1-based place, or null for an Extra entry or one without a total. */
  readonly position: number | null;
  /** What the Pos column shows: the place, 'Extra', or '' without a total. */
  readonly label: string;
}

function compareTotals(a: number | null, b: number | null): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return -compareDecimals(a, b);
}

export function rankEntries<T>(
  entries: readonly T[],
  getTotal: (entry: T) => number | null,
  isExtra: (entry: T) => boolean,
): RankedEntry<T>[] {
  const indexed = entries.map((entry, index) => ({
    entry,
    index,
    total: getTotal(entry),
    extra: isExtra(entry),
  }));
  indexed.sort((a, b) => {
    if (a.extra !== b.extra) return a.extra ? 1 : -1;
    const byTotal = compareTotals(a.total, b.total);
    return byTotal !== 0 ? byTotal : a.index - b.index;
  });
  const ranked: RankedEntry<T>[] = [];
  let previousTotal: number | null = null;
  let previousPosition = 0;
  indexed.forEach((item, i) => {
    if (item.extra) {
      ranked.push({ entry: item.entry, position: null, label: EXTRA_LABEL });
      return;
    }
    if (item.total === null) {
      ranked.push({ entry: item.entry, position: null, label: '' });
      return;
    }
    const position =
      previousTotal !== null && compareDecimals(previousTotal, item.total) === 0
        ? previousPosition
        : i + 1;
    previousTotal = item.total;
    previousPosition = position;
    ranked.push({ entry: item.entry, position, label: String(position) });
  });
  return ranked;
}
