import { and, eq, sql } from 'drizzle-orm';
import type { FigureResult } from '@artistic/domain/schemas/figure-result';
import type { Db } from '../../db/client.ts';
import { competitions, figureResults } from '../../db/schema.ts';

type Row = typeof figureResults.$inferSelect;
export type FigureResultBody = Omit<FigureResult, '_id' | 'version'>;

const toResult = (row: Row): FigureResult => ({
  ...(row.body as FigureResultBody),
  _id: row.id,
  version: row.version,
});

export async function listFigureResultRows(db: Db, competitionId: string): Promise<FigureResult[]> {
  const rows = await db
    .select()
    .from(figureResults)
    .where(eq(figureResults.competicao, competitionId))
    .orderBy(figureResults.createdAt);
  return rows.map(toResult);
}

export async function findFigureResult(db: Db, id: string): Promise<FigureResult | undefined> {
  const rows = await db.select().from(figureResults).where(eq(figureResults.id, id)).limit(1);
  return rows[0] ? toResult(rows[0]) : undefined;
}

export async function findFigureResultOfEntry(
  db: Db,
  key: { competitionId: string; categoria: string; esquema: string; licenca: number },
): Promise<FigureResult | undefined> {
  const rows = await db
    .select()
    .from(figureResults)
    .where(
      and(
        eq(figureResults.competicao, key.competitionId),
        eq(figureResults.categoria, key.categoria),
        eq(figureResults.esquema, key.esquema),
        eq(figureResults.licenca, key.licenca),
      ),
    )
    .limit(1);
  return rows[0] ? toResult(rows[0]) : undefined;
}

/** Inserts unless the entry already has a result (then undefined: the caller answers 409). */
export async function insertFigureResult(
  db: Db,
  id: string,
  body: FigureResultBody,
): Promise<FigureResult | undefined> {
  const rows = await db
    .insert(figureResults)
    .values({
      id,
      competicao: body.comp_id,
      categoria: body.Categoria,
      esquema: body.Esquema,
      licenca: body.Atleta.Licenca,
      body,
      pontos: body.Pontos ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ? toResult(rows[0]) : undefined;
}

/**
 * Writes when the sheet's stored version is the expected one and, with `competition`, only if
 * the competition row still has those versions (the sheet was checked against that row).
 * Undefined means nothing was written.
 */
export async function updateFigureResultIfVersion(
  db: Db,
  id: string,
  expectedVersion: number,
  body: FigureResultBody,
  competition?: { version: number; startListVersion: number },
): Promise<FigureResult | undefined> {
  const c = competitions;
  const rows = await db
    .update(figureResults)
    .set({
      categoria: body.Categoria,
      esquema: body.Esquema,
      licenca: body.Atleta.Licenca,
      body,
      pontos: body.Pontos ?? null,
      version: sql`${figureResults.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(figureResults.id, id),
        eq(figureResults.version, expectedVersion),
        // A sheet never moves to another competition.
        eq(figureResults.competicao, body.comp_id),
        competition
          ? sql`exists (select 1 from ${c} where ${c.id} = ${body.comp_id}
              and ${c.version} = ${competition.version}
              and ${c.startListVersion} = ${competition.startListVersion})`
          : undefined,
      ),
    )
    // The stored body is the one just sent: only the new version comes back (no jsonb to parse).
    .returning({ version: figureResults.version });
  const row = rows[0];
  return row ? { ...body, _id: id, version: row.version } : undefined;
}

export async function countFigureResultsOfCompetition(
  db: Db,
  competitionId: string,
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(figureResults)
    .where(eq(figureResults.competicao, competitionId));
  return rows[0]?.n ?? 0;
}
