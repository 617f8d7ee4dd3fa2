/**
 * The one read and write path of a score sheet (issue 19): figure sheets and routine sheets are
 * listed, added and updated alike. A list is the stored sheets with their current start numbers
 * (and what else is derived when read). A write checks the caller's permission; then, in one
 * transaction, the sheet's competition, on an update the stored sheet (404) and its version
 * (409); the sheet checked and recomputed from what the server stores; the row written; its audit
 * row appended through the audit feature. Each feature names its checks, its table and its texts
 * (`ScoreSheetKind`); the routes are http/score-sheet-routes.ts.
 */
import type { Competition } from '@artistic/domain/competition/schema';
import { eventTypeLabel } from '@artistic/domain/core/enums';
import type { Action } from '@artistic/domain/users/permissions';
import type { AuthUser } from '../auth/verify.ts';
import type { Db } from '../db/client.ts';
import { servesConcurrentConnections } from '../db/client.ts';
import { recordAudit } from '../features/audit/service.ts';
import {
  eventKeyOf,
  lockEvents,
  noteSheetChange,
  officialChangeNeedsReason,
  recordRecomputedCorrections,
} from '../features/result-states/service.ts';
import { requirePermission } from './caller.ts';
import { AppError } from './errors.ts';
import type { ServerMessageKey } from './messages.ts';

type Caller = AuthUser | null;

export interface StoredSheet {
  _id: string;
  version: number;
  Number?: number;
}

export interface ScoreSheetKind<
  Sheet extends StoredSheet,
  Create extends object,
  Update extends Create & { version: number },
  Body,
> {
  entityType: 'figureResult' | 'routineResult';
  permission: Action;
  /** The 403's text. */
  forbidden: ServerMessageKey;
  /** The 409's text for a new sheet of an entry that has one. */
  taken: ServerMessageKey;
  /** The competition whose sheets are listed (404 when there is none for the caller). */
  competitionToRead(db: Db, user: Caller, id: string): Promise<Competition>;
  /** The competition's stored sheets, in the order they were created. */
  listRows(db: Db, competitionId: string): Promise<Sheet[]>;
  /** The competition a new sheet names (400 when there is none for the caller). */
  competitionOfNew(tx: Db, user: Caller, input: Create): Promise<Competition>;
  /** The stored sheet's competition; refuses an update the sheet may not take (404, 400). */
  competitionOfStored(tx: Db, user: Caller, current: Sheet, input: Update): Promise<Competition>;
  /** The sheet as stored: checked against the competition (400), every derived value recomputed. */
  prepare(tx: Db, competition: Competition, input: Create, current?: Sheet): Promise<Body>;
  find(tx: Db, id: string): Promise<Sheet | undefined>;
  /** Undefined when the entry already has a sheet. */
  insert(tx: Db, body: Body): Promise<Sheet | undefined>;
  /** Undefined when the stored version is not the expected one. */
  updateIfVersion(
    tx: Db,
    id: string,
    expectedVersion: number,
    body: Body,
  ): Promise<Sheet | undefined>;
  /** The sheet as the API reads it (a routine's figure points of now); its audit rows keep it so. */
  reader(tx: Db, competition: Competition): Promise<(sheet: Sheet) => Sheet>;
  /**
   * The sheet's event and entry as the result list names them, and its total as read (official
   * results, issue 22: a change to an official event is a correction).
   */
  eventOf(sheet: Sheet): {
    categoria: string;
    prova: string;
    entry: string;
    entryLabel: string;
    total: number | null;
  };
  /** The sheet's start number in the competition's current start list. */
  numberOf(competition: Competition): (sheet: Sheet) => Sheet['Number'];
  /**
   * A quicker update tried first, outside the transaction (figure sheets' one statement, ADR
   * 020): the sheet written, or undefined to take the general path.
   */
  quickUpdate?(db: Db, writer: AuthUser, id: string, input: Update): Promise<Sheet | undefined>;
  /**
   * Totals of other events' entries that follow this sheet (a figure sheet's athletes' INF/JUV
   * routines, ADR 012), as read now: compared before and after a write, so that a change of an
   * official one is a correction too (issue 36).
   */
  dependentsOf?(tx: Db, competition: Competition, sheet: Sheet | Body): Promise<DependentTotal[]>;
}

/** A total of another event's entry that follows a sheet. */
export interface DependentTotal {
  readonly categoria: string;
  readonly prova: string;
  readonly entry: string;
  readonly entryLabel: string;
  readonly total: number | null;
}

/** The sheet as stored, and the correction's reason sent with it (never stored in the sheet). */
function withoutReason<T extends object>(sent: T): { reason: string | undefined; input: T } {
  if (!('correctionReason' in sent)) return { reason: undefined, input: sent };
  const { correctionReason, ...input } = sent as T & { correctionReason?: string };
  return { reason: correctionReason, input: input as T };
}

export const sheetNotFound = () => new AppError('not_found', 'errors.resultNotFound');
export const staleSheet = () => new AppError('conflict', 'errors.resultChanged');

export function scoreSheets<
  Sheet extends StoredSheet,
  Create extends object,
  Update extends Create & { version: number },
  Body,
>(kind: ScoreSheetKind<Sheet, Create, Update, Body>) {
  const audited = async (
    tx: Db,
    writer: AuthUser,
    competition: Competition,
    before: Sheet | null,
    written: Sheet,
    reason: string | undefined,
  ): Promise<Sheet> => {
    const asRead = await kind.reader(tx, competition);
    const answer = asRead(written);
    const now = kind.eventOf(answer);
    await noteSheetChange(tx, writer, {
      competitionId: competition._id,
      categoria: now.categoria,
      prova: now.prova,
      entry: now.entry,
      entryLabel: now.entryLabel,
      beforeTotal: before ? kind.eventOf(asRead(before)).total : null,
      afterTotal: now.total,
      reason,
    });
    await recordAudit(tx, writer, {
      competitionId: competition._id,
      entityType: kind.entityType,
      entityId: written._id,
      action: before ? 'update' : 'create',
      before: before && asRead(before),
      after: answer,
    });
    return { ...answer, Number: kind.numberOf(competition)(written) };
  };

  /**
   * Locks the sheet's event and those of the totals that follow it (one order: no deadlock with
   * a recomputation holding them), and reads those totals after the lock.
   */
  const lockWithDependents = async (
    tx: Db,
    competition: Competition,
    event: { categoria: string; prova: string },
    sheet: Sheet | Body,
  ): Promise<{ official: Set<string>; before: DependentTotal[] }> => {
    const first = (await kind.dependentsOf?.(tx, competition, sheet)) ?? [];
    const official = await lockEvents(tx, competition._id, [event, ...first]);
    const before =
      first.length > 0 ? ((await kind.dependentsOf?.(tx, competition, sheet)) ?? []) : [];
    return { official, before };
  };

  /**
   * After the write: a total of an official event that moved with it is a correction, with the
   * writer's reason (400 naming correctionReason without one), carried over as 'Correção das
   * figuras de <nome>: <motivo>'.
   */
  const noteDependents = async (
    tx: Db,
    writer: AuthUser,
    competition: Competition,
    locked: { official: Set<string>; before: DependentTotal[] },
    written: Sheet,
    reason: string | undefined,
  ): Promise<void> => {
    if (!kind.dependentsOf) return;
    const after = await kind.dependentsOf(tx, competition, written);
    const beforeOf = new Map(locked.before.map((d) => [`${d.categoria}|${d.prova}|${d.entry}`, d]));
    const moved = after.flatMap((d) => {
      const was = beforeOf.get(`${d.categoria}|${d.prova}|${d.entry}`);
      const before = was ? was.total : null;
      return before === d.total ? [] : [{ ...d, before, after: d.total }];
    });
    const official = moved.filter((d) => locked.official.has(eventKeyOf(d)));
    if (official.length === 0) return;
    const text = reason?.trim() ?? '';
    if (text === '')
      throw officialChangeNeedsReason('correctionReason', [
        ...new Set(official.map((d) => `${eventTypeLabel(d.prova)} ${d.categoria}`)),
      ]);
    const name = kind.eventOf(written).entryLabel;
    await recordRecomputedCorrections(
      tx,
      writer,
      competition._id,
      official,
      locked.official,
      `Correção das figuras de ${name}: ${text}`,
    );
  };

  /** The competition's sheets as the API reads them: current start numbers (and `reader`'s). */
  const listOf = async (db: Db, competition: Competition): Promise<Sheet[]> => {
    const [rows, asRead] = await Promise.all([
      kind.listRows(db, competition._id),
      kind.reader(db, competition),
    ]);
    const numberOf = kind.numberOf(competition);
    return rows.map((sheet) => ({ ...asRead(sheet), Number: numberOf(sheet) }));
  };

  return {
    listOf,

    async list(db: Db, user: Caller, competitionId: string): Promise<Sheet[]> {
      return listOf(db, await kind.competitionToRead(db, user, competitionId));
    },

    async create(db: Db, user: Caller, sent: Create): Promise<Sheet> {
      const writer = requirePermission(user, kind.permission, kind.forbidden);
      const { reason, input } = withoutReason(sent);
      return db.transaction(async (tx) => {
        const competition = await kind.competitionOfNew(tx, user, input);
        const body = await kind.prepare(tx, competition, input);
        const locked = kind.dependentsOf
          ? await lockWithDependents(tx, competition, kind.eventOf(body as unknown as Sheet), body)
          : undefined;
        const created = await kind.insert(tx, body);
        if (!created) throw new AppError('conflict', kind.taken);
        const answer = await audited(tx, writer, competition, null, created, reason);
        if (locked) await noteDependents(tx, writer, competition, locked, created, reason);
        return answer;
      });
    },

    async update(db: Db, user: Caller, id: string, sent: Update): Promise<Sheet> {
      const writer = requirePermission(user, kind.permission, kind.forbidden);
      const { reason, input } = withoutReason(sent);
      // A correction with its reason takes the general path, which keeps it (issue 22); the quick
      // one refuses to write to an official event, so a change without a reason ends there too.
      // On PostgreSQL the general path always: its transaction holds the event's lock before it
      // reads the event's state, so a sign-off cannot land between the check and the write; one
      // statement's snapshot cannot wait for that lock and then see the signature (issue 36).
      const quick =
        reason === undefined && !servesConcurrentConnections(db)
          ? await kind.quickUpdate?.(db, writer, id, input)
          : undefined;
      if (quick) return quick;
      return db.transaction(async (tx) => {
        const current = await kind.find(tx, id);
        if (!current) throw sheetNotFound();
        const competition = await kind.competitionOfStored(tx, user, current, input);
        if (current.version !== input.version) throw staleSheet();
        // The event's lock before the row's: a recomputation holds the events' locks and then
        // writes rows, so taking them the other way round could deadlock (issue 36).
        const locked = await lockWithDependents(tx, competition, kind.eventOf(current), current);
        const body = await kind.prepare(tx, competition, input, current);
        const updated = await kind.updateIfVersion(tx, id, input.version, body);
        if (!updated) throw staleSheet();
        const answer = await audited(tx, writer, competition, current, updated, reason);
        await noteDependents(tx, writer, competition, locked, updated, reason);
        return answer;
      });
    },
  };
}
