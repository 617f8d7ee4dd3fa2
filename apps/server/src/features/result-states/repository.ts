/**
 * The tables of official results (issue 22): each event's state, its corrections, and the clubs'
 * inquiries. Events are named by Categoria and Prova (an event of the order), never by Ordem:
 * reordering the events keeps their states.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { resultCorrections, resultEvents, resultInquiries } from '../../db/schema.ts';
import { now as clockNow } from '../../clock.ts';

export interface EventKey {
  readonly competitionId: string;
  readonly categoria: string;
  readonly prova: string;
}

export type EventStateRow = typeof resultEvents.$inferSelect;
export type CorrectionRow = typeof resultCorrections.$inferSelect;
export type InquiryRow = typeof resultInquiries.$inferSelect;

const ofEvent = (key: EventKey) =>
  and(
    eq(resultEvents.competicao, key.competitionId),
    eq(resultEvents.categoria, key.categoria),
    eq(resultEvents.prova, key.prova),
  );

export async function listEventStateRows(db: Db, competitionId: string): Promise<EventStateRow[]> {
  return db.select().from(resultEvents).where(eq(resultEvents.competicao, competitionId));
}

/**
 * Locks the event until the transaction ends, then reads its state row: a sheet write, a
 * sign-off and any recomputation of the event queue on it (issue 36). The lock is a transaction
 * advisory lock on the event's name, not the row: an event never signed has no row to lock
 * (`select … for update` of a missing row locks nothing, so two sign-offs both passed on
 * PostgreSQL). Read committed: the state read after the lock is the last committed one.
 */
export async function lockEventState(tx: Db, key: EventKey): Promise<EventStateRow | undefined> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`result-event|${key.competitionId}|${key.categoria}|${key.prova}`}, 36))`,
  );
  const rows = await tx.select().from(resultEvents).where(ofEvent(key));
  return rows[0];
}

/** Marks the event official, signed by `by` now. */
export async function writeSigned(
  tx: Db,
  key: EventKey,
  by: { id: string; name: string },
): Promise<EventStateRow> {
  const [row] = await tx
    .insert(resultEvents)
    .values({
      competicao: key.competitionId,
      categoria: key.categoria,
      prova: key.prova,
      state: 'official',
      signedAt: clockNow(),
      signedBy: by.id,
      signedByName: by.name,
    })
    .onConflictDoUpdate({
      target: [resultEvents.competicao, resultEvents.categoria, resultEvents.prova],
      set: {
        state: 'official',
        signedAt: clockNow(),
        signedBy: by.id,
        signedByName: by.name,
        version: sql`${resultEvents.version} + 1`,
        updatedAt: clockNow(),
      },
    })
    .returning();
  if (!row) throw new Error('result_events: no row written');
  return row;
}

/** A correction made the official event provisional again: 'corrigido', unsigned. */
export async function writeReopened(tx: Db, key: EventKey): Promise<void> {
  await tx
    .update(resultEvents)
    .set({
      state: 'provisional',
      corrected: true,
      signedAt: null,
      signedBy: null,
      signedByName: null,
      reopenedAt: clockNow(),
      version: sql`${resultEvents.version} + 1`,
      updatedAt: clockNow(),
    })
    .where(ofEvent(key));
}

export async function insertCorrection(
  tx: Db,
  row: Omit<typeof resultCorrections.$inferInsert, 'id' | 'createdAt'>,
): Promise<CorrectionRow> {
  const [written] = await tx.insert(resultCorrections).values(row).returning();
  if (!written) throw new Error('result_corrections: no row written');
  return written;
}

export async function listCorrectionRows(db: Db, key: EventKey): Promise<CorrectionRow[]> {
  const c = resultCorrections;
  return db
    .select()
    .from(c)
    .where(
      and(
        eq(c.competicao, key.competitionId),
        eq(c.categoria, key.categoria),
        eq(c.prova, key.prova),
      ),
    )
    .orderBy(desc(c.id));
}

/**
 * The last change of a sheet in each event of the competition (figure sheets store their
 * category and event in columns, routine sheets in their body).
 */
export async function readLastSheetChanges(
  db: Db,
  competitionId: string,
): Promise<{ categoria: string; prova: string; at: Date }[]> {
  const result = await db.execute(sql`
    select categoria, esquema as prova, max(updated_at) as at
      from figure_results where competicao = ${competitionId} group by categoria, esquema
    union all
    select body->>'Categoria' as categoria, body->>'Esquema' as prova, max(updated_at) as at
      from routine_results where competicao = ${competitionId}
      group by body->>'Categoria', body->>'Esquema'`);
  return rowsOf<{ categoria: string; prova: string; at: string | Date }>(result).map((r) => ({
    categoria: r.categoria,
    prova: r.prova,
    at: r.at instanceof Date ? r.at : new Date(r.at),
  }));
}

export async function insertInquiry(
  tx: Db,
  row: Omit<typeof resultInquiries.$inferInsert, 'createdAt' | 'updatedAt' | 'version'>,
): Promise<InquiryRow> {
  const [written] = await tx.insert(resultInquiries).values(row).returning();
  if (!written) throw new Error('result_inquiries: no row written');
  return written;
}

/** A competition's inquiries, newest first; a club's own only when `club` is given. */
export async function listInquiryRows(
  db: Db,
  competitionId: string,
  club?: string,
): Promise<InquiryRow[]> {
  const i = resultInquiries;
  return db
    .select()
    .from(i)
    .where(
      club === undefined
        ? eq(i.competicao, competitionId)
        : and(eq(i.competicao, competitionId), eq(i.club, club)),
    )
    .orderBy(desc(i.createdAt), asc(i.id));
}

export async function findInquiryRow(tx: Db, id: string): Promise<InquiryRow | undefined> {
  const rows = await tx.select().from(resultInquiries).where(eq(resultInquiries.id, id)).limit(1);
  return rows[0];
}

/** The event's unanswered inquiries. */
export async function countOpenInquiries(tx: Db, key: EventKey): Promise<number> {
  const i = resultInquiries;
  const rows = await tx
    .select({ n: sql<number>`count(*)` })
    .from(i)
    .where(
      and(
        eq(i.competicao, key.competitionId),
        eq(i.categoria, key.categoria),
        eq(i.prova, key.prova),
        isNull(i.decision),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Writes the answer when the inquiry is still unanswered at `version`; undefined otherwise. */
export async function writeAnswer(
  tx: Db,
  id: string,
  version: number,
  answer: { decision: 'Aceite' | 'Recusado'; answer: string; by: string; byName: string },
): Promise<InquiryRow | undefined> {
  const i = resultInquiries;
  const [row] = await tx
    .update(i)
    .set({
      decision: answer.decision,
      answer: answer.answer,
      answeredBy: answer.by,
      answeredByName: answer.byName,
      answeredAt: clockNow(),
      version: sql`${i.version} + 1`,
      updatedAt: clockNow(),
    })
    .where(and(eq(i.id, id), eq(i.version, version), isNull(i.decision)))
    .returning();
  return row;
}

/**
 * A fragment for a figure sheet write's statement: true while no event of the sheet's category
 * is official — neither its own, nor a routine event whose figure points follow the sheet
 * (issue 36); otherwise the general path takes the write, and its corrections.
 */
export const categoryNotOfficialSql = (key: Omit<EventKey, 'prova'>) =>
  sql`not exists (select 1 from ${resultEvents} where ${resultEvents.competicao} = ${key.competitionId}
    and ${resultEvents.categoria} = ${key.categoria} and ${resultEvents.state} = 'official')`;

/** An inquiry's entry, as the one-open-inquiry rule names it (issue 36). */
export interface InquiryEntryKey extends EventKey {
  readonly entry: string;
  readonly club: string;
}

/** The entry's open inquiry of this club, if any (at most one: `result_inquiries_one_open`). */
export async function findOpenInquiryRow(
  tx: Db,
  key: InquiryEntryKey,
): Promise<InquiryRow | undefined> {
  const i = resultInquiries;
  const rows = await tx
    .select()
    .from(i)
    .where(
      and(
        eq(i.competicao, key.competitionId),
        eq(i.categoria, key.categoria),
        eq(i.prova, key.prova),
        eq(i.entry, key.entry),
        eq(i.club, key.club),
        isNull(i.decision),
      ),
    )
    .orderBy(asc(i.createdAt))
    .limit(1);
  return rows[0];
}

/**
 * The club's inquiries in the competition filed in the last `minutes` of the server's clock (the
 * one `created_at` is written with) and when the oldest of them was filed.
 */
export async function countRecentInquiries(
  tx: Db,
  competitionId: string,
  club: string,
  minutes: number,
): Promise<{ count: number; oldest: Date | null; now: Date }> {
  const i = resultInquiries;
  const at = clockNow();
  const rows = await tx
    .select({
      n: sql<number>`count(*)::int`,
      oldest: sql<string | Date | null>`min(${i.createdAt})`,
    })
    .from(i)
    .where(
      and(
        eq(i.competicao, competitionId),
        eq(i.club, club),
        gt(i.createdAt, new Date(at.getTime() - minutes * 60_000)),
      ),
    );
  const row = rows[0];
  const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));
  return {
    count: Number(row?.n ?? 0),
    oldest: row?.oldest ? asDate(row.oldest) : null,
    now: at,
  };
}

/** The inquiries `ids` of the competition, locked until the transaction ends (answers queue). */
export async function lockInquiryRows(
  tx: Db,
  competitionId: string,
  ids: readonly string[],
): Promise<InquiryRow[]> {
  if (ids.length === 0) return [];
  const i = resultInquiries;
  return tx
    .select()
    .from(i)
    .where(and(eq(i.competicao, competitionId), inArray(i.id, [...ids])))
    .orderBy(asc(i.id))
    .for('update');
}
