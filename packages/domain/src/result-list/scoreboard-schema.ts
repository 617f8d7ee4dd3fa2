/**
 * The venue scoreboard as the API returns it (issue 22, GET /api/competitions/{id}/scoreboard;
 * built by result-list/scoreboard.ts): who is in the water, the last result with every judge's
 * marks and its place, and each event's top 8. Public for visible competitions, like the result
 * list it is read from.
 */
import { z } from 'zod';
import { categorySchema, eventTypeSchema, scoreStepSchema } from '../core/common-schemas.ts';
import { panelSchema } from '../judge-panel/schema.ts';
import { resultEventStatusSchema } from './official.ts';

/** The most rows of an event the board shows. */
export const SCOREBOARD_TOP = 8;

/** What identifies an event: its place in the competition's order, category and type. */
const eventFields = {
  /** The event's 1-based place in the competition's order (the result list's Ordem). */
  Ordem: z.number().int(),
  Categoria: categorySchema,
  Prova: eventTypeSchema,
};

/** Who swam, and their place: a row of the result list without its lines. */
const placedFields = {
  /** 1-based place, or null for an Extra entry or one without a total. */
  position: z.number().int().nullable(),
  /** What the place column shows: the place, 'Extra', or '' without a total. */
  label: z.string(),
  extra: z.boolean(),
  names: z.array(z.string()),
  club: z.string(),
  /** Null while the sheet is incomplete (or its figure points are missing). */
  total: z.number().nullable(),
};

export const scoreboardRowSchema = z.object(placedFields);
export type ScoreboardRow = z.infer<typeof scoreboardRowSchema>;

/** One marked line of a sheet: a figure, a routine's element, or an artistic impression row. */
export const scoreboardLineSchema = z.object({
  kind: z.enum(['figure', 'element', 'artistic']),
  name: z.string(),
  /** J1..Jn of the competition's panel; null where a judge gave no mark. */
  scores: z.array(z.number().nullable()),
  points: z.number().nullable(),
});
export type ScoreboardLine = z.infer<typeof scoreboardLineSchema>;

/** The entry in the water: where the scoring table's pointer is (ADR 051), read in the start list. */
export const scoreboardNowSchema = z.object({
  panel: panelSchema,
  Categoria: categorySchema,
  Prova: eventTypeSchema,
  /** Its event's Ordem when that event is in the result list; null otherwise. */
  Ordem: z.number().int().nullable(),
  startNumber: z.number().int(),
  names: z.array(z.string()),
  club: z.string(),
});
export type ScoreboardNow = z.infer<typeof scoreboardNowSchema>;

/** The last sheet saved: its entry, total and place in its event, and every judge's marks. */
export const scoreboardLastSchema = z.object({
  ...eventFields,
  ...placedFields,
  /** The sheet and its stored version: changes with every save, also of the same marks. */
  sheet: z.string(),
  judgeCount: z.number().int(),
  /** The step of the panel's marks: the board shows them with its decimals (7,25 · 7,50). */
  step: scoreStepSchema,
  lines: z.array(scoreboardLineSchema),
});
export type ScoreboardLast = z.infer<typeof scoreboardLastSchema>;

/** An event of the result list, with its first places. */
export const scoreboardEventSchema = z.object({
  ...eventFields,
  /** Entries with a sheet. */
  rows: z.number().int(),
  /** Entries with a total. */
  scored: z.number().int(),
  /** Its first SCOREBOARD_TOP rows, as the result list ranks them. */
  top: z.array(scoreboardRowSchema).max(SCOREBOARD_TOP),
  /** Where its results stand (provisional, corrected, official), as the result list says. */
  status: resultEventStatusSchema,
});
export type ScoreboardEvent = z.infer<typeof scoreboardEventSchema>;

/**
 * GET /api/competitions/{id}/scoreboard. `current` is the event whose top the board shows: the
 * last result's, else the event in the water when it has results, else null. `events` are the
 * events with the results flag, in the competition's order (the board cycles through them when
 * the table is idle).
 */
export const scoreboardResponseSchema = z.object({
  competition: z.object({ _id: z.string(), Nome: z.string(), Data: z.string() }),
  now: scoreboardNowSchema.nullable(),
  last: scoreboardLastSchema.nullable(),
  current: z.number().int().nullable(),
  events: z.array(scoreboardEventSchema),
});
export type ScoreboardResponse = z.infer<typeof scoreboardResponseSchema>;
