/**
 * Publishing from a venue, the federation SITE's side (issue 40, ADR 064).
 *
 * An admin of the site creates a publication for one of its competitions: a key (shown once,
 * kept as its SHA-256, renewable, revocable) for one venue. The venue's server then sends the
 * competition's state as batches (`POST /api/publications/{id}/changes`), in order, each naming
 * the sequence the site has (`fromSeq`) and the one it brings (`seq`); the site applies a
 * batch's document as an import would (checked and recomputed), without the import's refusals:
 * the venue is where the competition is run. While the publication is active the site's own
 * users may not change the competition (migration 0016's guard: 409 naming the venue); ending
 * it hands the competition back with everything received.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PUBLICATION_LOST_MS, publicationIdOfKey } from '@artistic/domain/publication/schema';
import type {
  CreatePublication,
  Publication,
  PublicationBatch,
  PublicationBatchAnswer,
  PublicationList,
  PublicationState,
  PublicationStatus,
  PublicationWithKey,
} from '@artistic/domain/publication/schema';
import { prepareCompetitionImport } from '@artistic/domain/transfer/competition-import';
import type { PreparedImport } from '@artistic/domain/transfer/competition-import';
import type { HeldRulesetDocument } from '@artistic/domain/transfer/export-schema';
import { findOfficialChanges } from '@artistic/domain/transfer/official-changes';
import type { EventTotals } from '@artistic/domain/transfer/official-changes';
import type { OwnedRecords } from '@artistic/domain/transfer/owned-records-schema';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission } from '../../http/caller.ts';
import { AppError, msg } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import {
  buildExportDocument,
  findStoredVersions,
  invalidDocument,
  readEventTotals,
  readOwnedRecords,
  replacedForAudit,
  rulesetOfDocument,
  writePreparedCompetition,
} from '../backups/service.ts';
import { findCompetition, getCompetition, newId } from '../competitions/service.ts';
import type { Caller } from '../competitions/service.ts';
import { findRulesetRow, holdRuleset } from '../ruleset-store/service.ts';
import { countsOf, takeSnapshot } from '../snapshots/service.ts';
import type { PublicationListRow, PublicationRow } from './site-repository.ts';
import {
  allowPublicationApply,
  findActivePublication,
  findLatestPublication,
  findPublication,
  findPublicationListRow,
  insertPublication,
  listPublicationRows,
  lockPublication,
  setSheetTimes,
  updatePublication,
} from './site-repository.ts';

/** Items of a list kept in one audit row (the first ones). */
const MAX_AUDITED = 200;

// ---------------------------------------------------------------- keys

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** A new key of a publication: `pub_<id>.<32 random bytes, base64url>`, and its hash. */
function newKey(publicationId: string): { key: string; keyHash: string } {
  const key = `pub_${publicationId}.${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: sha256(key).toString('hex') };
}

/** A short random id: what a key names after `pub_`. */
const newPublicationId = () => randomBytes(9).toString('base64url');

/** Whether `key` is the publication's current key (hashes compared in constant time). */
function keyMatches(row: Pick<PublicationRow, 'keyHash'> | undefined, key: string): boolean {
  const given = sha256(key);
  const stored = row ? Buffer.from(row.keyHash, 'hex') : Buffer.alloc(given.length);
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  return row !== undefined && same;
}

const keyRefused = () => new AppError('unauthorized', 'errors.publicationKeyRefused');

/**
 * 401 unless `key` is the current, unrevoked key of publication `id`: checked before a batch's
 * body is read. An ended publication's key still passes here; its batches are answered below.
 */
export async function authenticateBatch(
  db: Db,
  id: string,
  key: string | undefined,
): Promise<void> {
  const given = key?.trim() ?? '';
  if (publicationIdOfKey(given) !== id) throw keyRefused();
  const row = await findPublication(db, id);
  if (!keyMatches(row, given) || !row || row.revokedAt !== null) throw keyRefused();
}

// ---------------------------------------------------------------- state

/**
 * ended if ended, revoked if its key was revoked, waiting while nothing came, lost when the last
 * contact is older than PUBLICATION_LOST_MS, else live.
 */
export function publicationStateOf(
  row: Pick<PublicationRow, 'endedAt' | 'revokedAt' | 'contactAt'>,
  now: Date,
): PublicationState {
  if (row.endedAt) return 'ended';
  if (row.revokedAt) return 'revoked';
  if (!row.contactAt) return 'waiting';
  return now.getTime() - row.contactAt.getTime() > PUBLICATION_LOST_MS ? 'lost' : 'live';
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toPublication(row: PublicationListRow, now: Date): Publication {
  return {
    id: row.id,
    competicao: row.competicao,
    competitionName: row.competitionName,
    venue: row.venue,
    state: publicationStateOf(row, now),
    lastSeq: row.lastSeq,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName ?? row.createdBy,
    receivedAt: iso(row.receivedAt),
    contactAt: iso(row.contactAt),
    revokedAt: iso(row.revokedAt),
    endedAt: iso(row.endedAt),
  };
}

// ---------------------------------------------------------------- the admin's publications

function requirePublicationAdmin(user: AuthUser | null): AuthUser {
  return requirePermission(user, 'publication.manage', 'errors.adminOnlyPublications');
}

const notFound = () => new AppError('not_found', 'errors.publicationNotFound');
const endedProblem = (venue: string) =>
  new AppError('publication_ended', msg('errors.publicationEnded', { venue }));

/** What an audit row keeps of a publication (never its key nor the key's hash). */
const auditOf = (row: PublicationRow) => ({
  competicao: row.competicao,
  venue: row.venue,
  lastSeq: row.lastSeq,
  revokedAt: iso(row.revokedAt),
  endedAt: iso(row.endedAt),
});

/** GET /api/publications: newest first. */
export async function listPublications(
  db: Db,
  user: AuthUser | null,
  now: Date,
): Promise<PublicationList> {
  requirePublicationAdmin(user);
  const rows = await listPublicationRows(db);
  return { items: rows.map((r) => toPublication(r, now)) };
}

/** The publication as listed now, read with the transaction's handle. */
async function listed(tx: Db, id: string, now: Date): Promise<Publication> {
  const row = await findPublicationListRow(tx, id);
  if (!row) throw notFound();
  return toPublication(row, now);
}

/**
 * POST /api/publications: a publication of a competition of this site for one venue, with its
 * key (shown once). 400 naming `competicao` when the site has no such competition; 409 when the
 * competition has an active publication already.
 */
export async function createPublication(
  db: Db,
  user: AuthUser | null,
  input: CreatePublication,
  now: Date,
): Promise<PublicationWithKey> {
  const admin = requirePublicationAdmin(user);
  const competition = await findCompetition(db, input.competicao);
  if (!competition)
    throw new AppError(
      'validation',
      msg('errors.publicationCompetitionUnknown', { id: input.competicao }),
      [{ path: 'competicao', message: 'errors.invalidOption' }],
    );
  const id = newPublicationId();
  const { key, keyHash } = newKey(id);
  return db.transaction(async (tx) => {
    // Held on its ruleset as it is now (kept when held already), before the guard applies: a
    // ruleset edit on the site, or a newer built-in ruleset at start, leaves it as it is instead
    // of failing on the guard. Each batch then holds it on what the venue scored it with.
    const ruleset = competition.Regras && (await findRulesetRow(tx, competition.Regras));
    if (ruleset)
      await holdRuleset(tx, competition._id, {
        rulesetId: ruleset.id,
        version: ruleset.version,
        document: ruleset.document,
      });
    const row = await insertPublication(tx, {
      id,
      competicao: competition._id,
      venue: input.venue,
      keyHash,
      createdBy: admin.sub,
      createdByName: admin.name,
      createdAt: now,
    });
    if (!row) {
      const active = await findActivePublication(tx, competition._id);
      throw new AppError(
        'invalid_state',
        msg('errors.publicationActive', { name: competition.Nome, venue: active?.venue ?? '—' }),
        undefined,
        { publicationId: active?.id ?? null },
      );
    }
    await recordAudit(tx, admin, {
      competitionId: competition._id,
      entityType: 'publication',
      entityId: id,
      action: 'create',
      before: null,
      after: auditOf(row),
    });
    return { publication: await listed(tx, id, now), key };
  });
}

/**
 * Runs `change` on the publication's locked row (404 when there is none), in one transaction
 * with the audit row it returns (none: nothing changed); answers the publication as listed then.
 */
async function changePublication(
  db: Db,
  id: string,
  now: Date,
  change: (
    tx: Db,
    row: PublicationRow,
  ) => Promise<{ row: PublicationRow; audit: { action: 'issue' | 'revoke' | 'end' } | null }>,
  admin: AuthUser,
): Promise<Publication> {
  return db.transaction(async (tx) => {
    const row = await lockPublication(tx, id);
    if (!row) throw notFound();
    const done = await change(tx, row);
    if (done.audit)
      await recordAudit(tx, admin, {
        competitionId: row.competicao,
        entityType: 'publication',
        entityId: id,
        action: done.audit.action,
        before: auditOf(row),
        after: auditOf(done.row),
      });
    return listed(tx, id, now);
  });
}

/**
 * POST /api/publications/{id}/key: a new key (shown once); the old one stops working, a revoked
 * publication works again with the new one. 409 #publication_ended once ended.
 */
export async function renewPublicationKey(
  db: Db,
  user: AuthUser | null,
  id: string,
  now: Date,
): Promise<PublicationWithKey> {
  const admin = requirePublicationAdmin(user);
  const { key, keyHash } = newKey(id);
  const publication = await changePublication(
    db,
    id,
    now,
    async (tx, row) => {
      if (row.endedAt) throw endedProblem(row.venue);
      const updated = await updatePublication(tx, id, { keyHash, revokedAt: null });
      return { row: updated, audit: { action: 'issue' } };
    },
    admin,
  );
  return { publication, key };
}

/**
 * POST /api/publications/{id}/revoke: the key stops working (a stolen laptop is cut off); the
 * competition stays the venue's, read-only here, until a new key or the end. 409 once ended.
 */
export async function revokePublication(
  db: Db,
  user: AuthUser | null,
  id: string,
  now: Date,
): Promise<Publication> {
  const admin = requirePublicationAdmin(user);
  return changePublication(
    db,
    id,
    now,
    async (tx, row) => {
      if (row.endedAt) throw endedProblem(row.venue);
      if (row.revokedAt) return { row, audit: null };
      const updated = await updatePublication(tx, id, { revokedAt: now });
      return { row: updated, audit: { action: 'revoke' } };
    },
    admin,
  );
}

/**
 * POST /api/publications/{id}/end: the competition is the site's again, with everything
 * received; the key stops working. Ending an ended publication changes nothing.
 */
export async function endPublication(
  db: Db,
  user: AuthUser | null,
  id: string,
  now: Date,
): Promise<Publication> {
  const admin = requirePublicationAdmin(user);
  return changePublication(
    db,
    id,
    now,
    async (tx, row) => {
      if (row.endedAt) return { row, audit: null };
      const updated = await updatePublication(tx, id, { endedAt: now });
      return { row: updated, audit: { action: 'end' } };
    },
    admin,
  );
}

// ---------------------------------------------------------------- the public status

/**
 * GET /api/competitions/{id}/publication: whether the site's copy comes live from a venue (its
 * latest publication), or null when it never was (200, not 404: every visitor page asks, and a
 * 404 is an error in the browser's console). 404 for a competition the caller may not see; a
 * revoked key is shown to visitors as 'lost'.
 */
export async function getPublicationStatus(
  db: Db,
  user: Caller,
  competitionId: string,
  now: Date,
): Promise<PublicationStatus | null> {
  await getCompetition(db, user, competitionId);
  const row = await findLatestPublication(db, competitionId);
  if (!row) return null;
  const state = publicationStateOf(row, now);
  return {
    venue: row.venue,
    state: state === 'revoked' ? 'lost' : state,
    receivedAt: iso(row.receivedAt),
    contactAt: iso(row.contactAt),
    seq: row.lastSeq,
    now: now.toISOString(),
  };
}

// ---------------------------------------------------------------- batches from the venue

/** Who the audit log and the snapshots name for what a venue's batch did. */
const venueActor = (row: PublicationRow): AuthUser => ({
  sub: `publication:${row.id}`,
  name: `Piscina «${row.venue}»`,
  email: null,
  role: null,
  club: null,
});

/** A batch's document, checked and recomputed (as an import's), ready to be written. */
interface PreparedBatch {
  doc: PreparedImport;
  regras: string;
  held: HeldRulesetDocument;
}

const inDocument = (errors: readonly FieldError[] | undefined) =>
  (errors ?? []).map((e) => ({ ...e, path: `document.${e.path}` }));

/** A 400 of the import's checks, its fields named inside the batch (`document.…`). */
function asBatchProblem(err: unknown): unknown {
  if (!(err instanceof AppError) || err.code !== 'validation') return err;
  const detail = err.messageKey
    ? { key: err.messageKey, ...(err.params ? { params: err.params } : {}) }
    : { text: err.detail ?? '' };
  return new AppError('validation', detail, inDocument(err.errors), err.extensions);
}

const otherCompetition = (id: string, competicao: string) =>
  new AppError('validation', msg('errors.publicationOtherCompetition', { id, competicao }), [
    { path: 'document.competition._id', message: 'errors.invalidOption' },
  ]);

/** The competition id a document names, when it names one as a string. */
function documentCompetitionId(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const competition = (raw as { competition?: unknown }).competition;
  if (typeof competition !== 'object' || competition === null) return undefined;
  return (competition as { _id?: unknown })._id;
}

/**
 * Checks and recomputes a batch's document as an import does (a bad one: 400 naming its fields
 * in `document`), for the publication's competition only. The competition is held on the
 * ruleset document it was scored with: the venue's (heldRuleset), else the site's version of it
 * now, so a ruleset edit on the site never rewrites what the venue sent.
 */
async function prepareBatch(db: Db, row: PublicationRow, raw: unknown): Promise<PreparedBatch> {
  const named = documentCompetitionId(raw);
  if (typeof named === 'string' && named !== row.competicao)
    throw otherCompetition(named, row.competicao);
  // An unknown ruleset is a 400 naming `document.competition.Regras`.
  const { regras, ruleset, held } = await rulesetOfDocument(db, raw).catch((err: unknown) => {
    throw asBatchProblem(err);
  });
  const stored = held ? undefined : await findRulesetRow(db, regras);
  const prepared = prepareCompetitionImport(raw, { ruleset, newId });
  if (!prepared.ok) throw invalidDocument(inDocument(prepared.problems));
  const doc = prepared.value;
  if (doc.format !== 'artistic-export')
    throw new AppError('validation', undefined, [
      { path: 'document.format', message: 'errors.unknownImportFormat' },
    ]);
  if (doc.competition._id !== row.competicao)
    throw otherCompetition(doc.competition._id, row.competicao);
  if (held) return { doc, regras, held };
  if (!stored) throw new AppError('conflict', 'errors.rulesetNotFound');
  const document = stored.document as HeldRulesetDocument['document'];
  return { doc, regras, held: { id: regras, version: stored.version, document } };
}

/** Whether anything is signed or answered in the stored records (what a batch could change). */
const hasOfficial = (owned: OwnedRecords) =>
  owned.resultEvents.some((e) => e.state === 'official') ||
  owned.resultCorrections.length > 0 ||
  owned.resultInquiries.length > 0;

/** Whether a batch would be applied on the publication as `row` has it. */
const appliesTo = (row: PublicationRow, batch: PublicationBatch) =>
  row.endedAt === null &&
  batch.fromSeq === row.lastSeq &&
  batch.seq > row.lastSeq &&
  batch.document !== undefined;

/**
 * POST /api/publications/{id}/changes, once the key passed (authenticateBatch) and the body was
 * read. In one transaction on the publication's locked row:
 * - a wrong or revoked key (changed meanwhile): 401;
 * - a batch the site has already (`seq <= lastSeq`, not a heartbeat): 200 applied false, nothing
 *   changes (a replay; `ended` tells a venue whose `end` batch's answer was lost);
 * - an ended publication: 409 #publication_ended;
 * - `fromSeq` other than the site's last sequence: 409 #sequence with `expected`;
 * - a heartbeat (`seq === fromSeq`, no document): the contact's time only;
 * - else the document replaces the site's copy (ADR 064): checked and recomputed as an import,
 *   without the import's refusals (newer data, official results: the venue decides), kept as a
 *   snapshot before the first batch, and one audit row says what came and what official results
 *   it changed. `end: true` ends the publication with it.
 */
export async function receiveBatch(
  db: Db,
  id: string,
  key: string,
  batch: PublicationBatch,
  now: Date,
): Promise<PublicationBatchAnswer> {
  // The (slow) checks of a document run before the row is locked: the transaction only writes.
  const before = await findPublication(db, id);
  let prepared =
    before && appliesTo(before, batch) ? await prepareBatch(db, before, batch.document) : undefined;
  return db.transaction(async (tx) => {
    const row = await lockPublication(tx, id);
    if (!row || !keyMatches(row, key.trim()) || row.revokedAt !== null) throw keyRefused();
    const heartbeat = batch.seq === batch.fromSeq && batch.document === undefined;
    const ended = row.endedAt !== null;
    if (!heartbeat && batch.seq <= row.lastSeq) {
      if (!ended) await updatePublication(tx, id, { contactAt: now });
      return { seq: row.lastSeq, applied: false, ended };
    }
    if (ended) throw endedProblem(row.venue);
    if (batch.fromSeq !== row.lastSeq)
      throw new AppError(
        'sequence',
        msg('errors.publicationSequence', { expected: row.lastSeq, fromSeq: batch.fromSeq }),
        undefined,
        { expected: row.lastSeq },
      );
    if (heartbeat) {
      await updatePublication(tx, id, { contactAt: now });
      return { seq: row.lastSeq, applied: false, ended: false };
    }
    // Another batch moved the sequence since the checks above: checked now, under the lock.
    prepared ??= await prepareBatch(tx, row, batch.document);
    await applyBatch(tx, row, batch, prepared, now);
    return { seq: batch.seq, applied: true, ended: batch.end === true };
  });
}

/** Writes a prepared batch over the site's copy, with its snapshot (first batch) and audit. */
async function applyBatch(
  tx: Db,
  row: PublicationRow,
  batch: PublicationBatch,
  { doc, regras, held }: PreparedBatch,
  now: Date,
): Promise<void> {
  const actor = venueActor(row);
  const competicao = row.competicao;
  // The guard of migration 0016 lets this transaction write the published competition.
  await allowPublicationApply(tx, row.id);
  const stored = await findStoredVersions(tx, competicao);
  const storedCompetition = stored ? await findCompetition(tx, competicao) : undefined;
  // What the site had before the first batch stays restorable (one snapshot per publication).
  let replaced: Awaited<ReturnType<typeof takeSnapshot>> | null = null;
  let owned: OwnedRecords | undefined;
  if (stored && row.receivedAt === null) {
    const current = await buildExportDocument(tx, competicao, now);
    if (current) {
      replaced = await takeSnapshot(tx, actor, current, 'publication');
      owned = current;
    }
  } else if (stored) owned = await readOwnedRecords(tx, competicao);
  // What was signed or answered, with the totals the result list gave: compared after the
  // write, recorded (never refused: the venue's corrections come in its document).
  let totalsBefore: EventTotals | undefined;
  if (owned && storedCompetition && hasOfficial(owned))
    totalsBefore = await readEventTotals(tx, storedCompetition);

  await writePreparedCompetition(tx, doc, regras, stored, now, held);
  // The sheets' times are the venue's (the document carries none).
  if (batch.sheetTimes) await setSheetTimes(tx, competicao, batch.sheetTimes, now);

  let officialChanges: string[] = [];
  if (owned && totalsBefore) {
    const written = await findCompetition(tx, competicao);
    const totalsAfter = written ? await readEventTotals(tx, written) : new Map();
    officialChanges = findOfficialChanges(
      { ...owned, totals: totalsBefore },
      { ...doc.owned, totals: totalsAfter },
    ).map((c) => c.text);
  }
  const updated = await updatePublication(tx, row.id, {
    lastSeq: batch.seq,
    receivedAt: now,
    contactAt: now,
    ...(batch.end ? { endedAt: now } : {}),
  });
  await recordAudit(tx, actor, {
    competitionId: competicao,
    entityType: 'competition',
    entityId: competicao,
    action: 'publish',
    before: replacedForAudit(stored, replaced),
    after: {
      Nome: doc.competition.Nome,
      publication: row.id,
      venue: row.venue,
      fromSeq: batch.fromSeq,
      seq: batch.seq,
      ...(batch.sentAt ? { sentAt: batch.sentAt } : {}),
      counts: countsOf(doc),
      valueChanges: doc.valueChanges.slice(0, MAX_AUDITED),
      ...(doc.unknownCodes.length > 0
        ? { unknownCodes: doc.unknownCodes.slice(0, MAX_AUDITED) }
        : {}),
      ...(officialChanges.length > 0
        ? {
            officialChanges: officialChanges.slice(0, MAX_AUDITED),
            officialCount: officialChanges.length,
          }
        : {}),
      ...(batch.end ? { end: true } : {}),
    },
  });
  if (batch.end)
    await recordAudit(tx, actor, {
      competitionId: competicao,
      entityType: 'publication',
      entityId: row.id,
      action: 'end',
      before: auditOf(row),
      after: auditOf(updated),
    });
}
