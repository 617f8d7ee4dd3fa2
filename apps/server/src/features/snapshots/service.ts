import { prepareCompetitionImport } from '@artistic/domain/transfer/competition-import';
import { domainMessagesPt } from '@artistic/domain/core/messages';
import type { DomainMessageKey } from '@artistic/domain/core/messages';
import type { CompetitionExport } from '@artistic/domain/transfer/export-schema';
import type {
  RecordCounts,
  RestoreSummary,
  SnapshotList,
  SnapshotReason,
} from '@artistic/domain/snapshot/schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../http/caller.ts';
import { AppError, msg } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import {
  assertNotPublished,
  buildExportDocument,
  countCompetitionRecords,
  findStoredVersions,
  officialForAudit,
  readStoredOfficial,
  replacedForAudit,
  rulesetOfDocument,
  settleOfficialResults,
  writePreparedCompetition,
} from '../backups/service.ts';
import { newId } from '../competitions/service.ts';
import { findSnapshot, insertSnapshot, listSnapshotRows } from './repository.ts';

/** Listing, downloading and restoring snapshots are the federation's (admin) tools. */
function requireSnapshotAdmin(
  user: AuthUser | null,
  action: 'snapshot.view' | 'snapshot.restore',
): AuthUser {
  return requirePermission(user, action, 'errors.adminOnlySnapshots');
}

interface CountedLists {
  competition: { StartList: readonly unknown[] };
  coachCards: readonly unknown[];
  figureEntries: readonly unknown[];
  figureResults: readonly unknown[];
  routineResults: readonly unknown[];
}

/** The counts of a document (an export or a prepared import). */
export function countsOf(doc: CountedLists): RecordCounts {
  return {
    coachCards: doc.coachCards.length,
    figureEntries: doc.figureEntries.length,
    figureResults: doc.figureResults.length,
    routineResults: doc.routineResults.length,
    startListBlocks: doc.competition.StartList.length,
    entries: doc.coachCards.length + doc.figureEntries.length,
    scores: doc.figureResults.length + doc.routineResults.length,
  };
}

/**
 * Keeps the whole state of a competition (its export document) before it is replaced or
 * deleted. Call it with the transaction handle of that change, so the snapshot exists exactly
 * when the change does.
 */
export async function takeSnapshot(
  tx: Db,
  user: AuthUser,
  document: CompetitionExport,
  reason: SnapshotReason,
): Promise<{ snapshotId: number; counts: RecordCounts }> {
  const counts = countsOf(document);
  const snapshotId = await insertSnapshot(tx, {
    competitionId: document.competition._id,
    competitionName: document.competition.Nome,
    reason,
    document,
    entryCount: counts.entries,
    scoreCount: counts.scores,
    actor: user.sub,
    actorName: user.name,
  });
  return { snapshotId, counts };
}

/** Snapshots before `now` of the competition's current state, for the calling code's transaction. */
export async function snapshotCurrentState(
  tx: Db,
  user: AuthUser,
  competitionId: string,
  reason: SnapshotReason,
  now: Date,
): Promise<{ snapshotId: number; counts: RecordCounts }> {
  const current = await buildExportDocument(tx, competitionId, now);
  if (!current) throw new AppError('not_found', 'errors.competitionNotFound');
  return takeSnapshot(tx, user, current, reason);
}

/** GET /api/snapshots?compId=: newest first, with what the competition holds now. */
export async function listSnapshots(
  db: Db,
  user: AuthUser | null,
  competitionId: string | undefined,
): Promise<SnapshotList> {
  requireSnapshotAdmin(user, 'snapshot.view');
  const items = await listSnapshotRows(db, competitionId);
  const current =
    competitionId === undefined
      ? null
      : ((await countCompetitionRecords(db, competitionId)) ?? null);
  return { items, current };
}

/** GET /api/snapshots/{id}: the document as it was kept (an export, format artistic-export). */
export async function getSnapshotDocument(
  db: Db,
  user: AuthUser | null,
  id: number,
): Promise<{ document: unknown; fileName: string }> {
  requireSnapshotAdmin(user, 'snapshot.view');
  const snapshot = await findSnapshot(db, id);
  if (!snapshot) throw new AppError('not_found', 'errors.snapshotNotFound');
  return { document: snapshot.document, fileName: `copia-${id}-${snapshot.reason}.json` };
}

const textOf = (key: string) => domainMessagesPt[key as DomainMessageKey] ?? key;

/**
 * POST /api/snapshots/{id}/restore: puts the competition back as the snapshot kept it (same ids;
 * versions above any stored ones, so clients holding a newer or older copy get 409). When the
 * competition exists now, its current state is first kept as a snapshot (reason 'restore'), so
 * the restore can be undone the same way. One transaction, one audit row.
 */
export async function restoreSnapshot(
  db: Db,
  user: AuthUser | null,
  snapshotId: number,
  now: Date,
  options: { confirm?: boolean; reason?: string | undefined } = {},
): Promise<RestoreSummary> {
  const admin = requireSnapshotAdmin(user, 'snapshot.restore');
  const snapshot = await findSnapshot(db, snapshotId);
  if (!snapshot) throw new AppError('not_found', 'errors.snapshotNotFound');
  // A competition published from a venue is the venue's (ADR 064): refused before the checks.
  await assertNotPublished(db, snapshot.competitionId);
  // The same checks and recomputation as an import: a snapshot is an export document.
  const { regras, ruleset, held } = await rulesetOfDocument(db, snapshot.document);
  const prepared = prepareCompetitionImport(snapshot.document, { ruleset, newId });
  if (!prepared.ok) {
    const first = prepared.problems[0];
    throw new AppError(
      'invalid_state',
      first
        ? msg('errors.snapshotNoLongerValidFirst', {
            id: snapshotId,
            path: first.path,
            problem: textOf(first.message),
          })
        : msg('errors.snapshotNoLongerValid', { id: snapshotId }),
      prepared.problems.slice(0, 200),
    );
  }
  const doc = prepared.value;
  const competitionId = doc.competition._id;
  return db.transaction(async (tx) => {
    const stored = await findStoredVersions(tx, competitionId);
    const current = stored ? await buildExportDocument(tx, competitionId, now) : undefined;
    const official = current ? await readStoredOfficial(tx, current) : null;
    const replaced = current ? await takeSnapshot(tx, admin, current, 'restore') : null;
    await writePreparedCompetition(tx, doc, regras, stored, now, held);
    // What was signed or answered since the snapshot (issue 36): 409 #official_results, or
    // confirmed with a reason, a correction per moved entry of an official event.
    const settled =
      official && current
        ? await settleOfficialResults(tx, admin, official, doc, {
            name: current.competition.Nome,
            confirm: options.confirm === true,
            reason: options.reason,
            reasonPrefix: `Reposição da cópia ${snapshotId}`,
          })
        : null;
    const counts = countsOf(doc);
    await recordAudit(tx, admin, {
      competitionId,
      entityType: 'competition',
      entityId: competitionId,
      action: 'restore',
      before: replacedForAudit(stored, replaced),
      after: {
        Nome: doc.competition.Nome,
        restoredFrom: snapshotId,
        counts,
        ...(settled && settled.changes.length > 0 ? { confirmed: true } : {}),
        ...officialForAudit(settled),
      },
    });
    return {
      competitionId,
      Nome: doc.competition.Nome,
      restoredFrom: snapshotId,
      snapshotId: replaced?.snapshotId ?? null,
      counts,
      corrections: settled?.corrections ?? 0,
    };
  });
}
