/**
 * Building blocks of the wire schemas. Every error message is an i18n key
 * (see messages.ts); bounds come from spec section 5.
 */
import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import {
  CATEGORIES,
  COACH_CARD_STATES,
  ELEMENT_NAMES,
  EVENT_TYPES,
  FIGURE_EVENT_TYPES,
  MAX_JUDGES,
  MIN_JUDGES,
  PENALTY_NAMES,
  ROUTINE_TYPES,
  SCORE_STEPS,
} from './enums.ts';
import { hasAtMostDecimals, isMultipleOf } from './decimal.ts';

export const MAX_TEXT = 200;
export const MAX_ITEMS = 200;
export const MAX_ID = 100;

/**
 * Makes zod validate without generating code. In the browser the Content-Security-Policy forbids
 * eval (no 'unsafe-eval'), so zod's fast path could never run there; without this zod still
 * probes for it with `Function('')` on the first parse, which the browser reports as a CSP
 * violation. The web app calls it once at start; the server keeps the faster generated code.
 */
export function disableSchemaCodeGeneration(): void {
  z.config({ jitless: true });
}

/** Error map of strict objects: unknown fields get their own key. */
export const strictObjectError = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'errors.unknownField' : 'errors.invalidType',
};

/** The largest version (a PostgreSQL integer): anything above cannot be stored or matched. */
export const MAX_VERSION = 2_147_483_647;

/**
 * Text PostgreSQL can store as it was sent: no NUL character, no half of a UTF-16 surrogate
 * pair (JSON allows both; text and jsonb columns refuse the first and mangle the second).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export function isStorableText(s: string): boolean {
  return !s.includes('\u0000') && !LONE_SURROGATE.test(s);
}

/**
 * Characters a reader cannot see but that change what a text shows (issue 18): direction marks,
 * embeddings, overrides and isolates (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069; a
 * U+202E prints 'Ana\u202Eavlis' as 'Anasilva' in a PDF), zero-width and invisible characters
 * (U+200B–U+200D, U+2060–U+2064, U+FEFF, U+180E, the soft hyphen U+00AD), line and paragraph
 * separators (U+2028, U+2029) and the C0/C1 control characters (U+0000–U+001F, U+007F–U+009F),
 * tab and newline included: a name is one line. The emoji joiner U+200D goes too; accents,
 * apostrophes, hyphens and every other printable character stay.
 */
/* eslint-disable no-control-regex -- control characters are what these patterns look for */
const INVISIBLE_OR_CONTROL =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/** The same in a text of several lines (a reason): newlines (LF, CR LF) are allowed there. */
const INVISIBLE_OR_CONTROL_MULTILINE =
  /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/* eslint-enable no-control-regex */

/** True when a one-line text has no invisible, direction or control character. */
export function isVisibleText(s: string): boolean {
  return !INVISIBLE_OR_CONTROL.test(s);
}

/**
 * The text with every such character taken out: for what the server shows but did not receive
 * as input it can refuse (a display name in a token of an external identity provider).
 */
export function withoutInvisibleCharacters(s: string): string {
  return s.replace(new RegExp(INVISIBLE_OR_CONTROL.source, 'g'), '');
}

/** True when a text of several lines has none either, newlines apart. */
export function isVisibleMultilineText(s: string): boolean {
  return !INVISIBLE_OR_CONTROL_MULTILINE.test(s);
}

/**
 * The checks of a human-readable text: storable first (a NUL or a lone surrogate is reported as
 * such, once), then visible.
 */
export function visibleText<T extends z.ZodString>(schema: T, opts: { multiline?: boolean } = {}) {
  return schema
    .refine(isStorableText, { error: 'errors.invalidCharacters', abort: true })
    .refine(opts.multiline ? isVisibleMultilineText : isVisibleText, 'errors.invisibleCharacters');
}

export const idSchema = z
  .string({ error: 'errors.required' })
  .min(1, 'errors.required')
  .max(MAX_ID, 'errors.tooLong')
  .refine(isStorableText, 'errors.invalidCharacters');

export const versionSchema = z
  .number({ error: 'errors.number' })
  .int('errors.integer')
  .nonnegative('errors.integer')
  .max(MAX_VERSION, 'errors.integer');

/** A name that must not be empty once trimmed; one line, every character visible. */
export const requiredTextSchema = visibleText(
  z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(MAX_TEXT, 'errors.tooLong'),
);

/** A name that may be empty; one line, every character visible. */
export const optionalTextSchema = visibleText(
  z.string({ error: 'errors.invalidType' }).trim().max(MAX_TEXT, 'errors.tooLong'),
);

/** A yyyy-mm-dd date: left empty (or missing) it is required, typed wrong it is invalid. */
export const isoDateSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'errors.required' : 'errors.invalidDate',
  })
  .min(1, { error: 'errors.required', abort: true })
  .refine(isIsoDate, 'errors.invalidDate');

export const categorySchema = z.enum(CATEGORIES, { error: 'errors.invalidOption' });
export const eventTypeSchema = z.enum(EVENT_TYPES, { error: 'errors.invalidOption' });
export const routineTypeSchema = z.enum(ROUTINE_TYPES, { error: 'errors.invalidOption' });
export const figureEventTypeSchema = z.enum(FIGURE_EVENT_TYPES, { error: 'errors.invalidOption' });
export const elementNameSchema = z.enum(ELEMENT_NAMES, { error: 'errors.invalidOption' });
export const coachCardStateSchema = z.enum(COACH_CARD_STATES, { error: 'errors.invalidOption' });
export const penaltyNameSchema = z.enum(PENALTY_NAMES, { error: 'errors.invalidOption' });

/** A whole number from `min` to `max`; anything else is refused with the one message `key`. */
function wholeNumberIn(min: number, max: number, key: string) {
  return z.number({ error: 'errors.number' }).int(key).min(min, key).max(max, key);
}

/** An order or start number: a whole number from `min` to `max`. */
export function orderNumberSchema(min: number, max: number) {
  return z
    .number({ error: 'errors.number' })
    .int('errors.integer')
    .min(min, 'errors.orderNumber')
    .max(max, 'errors.orderNumber');
}

export const judgeCountSchema = wholeNumberIn(MIN_JUDGES, MAX_JUDGES, 'errors.judgeCountRange');

/**
 * A number from `min` to `max` (anything else refused with `rangeKey`) with `decimals` decimals at
 * most (more refused with `decimalsKey`).
 */
function decimalIn(
  min: number,
  max: number,
  rangeKey: string,
  decimals: number,
  decimalsKey = 'errors.decimals',
) {
  return z
    .number({ error: 'errors.number' })
    .min(min, rangeKey)
    .max(max, rangeKey)
    .refine((n) => hasAtMostDecimals(n, decimals), decimalsKey);
}

/** Price in euros: >= 0, cents at most. */
export const priceSchema = decimalIn(0, 100000, 'errors.priceRange', 2, 'errors.priceStep');

/** Licence number: a positive integer. */
export const licenceSchema = wholeNumberIn(1, 99999999, 'errors.licence');

/**
 * An entry key with its licence canonical (issue 36): a licence is a number, so `fig:00123` and
 * `fig:123` (or `fig:INF:Figuras:0123` and `fig:INF:Figuras:123`) name one entry; the key is
 * written and read without the leading zeros. Other keys (`cc:<id>`) are as they are.
 */
export function canonicalEntryKey(key: string): string {
  return key.startsWith('fig:') ? key.replace(/:0+(?=\d+$)/, ':') : key;
}

export const yearSchema = wholeNumberIn(1900, 2100, 'errors.yearRange');

/**
 * A judge's award: 1 to 10 on one of the steps a panel may use (ADR 011, ADR 027). Whether it is
 * on its own panel's step is checked against the competition (findMarksOffStep).
 */
export const judgeScoreSchema = z
  .number({ error: 'errors.number' })
  .min(1, 'errors.judgeScoreRange')
  .max(10, 'errors.judgeScoreRange')
  .refine((n) => SCORE_STEPS.some((step) => isMultipleOf(n, step)), 'errors.judgeScoreStep');

/** The step of a panel's marks: 0.1 or 0.25 (ADR 027). */
export const scoreStepSchema = z.literal(SCORE_STEPS, { error: 'errors.scoreStepOption' });

/** J1..J7 columns of a scored row; a column not (yet) scored is null or absent. */
export const judgeColumnsShape = {
  J1: judgeScoreSchema.nullable().optional(),
  J2: judgeScoreSchema.nullable().optional(),
  J3: judgeScoreSchema.nullable().optional(),
  J4: judgeScoreSchema.nullable().optional(),
  J5: judgeScoreSchema.nullable().optional(),
  J6: judgeScoreSchema.nullable().optional(),
  J7: judgeScoreSchema.nullable().optional(),
};

/** A computed score (server-recomputed): at most 4 decimals, may be null while incomplete. */
export const scoreValueSchema = decimalIn(-10000, 10000, 'errors.scoreRange', 4);

/** A difficulty value (DD, FP value, code value): 0..20, 4 decimals at most. */
export const difficultyValueSchema = decimalIn(0, 20, 'errors.difficultyRange', 4);

/** Penalty or error counts: integer 0..100. */
export const penaltyCountSchema = wholeNumberIn(0, 100, 'errors.penaltyCountRange');

export function limitedArray<T extends z.ZodType>(item: T, max: number = MAX_ITEMS) {
  return z.array(item, { error: 'errors.invalidType' }).max(max, 'errors.tooMany');
}
