/**
 * Medals and club tables (issue 22, docs/rules.md "Club points and medals"), read off the ranked
 * result list (model.ts, ADR 013): in each event the entries placed 1st, 2nd and 3rd take gold,
 * silver and bronze; equal totals share a place, so they share its medal (1, 1, 3: two golds, a
 * bronze, no silver). An entry takes one medal whatever its number of athletes. Extra entries and
 * entries without a total have no place, so they take neither a medal nor points.
 *
 * No zod here: the visitors' result list imports `medalOf` (ADR 050); the answer's schema is
 * medals-schema.ts.
 */
import type { Category, EventType } from '../core/enums.ts';
import { clubPointsOf } from '../competition/club-points.ts';

export const MEDALS = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof MEDALS)[number];

/** What a medal needs of a result list row. */
export interface MedalRow {
  readonly position: number | null;
  readonly extra: boolean;
  readonly total: number | null;
}

/** What the medal tables need of a row: its place and who swam for which club. */
export interface MedalListRow extends MedalRow {
  readonly club: string;
  readonly names: readonly string[];
}

/** What the medal tables need of a block of the result list. */
export interface MedalListBlock {
  readonly Ordem: number;
  readonly Categoria: Category;
  readonly Prova: EventType;
  readonly rows: readonly MedalListRow[];
}

/** The medal of a row: its place 1, 2 or 3 when it is not Extra and has a total; else none. */
export function medalOf(row: MedalRow): Medal | null {
  if (row.extra || row.total === null || row.position === null) return null;
  return MEDALS[row.position - 1] ?? null;
}

export interface Medallist {
  readonly medal: Medal;
  readonly position: number;
  readonly club: string;
  readonly names: readonly string[];
  readonly total: number;
}

/** One event and its medallists, in the order of the result list. */
export interface EventMedals {
  readonly Ordem: number;
  readonly Categoria: Category;
  readonly Prova: EventType;
  readonly medallists: readonly Medallist[];
}

/** The medallists of one event (none while nobody has a total). */
export function listEventMedallists(block: MedalListBlock): EventMedals {
  const medallists: Medallist[] = [];
  for (const row of block.rows) {
    const medal = medalOf(row);
    if (medal === null || row.position === null || row.total === null) continue;
    medallists.push({
      medal,
      position: row.position,
      club: row.club,
      names: row.names,
      total: row.total,
    });
  }
  medallists.sort((a, b) => a.position - b.position);
  return { Ordem: block.Ordem, Categoria: block.Categoria, Prova: block.Prova, medallists };
}

/** A club's line of the medal table; equal counts share a place. */
export interface ClubMedals {
  readonly place: number;
  readonly club: string;
  readonly gold: number;
  readonly silver: number;
  readonly bronze: number;
  readonly total: number;
}

/** A club's line of the points table; equal points share a place. */
export interface ClubPoints {
  readonly place: number;
  readonly club: string;
  readonly points: number;
}

const compareClubs = (a: string, b: string) => a.localeCompare(b, 'pt');

/**
 * Places 1, 1, 3 over a sorted list: an item shares the place of the one before it when
 * `isTied` says so (standard competition ranking, as ranking.ts places entries).
 */
function placeSorted<T>(sorted: readonly T[], isTied: (a: T, b: T) => boolean) {
  let place = 0;
  return sorted.map((item, index) => {
    const before = sorted[index - 1];
    if (before === undefined || !isTied(before, item)) place = index + 1;
    return { ...item, place };
  });
}

/**
 * The medal table: each club with at least one medal, by golds, then silvers, then bronzes
 * (most first), then by name; clubs with the same three counts share a place.
 */
export function buildMedalTable(events: readonly EventMedals[]): ClubMedals[] {
  const counts = new Map<string, { gold: number; silver: number; bronze: number }>();
  for (const event of events)
    for (const medallist of event.medallists) {
      const club = counts.get(medallist.club) ?? { gold: 0, silver: 0, bronze: 0 };
      club[medallist.medal] += 1;
      counts.set(medallist.club, club);
    }
  const sorted = [...counts]
    .map(([club, c]) => ({ club, ...c, total: c.gold + c.silver + c.bronze }))
    .sort(
      (a, b) =>
        b.gold - a.gold ||
        b.silver - a.silver ||
        b.bronze - a.bronze ||
        compareClubs(a.club, b.club),
    );
  return placeSorted(
    sorted,
    (a, b) => a.gold === b.gold && a.silver === b.silver && a.bronze === b.bronze,
  ).map(({ place, club, gold, silver, bronze, total }) => ({
    place,
    club,
    gold,
    silver,
    bronze,
    total,
  }));
}

/**
 * The club points table: for each club with at least one placed entry (not Extra, with a total),
 * the sum over the events of the points of its entries' places (`pointsTable`, 1st place first;
 * places beyond the table give 0), most first, then by name; equal points share a place.
 */
export function buildClubPointsTable(
  blocks: readonly MedalListBlock[],
  pointsTable: readonly number[],
): ClubPoints[] {
  const points = new Map<string, number>();
  for (const block of blocks)
    for (const row of block.rows) {
      if (row.extra || row.total === null || row.position === null) continue;
      points.set(row.club, (points.get(row.club) ?? 0) + clubPointsOf(pointsTable, row.position));
    }
  const sorted = [...points]
    .map(([club, sum]) => ({ club, points: sum }))
    .sort((a, b) => b.points - a.points || compareClubs(a.club, b.club));
  return placeSorted(sorted, (a, b) => a.points === b.points).map(({ place, club, points }) => ({
    place,
    club,
    points,
  }));
}

/** What the Medalheiro shows: each event's medallists, the medal table and the points table. */
export interface MedalsSummary {
  readonly events: readonly EventMedals[];
  readonly medalTable: readonly ClubMedals[];
  readonly clubPoints: readonly ClubPoints[];
  /** The points per place used (the competition's PontosClubes). */
  readonly pointsTable: readonly number[];
}

/** The Medalheiro of a result list, with the competition's points per place. */
export function buildMedalsSummary(
  blocks: readonly MedalListBlock[],
  pointsTable: readonly number[],
): MedalsSummary {
  const events = blocks.map(listEventMedallists);
  return {
    events,
    medalTable: buildMedalTable(events),
    clubPoints: buildClubPointsTable(blocks, pointsTable),
    pointsTable: [...pointsTable],
  };
}
