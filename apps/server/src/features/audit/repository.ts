import { and, desc, eq, lt } from 'drizzle-orm';
import type { AuditEntry } from '@artistic/domain/schemas/audit';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

type Row = typeof auditLog.$inferSelect;
export type AuditInsert = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

function toAuditEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    actorName: row.actorName,
    role: row.role as AuditEntry['role'],
    club: row.club,
    competitionId: row.competitionId,
    entityType: row.entityType as AuditEntry['entityType'],
    entityId: row.entityId,
    action: row.action as AuditEntry['action'],
    before: row.before as AuditEntry['before'],
    after: row.after as AuditEntry['after'],
  };
}

/** Appends one row; the only write this table ever gets. */
export async function insertAuditRow(db: Db, row: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Newest first, rows older than `before` (an id) when given; `limit` rows at most. */
export async function listAuditRows(
  db: Db,
  filter: { competitionId?: string; before?: number; limit: number },
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        filter.competitionId !== undefined
          ? eq(auditLog.competitionId, filter.competitionId)
          : undefined,
        filter.before !== undefined ? lt(auditLog.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
  return rows.map(toAuditEntry);
}
