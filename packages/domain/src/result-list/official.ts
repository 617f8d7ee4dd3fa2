/**
 * Official results (issue 22): each event of the result list is provisional until the referee or
 * an admin signs it off; a change to a sheet of an official event needs a reason and makes it
 * provisional again ('corrigido'); within a window after an event becomes provisional, a club
 * may file an inquiry about one of its own entries, which the referee accepts or refuses.
 */
import { z } from 'zod';
import {
  canonicalEntryKey,
  idSchema,
  strictObjectError,
  versionSchema,
  visibleText,
} from '../core/common-schemas.ts';

export const RESULT_STATES = ['provisional', 'official'] as const;
export type ResultState = (typeof RESULT_STATES)[number];

export const INQUIRY_DECISIONS = ['Aceite', 'Recusado'] as const;
export type InquiryDecision = (typeof INQUIRY_DECISIONS)[number];

const instant = z.iso.datetime({ offset: true });

/** Where an event's results stand, as the result list shows it to everyone. */
export const resultEventStatusSchema = z.object({
  state: z.enum(RESULT_STATES),
  /** Made provisional again by a correction after it was official. */
  corrected: z.boolean(),
  /** When it was signed off and by whom (official only). */
  signedAt: instant.nullable(),
  signedBy: z.string().nullable(),
  /** When its results became provisional: the last change of one of its sheets; null without any. */
  provisionalSince: instant.nullable(),
  /** Until when clubs may file inquiries (provisional events with results only), else null. */
  inquiriesUntil: instant.nullable(),
  /** Inquiries not answered yet: while there is one, the event cannot be signed off. */
  openInquiries: z.number().int().min(0),
});
export type ResultEventStatus = z.infer<typeof resultEventStatusSchema>;

/** An event without results yet, or never signed. */
export const PROVISIONAL_STATUS: ResultEventStatus = {
  state: 'provisional',
  corrected: false,
  signedAt: null,
  signedBy: null,
  provisionalSince: null,
  inquiriesUntil: null,
  openInquiries: 0,
};

/** When the inquiry window of an event that became provisional at `since` closes. */
export function inquiryWindowEnd(since: Date, minutes: number): Date {
  return new Date(since.getTime() + minutes * 60_000);
}

/** Why a sheet of an official (or corrected) event was changed: required once it is official. */
export const correctionReasonSchema = visibleText(
  z.string({ error: 'errors.invalidType' }).trim().max(500, 'errors.correctionReasonLength'),
  { multiline: true },
);

/** One correction in an event's history (admins and referees). */
export const resultCorrectionSchema = z.object({
  id: z.number().int(),
  entry: z.string(),
  entryLabel: z.string(),
  beforeTotal: z.number().nullable(),
  afterTotal: z.number().nullable(),
  reason: z.string(),
  byName: z.string(),
  at: instant,
});
export type ResultCorrection = z.infer<typeof resultCorrectionSchema>;

export const resultCorrectionsResponseSchema = z.object({
  corrections: z.array(resultCorrectionSchema),
});

const inquiryTextSchema = visibleText(
  z
    .string({ error: 'errors.invalidType' })
    .trim()
    .min(1, 'errors.required')
    .max(2000, 'errors.inquiryTextLength'),
  { multiline: true },
);

/** POST …/resultList/events/{ordem}/inquiries: a club asks for one of its entries to be reviewed. */
export const inquiryCreateSchema = z.strictObject(
  {
    // The result list's key, its licence without leading zeros (issue 36): `fig:0123` is `fig:123`.
    entry: idSchema.overwrite(canonicalEntryKey),
    text: inquiryTextSchema,
  },
  strictObjectError,
);
export type InquiryCreate = z.infer<typeof inquiryCreateSchema>;

/** POST …/inquiries/{inquiryId}/answer: the referee's decision and its reason. */
export const inquiryAnswerSchema = z.strictObject(
  {
    decision: z.enum(INQUIRY_DECISIONS, { error: 'errors.invalidOption' }),
    reason: inquiryTextSchema,
    version: versionSchema,
  },
  strictObjectError,
);
export type InquiryAnswer = z.infer<typeof inquiryAnswerSchema>;

/** How many inquiries the referee answers together at most (one request, one transaction). */
export const INQUIRY_ANSWERS_MAX = 100;

/**
 * POST /api/competitions/{id}/inquiries/answers: several answers at once (issue 36), all or none:
 * each inquiry with the version read, its decision and its reason; an inquiry named twice is 400.
 */
export const inquiryAnswersSchema = z.strictObject(
  {
    answers: z
      .array(
        z.strictObject(
          {
            id: idSchema,
            decision: z.enum(INQUIRY_DECISIONS, { error: 'errors.invalidOption' }),
            reason: inquiryTextSchema,
            version: versionSchema,
          },
          strictObjectError,
        ),
        { error: 'errors.invalidType' },
      )
      .min(1, 'errors.required')
      .max(INQUIRY_ANSWERS_MAX, 'errors.tooMany')
      .refine(
        (answers) => new Set(answers.map((a) => a.id)).size === answers.length,
        'errors.inquiryAnsweredTwice',
      ),
  },
  strictObjectError,
);
export type InquiryAnswers = z.infer<typeof inquiryAnswersSchema>;

/**
 * A club's filings per competition at most in the last `minutes` (issue 36): counted from the
 * stored inquiries, so it holds across instances; one more is 429 naming the limit.
 */
export const INQUIRY_RATE_LIMIT = { count: 10, minutes: 10 } as const;

export const inquirySchema = z.object({
  id: idSchema,
  Ordem: z.number().int().nullable(),
  Categoria: z.string(),
  Prova: z.string(),
  entry: z.string(),
  entryLabel: z.string(),
  club: z.string(),
  text: z.string(),
  filedByName: z.string(),
  filedAt: instant,
  decision: z.enum(INQUIRY_DECISIONS).nullable(),
  answer: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: instant.nullable(),
  version: z.number().int(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiriesResponseSchema = z.object({ inquiries: z.array(inquirySchema) });
export type InquiriesResponse = z.infer<typeof inquiriesResponseSchema>;

/**
 * POST …/resultList/events/{ordem}/sign: what the signer saw (409 when the results changed since),
 * and, before the inquiry window ends, that the signer closes it now (409 naming its end without
 * it: a sign-off ends the clubs' 'Pedir revisão', issue 38).
 */
export const signOffSchema = z.strictObject(
  {
    provisionalSince: instant.nullable().optional(),
    closeInquiryWindow: z.boolean({ error: 'errors.invalidType' }).optional(),
  },
  strictObjectError,
);
export type SignOff = z.infer<typeof signOffSchema>;

/** The answer of a sign-off: the event's status now. */
export const signOffResponseSchema = z.object({ status: resultEventStatusSchema });
