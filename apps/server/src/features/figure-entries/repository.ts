import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FigureEntry, FigureEntryCreate } from '@artistic/domain/figures/entry-schema';
import type { Db } from '../../db/client.ts';
import { atVersion, nextVersion } from '../../db/versioned.ts';
import { figureEntries, figureResults } from '../../db/schema.ts';

type Row = typeof figureEntries.$inferSelect;

export function toFigureEntry(row: Row): FigureEntry {
  return {
    _id: row.id,
    Competicao: row.competicao,
    Categoria: row.categoria as FigureEntry['Categoria'],
    Clube: row.clube,
    Atletas: row.atletas as FigureEntry['Atletas'],
    version: row.version,
  };
}

/** The columns of an entry's row besides its identity and version. */
export function columnsOfFigureEntry(e: Omit<FigureEntryCreate, 'version'>) {
  return { competicao: e.Competicao, categoria: e.Categoria, clube: e.Clube, atletas: e.Atletas };
}

/**
 * A competition's entries by club and category; `asCreated`: in the order they were created (an
 * export keeps that order).
 */
export async function listFigureEntriesOfCompetition(
  db: Db,
  competitionId: string,
  order: 'byClub' | 'asCreated' = 'byClub',
): Promise<FigureEntry[]> {
  const rows = await db
    .select()
    .from(figureEntries)
    .where(eq(figureEntries.competicao, competitionId))
    .orderBy(
      ...(order === 'asCreated'
        ? [asc(figureEntries.createdAt), asc(figureEntries.id)]
        : [figureEntries.clube, figureEntries.categoria]),
    );
  return rows.map(toFigureEntry);
}

export async function insertFigureEntry(
  db: Db,
  id: string,
  e: Omit<FigureEntryCreate, 'version'>,
): Promise<FigureEntry> {
  const rows = await db
    .insert(figureEntries)
    .values({ id, ...columnsOfFigureEntry(e) })
    .returning();
  if (!rows[0]) throw new Error('insert returned no row');
  return toFigureEntry(rows[0]);
}

/**
 * The stored figure results (of any figure event) of these licences in the competition and
 * category: an entry whose athletes were scored is not deleted (issue 36, finding 11).
 */
export async function countFigureResultsOfAthletes(
  db: Db,
  entry: { competitionId: string; categoria: string; licences: readonly number[] },
): Promise<number> {
  if (entry.licences.length === 0) return 0;
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(figureResults)
    .where(
      and(
        eq(figureResults.competicao, entry.competitionId),
        eq(figureResults.categoria, entry.categoria),
        inArray(figureResults.licenca, [...entry.licences]),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

export async function findFigureEntry(db: Db, id: string): Promise<FigureEntry | undefined> {
  const rows = await db.select().from(figureEntries).where(eq(figureEntries.id, id)).limit(1);
  return rows[0] ? toFigureEntry(rows[0]) : undefined;
}

export async function listFigureEntryRows(
  db: Db,
  filter: { competitionId?: string; club?: string },
): Promise<FigureEntry[]> {
  const rows = await db
    .select()
    .from(figureEntries)
    .where(
      and(
        filter.competitionId ? eq(figureEntries.competicao, filter.competitionId) : undefined,
        filter.club !== undefined ? eq(figureEntries.clube, filter.club) : undefined,
      ),
    )
    .orderBy(figureEntries.competicao, figureEntries.categoria, figureEntries.clube);
  return rows.map(toFigureEntry);
}

/** Replaces the entry in one statement, only at the expected version (the spec's delete-then-add lost entries). */
export async function replaceFigureEntryIfVersion(
  db: Db,
  id: string,
  expectedVersion: number,
  e: Omit<FigureEntryCreate, 'version'>,
): Promise<FigureEntry | undefined> {
  const rows = await db
    .update(figureEntries)
    .set({ ...columnsOfFigureEntry(e), ...nextVersion(figureEntries) })
    .where(atVersion(figureEntries, id, expectedVersion))
    .returning();
  return rows[0] ? toFigureEntry(rows[0]) : undefined;
}

export async function deleteFigureEntryRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(figureEntries)
    .where(eq(figureEntries.id, id))
    .returning({ id: figureEntries.id });
  return rows.length > 0;
}
