import { eq, sql } from 'drizzle-orm';
import type { FigureEntry, FigureEntryCreate } from '@artistic/domain/schemas/figure-entry';
import type { Db } from '../../db/client.ts';
import { figureEntries } from '../../db/schema.ts';

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

export async function listFigureEntriesOfCompetition(
  db: Db,
  competitionId: string,
): Promise<FigureEntry[]> {
  const rows = await db
    .select()
    .from(figureEntries)
    .where(eq(figureEntries.competicao, competitionId))
    .orderBy(figureEntries.clube, figureEntries.categoria);
  return rows.map(toFigureEntry);
}

export async function insertFigureEntry(
  db: Db,
  id: string,
  e: Omit<FigureEntryCreate, 'version'>,
): Promise<FigureEntry> {
  const rows = await db
    .insert(figureEntries)
    .values({
      id,
      competicao: e.Competicao,
      categoria: e.Categoria,
      clube: e.Clube,
      atletas: e.Atletas,
    })
    .returning();
  if (!rows[0]) throw new Error('insert returned no row');
  return toFigureEntry(rows[0]);
}

export async function countFigureEntriesOfCompetition(
  db: Db,
  competitionId: string,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(figureEntries)
    .where(eq(figureEntries.competicao, competitionId));
  return rows[0]?.n ?? 0;
}
