import { and, desc, eq } from 'drizzle-orm';
import type { SnapshotInfo, SnapshotReason } from '@artistic/domain/snapshot/schema';
import type { Db } from '../../db/client.ts';
import { competitionSnapshots } from '../../db/schema.ts';

type Row = typeof competitionSnapshots.$inferSelect;
export type SnapshotInsert = Omit<typeof competitionSnapshots.$inferInsert, 'id' | 'createdAt'>;

/** Snapshots listed in one answer (newest first). */
export const SNAPSHOT_LIST_LIMIT = 200;

const infoColumns = {
  id: competitionSnapshots.id,
  competitionId: competitionSnapshots.competitionId,
  competitionName: competitionSnapshots.competitionName,
  reason: competitionSnapshots.reason,
  entryCount: competitionSnapshots.entryCount,
  scoreCount: competitionSnapshots.scoreCount,
  actor: competitionSnapshots.actor,
  actorName: competitionSnapshots.actorName,
  createdAt: competitionSnapshots.createdAt,
};

function toInfo(row: Omit<Row, 'document'>): SnapshotInfo {
  return {
    id: row.id,
    competitionId: row.competitionId,
    competitionName: row.competitionName,
    reason: row.reason as SnapshotReason,
    entries: row.entryCount,
    scores: row.scoreCount,
    actor: row.actor,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Appends one snapshot; the only write this table ever gets. Returns its id. */
export async function insertSnapshot(db: Db, row: SnapshotInsert): Promise<number> {
  const rows = await db
    .insert(competitionSnapshots)
    .values(row)
    .returning({ id: competitionSnapshots.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('snapshot insert returned no id');
  return id;
}

/** Newest first, of one competition when given. */
export async function listSnapshotRows(
  db: Db,
  competitionId: string | undefined,
): Promise<SnapshotInfo[]> {
  const rows = await db
    .select(infoColumns)
    .from(competitionSnapshots)
    .where(
      and(
        competitionId !== undefined
          ? eq(competitionSnapshots.competitionId, competitionId)
          : undefined,
      ),
    )
    .orderBy(desc(competitionSnapshots.id))
    .limit(SNAPSHOT_LIST_LIMIT);
  return rows.map(toInfo);
}

/** One snapshot with its document. */
export async function findSnapshot(
  db: Db,
  id: number,
): Promise<(SnapshotInfo & { document: unknown }) | undefined> {
  const rows = await db
    .select()
    .from(competitionSnapshots)
    .where(eq(competitionSnapshots.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { ...toInfo(row), document: row.document } : undefined;
}
