/**
 * A ruleset as a document (issue 16, ADR 029): every table a computation of packages/domain
 * needs, with an id, a name and a validity period. CD and artistic-impression factors carry,
 * value by value, their source and whether they are provisional; the code tables carry one
 * source per table (a TRE row also says whether its DD is provisional). Computations receive a
 * `Ruleset` as input and never import the tables; `rulesetDocumentSchema` checks a document
 * (JSON import, stored ruleset) and enforces the spec's factor ranges, each error's path naming
 * the table, row and field: `cdFactors.HIB.DUETO LIVRE.JUV.value`.
 */
import { z } from 'zod';
import { ACRO_GROUPS, CATEGORIES, PENALTY_NAMES, ROUTINE_TYPES } from '../core/enums.ts';
import { isStorableText, visibleText } from '../core/common-schemas.ts';
import { ARTISTIC_RANGES, CD_RANGES } from './factors.ts';

// Text PostgreSQL can store (no NUL, no lone surrogate): a bad character is a 400, not a 500.
const text = z
  .string()
  .trim()
  .min(1, 'errors.required')
  .max(500, 'errors.tooLong')
  .refine(isStorableText, 'errors.invalidCharacters');
const isoDate = z.iso.date('errors.invalidDate');
const nonNegative = z.number().nonnegative('errors.invalidType');

/** A factor with where it comes from and whether the sources confirm it. */
function sourcedFactor(range: readonly [number, number] | null) {
  const value = range
    ? z.number().min(range[0], 'errors.factorRange').max(range[1], 'errors.factorRange')
    : z.number().positive('errors.factorRange');
  return z.strictObject({ value, source: text, provisional: z.boolean() });
}

/** Factor per routine and category (a missing cell: not scored there). */
function factorTable(range: readonly [number, number] | null) {
  return z.partialRecord(
    z.enum(ROUTINE_TYPES),
    z.partialRecord(z.enum(CATEGORIES), sourcedFactor(range)),
  );
}

const cdRange = (name: keyof typeof CD_RANGES) => CD_RANGES[name] ?? null;

const hybridRow = z.strictObject({
  code: text,
  family: z.enum(['T', 'S', 'R', 'A', 'F', 'C']),
  dd: nonNegative,
  ddHalf: nonNegative.nullable(),
  ddThird: nonNegative.nullable(),
});

const treRow = z.strictObject({
  code: text,
  routine: z.enum(['solo', 'duet', 'mixedDuet', 'team']),
  element: text,
  name: z.string().max(500, 'errors.tooLong').refine(isStorableText, 'errors.invalidCharacters'),
  dd: nonNegative,
  provisional: z.boolean(),
  note: text.optional(),
});

const acroRow = z.strictObject({
  group: z.enum([...ACRO_GROUPS]),
  component: text,
  code: text,
  dd: nonNegative,
  flagged: z.boolean(),
});

const figureRow = z.strictObject({
  name: text,
  dd: nonNegative,
  group: text,
  figureNumber: text.nullable(),
});

const countedElements = z.strictObject({
  HIB: z.int().nonnegative().optional(),
  TRE: z.int().nonnegative().optional(),
  ACR: z.int().nonnegative().optional(),
  SuCon: z.int().nonnegative().optional(),
  ChoHy: z.int().nonnegative().optional(),
});
const routineKind = z.enum(['solo', 'duet', 'mixedDuet', 'team', 'combo']);
const limitKey = z.enum([
  '12U_free',
  '12U_tech',
  'Youth_free',
  'Youth_tech',
  'JRSR_free',
  'JRSR_tech',
]);

/** A code table with one source for all its rows. */
function codeTable<T extends z.ZodType>(row: T) {
  return z.strictObject({ source: text, rows: z.array(row) });
}

export const rulesetDocumentSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/u, 'errors.invalidType')
      .describe("Stable id, e.g. 'wa-2022-2026'"),
    /** Shown on /admin/rules and on every competition pinned to it: one visible line. */
    name: visibleText(z.string().trim().min(1, 'errors.required').max(500, 'errors.tooLong')),
    validFrom: isoDate,
    validTo: isoDate,
    /** CD factor: element type -> routine -> category. */
    cdFactors: z.strictObject({
      ACR: factorTable(cdRange('ACR')).optional(),
      HIB: factorTable(cdRange('HIB')).optional(),
      ChoHy: factorTable(cdRange('ChoHy')).optional(),
      TRE: factorTable(cdRange('TRE')).optional(),
      Execução: factorTable(null).optional(),
    }),
    /** Artistic impression factor: row -> routine -> category (rows in the order of ARTISTIC_ROW_NAMES). */
    artisticFactors: z.strictObject({
      'Coreografia & Musicalidade': factorTable(ARTISTIC_RANGES['Coreografia & Musicalidade']),
      Desempenho: factorTable(ARTISTIC_RANGES.Desempenho),
      Transições: factorTable(ARTISTIC_RANGES.Transições),
      'Impressão Artística': factorTable(ARTISTIC_RANGES['Impressão Artística']),
    }),
    hybrid: codeTable(hybridRow),
    tre: codeTable(treRow),
    acro: codeTable(acroRow),
    pairBonus: codeTable(z.strictObject({ code: text, value: nonNegative })),
    figures: z.strictObject({
      source: text,
      categories: z.partialRecord(z.enum(CATEGORIES), z.array(figureRow)),
    }),
    deductions: z.strictObject({
      source: text,
      syncErrors: z.strictObject({ simple: nonNegative, obvious: nonNegative, major: nonNegative }),
      extraPenaltyUnit: nonNegative,
      listedPenalties: z.record(z.enum(PENALTY_NAMES), nonNegative),
    }),
    routineLimits: z.strictObject({
      source: text,
      composition: z.partialRecord(limitKey, z.partialRecord(routineKind, countedElements)),
      timeLimits: z.partialRecord(limitKey, z.partialRecord(routineKind, z.int().positive())),
      allowanceSeconds: z.int().nonnegative(),
    }),
  })
  .refine((doc) => doc.validFrom <= doc.validTo, {
    path: ['validTo'],
    message: 'errors.validityPeriod',
  });

type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The document as computations read it. */
export type RulesetDocument = z.output<typeof rulesetDocumentSchema>;
export type Ruleset = DeepReadonly<RulesetDocument>;

/** A factor value with its source and whether it is provisional. */
export type SourcedFactor = Ruleset['cdFactors']['HIB'] extends
  Partial<Record<string, Partial<Record<string, infer F>>>> | undefined
  ? F
  : never;

/** Parses a ruleset document (throws a ZodError whose issue paths name table, row and field). */
export function parseRuleset(document: unknown): Ruleset {
  return rulesetDocumentSchema.parse(document);
}
