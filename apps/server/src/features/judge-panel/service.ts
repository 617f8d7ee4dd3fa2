import { createHash, randomBytes, randomInt } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Competition } from '@artistic/domain/competition/schema';
import { describeEntry, parseEntryKey } from '@artistic/domain/judge-panel/entries';
import type {
  EntryMarks,
  IssuedSeat,
  JudgeNow,
  Mark,
  MarkCreate,
  Panel,
  PanelNow,
  PanelSeats,
  PointerUpdate,
  SeatSession,
} from '@artistic/domain/judge-panel/schema';
import {
  PANELS,
  SEAT_CODE_ALPHABET,
  SEAT_CODE_LENGTH,
  formatSeatCode,
} from '@artistic/domain/judge-panel/schema';
import { getScoreStepMessage, isMarkOnStep } from '@artistic/domain/score-sheet/checks';
import type { Action } from '@artistic/domain/users/permissions';
import { can } from '@artistic/domain/users/permissions';
import type { LoginRateLimiter } from '../../auth/login-rate-limit.ts';
import { createLoginRateLimiter } from '../../auth/login-rate-limit.ts';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { toSubject } from '../../http/caller.ts';
import { AppError, msg } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { findCoachCard } from '../coach-cards/service.ts';
import { findFigureResultOfEntry } from '../figure-results/service.ts';
import { findRoutineResultOfCard } from '../routine-results/service.ts';
import { getCompetition, newId, requireCompetition } from '../competitions/service.ts';
import { rulesetOfCompetition } from '../ruleset-store/service.ts';
import type { MarkRow, SeatOfSession } from './repository.ts';
import {
  findPointer,
  findSeatByCodeHash,
  findMarkByKey,
  findSeatBySessionHash,
  findValidSessionHashes,
  insertMarkOnce,
  insertSeatSession,
  issueSeatCode,
  listEntryMarks,
  listPointerRows,
  listSeatRows,
  revokeSeatCode,
  setPointerIfVersion,
} from './repository.ts';

/**
 * The judges' panel (issue 21, ADR 051): seats with codes instead of accounts, a phone's session
 * on a seat, the marks a seat sends, and the scoring table's pointer (the entry in the water).
 */

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Live seat sessions one seat keeps (issue 36): opening one more ends the oldest. A judge's phone
 * needs one; a phone whose browser forgot it, a second phone or a tablet take one each. Ending
 * the oldest rather than refusing the newest: a judge with the code is never locked out of the
 * seat by sessions nobody uses any more (sessions do not expire), and whoever copied the code is
 * visible on the panel page as before (ADR 051).
 */
export const SESSIONS_PER_SEAT = 5;

/** What changed on a panel, for the live streams (ADR 051): marks on an entry, or the pointer. */
export interface PanelChange {
  competitionId: string;
  panel: Panel;
  kind: 'marks' | 'pointer';
  entry: string | null;
}

const changes = new EventEmitter();
changes.setMaxListeners(0);

/** Calls `listener` on every change of any panel until the returned function is called. */
export function onPanelChange(listener: (change: PanelChange) => void): () => void {
  changes.on('change', listener);
  return () => changes.off('change', listener);
}

function announce(change: PanelChange): void {
  changes.emit('change', change);
}

/**
 * Calls `listener` whenever seat sessions end on this process (a seat revoked or re-issued, the
 * oldest session of a seat ended by a new one): the live streams check theirs at once.
 */
export function onSeatSessionsEnded(listener: () => void): () => void {
  changes.on('sessionsEnded', listener);
  return () => changes.off('sessionsEnded', listener);
}

function announceSessionsEnded(): void {
  changes.emit('sessionsEnded');
}

/** The header a judge's phone sends its seat session in (never a cookie: no CSRF to defend). */
export const SEAT_HEADER = 'x-judge-seat';

/** Who writes a panel's sheets also runs the panel (admins always). */
const PANEL_ACTION: Record<Panel, Action> = {
  figuras: 'figureResult.write',
  coachCard: 'routineResult.write',
};

const judgesOf = (competition: Competition, panel: Panel) =>
  panel === 'figuras' ? competition.JuizesFiguras : competition.JuizesCoachCard;

function requireAdmin(user: AuthUser | null): AuthUser {
  if (!user) throw new AppError('unauthenticated', 'errors.signInRequired');
  if (!can(toSubject(user), 'panel.manage'))
    throw new AppError('forbidden', 'errors.adminOnlyPanel');
  return user;
}

function requireRunner(user: AuthUser | null, panel: Panel): AuthUser {
  if (!user) throw new AppError('unauthenticated', 'errors.signInRequired');
  if (!can(toSubject(user), PANEL_ACTION[panel]))
    throw new AppError('forbidden', 'errors.panelScoringForbidden');
  return user;
}

function requireSeatOnPanel(competition: Competition, panel: Panel, seat: number): void {
  const count = judgesOf(competition, panel);
  if (seat > count)
    throw new AppError('validation', msg('errors.seatBeyondPanel', { count, seat }), [
      { path: 'seat', message: 'errors.seatRange' },
    ]);
}

/** A new seat code: 8 of the unambiguous letters, from the operating system's random source. */
export function newSeatCode(): string {
  let code = '';
  for (let i = 0; i < SEAT_CODE_LENGTH; i++)
    code += SEAT_CODE_ALPHABET[randomInt(SEAT_CODE_ALPHABET.length)];
  return code;
}

/** GET …/panel: every seat of both panels, issued or not (admins). */
export async function listPanelSeats(
  db: Db,
  user: AuthUser | null,
  competitionId: string,
): Promise<PanelSeats> {
  requireAdmin(user);
  const competition = await requireCompetition(db, competitionId);
  const stored = await listSeatRows(db, competitionId);
  const seats = PANELS.flatMap((panel) =>
    Array.from({ length: judgesOf(competition, panel) }, (_, i) => {
      const row = stored.find((s) => s.panel === panel && s.seat === i + 1);
      return {
        panel,
        seat: i + 1,
        issued: row?.issued ?? false,
        issuedAt: row?.issued && row.issuedAt ? row.issuedAt.toISOString() : null,
        sessions: row?.sessions ?? 0,
      };
    }),
  );
  return { competition: { _id: competition._id, Nome: competition.Nome }, seats };
}

/**
 * POST …/panel/seats/{panel}/{seat}/issue: a new code for the seat, shown this once; the old
 * code stops working and its phones are signed out (admins). `code` is for the demo's seats
 * only (printed in README); everywhere else a random one is drawn.
 */
export async function issueSeat(
  db: Db,
  user: AuthUser | null,
  place: { competitionId: string; panel: Panel; seat: number },
  now: Date,
  code: string = newSeatCode(),
): Promise<IssuedSeat> {
  const admin = requireAdmin(user);
  const competition = await requireCompetition(db, place.competitionId);
  requireSeatOnPanel(competition, place.panel, place.seat);
  await db.transaction(async (tx) => {
    const id = await issueSeatCode(
      tx,
      { id: newId(), competicao: competition._id, panel: place.panel, seat: place.seat },
      sha256(code),
      now,
    );
    await recordAudit(tx, admin, {
      competitionId: competition._id,
      entityType: 'judgeSeat',
      entityId: id,
      action: 'issue',
      before: null,
      // Never the code: whoever reads the log must not be able to sit in the seat.
      after: { panel: place.panel, seat: place.seat },
    });
  });
  announceSessionsEnded();
  return {
    panel: place.panel,
    seat: place.seat,
    code: formatSeatCode(code),
    path: `/judge/${code}`,
  };
}

/** The demo's seat codes: 'FGRS-J2AA' for J1 of the figures panel, 'ESQM-J2AA' for routines. */
export function demoSeatCode(panel: Panel, seat: number): string {
  return `${panel === 'figuras' ? 'FGRS' : 'ESQM'}J${seat + 1}AA`;
}

/** POST …/panel/seats/{panel}/{seat}/revoke: the seat's code and phones stop at once (admins). */
export async function revokeSeat(
  db: Db,
  user: AuthUser | null,
  place: { competitionId: string; panel: Panel; seat: number },
  now: Date,
): Promise<PanelSeats> {
  const admin = requireAdmin(user);
  const competition = await requireCompetition(db, place.competitionId);
  requireSeatOnPanel(competition, place.panel, place.seat);
  await db.transaction(async (tx) => {
    const seatId = await revokeSeatCode(
      tx,
      { competicao: competition._id, panel: place.panel, seat: place.seat },
      now,
    );
    if (seatId !== null)
      await recordAudit(tx, admin, {
        competitionId: competition._id,
        entityType: 'judgeSeat',
        entityId: seatId,
        action: 'revoke',
        before: { panel: place.panel, seat: place.seat },
        after: null,
      });
  });
  announceSessionsEnded();
  return listPanelSeats(db, user, place.competitionId);
}

/**
 * Wrong seat codes from one address, limited as failed logins are (issue 21): 30 in 15 minutes,
 * then 429 with Retry-After. Per address only: at a venue every judge may share one, and a
 * limit per code would let anyone lock a judge out of a seat.
 */
export function createSeatCodeLimiter(options: { now?: () => number } = {}): LoginRateLimiter {
  return createLoginRateLimiter({
    perUserAndAddress: 30,
    perAddress: 30,
    perUser: Number.POSITIVE_INFINITY,
    ...options,
  });
}

/** POST /api/judge/session: a phone signs in to the seat of a code (anyone holding the code). */
export async function openSeatSession(
  db: Db,
  code: string,
  attempt: { address: string; limiter: LoginRateLimiter },
): Promise<SeatSession> {
  const key = { username: 'judge-seat', address: attempt.address };
  const waitMs = attempt.limiter.retryAfterMs(key);
  if (waitMs > 0)
    throw new AppError(
      'rate_limited',
      msg('errors.seatCodeAttempts', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) }),
      undefined,
      { retryAfterSeconds: Math.ceil(waitMs / 1000) },
    );
  const seat = await findSeatByCodeHash(db, sha256(code));
  if (!seat) {
    attempt.limiter.recordFailure(key);
    throw new AppError('unauthenticated', 'errors.seatCodeUnknown');
  }
  attempt.limiter.recordSuccess(key);
  const competition = await requireCompetition(db, seat.competicao);
  const token = randomBytes(32).toString('base64url');
  const ended = await insertSeatSession(db, seat.id, sha256(token), SESSIONS_PER_SEAT);
  if (ended.length > 0) announceSessionsEnded();
  return {
    token,
    competition: { _id: competition._id, Nome: competition.Nome },
    panel: seat.panel,
    seat: seat.seat,
  };
}

/** The seat of the phone's session header; 401 without one, or once the seat is revoked. */
export async function requireSeat(db: Db, token: string | undefined): Promise<SeatOfSession> {
  const seat = token ? await findSeatBySessionHash(db, sha256(token.trim())) : null;
  if (!seat) throw new AppError('unauthenticated', 'errors.seatSignInRequired');
  return seat;
}

/** A saved sheet's marks, by row key and seat: what the scoring table accepted. */
type SavedMarks = (row: string, seat: number) => number | null;

const noSheet: SavedMarks = () => null;

const judgeColumn = (row: object | undefined, seat: number): number | null => {
  const value = (row as Record<string, unknown> | undefined)?.[`J${seat}`];
  return typeof value === 'number' ? value : null;
};

/**
 * The marks of the entry's saved sheet (the table's word: it may have corrected a judge's mark),
 * read from the stored sheet of that entry; none while the sheet is not saved.
 */
async function savedMarksOf(db: Db, competitionId: string, key: string): Promise<SavedMarks> {
  const parsed = parseEntryKey(key);
  if (!parsed) return noSheet;
  if (parsed.panel === 'figuras') {
    const sheet = await findFigureResultOfEntry(db, { competitionId, ...parsed });
    if (!sheet) return noSheet;
    return (row, seat) => judgeColumn(sheet.Resultados_fig[Number(row)], seat);
  }
  const sheet = await findRoutineResultOfCard(db, parsed.coachCardId);
  if (sheet?.comp_id !== undefined && sheet.comp_id !== competitionId) return noSheet;
  if (!sheet) return noSheet;
  return (row, seat) =>
    row.startsWith('A')
      ? judgeColumn(sheet.Resultado_Coreografia[Number(row.slice(1))], seat)
      : judgeColumn(sheet.Resultados_el[Number(row)], seat);
}

const toMark = (row: MarkRow, saved: SavedMarks = noSheet): Mark => ({
  key: row.key,
  seat: row.seat,
  entry: row.entry,
  row: row.row,
  value: row.value,
  at: row.at.toISOString(),
  accepted: saved(row.row, row.seat),
});

/** The entry `key` of a competition as the phones show it; null when it is not in its start list. */
async function describe(db: Db, competition: Competition, key: string) {
  const parsed = parseEntryKey(key);
  if (parsed?.panel !== 'coachCard') return describeEntry(key, competition);
  const card = await findCoachCard(db, parsed.coachCardId);
  if (card?.Competicao !== competition._id) return null;
  const ruleset = await rulesetOfCompetition(db, competition);
  return describeEntry(key, competition, { card, ruleset });
}

async function nowOf(db: Db, competition: Competition, panel: Panel): Promise<PanelNow> {
  const pointer = await findPointer(db, competition._id, panel);
  const entry = pointer?.entry ? await describe(db, competition, pointer.entry) : null;
  return { panel, open: pointer?.open ?? false, version: pointer?.version ?? 0, entry };
}

/** GET /api/judge/now: the seat, the entry in the water and the seat's own marks on it. */
export async function judgeNow(db: Db, seat: SeatOfSession): Promise<JudgeNow> {
  const competition = await requireCompetition(db, seat.competicao);
  const now = await nowOf(db, competition, seat.panel);
  const marks = now.entry
    ? await listEntryMarks(db, {
        competitionId: competition._id,
        panel: seat.panel,
        entry: now.entry.entry,
        seat: seat.seat,
      })
    : [];
  const saved = now.entry ? await savedMarksOf(db, competition._id, now.entry.entry) : noSheet;
  return {
    competition: { _id: competition._id, Nome: competition.Nome },
    panel: seat.panel,
    seat: seat.seat,
    step: seat.panel === 'figuras' ? competition.PassoFiguras : competition.PassoCoachCard,
    now,
    marks: marks.map((mark) => toMark(mark, saved)),
  };
}

/**
 * POST /api/judge/marks: a seat's mark, in the seat's own column (the seat comes from the
 * session, never from the body), on an entry of its competition and panel, while the table has
 * the panel open. Sent again with the same key, it is stored once (`created: false`).
 */
export async function sendMark(
  db: Db,
  seat: SeatOfSession,
  body: MarkCreate,
): Promise<{ mark: Mark; created: boolean }> {
  // A mark sent again (its answer was lost) is the stored one, whatever moved since.
  const sent = await findMarkByKey(db, seat, body.key);
  if (sent) return { mark: toMark(sent), created: false };
  const competition = await requireCompetition(db, seat.competicao);
  const pointer = await findPointer(db, competition._id, seat.panel);
  if (!pointer?.open) throw new AppError('invalid_state', 'errors.panelClosed');
  const parsed = parseEntryKey(body.entry);
  if (parsed && parsed.panel !== seat.panel)
    throw new AppError('validation', 'errors.entryOfOtherPanel', [
      { path: 'entry', message: 'errors.entryKey' },
    ]);
  const entry = await describe(db, competition, body.entry);
  if (!entry)
    throw new AppError('validation', 'errors.entryNotInStartList', [
      { path: 'entry', message: 'errors.entryKey' },
    ]);
  if (!entry.rows.some((r) => r.row === body.row))
    throw new AppError('validation', 'errors.rowNotInEntry', [
      { path: 'row', message: 'errors.rowKey' },
    ]);
  // The panel's step, as the table's save checks it (ADR 027): 7,25 on a panel in tenths is 400.
  const step = seat.panel === 'figuras' ? competition.PassoFiguras : competition.PassoCoachCard;
  if (!isMarkOnStep(body.value, step))
    throw new AppError('validation', getScoreStepMessage(step), [
      { path: 'value', message: getScoreStepMessage(step) },
    ]);
  // Only the entry in the water, or the one before it (a mark typed late, or queued offline).
  if (body.entry !== pointer.entry && body.entry !== pointer.previousEntry) {
    const current = pointer.entry ? await describe(db, competition, pointer.entry) : null;
    throw new AppError(
      'invalid_state',
      current
        ? msg('errors.markNotInWater', { entry: entry.name, current: current.name })
        : msg('errors.markNoEntryInWater', { entry: entry.name }),
      undefined,
      { entry: body.entry },
    );
  }
  const actor: AuthUser = {
    sub: `seat:${seat.panel}:J${seat.seat}`,
    name: `J${seat.seat} (${seat.panel === 'figuras' ? 'figuras' : 'esquemas'})`,
    email: null,
    role: null,
    club: null,
  };
  const result = await db.transaction(async (tx) => {
    const stored = await insertMarkOnce(tx, seat, body);
    if (stored.created)
      await recordAudit(tx, actor, {
        competitionId: competition._id,
        entityType: 'judgeMark',
        entityId: `${body.entry}:${body.row}:J${seat.seat}`,
        action: 'create',
        before: null,
        after: { entry: body.entry, row: body.row, seat: seat.seat, value: body.value },
      });
    return { mark: toMark(stored.mark), created: stored.created };
  });
  if (result.created)
    announce({
      competitionId: competition._id,
      panel: seat.panel,
      kind: 'marks',
      entry: body.entry,
    });
  return result;
}

/** Who may follow a panel's live stream: who runs it (401/403 before the stream starts). */
export async function requirePanelRunner(
  db: Db,
  user: AuthUser | null,
  competitionId: string,
  panel: Panel,
): Promise<string> {
  requireRunner(user, panel);
  return (await getCompetition(db, user, competitionId))._id;
}

/** Which of these seat sessions (their hashes) still sign in to their seat: one query for all. */
export function validSeatSessions(db: Db, tokenHashes: string[]): Promise<Set<string>> {
  return findValidSessionHashes(db, tokenHashes);
}

/** GET …/panel/{panel}: what the panel is scoring now (who runs the panel). */
export async function panelNow(
  db: Db,
  user: AuthUser | null,
  competitionId: string,
  panel: Panel,
): Promise<PanelNow> {
  requireRunner(user, panel);
  return nowOf(db, await getCompetition(db, user, competitionId), panel);
}

/**
 * PUT …/panel/{panel}/pointer: the table opens or closes the panel, or moves it to the next
 * entry, naming the version it read (409 when another table moved it first).
 */
export async function movePointer(
  db: Db,
  user: AuthUser | null,
  place: { competitionId: string; panel: Panel },
  body: PointerUpdate,
  now: Date,
): Promise<PanelNow> {
  requireRunner(user, place.panel);
  const competition = await getCompetition(db, user, place.competitionId);
  const entry =
    body.entry !== null && parseEntryKey(body.entry)?.panel === place.panel
      ? await describe(db, competition, body.entry)
      : null;
  if (body.entry !== null && !entry)
    throw new AppError('validation', 'errors.entryNotInStartList', [
      { path: 'entry', message: 'errors.entryKey' },
    ]);
  const moved = await setPointerIfVersion(db, place, body, now);
  if (!moved) throw new AppError('conflict', 'errors.stalePointer');
  announce({
    competitionId: competition._id,
    panel: place.panel,
    kind: 'pointer',
    entry: body.entry,
  });
  return { panel: place.panel, open: moved.open, version: moved.version, entry };
}

/** GET …/panel/{panel}/marks?entry=: every seat's marks on an entry (who runs the panel). */
export async function entryMarks(
  db: Db,
  user: AuthUser | null,
  place: { competitionId: string; panel: Panel; entry: string },
): Promise<EntryMarks> {
  requireRunner(user, place.panel);
  const competition = await getCompetition(db, user, place.competitionId);
  const marks = await listEntryMarks(db, { ...place, competitionId: competition._id });
  const saved = await savedMarksOf(db, competition._id, place.entry);
  return {
    panel: place.panel,
    entry: place.entry,
    marks: marks.map((mark) => toMark(mark, saved)),
  };
}

/** The competition's panel pointers (the venue scoreboard's entry in the water, issue 22). */
export async function listPanelPointers(
  db: Db,
  competitionId: string,
): Promise<{ panel: Panel; open: boolean; entry: string | null; movedAt: number }[]> {
  const rows = await listPointerRows(db, competitionId);
  return rows.map((row) => ({
    panel: row.panel as Panel,
    open: row.open,
    entry: row.entry,
    movedAt: row.updatedAt.getTime(),
  }));
}

export { readPointersFingerprint } from './repository.ts';
export { LiveStreams } from './live-streams.ts';
export type { LiveStreamLimits, StreamSignal } from './live-streams.ts';
