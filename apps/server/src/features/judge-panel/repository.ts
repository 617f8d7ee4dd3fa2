import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Panel } from '@artistic/domain/judge-panel/schema';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { judgeMarks, judgeSeatSessions, judgeSeats, panelPointers } from '../../db/schema.ts';

/** The only module of the judges' panel that touches the database (issue 21). */

export interface SeatRow {
  id: string;
  competicao: string;
  panel: Panel;
  seat: number;
  issuedAt: Date | null;
  /** A code is issued and not revoked. */
  issued: boolean;
  sessions: number;
}

export async function listSeatRows(db: Db, competitionId: string): Promise<SeatRow[]> {
  const s = judgeSeats;
  const rows = await db
    .select({
      id: s.id,
      competicao: s.competicao,
      panel: s.panel,
      seat: s.seat,
      issuedAt: s.issuedAt,
      codeHash: s.codeHash,
      sessions: sql<number>`(select count(*)::int from ${judgeSeatSessions} where ${judgeSeatSessions.seatId} = ${s.id})`,
    })
    .from(s)
    .where(eq(s.competicao, competitionId))
    .orderBy(asc(s.panel), asc(s.seat));
  return rows.map(({ codeHash, ...row }) => ({
    ...row,
    issued: codeHash !== null,
    sessions: Number(row.sessions),
  }));
}

/**
 * Gives the seat a new code (its SHA-256): the seat's row is made when it has none, and every
 * phone signed in with the old code is signed out. Returns the seat's id.
 */
export async function issueSeatCode(
  tx: Db,
  seat: { id: string; competicao: string; panel: Panel; seat: number },
  codeHash: string,
  now: Date,
): Promise<string> {
  const rows = await tx
    .insert(judgeSeats)
    .values({ ...seat, codeHash, issuedAt: now, revokedAt: null })
    .onConflictDoUpdate({
      target: [judgeSeats.competicao, judgeSeats.panel, judgeSeats.seat],
      set: {
        codeHash,
        issuedAt: now,
        revokedAt: null,
        version: sql`${judgeSeats.version} + 1`,
        updatedAt: now,
      },
    })
    .returning({ id: judgeSeats.id });
  const id = rows[0]?.id ?? seat.id;
  await tx.delete(judgeSeatSessions).where(eq(judgeSeatSessions.seatId, id));
  return id;
}

/** Revokes the seat's code and signs out its phones: the seat's id, or null when it has no row. */
export async function revokeSeatCode(
  tx: Db,
  place: { competicao: string; panel: Panel; seat: number },
  now: Date,
): Promise<string | null> {
  const rows = await tx
    .update(judgeSeats)
    .set({
      codeHash: null,
      revokedAt: now,
      version: sql`${judgeSeats.version} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(judgeSeats.competicao, place.competicao),
        eq(judgeSeats.panel, place.panel),
        eq(judgeSeats.seat, place.seat),
      ),
    )
    .returning({ id: judgeSeats.id });
  const row = rows[0];
  if (!row) return null;
  await tx.delete(judgeSeatSessions).where(eq(judgeSeatSessions.seatId, row.id));
  return row.id;
}

export interface SeatOfSession {
  id: string;
  competicao: string;
  panel: Panel;
  seat: number;
}

/** The seat whose code has this hash (issued, not revoked). */
export async function findSeatByCodeHash(db: Db, codeHash: string): Promise<SeatOfSession | null> {
  const rows = await db
    .select({
      id: judgeSeats.id,
      competicao: judgeSeats.competicao,
      panel: judgeSeats.panel,
      seat: judgeSeats.seat,
    })
    .from(judgeSeats)
    .where(eq(judgeSeats.codeHash, codeHash))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Opens a seat session and ends the seat's oldest ones beyond `keep` (the new one included):
 * the hashes of the sessions ended, whose streams must end too (issue 36).
 */
export async function insertSeatSession(
  db: Db,
  seatId: string,
  tokenHash: string,
  keep: number,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.insert(judgeSeatSessions).values({ seatId, tokenHash });
    const s = judgeSeatSessions;
    const ended = await tx.execute(sql`
      delete from ${s} where ${s.seatId} = ${seatId} and ${s.tokenHash} <> ${tokenHash}
        and ${s.tokenHash} not in (
          select ${s.tokenHash} from ${s}
          where ${s.seatId} = ${seatId} and ${s.tokenHash} <> ${tokenHash}
          order by ${s.createdAt} desc, ${s.tokenHash} limit ${Math.max(0, keep - 1)})
      returning ${s.tokenHash} as "tokenHash"`);
    return rowsOf<{ tokenHash: string }>(ended).map((r) => r.tokenHash);
  });
}

/** Which of these session hashes still sign in to their seat (one query for every live stream). */
export async function findValidSessionHashes(db: Db, tokenHashes: string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: judgeSeatSessions.tokenHash })
    .from(judgeSeatSessions)
    .innerJoin(judgeSeats, eq(judgeSeats.id, judgeSeatSessions.seatId))
    .where(and(inArray(judgeSeatSessions.tokenHash, tokenHashes), isNotNull(judgeSeats.codeHash)));
  return new Set(rows.map((r) => r.tokenHash));
}

/** The seat a phone's token signs in to; null when the token is unknown or its seat revoked. */
export async function findSeatBySessionHash(
  db: Db,
  tokenHash: string,
): Promise<SeatOfSession | null> {
  const rows = await db
    .select({
      id: judgeSeats.id,
      competicao: judgeSeats.competicao,
      panel: judgeSeats.panel,
      seat: judgeSeats.seat,
      codeHash: judgeSeats.codeHash,
    })
    .from(judgeSeatSessions)
    .innerJoin(judgeSeats, eq(judgeSeats.id, judgeSeatSessions.seatId))
    .where(eq(judgeSeatSessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row || row.codeHash === null) return null;
  const { codeHash: _c, ...seat } = row;
  return seat;
}

export interface PointerRow {
  open: boolean;
  entry: string | null;
  /** The entry in the water before `entry` (a phone's late mark may name it). */
  previousEntry: string | null;
  version: number;
}

const pointerColumns = {
  open: panelPointers.open,
  entry: panelPointers.entry,
  previousEntry: panelPointers.previousEntry,
  version: panelPointers.version,
};

export async function findPointer(
  db: Db,
  competitionId: string,
  panel: Panel,
): Promise<PointerRow | null> {
  const rows = await db
    .select(pointerColumns)
    .from(panelPointers)
    .where(and(eq(panelPointers.competicao, competitionId), eq(panelPointers.panel, panel)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Sets the panel's pointer if it is still at `version` (a panel never moved is at version 0):
 * the new row, or null when someone else moved it first.
 */
export async function setPointerIfVersion(
  tx: Db,
  place: { competitionId: string; panel: Panel },
  change: { open: boolean; entry: string | null; version: number },
  now: Date,
): Promise<PointerRow | null> {
  const values = { open: change.open, entry: change.entry, updatedAt: now };
  if (change.version === 0) {
    const rows = await tx
      .insert(panelPointers)
      .values({ competicao: place.competitionId, panel: place.panel, ...values })
      .onConflictDoNothing()
      .returning(pointerColumns);
    return rows[0] ?? null;
  }
  // A move away from an entry keeps it as the previous one (a phone's late mark may name it);
  // a move from no entry, or to the same one, keeps the previous one as it was.
  const p = panelPointers;
  const previousEntry =
    change.entry === null
      ? sql`coalesce(${p.entry}, ${p.previousEntry})`
      : sql`case when ${p.entry} is not null and ${p.entry} <> ${change.entry} then ${p.entry} else ${p.previousEntry} end`;
  const rows = await tx
    .update(panelPointers)
    .set({ ...values, previousEntry, version: sql`${panelPointers.version} + 1` })
    .where(
      and(
        eq(panelPointers.competicao, place.competitionId),
        eq(panelPointers.panel, place.panel),
        eq(panelPointers.version, change.version),
      ),
    )
    .returning(pointerColumns);
  return rows[0] ?? null;
}

export interface MarkRow {
  key: string;
  seat: number;
  entry: string;
  row: string;
  value: number;
  at: Date;
}

const markColumns = {
  key: judgeMarks.idemKey,
  seat: judgeMarks.seat,
  entry: judgeMarks.entry,
  row: judgeMarks.row,
  value: judgeMarks.value,
  at: judgeMarks.createdAt,
};

/**
 * Stores a seat's mark once: a mark whose key the seat already sent is not stored again, and
 * the stored one is returned with `created: false`.
 */
export async function insertMarkOnce(
  tx: Db,
  seat: SeatOfSession,
  mark: { key: string; entry: string; row: string; value: number },
): Promise<{ mark: MarkRow; created: boolean }> {
  const inserted = await tx
    .insert(judgeMarks)
    .values({
      seatId: seat.id,
      competicao: seat.competicao,
      panel: seat.panel,
      seat: seat.seat,
      entry: mark.entry,
      row: mark.row,
      value: mark.value,
      idemKey: mark.key,
    })
    .onConflictDoNothing()
    .returning(markColumns);
  if (inserted[0]) return { mark: inserted[0], created: true };
  const stored = await tx
    .select(markColumns)
    .from(judgeMarks)
    .where(and(eq(judgeMarks.seatId, seat.id), eq(judgeMarks.idemKey, mark.key)))
    .limit(1);
  if (!stored[0]) throw new Error('a mark refused as a duplicate is not stored');
  return { mark: stored[0], created: false };
}

/** The seat's mark stored under this key, if any. */
export async function findMarkByKey(
  db: Db,
  seat: SeatOfSession,
  key: string,
): Promise<MarkRow | null> {
  const rows = await db
    .select(markColumns)
    .from(judgeMarks)
    .where(and(eq(judgeMarks.seatId, seat.id), eq(judgeMarks.idemKey, key)))
    .limit(1);
  return rows[0] ?? null;
}

/** The marks sent on an entry (of one seat, when given), oldest first. */
export async function listEntryMarks(
  db: Db,
  place: { competitionId: string; panel: Panel; entry: string; seat?: number },
): Promise<MarkRow[]> {
  return db
    .select(markColumns)
    .from(judgeMarks)
    .where(
      and(
        eq(judgeMarks.competicao, place.competitionId),
        eq(judgeMarks.panel, place.panel),
        eq(judgeMarks.entry, place.entry),
        place.seat === undefined ? undefined : eq(judgeMarks.seat, place.seat),
      ),
    )
    .orderBy(asc(judgeMarks.id));
}

/** The competition's panel pointers: open or not, the entry, when moved last; none never opened. */
export async function listPointerRows(
  db: Db,
  competitionId: string,
): Promise<{ panel: string; open: boolean; entry: string | null; updatedAt: Date }[]> {
  return db
    .select({
      panel: panelPointers.panel,
      open: panelPointers.open,
      entry: panelPointers.entry,
      updatedAt: panelPointers.updatedAt,
    })
    .from(panelPointers)
    .where(eq(panelPointers.competicao, competitionId));
}

/** What changes with every move of the competition's pointers: their versions. */
export async function readPointersFingerprint(db: Db, competitionId: string): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(string_agg(p.panel || ':' || p.version, ',' order by p.panel), '') as fp
    from panel_pointers p where p.competicao = ${competitionId}`);
  return rowsOf<{ fp: string }>(result)[0]?.fp ?? '';
}
