/**
 * Competition settings of official results (issue 22): the club points per place and the
 * inquiry window. Defaults documented in docs/rules.md ("Club points and medals").
 */

/** Points a club gets for an entry's place (index 0 = 1st place); places beyond get none. */
export const DEFAULT_CLUB_POINTS: readonly number[] = [9, 7, 6, 5, 4, 3, 2, 1];

/** Minutes after an event's results become provisional during which a club may file an inquiry. */
export const DEFAULT_INQUIRY_MINUTES = 30;

/** The points of a place (1-based) in a points table; 0 beyond its end or without a place. */
export function clubPointsOf(table: readonly number[], place: number | null): number {
  if (place === null || place < 1) return 0;
  return table[place - 1] ?? 0;
}
