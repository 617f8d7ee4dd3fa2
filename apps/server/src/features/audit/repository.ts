import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntityType, AuditEntry } from '@artistic/domain/audit/schema';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { now as clockNow } from '../../clock.ts';

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

/** Who writes, as the audit log names them. */
export interface AuditActor {
  sub: string;
  name: string | null;
  role: string | null;
  club: string | null;
}

/**
 * The audit rows of a write made in one SQL statement (ADR 020), as the body of its
 * data-modifying `with` clause: one row per row of `from`, the other fields SQL over it.
 */
export function auditInsertSql(
  actor: AuditActor,
  change: {
    entityType: AuditEntityType;
    action: AuditAction;
    competitionId: SQL;
    entityId: SQL;
    before: SQL;
    after: SQL;
    from: SQL;
  },
): SQL {
  return sql`insert into ${auditLog} (at, actor, actor_name, role, club, competition_id, entity_type,
        entity_id, action, before, after)
      select ${clockNow()}, ${actor.sub}, ${actor.name}, ${actor.role}, ${actor.club},
        ${change.competitionId}, ${change.entityType}, ${change.entityId}, ${change.action},
        ${change.before}, ${change.after}
      from ${change.from}`;
}

/** Appends one row; with auditInsertSql, the only writes this table ever gets. */
export async function insertAuditRow(db: Db, row: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Appends several rows in one statement (a bulk write's audit rows, e.g. a registry import). */
export async function insertAuditRows(db: Db, rows: readonly AuditInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(auditLog).values([...rows]);
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
