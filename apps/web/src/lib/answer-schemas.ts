import { competitionSchema } from '@artistic/domain/competition/schema';
import { publicationStatusSchema } from '@artistic/domain/publication/schema';
import {
  resultListEventResponseSchema,
  resultListEventsResponseSchema,
  resultListResponseSchema,
} from '@artistic/domain/result-list/schema';
import { scoreboardResponseSchema } from '@artistic/domain/result-list/scoreboard-schema';

/**
 * The answers the visitors' pages read, by name, with the domain schema each is checked against
 * (ADR 050). Built where they are checked: in the answer-check worker, or on the main thread
 * where no worker runs (lib/answer-check.ts).
 */
const schemas = {
  competitions: competitionSchema.array(),
  resultList: resultListResponseSchema,
  resultListEvents: resultListEventsResponseSchema,
  resultListEvent: resultListEventResponseSchema,
  scoreboard: scoreboardResponseSchema,
  // null: the competition was never published from a venue (issue 40).
  publicationStatus: publicationStatusSchema.nullable(),
};

export type AnswerName = keyof typeof schemas;

/** An answer checked: its value as the schema gives it back, or where it first fails. */
export type CheckedAnswer = { ok: true; data: unknown } | { ok: false; where: string | null };

export function isAnswerName(name: unknown): name is AnswerName {
  return typeof name === 'string' && Object.hasOwn(schemas, name);
}

/**
 * A JSON answer's text parsed: undefined when it is empty or not JSON, which no answer's schema
 * accepts (the check then says so).
 */
export function parseAnswerText(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Checks `value` against the schema of the answer `name`. */
export function checkWith(name: AnswerName, value: unknown): CheckedAnswer {
  const result = schemas[name].safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  return {
    ok: false,
    where: issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : null,
  };
}
