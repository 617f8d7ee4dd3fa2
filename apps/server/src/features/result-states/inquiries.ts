/**
 * The clubs' inquiries (issue 22, ADR 052) within limits, and the referee's answers to several at
 * once (issue 36):
 * - one open inquiry per entry and club at a time: another while one is open is 409 naming the
 *   open one; the partial unique index `result_inquiries_one_open` (migration 0014) holds it when
 *   two filings race on PostgreSQL, and the loser gets the same 409;
 * - a club files at most INQUIRY_RATE_LIMIT inquiries per competition in its minutes, counted from
 *   the table (so it holds across instances): one more is 429 naming the limit;
 * - the referee answers a list of inquiries in one transaction, all or none: an inquiry answered
 *   already or changed since it was read is 409 naming each, and nothing is written; each answer
 *   has its audit row.
 * service.ts files an inquiry through `assertInquiryMayBeFiled` and `filedOnce`; the features
 * above reach this file through service.ts.
 */
import type { Inquiry, InquiryAnswers } from '@artistic/domain/result-list/official';
import { INQUIRY_RATE_LIMIT } from '@artistic/domain/result-list/official';
import type { AuthUser } from '../../auth/verify.ts';
import type { Db } from '../../db/client.ts';
import { databaseErrorOf } from '../../db/storage.ts';
import { requirePermission } from '../../http/caller.ts';
import { AppError, msg } from '../../http/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { nameOf } from './recomputed.ts';
import type { InquiryEntryKey, InquiryRow } from './repository.ts';
import {
  countRecentInquiries,
  findOpenInquiryRow,
  lockInquiryRows,
  writeAnswer,
} from './repository.ts';

/** The ordem of an event of the competition's order with the results flag (null when gone). */
export type OrdemOf = (categoria: string, prova: string) => number | null;

/** 12:34 in Portugal (a time as a person reads it in a message). */
export const clockOf = (at: Date) =>
  new Intl.DateTimeFormat('pt-PT', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Lisbon',
  }).format(at);

export function toInquiry(row: InquiryRow, ordemOf: OrdemOf): Inquiry {
  return {
    id: row.id,
    Ordem: ordemOf(row.categoria, row.prova),
    Categoria: row.categoria,
    Prova: row.prova,
    entry: row.entry,
    entryLabel: row.entryLabel,
    club: row.club,
    text: row.text,
    filedByName: row.filedByName,
    filedAt: row.createdAt.toISOString(),
    decision: row.decision ?? null,
    answer: row.answer,
    answeredByName: row.answeredByName,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** 409 naming the entry's open inquiry: its id and when it was filed (detail and body). */
function openInquiryConflict(open: InquiryRow): AppError {
  return new AppError(
    'conflict',
    msg('errors.inquiryAlreadyOpen', { id: open.id, time: clockOf(open.createdAt) }),
    undefined,
    { openInquiry: { id: open.id, filedAt: open.createdAt.toISOString() } },
  );
}

/**
 * In the filing's transaction, before its row is written: 409 while the club has an open inquiry
 * about the entry; 429 when the club filed INQUIRY_RATE_LIMIT.count inquiries in the competition
 * in the last INQUIRY_RATE_LIMIT.minutes.
 */
export async function assertInquiryMayBeFiled(tx: Db, key: InquiryEntryKey): Promise<void> {
  const open = await findOpenInquiryRow(tx, key);
  if (open) throw openInquiryConflict(open);
  const { count, minutes } = INQUIRY_RATE_LIMIT;
  const recent = await countRecentInquiries(tx, key.competitionId, key.club, minutes);
  if (recent.count < count) return;
  const freeAt = (recent.oldest ?? recent.now).getTime() + minutes * 60_000;
  const retryAfter = Math.max(1, Math.ceil((freeAt - recent.now.getTime()) / 1000));
  throw new AppError(
    'rate_limited',
    msg('errors.inquiryRateLimit', { count, minutes, wait: Math.ceil(retryAfter / 60) }),
    undefined,
    { limit: { inquiries: count, minutes }, retryAfter },
  );
}

/**
 * Runs the filing's transaction; when it lost a race to another filing of the same entry and
 * club (the partial unique index refused its row), answers 409 naming the one that won.
 */
export async function filedOnce<T>(
  db: Db,
  key: InquiryEntryKey,
  file: () => Promise<T>,
): Promise<T> {
  try {
    return await file();
  } catch (err) {
    if (databaseErrorOf(err)?.code !== '23505') throw err;
    const open = await findOpenInquiryRow(db, key);
    if (!open) throw err;
    throw openInquiryConflict(open);
  }
}

/** 'Ana Silva (3f2a…)', or '—' for none: how the 409 names the inquiries it refused. */
const listOf = (rows: readonly InquiryRow[]) =>
  rows.length === 0 ? '—' : rows.map((r) => `${r.entryLabel} (n.º ${r.id})`).join(', ');

/**
 * The referee's (or an admin's) answers to several inquiries of the competition, in one
 * transaction: 404 naming any inquiry not in the competition; 409 naming each one answered already
 * or changed since it was read (its version), with nothing written; else every answer is written
 * with its audit row.
 */
export async function answerInquiries(
  db: Db,
  user: AuthUser | null,
  competitionId: string,
  input: InquiryAnswers,
  ordemOf: OrdemOf,
): Promise<Inquiry[]> {
  const writer = requirePermission(user, 'inquiry.answer', 'errors.answerForbidden');
  const ids = input.answers.map((a) => a.id);
  return db.transaction(async (tx) => {
    const rows = new Map((await lockInquiryRows(tx, competitionId, ids)).map((r) => [r.id, r]));
    const missing = ids.filter((id) => !rows.has(id));
    if (missing.length > 0)
      throw new AppError(
        'not_found',
        msg('errors.inquiriesNotFound', { ids: missing.join(', ') }),
        undefined,
        { missing },
      );
    const answered: InquiryRow[] = [];
    const changed: InquiryRow[] = [];
    for (const a of input.answers) {
      const row = rows.get(a.id);
      if (!row) continue;
      if (row.decision !== null) answered.push(row);
      else if (row.version !== a.version) changed.push(row);
    }
    if (answered.length > 0 || changed.length > 0)
      throw new AppError(
        'conflict',
        msg('errors.inquiriesNotAnswered', {
          answered: listOf(answered),
          changed: listOf(changed),
        }),
        undefined,
        { answered: answered.map((r) => r.id), changed: changed.map((r) => r.id) },
      );
    const written: Inquiry[] = [];
    for (const a of input.answers) {
      const row = await writeAnswer(tx, a.id, a.version, {
        decision: a.decision,
        answer: a.reason,
        by: writer.sub,
        byName: nameOf(writer),
      });
      // The rows are locked: only a bug would find one changed here.
      if (!row) throw new AppError('conflict', 'errors.inquiryChanged');
      await recordAudit(tx, writer, {
        competitionId,
        entityType: 'resultInquiry',
        entityId: a.id,
        action: 'answer',
        before: { decision: null, text: rows.get(a.id)?.text ?? null },
        after: { decision: a.decision, reason: a.reason, together: ids.length },
      });
      written.push(toInquiry(row, ordemOf));
    }
    return written;
  });
}
