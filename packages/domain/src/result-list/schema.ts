/** The public result list as the API returns it (built by result-list/model.ts). */
import { z } from 'zod';
import { ROUTINE_CALLS } from '../core/enums.ts';
import { categorySchema, eventTypeSchema, scoreStepSchema } from '../core/common-schemas.ts';
import { resultEventStatusSchema } from './official.ts';

const judgeScore = z.number().nullish();
const scoredLine = z.object({
  name: z.string(),
  scores: z.array(judgeScore),
  mean: z.number().nullable(),
  points: z.number().nullable(),
});
const rowBase = {
  /** The entry's key (`fig:<licence>`, `cc:<coach card id>`): what inquiries and corrections name. */
  entry: z.string(),
  position: z.number().int().nullable(),
  label: z.string(),
  extra: z.boolean(),
  names: z.array(z.string()),
  name: z.string(),
  club: z.string(),
  total: z.number().nullable(),
};

export const figureResultListRowSchema = z.object({
  ...rowBase,
  figures: z.array(scoredLine.extend({ dd: z.number(), penalty: z.number() })),
  penalties: z.number(),
});

export const routineResultListRowSchema = z.object({
  ...rowBase,
  elements: z.array(
    scoredLine.extend({ dd: z.number(), cd: z.number().nullable(), call: z.enum(ROUTINE_CALLS) }),
  ),
  elementsTotal: z.number().nullable(),
  extraPenalty: z.object({ count: z.number(), value: z.number(), points: z.number() }),
  errors: z.array(z.object({ name: z.string(), count: z.number() })),
  errorsTotal: z.number(),
  artistic: z.array(scoredLine),
  artisticTotal: z.number().nullable(),
  schemeValue: z.number().nullable(),
  penalties: z.array(
    z.object({ name: z.string(), count: z.number(), value: z.number(), points: z.number() }),
  ),
  penaltiesTotal: z.number(),
  /**
   * INF/JUV only: figure points (null while missing) and the athletes without figures yet;
   * `held` false when the competition holds no figures event of the category (ADR 062: none
   * count, the total is the routine's own).
   */
  figurePoints: z
    .object({ value: z.number().nullable(), missing: z.array(z.string()), held: z.boolean() })
    .nullable(),
});

const blockBase = {
  Ordem: z.number().int(),
  Categoria: categorySchema,
  Prova: eventTypeSchema,
  judgeCount: z.number().int(),
  /** The step of the panel's marks (ADR 027): every mark is shown with its decimals (issue 38). */
  step: scoreStepSchema,
};

export const resultListBlockSchema = z.discriminatedUnion('kind', [
  z.object({ ...blockBase, kind: z.literal('figures'), rows: z.array(figureResultListRowSchema) }),
  z.object({ ...blockBase, kind: z.literal('routine'), rows: z.array(routineResultListRowSchema) }),
]);

export const resultListResponseSchema = z.object({
  competition: z.object({ _id: z.string(), Nome: z.string(), Data: z.string() }),
  blocks: z.array(resultListBlockSchema),
  /** Each block's official state (issue 22), by its Ordem. */
  statuses: z.array(resultEventStatusSchema.extend({ Ordem: z.number().int() })),
});
export type ResultListResponse = z.infer<typeof resultListResponseSchema>;

const competitionHeaderSchema = resultListResponseSchema.shape.competition;

/** One event of the result list's index: what it is, how far its scoring is. */
export const resultListEventSummarySchema = z.object({
  Ordem: z.number().int(),
  Prova: eventTypeSchema,
  Categoria: categorySchema,
  /** What a person reads: '<Categoria> — <Prova>' (Portuguese). */
  label: z.string(),
  /** Entries with a sheet. */
  rows: z.number().int(),
  /** Entries with a total. */
  scored: z.number().int(),
  /** Provisional or official (issue 22). */
  status: resultEventStatusSchema,
});
export type ResultListEventSummary = z.infer<typeof resultListEventSummarySchema>;

/**
 * GET /api/competitions/{id}/resultList/events: the events with the results flag, and the one
 * happening now (the event of the sheet saved last, else the first not fully scored, else the
 * first; null when there is no event).
 */
export const resultListEventsResponseSchema = z.object({
  competition: competitionHeaderSchema,
  now: z.number().int().nullable(),
  events: z.array(resultListEventSummarySchema),
});
export type ResultListEventsResponse = z.infer<typeof resultListEventsResponseSchema>;

/** GET /api/competitions/{id}/resultList/events/{ordem}: one block of the result list. */
export const resultListEventResponseSchema = z.object({
  competition: competitionHeaderSchema,
  block: resultListBlockSchema,
  status: resultEventStatusSchema,
});
export type ResultListEventResponse = z.infer<typeof resultListEventResponseSchema>;
