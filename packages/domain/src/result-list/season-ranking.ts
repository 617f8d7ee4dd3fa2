/**
 * Season rankings (issue 23, ADR 056): across the competitions of a season (a date range), each
 * athlete's or routine's best total per category and event type, and the clubs ranked by the sum
 * of their club points in each competition.
 *
 * Identity across competitions:
 * - an entry of one athlete (figures, technical elements, solo) is that athlete, by licence,
 *   whatever club she swam for (her club shown is the one of her best result);
 * - a routine of several athletes (duet, team, combined) is its club and its athletes' licences
 *   sorted: the same swimmers for the same club are the same routine; a change of swimmer makes
 *   another routine.
 *
 * Only rows with a total that are not Extra count (as places, medals and club points: ADR 013).
 * Equal best totals (compared exactly) share a place and the next place skips (1, 1, 3); when an
 * entry's best total was reached in two competitions, the earlier one is named. A club's points in
 * a competition are that competition's club points table (medals.ts `buildClubPointsTable`, with
 * its own points per place), summed over the season.
 *
 * No zod here; the answer's schema is season-ranking-schema.ts.
 */
import type { Category, EventType } from '../core/enums.ts';
import { CATEGORIES, EVENT_TYPES } from '../core/enums.ts';
import { compareDecimals, sumScores } from '../core/decimal.ts';
import type { MedalListBlock } from './medals.ts';
import { buildClubPointsTable } from './medals.ts';
import { rankEntries } from './ranking.ts';

/** An athlete of a result list row. */
export interface SeasonAthlete {
  readonly licence: number;
  readonly name: string;
}

/** What the season ranking needs of a result list row. */
export interface SeasonResultRow {
  /** The place in its competition (null: Extra or without a total). */
  readonly position: number | null;
  readonly extra: boolean;
  readonly club: string;
  readonly athletes: readonly SeasonAthlete[];
  readonly total: number | null;
}

/** One event (block) of a competition's result list. */
export interface SeasonResultEvent {
  readonly Categoria: Category;
  readonly Prova: EventType;
  readonly rows: readonly SeasonResultRow[];
}

/** A competition as the season ranking reads it. */
export interface SeasonCompetitionInput {
  readonly _id: string;
  readonly Nome: string;
  readonly Data: string;
  /** Its points per place (PontosClubes, 1st place first). */
  readonly pointsTable: readonly number[];
  readonly events: readonly SeasonResultEvent[];
}

export interface SeasonCompetitionRef {
  readonly _id: string;
  readonly Nome: string;
  readonly Data: string;
}

/** An athlete's or routine's line in an event's season ranking. */
export interface SeasonRankedEntry {
  readonly place: number;
  /** Who it is across competitions (seasonEntryKey). */
  readonly key: string;
  readonly names: readonly string[];
  readonly club: string;
  readonly bestTotal: number;
  /** The competition of the best total (the earlier one on a tie). */
  readonly best: SeasonCompetitionRef;
  /** In how many competitions of the season it has a total. */
  readonly competitions: number;
}

export interface SeasonEventRanking {
  readonly Categoria: Category;
  readonly Prova: EventType;
  readonly entries: readonly SeasonRankedEntry[];
}

/** A club's points in one competition (its place in that competition's points table). */
export interface ClubCompetitionPoints {
  readonly _id: string;
  readonly place: number;
  readonly points: number;
}

export interface ClubSeasonPoints {
  readonly place: number;
  readonly club: string;
  readonly points: number;
  /** The competitions where the club placed an entry, in the order of `competitions`. */
  readonly byCompetition: readonly ClubCompetitionPoints[];
}

export interface SeasonRanking {
  /** The competitions ranked, oldest first. */
  readonly competitions: readonly SeasonCompetitionRef[];
  /** Each category and event type with a total in the season, in the order of the enums. */
  readonly events: readonly SeasonEventRanking[];
  readonly clubs: readonly ClubSeasonPoints[];
}

/**
 * Who an entry is across competitions: one athlete by her licence (`a:10201`), a routine of
 * several by its club and sorted licences (`r:Clube Natação Alfa:10231-10232`).
 */
export function seasonEntryKey(club: string, athletes: readonly SeasonAthlete[]): string {
  const licences = athletes.map((a) => a.licence).sort((a, b) => a - b);
  return licences.length === 1 ? `a:${licences[0]}` : `r:${club}:${licences.join('-')}`;
}

const compareNames = (a: string, b: string) => a.localeCompare(b, 'pt');
const compareRefs = (a: SeasonCompetitionRef, b: SeasonCompetitionRef) =>
  a.Data.localeCompare(b.Data) || compareNames(a.Nome, b.Nome) || a._id.localeCompare(b._id);
const refOf = ({ _id, Nome, Data }: SeasonCompetitionRef): SeasonCompetitionRef => ({
  _id,
  Nome,
  Data,
});

interface Best {
  key: string;
  names: readonly string[];
  club: string;
  bestTotal: number;
  best: SeasonCompetitionRef;
  seen: Set<string>;
}

/** The season ranking of the competitions given (any order; the range is the caller's). */
export function buildSeasonRanking(input: readonly SeasonCompetitionInput[]): SeasonRanking {
  const competitions = [...input].sort(compareRefs);
  const byEvent = new Map<string, Map<string, Best>>();
  for (const competition of competitions)
    for (const event of competition.events)
      for (const row of event.rows) {
        if (row.extra || row.total === null || row.athletes.length === 0) continue;
        const eventKey = `${event.Categoria}|${event.Prova}`;
        const entries = byEvent.get(eventKey) ?? new Map<string, Best>();
        byEvent.set(eventKey, entries);
        const key = seasonEntryKey(row.club, row.athletes);
        const known = entries.get(key);
        if (known) known.seen.add(competition._id);
        // Competitions come oldest first: only a strictly better total moves the best.
        if (!known || compareDecimals(row.total, known.bestTotal) > 0)
          entries.set(key, {
            key,
            names: row.athletes.map((a) => a.name),
            club: row.club,
            bestTotal: row.total,
            best: refOf(competition),
            seen: known?.seen ?? new Set([competition._id]),
          });
      }

  const events: SeasonEventRanking[] = [];
  for (const Categoria of CATEGORIES)
    for (const Prova of EVENT_TYPES) {
      const entries = byEvent.get(`${Categoria}|${Prova}`);
      if (!entries) continue;
      // Equal totals keep the order of their names (rankEntries' sort is stable).
      const byName = [...entries.values()].sort(
        (a, b) =>
          compareNames(a.names.join(', '), b.names.join(', ')) || a.key.localeCompare(b.key),
      );
      events.push({
        Categoria,
        Prova,
        entries: rankEntries(
          byName,
          (e) => e.bestTotal,
          () => false,
        ).map(({ entry, position }) => ({
          place: position ?? 0,
          key: entry.key,
          names: entry.names,
          club: entry.club,
          bestTotal: entry.bestTotal,
          best: entry.best,
          competitions: entry.seen.size,
        })),
      });
    }

  return { competitions: competitions.map(refOf), events, clubs: rankClubs(competitions) };
}

/** Each competition's club points table (as its Medalheiro shows it), summed per club. */
function rankClubs(competitions: readonly SeasonCompetitionInput[]): ClubSeasonPoints[] {
  const clubs = new Map<string, ClubCompetitionPoints[]>();
  for (const competition of competitions) {
    const blocks: MedalListBlock[] = competition.events.map((event, index) => ({
      Ordem: index + 1,
      Categoria: event.Categoria,
      Prova: event.Prova,
      rows: event.rows.map((row) => ({
        position: row.position,
        extra: row.extra,
        total: row.total,
        club: row.club,
        names: row.athletes.map((a) => a.name),
      })),
    }));
    for (const line of buildClubPointsTable(blocks, competition.pointsTable)) {
      const list = clubs.get(line.club) ?? [];
      list.push({ _id: competition._id, place: line.place, points: line.points });
      clubs.set(line.club, list);
    }
  }
  const byName = [...clubs]
    .map(([club, byCompetition]) => ({
      club,
      byCompetition,
      points: sumScores(byCompetition.map((c) => c.points)),
    }))
    .sort((a, b) => compareNames(a.club, b.club));
  return rankEntries(
    byName,
    (c) => c.points,
    () => false,
  ).map(({ entry, position }) => ({
    place: position ?? 0,
    club: entry.club,
    points: entry.points,
    byCompetition: entry.byCompetition,
  }));
}

/** A season: 1 September to 31 August, labelled '2026/2027'. */
export interface Season {
  readonly from: string;
  readonly to: string;
  readonly label: string;
}

/** The season a yyyy-mm-dd date is in (September on: the season starting that year). */
export function seasonOf(date: string): Season {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 9 ? year : year - 1;
  return { from: `${start}-09-01`, to: `${start + 1}-08-31`, label: `${start}/${start + 1}` };
}

/** The seasons of the dates given, newest first, each once. */
export function listSeasons(dates: readonly string[]): Season[] {
  const seasons = new Map<string, Season>();
  for (const date of dates) {
    const season = seasonOf(date);
    seasons.set(season.from, season);
  }
  return [...seasons.values()].sort((a, b) => b.from.localeCompare(a.from));
}

/** Whether a yyyy-mm-dd date is within a range, both ends included. */
export const isWithin = (date: string, range: { from: string; to: string }): boolean =>
  range.from <= date && date <= range.to;
