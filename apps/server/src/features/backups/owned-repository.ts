/**
 * What a competition owns besides its entries and sheets (issue 36, ADR 057), read and written
 * in bulk for its export document: the events' states, corrections, inquiries (tables of
 * result-states), the judges' names per seat (judge-evaluation's) and the panels' seats,
 * pointers and marks (judge-panel's). Like repository.ts, the import writes other features'
 * tables directly: one transaction, no per-row checks or audit rows (the import has its own).
 * Seat codes and the phones' sessions are the database's, never the document's: they are read
 * here to be kept across a replace of the same competition.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type {
  ExportedJudgeSeat,
  OwnedRecords,
} from '@artistic/domain/transfer/owned-records-schema';
import type { Db } from '../../db/client.ts';
import {
  judgeMarks,
  judgeSeatSessions,
  judgeSeats,
  panelJudges,
  panelPointers,
  resultCorrections,
  resultEvents,
  resultInquiries,
} from '../../db/schema.ts';
import { newId } from '../competitions/service.ts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const date = (s: string | null) => (s === null ? null : new Date(s));

type Category = OwnedRecords['resultEvents'][number]['Categoria'];
type EventType = OwnedRecords['resultEvents'][number]['Prova'];
type Panel = ExportedJudgeSeat['panel'];

/** A competition's owned records as its export document holds them, in a stable order. */
export async function readOwnedRecords(db: Db, competitionId: string): Promise<OwnedRecords> {
  const [events, corrections, inquiries, judges, seats, pointers, marks] = await Promise.all([
    db
      .select()
      .from(resultEvents)
      .where(eq(resultEvents.competicao, competitionId))
      .orderBy(asc(resultEvents.categoria), asc(resultEvents.prova)),
    db
      .select()
      .from(resultCorrections)
      .where(eq(resultCorrections.competicao, competitionId))
      .orderBy(asc(resultCorrections.createdAt), asc(resultCorrections.id)),
    db
      .select()
      .from(resultInquiries)
      .where(eq(resultInquiries.competicao, competitionId))
      .orderBy(asc(resultInquiries.createdAt), asc(resultInquiries.id)),
    db
      .select()
      .from(panelJudges)
      .where(eq(panelJudges.competicao, competitionId))
      .orderBy(asc(panelJudges.panel), asc(panelJudges.seat)),
    db
      .select()
      .from(judgeSeats)
      .where(eq(judgeSeats.competicao, competitionId))
      .orderBy(asc(judgeSeats.panel), asc(judgeSeats.seat)),
    db
      .select()
      .from(panelPointers)
      .where(eq(panelPointers.competicao, competitionId))
      .orderBy(asc(panelPointers.panel)),
    db
      .select()
      .from(judgeMarks)
      .where(eq(judgeMarks.competicao, competitionId))
      .orderBy(asc(judgeMarks.createdAt), asc(judgeMarks.id)),
  ]);
  return {
    resultEvents: events.map((e) => ({
      Categoria: e.categoria as Category,
      Prova: e.prova as EventType,
      state: e.state,
      corrected: e.corrected,
      signedAt: iso(e.signedAt),
      signedBy: e.signedBy,
      signedByName: e.signedByName,
      reopenedAt: iso(e.reopenedAt),
      version: e.version,
    })),
    resultCorrections: corrections.map((c) => ({
      Categoria: c.categoria as Category,
      Prova: c.prova as EventType,
      entry: c.entry,
      entryLabel: c.entryLabel,
      beforeTotal: c.beforeTotal,
      afterTotal: c.afterTotal,
      reason: c.reason,
      byUser: c.byUser,
      byName: c.byName,
      at: c.createdAt.toISOString(),
    })),
    resultInquiries: inquiries.map((q) => ({
      _id: q.id,
      Categoria: q.categoria as Category,
      Prova: q.prova as EventType,
      entry: q.entry,
      entryLabel: q.entryLabel,
      club: q.club,
      text: q.text,
      filedBy: q.filedBy,
      filedByName: q.filedByName,
      filedAt: q.createdAt.toISOString(),
      decision: q.decision,
      answer: q.answer,
      answeredBy: q.answeredBy,
      answeredByName: q.answeredByName,
      answeredAt: iso(q.answeredAt),
      version: q.version,
    })),
    panelJudges: judges.map((j) => ({
      panel: j.panel as Panel,
      seat: j.seat,
      Nome: j.nome,
      Clube: j.clube,
      version: j.version,
    })),
    judgeSeats: seats.map((s) => ({
      panel: s.panel,
      seat: s.seat,
      issuedAt: iso(s.issuedAt),
      revokedAt: iso(s.revokedAt),
      version: s.version,
    })),
    panelPointers: pointers.map((p) => ({
      panel: p.panel as Panel,
      open: p.open,
      entry: p.entry,
      previousEntry: p.previousEntry,
      version: p.version,
    })),
    judgeMarks: marks.map((m) => ({
      panel: m.panel as Panel,
      seat: m.seat,
      entry: m.entry,
      row: m.row,
      value: m.value,
      key: m.idemKey,
      at: m.createdAt.toISOString(),
    })),
  };
}

/** The seats' codes and the phones signed in with them: the database's, kept across a replace. */
export interface SeatAccess {
  seats: (typeof judgeSeats.$inferSelect)[];
  sessions: (typeof judgeSeatSessions.$inferSelect)[];
}

export async function readSeatAccess(db: Db, competitionId: string): Promise<SeatAccess> {
  const seats = await db.select().from(judgeSeats).where(eq(judgeSeats.competicao, competitionId));
  const ids = seats.map((s) => s.id);
  const sessions =
    ids.length === 0
      ? []
      : await db.select().from(judgeSeatSessions).where(inArray(judgeSeatSessions.seatId, ids));
  return { seats, sessions };
}

/** The stored versions of the owned records, by their key: a replaced record gets one above. */
export interface OwnedVersions {
  events: Map<string, number>;
  inquiries: Map<string, number>;
  judges: Map<string, number>;
  pointers: Map<string, number>;
}

export function versionsOf(owned: OwnedRecords): OwnedVersions {
  return {
    events: new Map(owned.resultEvents.map((e) => [`${e.Categoria}|${e.Prova}`, e.version])),
    inquiries: new Map(owned.resultInquiries.map((q) => [q._id, q.version])),
    judges: new Map(owned.panelJudges.map((j) => [`${j.panel}|${j.seat}`, j.version])),
    pointers: new Map(owned.panelPointers.map((p) => [p.panel, p.version])),
  };
}

const above = (version: number, stored: number | undefined) =>
  stored === undefined ? version : Math.max(version, stored + 1);

/** Rows per INSERT: far below PostgreSQL's 65535 parameters. */
const CHUNK = 500;

async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Which of these inquiry ids another competition's inquiries use. */
export async function findInquiryIdsInUse(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({ id: resultInquiries.id })
      .from(resultInquiries)
      .where(inArray(resultInquiries.id, ids.slice(i, i + CHUNK)));
    for (const r of rows) used.add(r.id);
  }
  return used;
}

/**
 * Writes a competition's owned records (its row and the ones it replaced are gone: deleted with
 * it). `access`: the seats' codes and sessions stored before the replace; a seat of the same
 * place keeps its row (id, code, issue, version) and its phones stay signed in. A seat only in
 * the document has no code. `stored`: the replaced records' versions.
 */
export async function insertOwnedRecords(
  tx: Db,
  competitionId: string,
  owned: OwnedRecords,
  access: SeatAccess | undefined,
  stored: OwnedVersions | undefined,
  now: Date,
): Promise<void> {
  const competicao = competitionId;
  await insertInChunks(
    owned.resultEvents.map((e) => ({
      competicao,
      categoria: e.Categoria,
      prova: e.Prova,
      state: e.state,
      corrected: e.corrected,
      signedAt: date(e.signedAt),
      signedBy: e.signedBy,
      signedByName: e.signedByName,
      reopenedAt: date(e.reopenedAt),
      version: above(e.version, stored?.events.get(`${e.Categoria}|${e.Prova}`)),
      createdAt: now,
      updatedAt: now,
    })),
    (chunk) => tx.insert(resultEvents).values(chunk),
  );
  // Identity ids in document order; each keeps its time.
  await insertInChunks(
    owned.resultCorrections.map((c) => ({
      competicao,
      categoria: c.Categoria,
      prova: c.Prova,
      entry: c.entry,
      entryLabel: c.entryLabel,
      beforeTotal: c.beforeTotal,
      afterTotal: c.afterTotal,
      reason: c.reason,
      byUser: c.byUser,
      byName: c.byName,
      createdAt: new Date(c.at),
    })),
    (chunk) => tx.insert(resultCorrections).values(chunk),
  );
  await insertInChunks(
    owned.resultInquiries.map((q) => ({
      id: q._id,
      competicao,
      categoria: q.Categoria,
      prova: q.Prova,
      entry: q.entry,
      entryLabel: q.entryLabel,
      club: q.club,
      text: q.text,
      filedBy: q.filedBy,
      filedByName: q.filedByName,
      decision: q.decision,
      answer: q.answer,
      answeredBy: q.answeredBy,
      answeredByName: q.answeredByName,
      answeredAt: date(q.answeredAt),
      version: above(q.version, stored?.inquiries.get(q._id)),
      createdAt: new Date(q.filedAt),
      updatedAt: now,
    })),
    (chunk) => tx.insert(resultInquiries).values(chunk),
  );
  await insertInChunks(
    owned.panelJudges.map((j) => ({
      competicao,
      panel: j.panel,
      seat: j.seat,
      nome: j.Nome,
      clube: j.Clube,
      version: above(j.version, stored?.judges.get(`${j.panel}|${j.seat}`)),
      createdAt: now,
      updatedAt: now,
    })),
    (chunk) => tx.insert(panelJudges).values(chunk),
  );
  // Seats: the stored row of a place (its code, its phones) or, new here, the document's, codeless.
  const place = (s: { panel: string; seat: number }) => `${s.panel}|${s.seat}`;
  const seatRows = new Map((access?.seats ?? []).map((s) => [place(s), s]));
  for (const s of owned.judgeSeats) {
    if (seatRows.has(place(s))) continue;
    seatRows.set(place(s), {
      id: newId(),
      competicao,
      panel: s.panel,
      seat: s.seat,
      codeHash: null,
      issuedAt: date(s.issuedAt),
      revokedAt: date(s.revokedAt),
      version: s.version,
      createdAt: now,
      updatedAt: now,
    });
  }
  await insertInChunks([...seatRows.values()], (chunk) => tx.insert(judgeSeats).values(chunk));
  await insertInChunks(access?.sessions ?? [], (chunk) =>
    tx.insert(judgeSeatSessions).values(chunk),
  );
  await insertInChunks(
    owned.panelPointers.map((p) => ({
      competicao,
      panel: p.panel,
      open: p.open,
      entry: p.entry,
      previousEntry: p.previousEntry,
      version: above(p.version, stored?.pointers.get(p.panel)),
      createdAt: now,
      updatedAt: now,
    })),
    (chunk) => tx.insert(panelPointers).values(chunk),
  );
  await insertInChunks(
    owned.judgeMarks.flatMap((m) => {
      const seat = seatRows.get(place(m));
      if (!seat) return [];
      return [
        {
          seatId: seat.id,
          competicao,
          panel: m.panel,
          seat: m.seat,
          entry: m.entry,
          row: m.row,
          value: m.value,
          idemKey: m.key,
          createdAt: new Date(m.at),
        },
      ];
    }),
    (chunk) => tx.insert(judgeMarks).values(chunk),
  );
}

/**
 * Puts an event back as it was signed (official, its signer and time), whatever the document
 * said, so that a confirmed import's corrections reopen the signature they change.
 */
export async function writeOfficialState(
  tx: Db,
  competitionId: string,
  signed: OwnedRecords['resultEvents'][number],
): Promise<void> {
  const values = {
    state: 'official' as const,
    signedAt: date(signed.signedAt),
    signedBy: signed.signedBy,
    signedByName: signed.signedByName,
  };
  await tx
    .insert(resultEvents)
    .values({
      competicao: competitionId,
      categoria: signed.Categoria,
      prova: signed.Prova,
      ...values,
    })
    .onConflictDoUpdate({
      target: [resultEvents.competicao, resultEvents.categoria, resultEvents.prova],
      set: values,
    });
}
