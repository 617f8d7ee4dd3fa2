/**
 * Stored rulesets (issue 16, ADR 030): list, read, import, copy, edit; a ruleset saved or a
 * competition pinned to another one recomputes every stored result it scores, in the
 * transaction of the write, with one audit row.
 */
import { countProvisionalFactors } from '@artistic/domain/ruleset/provisional';
import type { Ruleset, RulesetDocument } from '@artistic/domain/ruleset/document';
import { parseRuleset } from '@artistic/domain/ruleset/document';
import type {
  CompetitionRecompute,
  CompetitionRulesetChange,
  CompetitionRulesetRequest,
  CompetitionRulesetSaved,
  RecomputePreview,
  RulesetCopy,
  RulesetImport,
  RulesetPreviewRequest,
  RulesetSaved,
  RulesetSummary,
  RulesetUpdate,
  StoredRuleset,
} from '@artistic/domain/ruleset/schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { deepFreeze } from '../../db/row-cache.ts';
import { requirePermission } from '../../http/caller.ts';
import { AppError, msg } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { findCompetition } from '../competitions/service.ts';
import {
  findHeldRuleset,
  findRulesetRow,
  insertRuleset,
  listHeldCompetitionIds,
  releaseHeldRuleset,
  listCompetitionIdsOfRuleset,
  listRulesetRows,
  loadRuleset,
  rulesetOfCompetition,
  storedRulesetNamed,
  updateRulesetIfVersion,
} from '../ruleset-store/service.ts';
import { recomputeCompetition, totalOf as total } from './recompute.ts';
import type { RulesetRecord } from '../ruleset-store/service.ts';

type Caller = AuthUser | null;

function requireWriter(user: Caller, action: 'ruleset.write' | 'competition.update'): AuthUser {
  return requirePermission(user, action, 'errors.adminOnlyRulesets');
}

const notFound = () => new AppError('not_found', 'errors.rulesetNotFound');

/** A stored document as the API answers it (checked again: the schema may have tightened). */
function toStored(r: RulesetRecord): StoredRuleset {
  return {
    ruleset: parseRuleset(r.document) as RulesetDocument,
    version: r.version,
    builtIn: r.builtIn,
    edited: r.edited,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listRulesets(db: Db): Promise<RulesetSummary[]> {
  const rows = await listRulesetRows(db);
  return Promise.all(
    rows.map(async (r) => {
      const ruleset = await loadRuleset(db, r.id);
      return {
        id: r.id,
        name: r.name,
        validFrom: r.validFrom,
        validTo: r.validTo,
        version: r.version,
        builtIn: r.builtIn,
        edited: r.edited,
        provisionalFactors: ruleset ? countProvisionalFactors(ruleset) : 0,
        competitions: r.competitions,
        updatedAt: r.updatedAt.toISOString(),
      };
    }),
  );
}

export async function getRuleset(db: Db, id: string): Promise<StoredRuleset> {
  const row = await findRulesetRow(db, id);
  if (!row) throw notFound();
  return toStored(row);
}

const exists = (id: string, path: string) =>
  new AppError('conflict', msg('errors.rulesetIdExists', { id }), [
    { path, message: 'errors.rulesetExists' },
  ]);

/** 'Importar': a whole document under a new id. */
export async function importRuleset(
  db: Db,
  user: Caller,
  input: RulesetImport,
): Promise<StoredRuleset> {
  const admin = requireWriter(user, 'ruleset.write');
  return db.transaction(async (tx) => {
    const created = await insertRuleset(tx, input.ruleset, { builtIn: false, edited: false });
    if (!created) throw exists(input.ruleset.id, 'ruleset.id');
    await recordAudit(tx, admin, {
      competitionId: null,
      entityType: 'ruleset',
      entityId: created.id,
      action: 'import',
      before: null,
      after: {
        id: created.id,
        name: created.name,
        validFrom: created.validFrom,
        validTo: created.validTo,
      },
    });
    return toStored(created);
  });
}

/** 'Copiar para nova época': the tables of one ruleset under a new id, name and validity. */
export async function copyRuleset(
  db: Db,
  user: Caller,
  sourceId: string,
  input: RulesetCopy,
): Promise<StoredRuleset> {
  const admin = requireWriter(user, 'ruleset.write');
  return db.transaction(async (tx) => {
    const source = await findRulesetRow(tx, sourceId);
    if (!source) throw notFound();
    const doc: RulesetDocument = {
      ...(parseRuleset(source.document) as RulesetDocument),
      id: input.id,
      name: input.name,
      validFrom: input.validFrom,
      validTo: input.validTo,
    };
    const created = await insertRuleset(tx, doc, { builtIn: false, edited: false });
    if (!created) throw exists(input.id, 'id');
    await recordAudit(tx, admin, {
      competitionId: null,
      entityType: 'ruleset',
      entityId: created.id,
      action: 'create',
      before: null,
      after: {
        copiedFrom: sourceId,
        id: doc.id,
        name: doc.name,
        validFrom: doc.validFrom,
        validTo: doc.validTo,
      },
    });
    return toStored(created);
  });
}

function assertSameId(doc: RulesetDocument, id: string): void {
  if (doc.id !== id)
    throw new AppError('validation', 'errors.rulesetIdMismatch', [
      { path: 'ruleset.id', message: 'errors.rulesetIdMismatch' },
    ]);
}

/** A ruleset's edit: the version and document before, parsed and as stored. */
export interface RulesetEdit {
  readonly before: Ruleset;
  readonly after: Ruleset;
  readonly beforeVersion: number;
  readonly beforeDocument: unknown;
}

/**
 * Every competition pinned to `id`, under the edited ruleset (written or not). A competition
 * with an official event is not recomputed: it stays on the version before (held), and its
 * summary says what moving it would change (issue 36). A competition held already is left on
 * its version; its summary too says what moving it would change.
 */
export async function recomputePinned(
  tx: Db,
  id: string,
  edit: RulesetEdit,
  writer: AuthUser | null,
): Promise<RecomputePreview> {
  const summaries: CompetitionRecompute[] = [];
  const heldAlready = await listHeldCompetitionIds(tx, id);
  for (const competitionId of await listCompetitionIdsOfRuleset(tx, id)) {
    const competition = await findCompetition(tx, competitionId);
    if (!competition) continue;
    if (heldAlready.has(competitionId)) {
      const held = await findHeldRuleset(tx, competitionId);
      const { summary } = await recomputeCompetition(
        tx,
        competition,
        { before: await rulesetOfCompetition(tx, competition), after: edit.after, regras: id },
        { write: false },
      );
      summaries.push({
        ...summary,
        held: { version: held?.version ?? edit.beforeVersion, officialEvents: [] },
      });
      continue;
    }
    const hold = { version: edit.beforeVersion, document: edit.beforeDocument };
    const { summary } = await recomputeCompetition(
      tx,
      competition,
      { before: edit.before, after: edit.after, regras: id },
      writer ? { write: true, writer, reasonPath: 'ruleset', hold } : { write: false, hold },
    );
    summaries.push(summary);
  }
  return total(summaries);
}

/** What saving the document would change (nothing stored). */
export async function previewRuleset(
  db: Db,
  user: Caller,
  id: string,
  input: RulesetPreviewRequest,
): Promise<RecomputePreview> {
  requireWriter(user, 'ruleset.write');
  assertSameId(input.ruleset, id);
  const current = await findRulesetRow(db, id);
  const before = await loadRuleset(db, id);
  if (!before || !current) throw notFound();
  return recomputePinned(
    db,
    id,
    {
      before,
      after: deepFreeze(input.ruleset),
      beforeVersion: current.version,
      beforeDocument: current.document,
    },
    null,
  );
}

export interface ValueChange {
  path: string;
  before: unknown;
  after: unknown;
}

const MAX_AUDITED_CHANGES = 500;

/** The values two documents differ in, by path (`cdFactors.HIB.DUETO LIVRE.JUV.value`). */
export function diffDocuments(before: unknown, after: unknown, path = ''): ValueChange[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    // In the order of the new document (a stored one comes back in jsonb's order of keys).
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    return keys.flatMap((k) => diffDocuments(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before: before ?? null, after: after ?? null }];
}

/** Saves an edited document; every competition pinned to it is recomputed in the same transaction. */
export async function saveRuleset(
  db: Db,
  user: Caller,
  id: string,
  input: RulesetUpdate,
): Promise<RulesetSaved> {
  const admin = requireWriter(user, 'ruleset.write');
  assertSameId(input.ruleset, id);
  return db.transaction(async (tx) => {
    const current = await findRulesetRow(tx, id);
    if (!current) throw notFound();
    const stale = () =>
      new AppError(
        'conflict',
        msg('errors.rulesetChanged', { stored: current.version, sent: input.version }),
      );
    if (current.version !== input.version) throw stale();
    const before = parseRuleset(current.document);
    const updated = await updateRulesetIfVersion(tx, input.ruleset, input.version, {
      edited: true,
    });
    if (!updated) throw stale();
    const after = await loadRuleset(tx, id);
    if (!after) throw stale();
    const recomputed = await recomputePinned(
      tx,
      id,
      { before, after, beforeVersion: current.version, beforeDocument: current.document },
      admin,
    );
    const changes = diffDocuments(
      JSON.parse(JSON.stringify(current.document)),
      JSON.parse(JSON.stringify(input.ruleset)),
    );
    await recordAudit(tx, admin, {
      competitionId: null,
      entityType: 'ruleset',
      entityId: id,
      action: 'update',
      before: { version: current.version, edited: current.edited },
      after: {
        version: updated.version,
        edited: true,
        changes: changes.slice(0, MAX_AUDITED_CHANGES),
        changedValues: changes.length,
        recomputed,
      },
    });
    return { saved: toStored(updated), recomputed };
  });
}

const competitionNotFound = () => new AppError('not_found', 'errors.competitionNotFound');

/** What pinning another ruleset to a competition would change (nothing stored). */
export async function previewCompetitionRuleset(
  db: Db,
  user: Caller,
  competitionId: string,
  input: CompetitionRulesetRequest,
): Promise<RecomputePreview> {
  requireWriter(user, 'competition.update');
  const competition = await findCompetition(db, competitionId);
  if (!competition) throw competitionNotFound();
  const after = await storedRulesetNamed(db, input.Regras);
  const before = await rulesetOfCompetition(db, competition);
  const { summary } = await recomputeCompetition(
    db,
    competition,
    { before, after, regras: input.Regras },
    { write: false },
  );
  return total([summary]);
}

/** Pins another ruleset to a competition and recomputes its results, in one transaction. */
export async function changeCompetitionRuleset(
  db: Db,
  user: Caller,
  competitionId: string,
  input: CompetitionRulesetChange,
): Promise<CompetitionRulesetSaved> {
  const admin = requireWriter(user, 'competition.update');
  return db.transaction(async (tx) => {
    const competition = await findCompetition(tx, competitionId);
    if (!competition) throw competitionNotFound();
    if (competition.version !== input.version)
      throw new AppError(
        'conflict',
        msg('errors.competitionChanged', { stored: competition.version, sent: input.version }),
      );
    const after = await storedRulesetNamed(tx, input.Regras);
    const before = await rulesetOfCompetition(tx, competition);
    const { summary, competition: written } = await recomputeCompetition(
      tx,
      competition,
      { before, after, regras: input.Regras },
      { write: true, writer: admin, reason: input.reason, reasonPath: 'reason' },
    );
    // Moved on: the competition follows the ruleset as stored from now on.
    const held = await findHeldRuleset(tx, competitionId);
    await releaseHeldRuleset(tx, competitionId);
    const recomputed = total([summary]);
    await recordAudit(tx, admin, {
      competitionId,
      entityType: 'competition',
      entityId: competitionId,
      action: 'update',
      before: {
        Regras: competition.Regras,
        version: competition.version,
        ...(held ? { heldOnVersion: held.version } : {}),
      },
      after: {
        Regras: input.Regras,
        version: written.version,
        recomputed,
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
    return { version: written.version, Regras: input.Regras, recomputed };
  });
}

// What the composition passes to lower features as hooks (ADR 036).
export { recomputeCompetitionChange } from './recompute.ts';
