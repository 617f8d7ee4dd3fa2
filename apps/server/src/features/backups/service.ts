import { prepareCompetitionImport } from '@artistic/domain/transfer/competition-import';
import type { PreparedImport, Sourced } from '@artistic/domain/transfer/competition-import';
import { findLostRecords, summarizeLostRecords } from '@artistic/domain/transfer/import-staleness';
import { readLegacyDate } from '@artistic/domain/transfer/legacy-import';
import { domainMessagesPt } from '@artistic/domain/core/messages';
import type { DomainMessageKey } from '@artistic/domain/core/messages';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  getExportFileName,
} from '@artistic/domain/transfer/export-schema';
import type {
  CompetitionExport,
  HeldRulesetDocument,
  ImportSummary,
} from '@artistic/domain/transfer/export-schema';
import { heldRulesetSchema } from '@artistic/domain/transfer/export-schema';
import { parseRuleset } from '@artistic/domain/ruleset/document';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import {
  applyFigurePoints,
  listFigureCategoriesHeld,
  listFigureScores,
} from '@artistic/domain/figures/figure-points';
import { deepFreeze } from '../../db/row-cache.ts';
import type { RecordCounts } from '@artistic/domain/snapshot/schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../http/caller.ts';
import { recordAudit } from '../audit/service.ts';
import { AppError, msg, publishedFromVenue } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import { listCoachCardsOfCompetition } from '../coach-cards/service.ts';
import { deleteCompetitionRow, findCompetition, newId } from '../competitions/service.ts';
import { listFigureEntriesOfCompetition } from '../figure-entries/service.ts';
import { listFigureResultsOf } from '../figure-results/service.ts';
import { listRoutineResultsOf } from '../routine-results/service.ts';
import {
  holdRuleset,
  readHeldRulesetDocument,
  resolveRegras,
  storedRulesetNamed,
} from '../ruleset-store/service.ts';
import { findStartList } from '../start-lists/service.ts';
import { findOfficialChanges } from '@artistic/domain/transfer/official-changes';
import type { EventTotals, OfficialChange } from '@artistic/domain/transfer/official-changes';
import type { OwnedRecords } from '@artistic/domain/transfer/owned-records-schema';
import {
  officialResultsProblem,
  readEventTotals,
  recordImportCorrections,
  requireReason,
} from './official-guard.ts';
import {
  findInquiryIdsInUse,
  insertOwnedRecords,
  readOwnedRecords,
  readSeatAccess,
  versionsOf,
} from './owned-repository.ts';
import {
  countCompetitionRecords,
  findIdsInUse,
  findPublishingVenue,
  findStoredVersions,
  insertImportedCompetition,
} from './repository.ts';
import type { StoredVersions } from './repository.ts';

/** Field errors listed in one 400 answer (the first ones of the document). */
const MAX_LISTED_PROBLEMS = 200;

/** Export and import are the federation's (admin) tools: a whole competition, hidden or not. */
export function requireAdmin(
  user: AuthUser | null,
  action: 'competition.export' | 'competition.import',
): AuthUser {
  return requirePermission(user, action, 'errors.adminOnlyBackups');
}

/** A competition's export document as stored now (read with `db`, a transaction or not). */
export async function buildExportDocument(
  db: Db,
  id: string,
  now: Date,
): Promise<CompetitionExport | undefined> {
  const competition = await findCompetition(db, id);
  if (!competition) return undefined;
  const [startList, coachCards, figureEntries, figureResults, routineResults, owned] =
    await Promise.all([
      findStartList(db, id),
      listCoachCardsOfCompetition(db, id, 'asCreated'),
      listFigureEntriesOfCompetition(db, id, 'asCreated'),
      listFigureResultsOf(db, competition),
      listRoutineResultsOf(db, competition),
      readOwnedRecords(db, id),
    ]);
  const held = await readHeldRulesetDocument(db, id);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    competition,
    startListSeeds: startList?.seeds ?? [],
    startListVersion: startList?.startListVersion ?? 0,
    coachCards,
    figureEntries,
    figureResults,
    routineResults,
    ...owned,
    heldRuleset: held as HeldRulesetDocument | null,
  };
}

/** One competition with its entries, start list and results as one JSON document. */
export async function exportCompetition(
  db: Db,
  user: AuthUser | null,
  id: string,
  now: Date,
): Promise<{ document: CompetitionExport; fileName: string }> {
  requireAdmin(user, 'competition.export');
  const document = await buildExportDocument(db, id, now);
  if (!document) throw new AppError('not_found', 'errors.competitionNotFound');
  return { fileName: getExportFileName(document.competition), document };
}

const textOf = (key: string) => domainMessagesPt[key as DomainMessageKey] ?? key;

/** 400 naming the first problems of a document (an import's, a publication batch's). */
export function invalidDocument(problems: readonly FieldError[]): AppError {
  const first = problems[0];
  const count = problems.length;
  const detail = first
    ? msg('errors.importInvalidFirst', { count, path: first.path, problem: textOf(first.message) })
    : msg('errors.importInvalid', { count });
  return new AppError('validation', detail, problems.slice(0, MAX_LISTED_PROBLEMS));
}

/**
 * A record replacing a stored one gets a version above the stored one: a client holding the
 * old record gets 409 instead of silently writing over the imported data.
 */
function withVersionAbove<T extends { _id: string; version: number }>(
  records: readonly Sourced<T>[],
  stored: StoredVersions | undefined,
): T[] {
  return records.map(({ value }) => {
    const old = stored?.records.get(value._id);
    return old === undefined ? value : { ...value, version: Math.max(value.version, old + 1) };
  });
}

async function refuseIdsInUse(db: Db, prepared: PreparedImport): Promise<void> {
  const used = await findIdsInUse(db, {
    coachCards: prepared.coachCards.map((r) => r.value._id),
    figureEntries: prepared.figureEntries.map((r) => r.value._id),
    figureResults: prepared.figureResults.map((r) => r.value._id),
    routineResults: prepared.routineResults.map((r) => r.value._id),
  });
  const inquiries = await findInquiryIdsInUse(
    db,
    prepared.owned.resultInquiries.map((q) => q._id),
  );
  if (used.size === 0 && inquiries.size === 0) return;
  const errors = [
    ...prepared.coachCards,
    ...prepared.figureEntries,
    ...prepared.figureResults,
    ...prepared.routineResults,
  ]
    .filter((r) => used.has(r.value._id))
    .map((r) => ({ path: `${r.path}._id`, message: 'errors.idInUse' }))
    .concat(
      prepared.owned.resultInquiries.flatMap((q, i) =>
        inquiries.has(q._id)
          ? [{ path: `resultInquiries.${i}._id`, message: 'errors.idInUse' }]
          : [],
      ),
    );
  throw new AppError(
    'conflict',
    msg('errors.idsInUse', { count: used.size + inquiries.size }),
    errors.slice(0, MAX_LISTED_PROBLEMS),
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * 409 #published_from_venue when the competition is published from a venue (ADR 064): the site's
 * copy is the venue's until the publication ends. The database's guard refuses such writes
 * anyway; an import and a restore ask first, before their (long) checks.
 */
export async function assertNotPublished(db: Db, competitionId: string): Promise<void> {
  const venue = await findPublishingVenue(db, competitionId);
  if (venue !== undefined) throw publishedFromVenue(venue);
}

/** The competition id a document names (an export's, a legacy document's), when it names one. */
function documentCompetitionId(raw: unknown): string | undefined {
  const c = isRecord(raw) && isRecord(raw['competition']) ? raw['competition'] : raw;
  const id = isRecord(c) ? c['_id'] : undefined;
  if (typeof id === 'string') return id;
  return isRecord(id) && typeof id['$oid'] === 'string' ? id['$oid'] : undefined;
}

/** The ruleset id and date a document gives its competition (an export, or a legacy document). */
/**
 * The ruleset a document names (an unknown one: 400 naming it), or for an export made before
 * competitions pinned one, the newest valid on its date (issue 16). Imports and snapshot
 * restores recompute with it.
 */
export async function rulesetOfDocument(db: Db, raw: unknown) {
  const named = namedRuleset(raw);
  const regras = await resolveRegras(db, named.Regras, named.Data, 'competition.Regras');
  // A competition held on an earlier version of its ruleset (issue 36) is scored with that
  // version's document, which the document carries; a bad one is the import's 400 (its schema).
  const held = heldRulesetOf(raw, regras);
  if (held) return { regras, ruleset: deepFreeze(parseRuleset(held.document)), held };
  return { regras, ruleset: await storedRulesetNamed(db, regras, 'competition.Regras'), held };
}

/** The document's held ruleset when it is valid and of the competition's ruleset. */
function heldRulesetOf(raw: unknown, regras: string): HeldRulesetDocument | null {
  if (!isRecord(raw)) return null;
  const parsed = heldRulesetSchema.safeParse(raw['heldRuleset']);
  if (!parsed.success || parsed.data.id !== regras) return null;
  // Kept as the document has it (a round trip gives the same document).
  const document = (raw['heldRuleset'] as { document: unknown }).document;
  return { ...parsed.data, document: document as HeldRulesetDocument['document'] };
}

function namedRuleset(raw: unknown): { Regras: string | undefined; Data: string } {
  const c = isRecord(raw) && isRecord(raw['competition']) ? raw['competition'] : raw;
  const field = (name: string) =>
    isRecord(c) && typeof c[name] === 'string' ? (c[name] as string) : undefined;
  const date = readLegacyDate(field('Data'));
  return { Regras: field('Regras'), Data: typeof date === 'string' ? date : '' };
}

/**
 * Writes a prepared competition over what is stored under its id (deleted first, in the same
 * transaction), keeping the document's ids. A record replacing a stored one gets a version above
 * the stored one, so a client holding the old record gets 409 instead of writing over it.
 */
export async function writePreparedCompetition(
  tx: Db,
  doc: PreparedImport,
  regras: string,
  stored: StoredVersions | undefined,
  now: Date,
  held: HeldRulesetDocument | null = null,
): Promise<void> {
  const id = doc.competition._id;
  // The seats' codes and phones of the same competition stay (issue 36): read before the delete.
  const access = stored ? await readSeatAccess(tx, id) : undefined;
  const ownedVersions = stored ? versionsOf(await readOwnedRecords(tx, id)) : undefined;
  if (stored) await deleteCompetitionRow(tx, id);
  await refuseIdsInUse(tx, doc);
  await insertImportedCompetition(
    tx,
    {
      competition: {
        ...doc.competition,
        Regras: regras,
        version: stored
          ? Math.max(doc.competition.version, stored.version + 1)
          : doc.competition.version,
      },
      startListSeeds: doc.startListSeeds,
      startListVersion: stored
        ? Math.max(doc.startListVersion, stored.startListVersion + 1)
        : doc.startListVersion,
      coachCards: withVersionAbove(doc.coachCards, stored),
      figureEntries: withVersionAbove(doc.figureEntries, stored),
      figureResults: withVersionAbove(doc.figureResults, stored),
      routineResults: withVersionAbove(doc.routineResults, stored),
    },
    now,
  );
  await insertOwnedRecords(tx, id, doc.owned, access, ownedVersions, now);
  // Held on the version its results were signed under (the delete above released it).
  if (held)
    await holdRuleset(tx, id, {
      rulesetId: held.id,
      version: held.version,
      document: held.document,
    });
}

const valuesOf = <T>(records: readonly Sourced<T>[]): T[] => records.map((r) => r.value);

/**
 * The stored records an import would throw away, newer than the file's (ADR 032). Both sides as
 * read: the stored routine sheets come with their INF/JUV figure points derived (ADR 012), so the
 * file's get theirs from its own figure sheets, under the ruleset it is scored with.
 */
function findNewerData(current: CompetitionExport, doc: PreparedImport, ruleset: Ruleset) {
  const figureScores = listFigureScores(valuesOf(doc.figureResults));
  const held = listFigureCategoriesHeld(doc.competition.Ordem);
  return findLostRecords(current, {
    competition: doc.competition,
    startListSeeds: doc.startListSeeds,
    startListVersion: doc.startListVersion,
    coachCards: valuesOf(doc.coachCards),
    figureEntries: valuesOf(doc.figureEntries),
    figureResults: valuesOf(doc.figureResults),
    routineResults: valuesOf(doc.routineResults).map((r) =>
      applyFigurePoints(r, figureScores, ruleset, held),
    ),
  });
}

/** 409 #stale_import: the stored records newer than the file's that a replace would lose. */
function staleImportProblem(
  current: CompetitionExport,
  lost: ReturnType<typeof findNewerData>,
): AppError {
  return new AppError(
    'stale_import',
    // Read by an admin in the import dialog, which lists `lost` and offers «Substituir mesmo assim».
    msg('errors.staleImport', {
      name: current.competition.Nome,
      lost: summarizeLostRecords(lost),
    }),
    undefined,
    { lost: lost.slice(0, MAX_LISTED_PROBLEMS), lostCount: lost.length },
  );
}

/** What is signed or answered in a stored competition, read before a replace or restore. */
export interface StoredOfficial {
  readonly owned: OwnedRecords;
  readonly totals: EventTotals;
}

/** Reads it with the transaction handle, from the competition's export document as stored. */
export async function readStoredOfficial(
  tx: Db,
  current: CompetitionExport,
): Promise<StoredOfficial> {
  return { owned: current, totals: await readEventTotals(tx, current.competition) };
}

/**
 * After a replace or restore has written the document, in its transaction (issue 36): compares
 * what was signed or answered with what the document left (the result list's totals now), and
 * refuses (409 #official_results, rolling everything back) unless confirmed; confirmed, a reason
 * is required (400 naming `reason`), and each moved entry of an official event gets a correction
 * with it ('<prefix>: <reason>') and the event becomes 'Provisório — corrigido'.
 */
export async function settleOfficialResults(
  tx: Db,
  admin: AuthUser,
  stored: StoredOfficial,
  doc: PreparedImport,
  options: {
    name: string;
    confirm: boolean;
    reason: string | undefined;
    reasonPrefix: string;
    /** Members of the answer besides the changes (an import's stale records). */
    extensions?: Readonly<Record<string, unknown>>;
  },
): Promise<{ changes: OfficialChange[]; corrections: number; reason: string | null }> {
  const id = doc.competition._id;
  const competition = await findCompetition(tx, id);
  if (!competition) throw new AppError('conflict', 'errors.competitionDeletedMeanwhile');
  const totals = await readEventTotals(tx, competition);
  const changes = findOfficialChanges(
    { ...stored.owned, totals: stored.totals },
    { ...doc.owned, totals },
  );
  if (changes.length === 0) return { changes, corrections: 0, reason: null };
  if (!options.confirm) throw officialResultsProblem(options.name, changes, options.extensions);
  const reason = requireReason(options.reason);
  const corrections = await recordImportCorrections(
    tx,
    admin,
    id,
    changes,
    stored.owned.resultEvents,
    `${options.reasonPrefix}: ${reason}`,
  );
  return { changes, corrections, reason };
}

/** What the audit row of a confirmed replace or restore says of the signed results it changed. */
export function officialForAudit(
  settled: { changes: OfficialChange[]; corrections: number; reason: string | null } | null,
) {
  if (!settled || settled.changes.length === 0) return {};
  return {
    reason: settled.reason,
    officialChanges: settled.changes.slice(0, MAX_LISTED_PROBLEMS).map((c) => c.text),
    corrections: settled.corrections,
  };
}

/**
 * The "before" of the audit row of an import or a restore that replaced a stored competition:
 * what it was and the snapshot that keeps it; null when nothing was replaced.
 */
export function replacedForAudit(
  stored: StoredVersions | undefined,
  replaced: { snapshotId: number; counts: RecordCounts } | null,
) {
  return stored && replaced
    ? {
        Nome: stored.Nome,
        version: stored.version,
        snapshotId: replaced.snapshotId,
        counts: replaced.counts,
      }
    : null;
}

/**
 * What an import needs of the snapshots feature, which sits above backups (it keeps and
 * restores export documents; ADR 036): passed in by the composition (`feature-hooks.ts`).
 */
export interface BackupHooks {
  takeSnapshot(
    tx: Db,
    user: AuthUser,
    document: CompetitionExport,
    reason: 'import-replace',
  ): Promise<{ snapshotId: number; counts: RecordCounts }>;
}

/**
 * Loads an export of this application or a legacy document: validated, checked and recomputed
 * (domain), then written all or nothing in one transaction. An existing competition with the same
 * id is a 409 unless `replace`; a replace that would lose records changed or added after the
 * file was exported is a 409 listing them unless `confirm` (ADR 032). A replaced competition is
 * first kept whole as a snapshot, in the same transaction, and the audit row names it.
 */
export async function importCompetition(
  db: Db,
  user: AuthUser | null,
  raw: unknown,
  options: {
    replace: boolean;
    confirm?: boolean;
    /** With confirm: why signed results change (required then: 400 naming `reason`). */
    reason?: string | undefined;
    now: Date;
  },
  hooks: BackupHooks,
): Promise<ImportSummary> {
  const admin = requireAdmin(user, 'competition.import');
  const named = documentCompetitionId(raw);
  if (named !== undefined) await assertNotPublished(db, named);
  const { regras, ruleset, held } = await rulesetOfDocument(db, raw);
  const prepared = prepareCompetitionImport(raw, { ruleset, newId });
  if (!prepared.ok) throw invalidDocument(prepared.problems);
  const doc = prepared.value;
  const id = doc.competition._id;

  return db.transaction(async (tx) => {
    const stored = await findStoredVersions(tx, id);
    if (stored && !options.replace) {
      const counts = (await countCompetitionRecords(tx, id)) ?? null;
      throw new AppError(
        'has_dependents',
        // Read by an admin in the import dialog, which offers «Substituir» (?replace=true).
        counts
          ? msg('errors.competitionIdExistsWithCounts', {
              id,
              name: stored.Nome,
              entries: counts.entries,
              scores: counts.scores,
            })
          : msg('errors.competitionIdExists', { id, name: stored.Nome }),
        undefined,
        { counts },
      );
    }
    let replaced: { snapshotId: number; counts: RecordCounts } | null = null;
    let official: StoredOfficial | null = null;
    let lost: ReturnType<typeof findNewerData> = [];
    let current: CompetitionExport | undefined;
    if (stored) {
      current = await buildExportDocument(tx, id, options.now);
      if (!current) throw new AppError('conflict', 'errors.competitionDeletedMeanwhile');
      // The file's competition as it would be stored: pinned to the ruleset resolved above (a
      // document of the current system names none), so that alone is not a change.
      if (!options.confirm)
        lost = findNewerData(
          current,
          { ...doc, competition: { ...doc.competition, Regras: regras } },
          ruleset,
        );
      official = await readStoredOfficial(tx, current);
      replaced = await hooks.takeSnapshot(tx, admin, current, 'import-replace');
    }
    await writePreparedCompetition(tx, doc, regras, stored, options.now, held);
    // What was signed or answered, against what the document left: 409 #official_results (with
    // the stale records too), or confirmed with a reason, corrections (issue 36).
    const settled =
      official && current
        ? await settleOfficialResults(tx, admin, official, doc, {
            name: current.competition.Nome,
            confirm: options.confirm === true,
            reason: options.reason,
            reasonPrefix: 'Importação',
            extensions:
              lost.length > 0
                ? { lost: lost.slice(0, MAX_LISTED_PROBLEMS), lostCount: lost.length }
                : {},
          })
        : null;
    if (current && lost.length > 0) throw staleImportProblem(current, lost);
    const summary: ImportSummary = {
      competitionId: id,
      Nome: doc.competition.Nome,
      format: doc.format,
      replaced: stored !== undefined,
      counts: {
        coachCards: doc.coachCards.length,
        figureEntries: doc.figureEntries.length,
        figureResults: doc.figureResults.length,
        routineResults: doc.routineResults.length,
        startListBlocks: doc.competition.StartList.length,
      },
      valueChanges: doc.valueChanges,
      unknownCodes: doc.unknownCodes,
      corrections: settled?.corrections ?? 0,
    };
    // One log entry for the whole import, in its transaction: the replaced records are in the
    // snapshot it names, the imported ones in the file.
    await recordAudit(tx, admin, {
      competitionId: id,
      entityType: 'competition',
      entityId: id,
      action: 'import',
      before: replacedForAudit(stored, replaced),
      after: {
        Nome: summary.Nome,
        format: summary.format,
        counts: summary.counts,
        valueChanges: summary.valueChanges,
        unknownCodes: summary.unknownCodes,
        ...(options.confirm && stored ? { confirmed: true } : {}),
        ...officialForAudit(settled),
      },
    });
    return summary;
  });
}

// What the features above read and write through this one (ADR 036: never its repository).
export { countCompetitionRecords, findStoredVersions } from './repository.ts';
export { readOwnedRecords } from './owned-repository.ts';
export { readEventTotals } from './official-guard.ts';
