/**
 * The judges' panel (issue 21, ADR 051): a seat per judge and panel, the phone's session on a
 * seat, the marks a seat sends, and what the scoring table is scoring now.
 */
import { z } from 'zod';
import {
  canonicalEntryKey,
  idSchema,
  judgeScoreSchema,
  requiredTextSchema,
  strictObjectError,
} from '../core/common-schemas.ts';
import { MAX_JUDGES } from '../core/enums.ts';

/** The two panels of a competition: figures (J1..JuizesFiguras), routines (J1..JuizesCoachCard). */
export const PANELS = ['figuras', 'coachCard'] as const;
export type Panel = (typeof PANELS)[number];
export const panelSchema = z.enum(PANELS, { error: 'errors.invalidOption' });

export function isPanel(value: unknown): value is Panel {
  return typeof value === 'string' && (PANELS as readonly string[]).includes(value);
}

/** A seat's number on its panel: the judge's column J1..J7. */
export const seatNumberSchema = z.coerce
  .number({ error: 'errors.number' })
  .int('errors.integer')
  .min(1, 'errors.seatRange')
  .max(MAX_JUDGES, 'errors.seatRange');

/**
 * The letters of a seat's code: no 0/O, 1/I/L, so that it can be read aloud and typed from
 * paper without doubt. Eight of them: 32^8 ≈ 10^12 codes.
 */
export const SEAT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SEAT_CODE_LENGTH = 8;

/** A seat's code as typed: spaces, dashes and lower case are forgiven. */
export function normalizeSeatCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** 'ABCD-EFGH': the code as printed. */
export function formatSeatCode(code: string): string {
  return code.length === SEAT_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

export const seatCodeSchema = z
  .string({ error: 'errors.required' })
  .max(40, 'errors.seatCode')
  .transform(normalizeSeatCode)
  .refine(
    (code) =>
      code.length === SEAT_CODE_LENGTH && [...code].every((ch) => SEAT_CODE_ALPHABET.includes(ch)),
    'errors.seatCode',
  );

/** One seat as the admin's panel page lists it (never its code, which only issuing shows). */
export const seatSummarySchema = z.object({
  panel: panelSchema,
  seat: z.number().int(),
  /** A code was issued and not revoked: a phone may sign in with it. */
  issued: z.boolean(),
  issuedAt: z.string().nullable(),
  /** Phones signed in to the seat now. */
  sessions: z.number().int(),
});
export type SeatSummary = z.infer<typeof seatSummarySchema>;

export const panelSeatsSchema = z.object({
  competition: z.object({ _id: idSchema, Nome: z.string() }),
  seats: z.array(seatSummarySchema),
});
export type PanelSeats = z.infer<typeof panelSeatsSchema>;

/** POST …/panel/seats/{panel}/{seat}/issue: the new code, shown once (and its link's path). */
export const issuedSeatSchema = z.object({
  panel: panelSchema,
  seat: z.number().int(),
  code: z.string(),
  path: z.string(),
});
export type IssuedSeat = z.infer<typeof issuedSeatSchema>;

/** POST /api/judge/session: a phone signs in to a seat with its code. */
export const seatSessionRequestSchema = z.strictObject({ code: seatCodeSchema }, strictObjectError);

export const seatSessionSchema = z.object({
  token: z.string(),
  competition: z.object({ _id: idSchema, Nome: z.string() }),
  panel: panelSchema,
  seat: z.number().int(),
});
export type SeatSession = z.infer<typeof seatSessionSchema>;

/**
 * An entry of a panel: `fig:<Categoria>:<Esquema>:<Licenca>` (one athlete's figures sheet) or
 * `cc:<coach card id>` (one routine's sheet).
 */
export const entryKeySchema = z
  .string({ error: 'errors.required' })
  .min(1, 'errors.required')
  .max(140, 'errors.tooLong')
  .regex(/^(fig:[A-Z]{3}:[A-Za-z ]{1,40}:\d{1,9}|cc:[\w-]{1,100})$/, 'errors.entryKey')
  // The licence without leading zeros: the key the table and the sheets use (issue 36).
  .overwrite(canonicalEntryKey);

/** A sheet's row: a figure's or element's index (0-based), or `A<n>` for artistic impression. */
export const rowKeySchema = z
  .string({ error: 'errors.required' })
  .regex(/^(\d{1,2}|A\d{1,2})$/, 'errors.rowKey');

/** POST /api/judge/marks: one mark from a seat; `key` is the phone's idempotency key. */
export const markCreateSchema = z.strictObject(
  {
    key: z.string({ error: 'errors.required' }).regex(/^[\w-]{8,64}$/, 'errors.idempotencyKey'),
    entry: entryKeySchema,
    row: rowKeySchema,
    value: judgeScoreSchema,
  },
  strictObjectError,
);
export type MarkCreate = z.infer<typeof markCreateSchema>;

/** A mark as the judge's phone and the scoring table see it. */
export const markSchema = z.object({
  key: z.string(),
  seat: z.number().int(),
  entry: z.string(),
  row: z.string(),
  value: z.number(),
  at: z.string(),
  /** The value the table saved in the sheet for this seat and row (null: not saved yet). */
  accepted: z.number().nullable(),
});
export type Mark = z.infer<typeof markSchema>;

/** One row of the entry being scored, as the judge's phone shows it. */
export const panelRowSchema = z.object({
  row: z.string(),
  /** 'Barracuda', '3 — HIB S2', 'Execução' … */
  label: z.string(),
  /** The element's type or the row's kind ('Figura', 'HIB', 'Impressão artística'). */
  kind: z.string(),
});
export type PanelRow = z.infer<typeof panelRowSchema>;

/** The entry in the water on a panel: who, its start number, and the rows to mark. */
export const panelEntrySchema = z.object({
  entry: z.string(),
  heading: z.string(),
  startNumber: z.number().int().nullable(),
  name: z.string(),
  club: z.string(),
  rows: z.array(panelRowSchema),
});
export type PanelEntry = z.infer<typeof panelEntrySchema>;

/** What the scoring table is scoring on a panel now. */
export const panelNowSchema = z.object({
  panel: panelSchema,
  open: z.boolean(),
  version: z.number().int(),
  entry: panelEntrySchema.nullable(),
});
export type PanelNow = z.infer<typeof panelNowSchema>;

/** GET /api/judge/now: the seat, what is being scored, and the seat's own marks on it. */
export const judgeNowSchema = z.object({
  competition: z.object({ _id: idSchema, Nome: z.string() }),
  panel: panelSchema,
  seat: z.number().int(),
  /** The step of the panel's marks (0.1 or 0.25, ADR 027): the keypad offers only these. */
  step: z.number(),
  now: panelNowSchema,
  marks: z.array(markSchema),
});
export type JudgeNow = z.infer<typeof judgeNowSchema>;

/** PUT …/panel/{panel}/pointer: the table opens or closes the panel, or moves the entry. */
export const pointerUpdateSchema = z.strictObject(
  {
    open: z.boolean({ error: 'errors.invalidType' }),
    entry: entryKeySchema.nullable(),
    /** The pointer's version as read (0: a panel never opened). */
    version: z.number({ error: 'errors.number' }).int('errors.integer').min(0).max(2_147_483_647),
  },
  strictObjectError,
);
export type PointerUpdate = z.infer<typeof pointerUpdateSchema>;

/** GET …/panel/{panel}/marks?entry=: every seat's marks on an entry, for the scoring table. */
export const entryMarksSchema = z.object({
  panel: panelSchema,
  entry: z.string(),
  marks: z.array(markSchema),
});
export type EntryMarks = z.infer<typeof entryMarksSchema>;

/** The competition and name fields a panel page shows. */
export const panelCompetitionSchema = z.object({ _id: idSchema, Nome: requiredTextSchema });
