import { can } from '@artistic/domain/users/permissions';
import type {
  AuditAction,
  AuditEntityType,
  AuditPage,
  AuditQuery,
} from '@artistic/domain/audit/schema';
import { AUDIT_PAGE_DEFAULT } from '@artistic/domain/audit/schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { toSubject } from '../../http/caller.ts';
import { AppError } from '../../http/errors.ts';
import { insertAuditRow, insertAuditRows, listAuditRows } from './repository.ts';

// A write made in one statement (figure sheets, ADR 020) appends its audit row with it.
export type { AuditActor } from './repository.ts';
export { auditInsertSql } from './repository.ts';

/** A record as the log keeps it: a plain JSON object. */
type Snapshot = object;

export interface AuditChange {
  competitionId: string | null;
  entityType: AuditEntityType;
  entityId: string;
  action: AuditAction;
  /** The record before the change; null on create. */
  before: Snapshot | null;
  /** The record after the change; null on delete. */
  after: Snapshot | null;
}

/**
 * Appends one row to the audit log. Call it with the transaction handle of the change, after
 * the change succeeded, so that the row exists exactly when the change does.
 */
export async function recordAudit(tx: Db, user: AuthUser, change: AuditChange): Promise<void> {
  await insertAuditRow(tx, auditRowOf(user, change));
}

/** The audit row of one change by `user`. */
const auditRowOf = (user: AuthUser, change: AuditChange) => ({
  actor: user.sub,
  actorName: user.name,
  role: user.role,
  club: user.club,
  competitionId: change.competitionId,
  entityType: change.entityType,
  entityId: change.entityId,
  action: change.action,
  before: change.before,
  after: change.after,
});

/**
 * Appends one row per change in one statement (issue 36: the registry's import of thousands of
 * athletes), with the transaction handle of the changes, after they succeeded.
 */
export async function recordAuditMany(
  tx: Db,
  user: AuthUser,
  changes: readonly AuditChange[],
): Promise<void> {
  await insertAuditRows(
    tx,
    changes.map((change) => auditRowOf(user, change)),
  );
}

/** GET /api/audit: admins only (401 signed out, 403 anyone else); newest first, by pages. */
export async function listAudit(
  db: Db,
  user: AuthUser | null,
  query: AuditQuery,
): Promise<AuditPage> {
  if (!user) throw new AppError('unauthenticated', 'errors.signInRequired');
  if (!can(toSubject(user), 'audit.view')) throw new AppError('forbidden', 'errors.adminOnlyAudit');
  const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
  const rows = await listAuditRows(db, {
    competitionId: query.compId,
    before: query.before,
    limit: limit + 1,
  });
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextBefore: rows.length > limit && last ? last.id : null };
}
