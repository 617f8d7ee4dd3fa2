/** The federation's athlete registry (issue 23, ADR 054): one athlete per licence. */
import { z } from 'zod';
import {
  licenceSchema,
  limitedArray,
  requiredTextSchema,
  strictObjectError,
  versionSchema,
  visibleText,
  yearSchema,
} from '../core/common-schemas.ts';

const athleteFields = {
  Licenca: licenceSchema,
  Nome: requiredTextSchema,
  Ano: yearSchema,
  Clube: requiredTextSchema,
  Ativo: z.boolean({ error: 'errors.invalidType' }),
};

export const athleteSchema = z.strictObject(
  { ...athleteFields, version: versionSchema },
  strictObjectError,
);
export type Athlete = z.infer<typeof athleteSchema>;

/** POST /api/athletes: a new licence (409 when it is registered already). */
export const athleteCreateSchema = z.strictObject(
  { ...athleteFields, Ativo: athleteFields.Ativo.default(true) },
  strictObjectError,
);
export type AthleteCreate = z.infer<typeof athleteCreateSchema>;

/** PUT /api/athletes/{licenca}: everything but the licence, with the version read. */
export const athleteUpdateSchema = z.strictObject(
  {
    Nome: athleteFields.Nome,
    Ano: athleteFields.Ano,
    Clube: athleteFields.Clube,
    Ativo: athleteFields.Ativo,
    version: versionSchema,
  },
  strictObjectError,
);
export type AthleteUpdate = z.infer<typeof athleteUpdateSchema>;

export const athleteListSchema = z.array(athleteSchema);

/** The most a search answers: the forms show the first matches only. */
export const ATHLETE_SEARCH_LIMIT = 20;

/** GET /api/athletes query: a search by name or licence, a club (admins and referees). */
export const athleteQuerySchema = z.strictObject(
  {
    q: visibleText(
      z.string({ error: 'errors.invalidType' }).trim().max(100, 'errors.tooLong'),
    ).optional(),
    clube: visibleText(
      z.string({ error: 'errors.invalidType' }).trim().max(200, 'errors.tooLong'),
    ).optional(),
  },
  strictObjectError,
);

/** Largest CSV the import takes (characters): about 15 000 athletes, within the 1 MiB body limit. */
export const MAX_ATHLETE_CSV = 900_000;

/** POST /api/athletes/import: the federation's CSV of licences, as text. */
export const athleteImportSchema = z.strictObject(
  {
    csv: z
      .string({ error: 'errors.required' })
      .min(1, 'errors.required')
      .max(MAX_ATHLETE_CSV, 'errors.tooLong'),
  },
  strictObjectError,
);

export const athleteImportRefusalSchema = z.strictObject({
  /** The line of the file (1 = the header). */
  line: z.number().int(),
  licence: z.string(),
  reason: z.string(),
});
export type AthleteImportRefusal = z.infer<typeof athleteImportRefusalSchema>;

export const athleteImportReportSchema = z.strictObject({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: limitedArray(athleteImportRefusalSchema, 100_000),
});
export type AthleteImportReport = z.infer<typeof athleteImportReportSchema>;
