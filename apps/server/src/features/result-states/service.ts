/**
 * Official results (issue 22, ADR 052): an event's results are provisional until the referee or
 * an admin signs them off; a change to a sheet of an official event needs a reason, is kept with
 * its totals before and after, and makes the event provisional again ('corrigido'); clubs file
 * inquiries about their own entries within a window after the results became provisional, and an
 * event with an open inquiry is not signed off. Every step is in the audit log.
 *
 * This feature sits below the score sheets: a sheet write calls `noteSheetChange` in its own
 * transaction. What an event holds (its rows and totals) is the result list's, above: the
 * result-lists feature passes it in.
 */
import type { ResultEventStatus } from '@artistic/domain/result-list/official';
import { inquiryWindowEnd, PROVISIONAL_STATUS } from '@artistic/domain/result-list/official';
import type {
  Inquiry,
  InquiryAnswer,
  InquiryCreate,
  ResultCorrection,
} from '@artistic/domain/result-list/official';
import { can } from '@artistic/domain/users/permissions';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { requirePermission, toSubject } from '../../http/caller.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { newId } from '../competitions/service.ts';
import type { OrdemOf } from './inquiries.ts';
import { eventKeyOf, keepCorrection, nameOf } from './recomputed.ts';
import { assertInquiryMayBeFiled, clockOf, filedOnce, toInquiry } from './inquiries.ts';
import type { EventKey, InquiryRow } from './repository.ts';
import {
  countOpenInquiries,
  findInquiryRow,
  insertInquiry,
  listCorrectionRows,
  listEventStateRows,
  listInquiryRows,
  lockEventState,
  readLastSheetChanges,
  writeAnswer,
  writeSigned,
} from './repository.ts';

export type { EventKey } from './repository.ts';
export { categoryNotOfficialSql } from './repository.ts';
// Inquiries' limits and the referee's answers to several at once (issue 36).
export type { OrdemOf } from './inquiries.ts';
export { answerInquiries } from './inquiries.ts';
// Recomputations that change official totals (issue 36).
export type { EventName, RecomputedTotal } from './recomputed.ts';
export {
  eventKeyOf,
  eventOfKey,
  lockEvents,
  officialChangeNeedsReason,
  officialEventKeys,
  recordRecomputedCorrections,
} from './recomputed.ts';

type Caller = AuthUser | null;

/** What a sheet write changed in its event (figure sheets and routine sheets alike). */
export interface SheetChange extends EventKey {
  /** The entry's key on the result list and what a person reads of it. */
  readonly entry: string;
  readonly entryLabel: string;
  readonly beforeTotal: number | null;
  readonly afterTotal: number | null;
  /** The correction's reason, as sent (required once the event is official). */
  readonly reason?: string | undefined;
}

const eventId = eventKeyOf;

/**
 * Called by a sheet write in its transaction, after the sheet is written: refuses a change to an
 * official event without a reason (400 naming `correctionReason`); keeps a correction (with the
 * totals before and after) when the event is official or a reason was given; an official event
 * becomes provisional again, 'corrigido'.
 */
export async function noteSheetChange(
  tx: Db,
  writer: AuthUser,
  change: SheetChange,
): Promise<void> {
  const state = await lockEventState(tx, change);
  const official = state?.state === 'official';
  const reason = change.reason?.trim() ?? '';
  if (official && reason === '')
    throw new AppError('validation', 'errors.correctionReasonRequired', [
      { path: 'correctionReason', message: 'errors.correctionReasonRequired' },
    ]);
  if (!official && reason === '') return;
  await keepCorrection(
    tx,
    writer,
    change,
    {
      entry: change.entry,
      entryLabel: change.entryLabel,
      before: change.beforeTotal,
      after: change.afterTotal,
    },
    reason,
    { stateBefore: state?.state ?? null, reopen: official },
  );
}

/** Each event's status by `Categoria|Prova`; an event not in the map is PROVISIONAL_STATUS. */
export type EventStatuses = (categoria: string, prova: string) => ResultEventStatus;

/** The statuses of a competition's events, with its inquiry window (minutes). */
export async function readEventStatuses(
  db: Db,
  competition: { _id: string; JanelaReclamacao: number },
): Promise<EventStatuses> {
  const [states, changes, inquiries] = await Promise.all([
    listEventStateRows(db, competition._id),
    readLastSheetChanges(db, competition._id),
    listInquiryRows(db, competition._id),
  ]);
  const statuses = new Map<string, ResultEventStatus>();
  const lastChange = new Map<string, Date>();
  for (const c of changes) {
    const key = `${c.categoria}|${c.prova}`;
    const before = lastChange.get(key);
    if (!before || c.at > before) lastChange.set(key, c.at);
  }
  const open = new Map<string, number>();
  for (const i of inquiries) {
    if (i.decision !== null) continue;
    const key = `${i.categoria}|${i.prova}`;
    open.set(key, (open.get(key) ?? 0) + 1);
  }
  const keys = new Set([...lastChange.keys(), ...open.keys(), ...states.map(eventId)]);
  const byKey = new Map(states.map((s) => [eventId(s), s]));
  for (const key of keys) {
    const row = byKey.get(key);
    const changed = lastChange.get(key) ?? null;
    const reopened = row?.reopenedAt ?? null;
    const since =
      changed && reopened ? (changed > reopened ? changed : reopened) : (changed ?? reopened);
    const official = row?.state === 'official';
    statuses.set(key, {
      state: official ? 'official' : 'provisional',
      corrected: row?.corrected ?? false,
      signedAt: official && row.signedAt ? row.signedAt.toISOString() : null,
      signedBy: official ? (row.signedByName ?? null) : null,
      provisionalSince: since ? since.toISOString() : null,
      inquiriesUntil:
        !official && since
          ? inquiryWindowEnd(since, competition.JanelaReclamacao).toISOString()
          : null,
      openInquiries: open.get(key) ?? 0,
    });
  }
  return (categoria, prova) => statuses.get(`${categoria}|${prova}`) ?? PROVISIONAL_STATUS;
}

/** What the result list knows of an event when it is signed off or asked about. */
export interface EventFacts extends EventKey {
  readonly ordem: number;
  /** Entries with a sheet, and with a total. */
  readonly rows: number;
  readonly scored: number;
  readonly status: ResultEventStatus;
}

/** A sign-off before the inquiry window ends closes it: only when the signer says so (issue 38). */
export interface WindowClosing {
  /** The signer confirmed closing the clubs' inquiry window now. */
  readonly closeInquiryWindow: boolean;
  readonly now: Date;
  /** The competition's window (minutes), for the message. */
  readonly windowMinutes: number;
}

/**
 * Signs the event off (referee or admin): refused (409) when it is official already, has no
 * results, has an entry without a total, has an unanswered inquiry, changed since the signer
 * saw it (`seenSince`: the provisionalSince they were shown), or while its inquiry window is
 * still open unless the signer confirms closing it now (409 naming the window's end, with a
 * `window` member; issue 38).
 *
 * Everything is read in the transaction, after the event's lock (issue 36): a sheet write holds
 * the same lock until it commits, so the facts checked are the ones signed — a save that came
 * first is seen (and `seenSince` then differs: 409), a save that comes after finds the event
 * official and needs a reason. Two sign-offs queue: the second finds it official (409).
 */
export async function signEvent(
  db: Db,
  user: Caller,
  key: EventKey,
  readFacts: (tx: Db) => Promise<EventFacts>,
  seenSince: string | null | undefined,
  closing: WindowClosing,
): Promise<void> {
  const writer = requirePermission(user, 'results.sign', 'errors.signOffForbidden');
  await db.transaction(async (tx) => {
    const state = await lockEventState(tx, key);
    if (state?.state === 'official') throw new AppError('conflict', 'errors.eventAlreadyOfficial');
    const event = await readFacts(tx);
    if (event.rows === 0) throw new AppError('conflict', 'errors.eventWithoutResults');
    if (event.scored < event.rows)
      throw new AppError('conflict', {
        key: 'errors.eventNotComplete',
        params: { missing: event.rows - event.scored },
      });
    if (seenSince !== undefined && seenSince !== event.status.provisionalSince)
      throw new AppError('conflict', 'errors.eventChangedSinceSeen');
    const open = await countOpenInquiries(tx, key);
    if (open > 0)
      throw new AppError('conflict', {
        key: 'errors.eventHasOpenInquiry',
        params: { count: open },
      });
    const until = event.status.inquiriesUntil ? new Date(event.status.inquiriesUntil) : null;
    const windowOpen = until !== null && closing.now.getTime() < until.getTime();
    if (windowOpen && !closing.closeInquiryWindow)
      throw new AppError(
        'conflict',
        {
          key: 'errors.signOffWindowOpen',
          params: { minutes: closing.windowMinutes, until: clockOf(until) },
        },
        undefined,
        { window: { minutes: closing.windowMinutes, until: until.toISOString() } },
      );
    const written = await writeSigned(tx, key, { id: writer.sub, name: nameOf(writer) });
    await recordAudit(tx, writer, {
      competitionId: key.competitionId,
      entityType: 'resultEvent',
      entityId: eventId(key),
      action: 'sign',
      before: { state: state?.state ?? 'provisional', corrected: state?.corrected ?? false },
      after: {
        state: 'official',
        signedAt: written.signedAt?.toISOString() ?? null,
        signedBy: written.signedByName,
        Ordem: event.ordem,
        provisionalSince: event.status.provisionalSince,
        entries: event.rows,
        // The clubs' window for inquiries, closed by this sign-off before its end.
        ...(windowOpen ? { inquiryWindowClosedEarly: until.toISOString() } : {}),
      },
    });
  });
}

/** An event's corrections, newest first (referees and admins). */
export async function listCorrections(
  db: Db,
  user: Caller,
  key: EventKey,
): Promise<ResultCorrection[]> {
  requirePermission(user, 'results.history', 'errors.signOffForbidden');
  const rows = await listCorrectionRows(db, key);
  return rows.map((r) => ({
    id: r.id,
    entry: r.entry,
    entryLabel: r.entryLabel,
    beforeTotal: r.beforeTotal,
    afterTotal: r.afterTotal,
    reason: r.reason,
    byName: r.byName,
    at: r.createdAt.toISOString(),
  }));
}

/** An entry of the event as the result list shows it. */
export interface EventEntry {
  readonly entry: string;
  readonly club: string;
  readonly name: string;
}

/**
 * A club's inquiry about one of its entries (the only ones it may name): refused when the event
 * is official or its window has closed (409 naming the window), when the entry is not in the
 * event (400) or is another club's (403); while the club has an open inquiry about the entry
 * (409 naming it, even when two filings race) and above the club's rate (429; issue 36).
 */
export async function fileInquiry(
  db: Db,
  user: Caller,
  event: EventFacts & { readonly entries: readonly EventEntry[]; readonly windowMinutes: number },
  input: InquiryCreate,
  now: Date,
): Promise<Inquiry> {
  const writer = requirePermission(user, 'inquiry.file', 'errors.inquiryClubOnly');
  const entry = event.entries.find((e) => e.entry === input.entry);
  if (!entry)
    throw new AppError('validation', 'errors.inquiryEntryMissing', [
      { path: 'entry', message: 'errors.invalidOption' },
    ]);
  if (!can(toSubject(writer), 'inquiry.file', { Clube: entry.club }))
    throw new AppError('forbidden', 'errors.inquiryNotOwnEntry');
  if (event.status.state === 'official')
    throw new AppError('conflict', 'errors.inquiryEventOfficial');
  const until = event.status.inquiriesUntil ? new Date(event.status.inquiriesUntil) : null;
  if (!until || now.getTime() > until.getTime())
    throw new AppError(
      'conflict',
      {
        key: 'errors.inquiryWindowClosed',
        params: { minutes: event.windowMinutes, until: until ? clockOf(until) : '—' },
      },
      undefined,
      { window: { minutes: event.windowMinutes, until: until?.toISOString() ?? null } },
    );
  const key = { ...keyOfEvent(event), entry: entry.entry, club: entry.club };
  const row = await filedOnce(db, key, () =>
    db.transaction(async (tx) => {
      await assertInquiryMayBeFiled(tx, key);
      return insertFiledInquiry(tx, writer, event, entry, input);
    }),
  );
  return toInquiry(row, () => event.ordem);
}

const keyOfEvent = (event: EventKey): EventKey => ({
  competitionId: event.competitionId,
  categoria: event.categoria,
  prova: event.prova,
});

/** The inquiry's row and its audit row, in the filing's transaction. */
async function insertFiledInquiry(
  tx: Db,
  writer: AuthUser,
  event: EventKey,
  entry: EventEntry,
  input: InquiryCreate,
): Promise<InquiryRow> {
  const written = await insertInquiry(tx, {
    id: newId(),
    competicao: event.competitionId,
    categoria: event.categoria,
    prova: event.prova,
    entry: entry.entry,
    entryLabel: entry.name,
    club: entry.club,
    text: input.text,
    filedBy: writer.sub,
    filedByName: nameOf(writer),
  });
  await recordAudit(tx, writer, {
    competitionId: event.competitionId,
    entityType: 'resultInquiry',
    entityId: written.id,
    action: 'file',
    before: null,
    after: { event: eventId(event), entry: entry.name, club: entry.club, text: input.text },
  });
  return written;
}

/** The competition's inquiries: every one for referees and admins, a club's own for a club. */
export async function listInquiries(
  db: Db,
  user: Caller,
  competitionId: string,
  ordemOf: OrdemOf,
): Promise<Inquiry[]> {
  if (!user) throw new AppError('unauthenticated', 'errors.inquiriesSignInRequired');
  requirePermission(user, 'inquiry.view', 'errors.inquiryClubOnly');
  const club = user.role === 'clube' ? (user.club ?? '') : undefined;
  const rows = await listInquiryRows(db, competitionId, club);
  return rows.map((r) => toInquiry(r, ordemOf));
}

/** The referee's (or an admin's) answer: once, with the version they read (409 otherwise). */
export async function answerInquiry(
  db: Db,
  user: Caller,
  competitionId: string,
  inquiryId: string,
  input: InquiryAnswer,
  ordemOf: OrdemOf,
): Promise<Inquiry> {
  const writer = requirePermission(user, 'inquiry.answer', 'errors.answerForbidden');
  return db.transaction(async (tx) => {
    const current = await findInquiryRow(tx, inquiryId);
    if (!current || current.competicao !== competitionId)
      throw new AppError('not_found', 'errors.inquiryNotFound');
    if (current.decision !== null) throw new AppError('conflict', 'errors.inquiryAlreadyAnswered');
    const written = await writeAnswer(tx, inquiryId, input.version, {
      decision: input.decision,
      answer: input.reason,
      by: writer.sub,
      byName: nameOf(writer),
    });
    if (!written) throw new AppError('conflict', 'errors.inquiryChanged');
    await recordAudit(tx, writer, {
      competitionId,
      entityType: 'resultInquiry',
      entityId: inquiryId,
      action: 'answer',
      before: { decision: null, text: current.text },
      after: { decision: input.decision, reason: input.reason },
    });
    return toInquiry(written, ordemOf);
  });
}
