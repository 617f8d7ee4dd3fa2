import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type { Db } from '../../db/client.ts';
import { RowCache } from '../../db/row-cache.ts';
import { routineResults } from '../../db/schema.ts';

type Row = typeof routineResults.$inferSelect;
export type RoutineResultBody = Omit<RoutineResult, '_id' | 'version'>;

const toResult = (row: Row): RoutineResult => ({
  ...(row.body as RoutineResultBody),
  _id: row.id,
  version: row.version,
});

const stampOf = sql<string>`xmin::text || '.' || ${routineResults.version}`;
const parsedSheets = new RowCache<RoutineResult>();

/** The competition's sheets in the order they were created (parsed once per stored version). */
export async function listRoutineResultRows(
  db: Db,
  competitionId: string,
): Promise<RoutineResult[]> {
  const stamps = await db
    .select({ id: routineResults.id, stamp: stampOf })
    .from(routineResults)
    .where(eq(routineResults.competicao, competitionId))
    .orderBy(routineResults.createdAt);
  return parsedSheets.list(db, stamps, async (ids) => {
    const rows = await db
      .select({ row: getTableColumns(routineResults), stamp: stampOf })
      .from(routineResults)
      .where(inArray(routineResults.id, ids));
    return rows.map(({ row, stamp }) => ({ id: row.id, stamp, value: toResult(row) }));
  });
}

export async function findRoutineResult(db: Db, id: string): Promise<RoutineResult | undefined> {
  const rows = await db.select().from(routineResults).where(eq(routineResults.id, id)).limit(1);
  return rows[0] ? toResult(rows[0]) : undefined;
}

export async function findRoutineResultOfCard(
  db: Db,
  coachCardId: string,
): Promise<RoutineResult | undefined> {
  const rows = await db
    .select()
    .from(routineResults)
    .where(eq(routineResults.coachCardId, coachCardId))
    .limit(1);
  return rows[0] ? toResult(rows[0]) : undefined;
}

export async function insertRoutineResult(
  db: Db,
  id: string,
  competitionId: string,
  coachCardId: string,
  body: RoutineResultBody,
): Promise<RoutineResult | undefined> {
  const rows = await db
    .insert(routineResults)
    .values({
      id,
      competicao: competitionId,
      coachCardId,
      body,
      valorTotal: body.Valor_total ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0] ? toResult(rows[0]) : undefined;
}

export async function updateRoutineResultIfVersion(
  db: Db,
  id: string,
  expectedVersion: number,
  body: RoutineResultBody,
): Promise<RoutineResult | undefined> {
  const rows = await db
    .update(routineResults)
    .set({
      body,
      valorTotal: body.Valor_total ?? null,
      version: sql`${routineResults.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(routineResults.id, id), eq(routineResults.version, expectedVersion)))
    .returning();
  return rows[0] ? toResult(rows[0]) : undefined;
}
