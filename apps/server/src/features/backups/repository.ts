import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type { RecordCounts } from '@artistic/domain/snapshot/schema';
import type { Db } from '../../db/client.ts';
import {
  coachCards,
  competitions,
  figureEntries,
  figureResults,
  publications,
  routineResults,
} from '../../db/schema.ts';
import { columnsOfCoachCard } from '../coach-cards/service.ts';
import { columnsOfCompetition } from '../competitions/service.ts';
import { columnsOfFigureEntry } from '../figure-entries/service.ts';
import { columnsOfFigureResult } from '../figure-results/service.ts';
import { columnsOfRoutineResult } from '../routine-results/service.ts';

/** The stored versions of a competition and of everything tied to it, by id. */
export interface StoredVersions {
  Nome: string;
  version: number;
  startListVersion: number;
  records: Map<string, number>;
}

export async function findStoredVersions(
  db: Db,
  competitionId: string,
): Promise<StoredVersions | undefined> {
  const rows = await db
    .select({
      nome: competitions.nome,
      version: competitions.version,
      startListVersion: competitions.startListVersion,
    })
    .from(competitions)
    .where(eq(competitions.id, competitionId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const records = new Map<string, number>();
  for (const table of [coachCards, figureEntries, figureResults, routineResults]) {
    const found = await db
      .select({ id: table.id, version: table.version })
      .from(table)
      .where(eq(table.competicao, competitionId));
    for (const r of found) records.set(r.id, r.version);
  }
  return {
    Nome: row.nome,
    version: row.version,
    startListVersion: row.startListVersion,
    records,
  };
}

/**
 * How many records of each kind a competition holds (what a replace or a forced delete would
 * remove); undefined when there is no such competition.
 */
export async function countCompetitionRecords(
  db: Db,
  competitionId: string,
): Promise<RecordCounts | undefined> {
  const rows = await db
    .select({ blocks: sql<number>`jsonb_array_length(${competitions.startList})` })
    .from(competitions)
    .where(eq(competitions.id, competitionId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const countOf = async (
    table: typeof coachCards | typeof figureEntries | typeof figureResults | typeof routineResults,
  ) => {
    const found = await db
      .select({ n: count() })
      .from(table)
      .where(eq(table.competicao, competitionId));
    return Number(found[0]?.n ?? 0);
  };
  const cards = await countOf(coachCards);
  const entries = await countOf(figureEntries);
  const figures = await countOf(figureResults);
  const routines = await countOf(routineResults);
  return {
    coachCards: cards,
    figureEntries: entries,
    figureResults: figures,
    routineResults: routines,
    startListBlocks: Number(row.blocks),
    entries: cards + entries,
    scores: figures + routines,
  };
}

export interface ImportIds {
  coachCards: string[];
  figureEntries: string[];
  figureResults: string[];
  routineResults: string[];
}

/** Which of these ids some stored record already uses (of another competition, once replaced). */
export async function findIdsInUse(db: Db, ids: ImportIds): Promise<Set<string>> {
  const used = new Set<string>();
  const pairs = [
    [coachCards, ids.coachCards],
    [figureEntries, ids.figureEntries],
    [figureResults, ids.figureResults],
    [routineResults, ids.routineResults],
  ] as const;
  for (const [table, list] of pairs) {
    for (let i = 0; i < list.length; i += CHUNK) {
      const chunk = list.slice(i, i + CHUNK);
      const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, chunk));
      for (const r of rows) used.add(r.id);
    }
  }
  return used;
}

/** Rows per INSERT: far below PostgreSQL's 65535 parameters for the widest table. */
const CHUNK = 500;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export interface ImportRows {
  /** The competition with the ruleset it is pinned to (resolved by the service). */
  competition: Competition & { Regras: string };
  startListSeeds: number[];
  startListVersion: number;
  coachCards: CoachCard[];
  figureEntries: FigureEntry[];
  figureResults: FigureResult[];
  routineResults: (RoutineResult & { coach_card_id: string })[];
}

/**
 * Writes an imported competition and its records with their ids and versions. Each list gets
 * creation times one millisecond apart in document order, so the lists keep their order.
 */
export async function insertImportedCompetition(db: Db, rows: ImportRows, now: Date) {
  const at = (i: number) => new Date(now.getTime() + i);
  const c = rows.competition;
  await db.insert(competitions).values({
    id: c._id,
    ...columnsOfCompetition(c),
    startList: c.StartList,
    startListSeeds: rows.startListSeeds,
    startListVersion: rows.startListVersion,
    version: c.version,
    createdAt: now,
    updatedAt: now,
  });
  /** A record's own id and version, in this competition, created `i` milliseconds after `now`. */
  const kept = (record: { _id: string; version: number }, i: number) => ({
    id: record._id,
    competicao: c._id,
    version: record.version,
    createdAt: at(i),
    updatedAt: at(i),
  });
  await insertInChunks(
    rows.coachCards.map((card, i) => ({ ...columnsOfCoachCard(card), ...kept(card, i) })),
    (chunk) => db.insert(coachCards).values(chunk),
  );
  await insertInChunks(
    rows.figureEntries.map((entry, i) => ({ ...columnsOfFigureEntry(entry), ...kept(entry, i) })),
    (chunk) => db.insert(figureEntries).values(chunk),
  );
  await insertInChunks(
    rows.figureResults.map((result, i) => {
      const { _id, version: _v, ...body } = result;
      return { ...columnsOfFigureResult(body), ...kept(result, i) };
    }),
    (chunk) => db.insert(figureResults).values(chunk),
  );
  await insertInChunks(
    rows.routineResults.map((result, i) => {
      const { _id, version: _v, ...body } = result;
      return {
        coachCardId: result.coach_card_id,
        ...columnsOfRoutineResult(body),
        ...kept(result, i),
      };
    }),
    (chunk) => db.insert(routineResults).values(chunk),
  );
}

/**
 * The venue a competition is published from (an active publication on this site, ADR 064), or
 * undefined. While it is, the site's own writes to it are refused (migration 0016's guard).
 */
export async function findPublishingVenue(
  db: Db,
  competitionId: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ venue: publications.venue })
    .from(publications)
    .where(and(eq(publications.competicao, competitionId), isNull(publications.endedAt)))
    .limit(1);
  return rows[0]?.venue;
}
