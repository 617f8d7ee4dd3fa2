/**
 * The answer of POST /api/coachcard/iss (issue 39): `IssImport` as a zod schema, shared by the
 * server (its OpenAPI answer) and the web app (which checks what it receives). The compiler
 * holds it to types.ts: a field added to one and not the other fails the typecheck.
 */
import { z } from 'zod';
import { categorySchema, routineTypeSchema } from '../../core/common-schemas.ts';
import { elementSchema } from '../schema.ts';
import type { IssImport } from './types.ts';

export const issHeaderSchema = z.object({
  club: z.string().nullable(),
  competition: z.string().nullable(),
  event: z.string().nullable(),
  theme: z.string().nullable(),
  ageGroup: z.string().nullable(),
  version: z.string().nullable(),
});

export const issRowSchema = z.object({
  /** Excel row or pasted line (1-based). */
  line: z.number().int(),
  /** The card's EL number. */
  number: z.number().int().nullable(),
  /** The part as on the card: HYBRID, ACRO, TRE… */
  part: z.string(),
  codes: z.array(z.string()).readonly(),
  /** The DD the card declares. */
  fileDD: z.number().nullable(),
  /** The element's total from the ruleset (null: a code unknown). */
  dd: z.number().nullable(),
  /** Index of the element in Elementos (null: none made). */
  element: z.number().int().min(0).nullable(),
  /** Our sum, spelled out. */
  detail: z.string().nullable(),
  /** The rule behind a difference between fileDD and dd. */
  reason: z.string().nullable(),
  problems: z.array(z.string()).readonly(),
});

export const issImportSchema = z
  .object({
    Categoria: categorySchema.nullable(),
    Esquema: routineTypeSchema.nullable(),
    Tema_esquema: z.string(),
    Elementos: z.array(elementSchema),
    Total_declarado: z.number(),
    rows: z.array(issRowSchema),
    problems: z.array(z.object({ path: z.string(), message: z.string() })),
    header: issHeaderSchema,
    layout: z.enum(['printed', 'calculator', 'text']),
  })
  // Every row's element is one of the answer's elements.
  .refine(
    (answer) => answer.rows.every((r) => r.element === null || r.element < answer.Elementos.length),
    {
      message: 'errors.invalidResponse',
      path: ['rows'],
    },
  );

// The schema's type and IssImport, each assignable to the other.
type SchemaType = z.infer<typeof issImportSchema>;
const fromDomain = (x: IssImport): SchemaType => x;
const toDomain = (x: SchemaType): IssImport => x;
void fromDomain;
void toDomain;
