import { and, eq, sql } from 'drizzle-orm';
import type { StartListBlock } from '@artistic/domain/competition/schema';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
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

/** The entry of the most recently saved score sheet of a competition (figure or routine), if any. */
export type LatestScoredEntry =
  { kind: 'figure'; categoria: string; esquema: string } | { kind: 'routine'; coachCardId: string };

export async function findLatestScoredEntry(
  db: Db,
  competitionId: string,
): Promise<LatestScoredEntry | undefined> {
  const result = await db.execute(sql`
    (select 'figure' as kind, fr.categoria, fr.esquema, null as coach_card_id, fr.updated_at
       from figure_results fr where fr.competicao = ${competitionId}
       order by fr.updated_at desc limit 1)
    union all
    (select 'routine' as kind, null, null, rr.coach_card_id, rr.updated_at
       from routine_results rr where rr.competicao = ${competitionId}
       order by rr.updated_at desc limit 1)
    order by updated_at desc limit 1`);
  const row = rowsOf<{
    kind: string;
    categoria: string | null;
    esquema: string | null;
    coach_card_id: string | null;
  }>(result)[0];
  if (!row) return undefined;
  return row.kind === 'routine'
    ? { kind: 'routine', coachCardId: row.coach_card_id ?? '' }
    : { kind: 'figure', categoria: row.categoria ?? '', esquema: row.esquema ?? '' };
}
