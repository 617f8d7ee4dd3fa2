/**
 * What a competition owns besides its entries and sheets (issue 36, ADR 057), as its export
 * document (version 2) carries it: each event's official state with its signature, the
 * corrections, the clubs' inquiries with their answers, the judges' names per seat, and the
 * judges' panels (seats, pointers, the marks the phones sent). Optional members: a version 1
 * document has none of them and still imports.
 *
 * Seat codes are never in a document: a code is 8 characters of 32 (≈ 10¹² codes), so even its
 * SHA-256 could be searched through in minutes by whoever holds the file. A seat says only when
 * its code was issued or revoked; an import into another database gives seats without a code
 * (the table issues new ones), and a replace or restore of the same competition keeps the
 * database's codes and the phones signed in with them.
 */
import { z } from 'zod';
import {
  canonicalEntryKey,
  isStorableText,
  MAX_ID,
  strictObjectError,
  versionSchema,
} from '../core/common-schemas.ts';
import { CATEGORIES, EVENT_TYPES, MAX_JUDGES } from '../core/enums.ts';
import { INQUIRY_DECISIONS, RESULT_STATES } from '../result-list/official.ts';
import { PANELS } from '../judge-panel/schema.ts';

const instant = z.iso.datetime({ offset: true, error: 'errors.invalidDate' });

/** Text as it was stored (never trimmed again, so the round trip gives the same document). */
function storedText(max: number) {
  return z
    .string({ error: 'errors.invalidType' })
    .max(max, 'errors.tooLong')
    .refine(isStorableText, 'errors.invalidCharacters');
}

const keyText = storedText(MAX_ID * 4);
/** An entry's key, read canonical (an export made before issue 36 may hold 'fig:0123'). */
const entryKey = keyText.overwrite(canonicalEntryKey);
const nameText = storedText(400);
const longText = storedText(4000);
const categoria = z.enum(CATEGORIES, { error: 'errors.invalidOption' });
const prova = z.enum(EVENT_TYPES, { error: 'errors.invalidOption' });
const panel = z.enum(PANELS, { error: 'errors.invalidOption' });
const seat = z
  .number({ error: 'errors.number' })
  .int('errors.integer')
  .min(1, 'errors.seatRange')
  .max(MAX_JUDGES, 'errors.seatRange');
const total = z.number({ error: 'errors.number' }).nullable();

/** An event's state (result_events): official with who signed it, or provisional (corrected). */
export const exportedResultEventSchema = z.strictObject(
  {
    Categoria: categoria,
    Prova: prova,
    state: z.enum(RESULT_STATES, { error: 'errors.invalidOption' }),
    corrected: z.boolean({ error: 'errors.invalidType' }),
    signedAt: instant.nullable(),
    /** The signer's account (its subject) and name as shown on the list and the PDF. */
    signedBy: keyText.nullable(),
    signedByName: nameText.nullable(),
    reopenedAt: instant.nullable(),
    version: versionSchema,
  },
  strictObjectError,
);
export type ExportedResultEvent = z.infer<typeof exportedResultEventSchema>;

/** A correction of an entry's total, in the order they were made. */
export const exportedCorrectionSchema = z.strictObject(
  {
    Categoria: categoria,
    Prova: prova,
    entry: entryKey,
    entryLabel: nameText,
    beforeTotal: total,
    afterTotal: total,
    reason: longText,
    byUser: keyText,
    byName: nameText,
    at: instant,
  },
  strictObjectError,
);
export type ExportedCorrection = z.infer<typeof exportedCorrectionSchema>;

/** A club's inquiry and the referee's answer (null while open). */
export const exportedInquirySchema = z.strictObject(
  {
    _id: keyText.min(1, 'errors.required'),
    Categoria: categoria,
    Prova: prova,
    entry: entryKey,
    entryLabel: nameText,
    club: nameText,
    text: longText,
    filedBy: keyText,
    filedByName: nameText,
    filedAt: instant,
    decision: z.enum(INQUIRY_DECISIONS, { error: 'errors.invalidOption' }).nullable(),
    answer: longText.nullable(),
    answeredBy: keyText.nullable(),
    answeredByName: nameText.nullable(),
    answeredAt: instant.nullable(),
    version: versionSchema,
  },
  strictObjectError,
);
export type ExportedInquiry = z.infer<typeof exportedInquirySchema>;

/** The person sitting in a seat (panel_judges, ADR 055). */
export const exportedPanelJudgeSchema = z.strictObject(
  {
    panel,
    seat,
    Nome: nameText,
    Clube: nameText.nullable(),
    version: versionSchema,
  },
  strictObjectError,
);
export type ExportedPanelJudge = z.infer<typeof exportedPanelJudgeSchema>;

/** A judge's seat: when its code was issued or revoked, never the code (nor its hash). */
export const exportedJudgeSeatSchema = z.strictObject(
  {
    panel,
    seat,
    issuedAt: instant.nullable(),
    revokedAt: instant.nullable(),
    version: versionSchema,
  },
  strictObjectError,
);
export type ExportedJudgeSeat = z.infer<typeof exportedJudgeSeatSchema>;

/** What the scoring table of a panel was scoring (ADR 051). */
export const exportedPanelPointerSchema = z.strictObject(
  {
    panel,
    open: z.boolean({ error: 'errors.invalidType' }),
    entry: entryKey.nullable(),
    previousEntry: entryKey.nullable().default(null),
    version: versionSchema,
  },
  strictObjectError,
);
export type ExportedPanelPointer = z.infer<typeof exportedPanelPointerSchema>;

/** A mark as a phone sent it, in the order received (the judge's original, ADR 051). */
export const exportedJudgeMarkSchema = z.strictObject(
  {
    panel,
    seat,
    entry: entryKey,
    row: keyText,
    value: z
      .number({ error: 'errors.number' })
      .min(0, 'errors.judgeScoreRange')
      .max(10, 'errors.judgeScoreRange'),
    key: keyText.min(1, 'errors.required'),
    at: instant,
  },
  strictObjectError,
);
export type ExportedJudgeMark = z.infer<typeof exportedJudgeMarkSchema>;

/** Marks in one document: 7 judges × ~10 rows × a championship's 900 sheets, with room. */
export const MAX_IMPORT_MARKS = 100_000;

/** Everything of this file a document holds (none in a version 1 or legacy document). */
export interface OwnedRecords {
  resultEvents: ExportedResultEvent[];
  resultCorrections: ExportedCorrection[];
  resultInquiries: ExportedInquiry[];
  panelJudges: ExportedPanelJudge[];
  judgeSeats: ExportedJudgeSeat[];
  panelPointers: ExportedPanelPointer[];
  judgeMarks: ExportedJudgeMark[];
}

export const noOwnedRecords = (): OwnedRecords => ({
  resultEvents: [],
  resultCorrections: [],
  resultInquiries: [],
  panelJudges: [],
  judgeSeats: [],
  panelPointers: [],
  judgeMarks: [],
});

/**
 * What the database would refuse of a document's owned records, by path: one state per event,
 * one name and one seat per panel seat, one pointer per panel, an inquiry id and a mark's key
 * (per seat) once, and a mark only from a seat the document has.
 */
export function checkOwnedRecords(owned: OwnedRecords): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const once = <T>(list: readonly T[], name: string, keyOf: (r: T) => string) => {
    const seen = new Set<string>();
    list.forEach((r, i) => {
      const key = keyOf(r);
      if (seen.has(key)) problems.push({ path: `${name}.${i}`, message: 'errors.duplicateId' });
      seen.add(key);
    });
    return seen;
  };
  once(owned.resultEvents, 'resultEvents', (e) => `${e.Categoria}|${e.Prova}`);
  once(owned.resultInquiries, 'resultInquiries', (q) => q._id);
  // One open inquiry per entry and club (the database's partial unique index, issue 36).
  const open = new Set<string>();
  owned.resultInquiries.forEach((q, i) => {
    if (q.decision !== null) return;
    const key = JSON.stringify([q.Categoria, q.Prova, q.entry, q.club]);
    if (open.has(key))
      problems.push({ path: `resultInquiries.${i}`, message: 'errors.openInquiryTwice' });
    open.add(key);
  });
  once(owned.panelJudges, 'panelJudges', (j) => `${j.panel}|${j.seat}`);
  const seats = once(owned.judgeSeats, 'judgeSeats', (s) => `${s.panel}|${s.seat}`);
  once(owned.panelPointers, 'panelPointers', (p) => p.panel);
  once(owned.judgeMarks, 'judgeMarks', (m) => `${m.panel}|${m.seat}|${m.key}`);
  owned.judgeMarks.forEach((m, i) => {
    if (!seats.has(`${m.panel}|${m.seat}`))
      problems.push({ path: `judgeMarks.${i}.seat`, message: 'errors.seatNotInDocument' });
  });
  return problems;
}
