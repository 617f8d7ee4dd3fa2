import { and, eq, sql } from 'drizzle-orm';
import type { StartListBlock } from '@artistic/domain/competition/schema';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { competitions } from '../../db/schema.ts';
import { now as clockNow } from '../../clock.ts';

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
      updatedAt: clockNow(),
    })
    .where(
      and(eq(competitions.id, competitionId), eq(competitions.startListVersion, expectedVersion)),
    )
    .returning({ v: competitions.startListVersion });
  return rows[0]?.v;
}

/**
 * A competition's most recently saved score sheet, figure or routine, if any: its event
 * (category and type), where the start list and the result list say the competition is "now",
 * and its id and version (the venue scoreboard's last result).
 */
export async function findLastScoredEvent(
  db: Db,
  competitionId: string,
): Promise<{ categoria: string; esquema: string; id: string; version: number } | undefined> {
  const result = await db.execute(sql`
    (select fr.categoria, fr.esquema, fr.id, fr.version, fr.updated_at
       from figure_results fr where fr.competicao = ${competitionId}
       order by fr.updated_at desc limit 1)
    union all
    (select rr.body->>'Categoria', rr.body->>'Esquema', rr.id, rr.version, rr.updated_at
       from routine_results rr where rr.competicao = ${competitionId}
       order by rr.updated_at desc limit 1)
    order by updated_at desc limit 1`);
  const row = rowsOf<{ categoria: string; esquema: string; id: string; version: number | string }>(
    result,
  )[0];
  return row && { ...row, version: Number(row.version) };
}
