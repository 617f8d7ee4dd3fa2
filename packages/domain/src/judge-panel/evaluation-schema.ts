/**
 * Judge evaluation (issue 23, ADR 055) as the API takes and returns it: the evaluation of a
 * competition's panels (built by evaluation.ts), the judges named per seat, and a person's
 * evaluation across competitions.
 */
import { z } from 'zod';
import {
  MAX_TEXT,
  optionalTextSchema,
  strictObjectError,
  versionSchema,
  visibleText,
} from '../core/common-schemas.ts';
import { MAX_JUDGES } from '../core/enums.ts';
import { DEFAULT_BIAS_THRESHOLD } from './evaluation.ts';
import { PANELS, panelSchema } from './schema.ts';

const count = z.number().int().min(0);

/** ?bias=: the bias threshold in points, 0 to 10 ('0,5' and '0.5' both read). */
export const biasThresholdSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value),
  z.coerce
    .number({ error: 'errors.number' })
    .min(0, 'errors.biasThresholdRange')
    .max(10, 'errors.biasThresholdRange'),
);

export const evaluationQuerySchema = z.object({
  bias: biasThresholdSchema.optional(),
});

export const seatJudgeSchema = z.object({ nome: z.string(), clube: z.string().nullable() });

const droppedSchema = z.object({ count, percent: z.number() });
const clubSideSchema = z.object({ marks: count, meanDeviation: z.number() });

export const seatEvaluationSchema = z.object({
  seat: z.number().int().min(1).max(MAX_JUDGES),
  marks: count,
  meanDeviation: z.number().nullable(),
  meanAbsDeviation: z.number().nullable(),
  droppedHigh: droppedSchema,
  droppedLow: droppedSchema,
  rankCorrelation: z.number().nullable(),
  rankedEvents: count,
  club: z
    .object({
      club: z.string(),
      own: clubSideSchema.nullable(),
      others: clubSideSchema.nullable(),
      difference: z.number().nullable(),
      flagged: z.boolean(),
    })
    .nullable(),
});
export type SeatEvaluationAnswer = z.infer<typeof seatEvaluationSchema>;

export const panelEvaluationSchema = z.object({
  panel: panelSchema,
  judgeCount: z.number().int(),
  events: count,
  rows: count,
  seats: z.array(seatEvaluationSchema.extend({ judge: seatJudgeSchema.nullable() })),
});
export type PanelEvaluationAnswer = z.infer<typeof panelEvaluationSchema>;

const competitionHeader = z.object({ _id: z.string(), Nome: z.string(), Data: z.string() });

/** GET /api/competitions/{id}/judges. */
export const judgeEvaluationResponseSchema = z.object({
  competition: competitionHeader,
  /** The bias threshold the flags were set with. */
  threshold: z.number(),
  panels: z.array(panelEvaluationSchema),
});
export type JudgeEvaluationResponse = z.infer<typeof judgeEvaluationResponseSchema>;

/** One seat as named (version 0 and no name: never named). */
export const namedSeatSchema = z.object({
  panel: panelSchema,
  seat: z.number().int(),
  nome: z.string().nullable(),
  clube: z.string().nullable(),
  version: count,
});
export type NamedSeat = z.infer<typeof namedSeatSchema>;

/** GET and PUT /api/competitions/{id}/judges/names: every seat of both panels. */
export const judgeNamesResponseSchema = z.object({
  competition: competitionHeader,
  panels: z.array(z.object({ panel: panelSchema, judgeCount: z.number().int() })),
  seats: z.array(namedSeatSchema),
});
export type JudgeNamesResponse = z.infer<typeof judgeNamesResponseSchema>;

/** A judge's name: may be empty (the seat's name is then taken away). */
const judgeNameSchema = visibleText(
  z.string({ error: 'errors.required' }).trim().max(MAX_TEXT, 'errors.tooLong'),
);

/** One seat named in a PUT …/judges/names; `version` is the one read (0 or none: never named). */
export const seatNameUpdateSchema = z.strictObject(
  {
    panel: panelSchema,
    seat: z
      .number({ error: 'errors.number' })
      .int('errors.integer')
      .min(1, 'errors.seatRange')
      .max(MAX_JUDGES, 'errors.seatRange'),
    nome: judgeNameSchema,
    clube: optionalTextSchema.nullable().optional(),
    version: versionSchema.optional(),
  },
  strictObjectError,
);
export type SeatNameUpdate = z.infer<typeof seatNameUpdateSchema>;

/** PUT …/judges/names: the seats to name; a seat once only. */
export const judgeNamesUpdateSchema = z
  .strictObject(
    {
      judges: z
        .array(seatNameUpdateSchema, { error: 'errors.invalidType' })
        .max(PANELS.length * MAX_JUDGES, 'errors.tooMany'),
    },
    strictObjectError,
  )
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.judges.forEach((judge, i) => {
      const key = `${judge.panel}:${judge.seat}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['judges', i, 'seat'],
          message: 'errors.duplicateSeat',
        });
      seen.add(key);
    });
  });
export type JudgeNamesUpdate = z.infer<typeof judgeNamesUpdateSchema>;

/** GET /api/judges/history?nome=. */
export const judgeHistoryQuerySchema = z.object({
  nome: visibleText(
    z
      .string({ error: 'errors.required' })
      .trim()
      .min(1, 'errors.required')
      .max(MAX_TEXT, 'errors.tooLong'),
  ),
  bias: biasThresholdSchema.optional(),
});

/** One seat a person held: the competition, the seat and the seat's evaluation there. */
export const judgeHistoryItemSchema = z.object({
  competition: competitionHeader,
  panel: panelSchema,
  clube: z.string().nullable(),
  evaluation: seatEvaluationSchema,
});

export const judgeHistoryResponseSchema = z.object({
  nome: z.string(),
  threshold: z.number(),
  items: z.array(judgeHistoryItemSchema),
  /** Every seat held taken together (seat 1 stands for all of them); null when none. */
  overall: seatEvaluationSchema.nullable(),
});
export type JudgeHistoryResponse = z.infer<typeof judgeHistoryResponseSchema>;

export { DEFAULT_BIAS_THRESHOLD };
