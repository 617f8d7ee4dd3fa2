import { and, eq, sql } from 'drizzle-orm';
import type { StartListBlock } from '@artistic/domain/competition/schema';
import type { Db } from '../../db/client.ts';
import { competitions } from '../../db/schema.ts';

export interface StoredStartList {
  StartList: StartListBlock[];
  seeds: number[];
  startListVersion: number;
}

export async function findStartList(
  db: Db,
  competitionId: string,
): Promise<StoredStartList | undefined> {
  const rows = await db
    .select({
      s: competitions.startList,
      seeds: competitions.startListSeeds,
      v: competitions.startListVersion,
    })
    .from(competitions)
    .where(eq(competitions.id, competitionId))
    .limit(1);
  const row = rows[0];
  return row
    ? {
        StartList: row.s as StartListBlock[],
        seeds: row.seeds as number[],
        startListVersion: row.v,
      }
    : undefined;
}

/** Writes the start list only when its version is the expected one; undefined means it was not. */
export async function saveStartListIfVersion(
  db: Db,
  competitionId: string,
  expectedVersion: number,
  startList: StartListBlock[],
  seeds: number[],
): Promise<number | undefined> {
  const rows = await db
    .update(competitions)
    .set({
      startList,
      startListSeeds: seeds,
      startListVersion: sql`${competitions.startListVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(eq(competitions.id, competitionId), eq(competitions.startListVersion, expectedVersion)),
    )
    .returning({ v: competitions.startListVersion });
  return rows[0]?.v;
}
