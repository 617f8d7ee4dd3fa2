/** Figure entry (spec section 3): a club's athletes in a figure/element event. */
import { z } from 'zod';
import {
  categorySchema,
  idSchema,
  licenceSchema,
  limitedArray,
  requiredTextSchema,
  strictObjectError,
  versionSchema,
  yearSchema,
} from '../core/common-schemas.ts';

export const figureEntryAthleteSchema = z.strictObject(
  { Nome: requiredTextSchema, Licenca: licenceSchema, Ano: yearSchema },
  strictObjectError,
);
export type FigureEntryAthlete = z.infer<typeof figureEntryAthleteSchema>;

const figureEntryFields = {
  Competicao: idSchema,
  Categoria: categorySchema,
  Clube: requiredTextSchema,
  Atletas: limitedArray(figureEntryAthleteSchema).min(1, 'errors.atLeastOneAthlete'),
};

export const figureEntrySchema = z.strictObject(
  { _id: idSchema, ...figureEntryFields, version: versionSchema },
  strictObjectError,
);
export type FigureEntry = z.infer<typeof figureEntrySchema>;

/** The answer of POST /api/figura/add: the stored entry, with its id again as insertedId. */
export const figureEntryCreatedSchema = figureEntrySchema.extend({ insertedId: idSchema });

export const figureEntryCreateSchema = z.strictObject(
  { ...figureEntryFields, version: versionSchema.optional() },
  strictObjectError,
);
export type FigureEntryCreate = z.infer<typeof figureEntryCreateSchema>;

export const figureEntryUpdateSchema = z.strictObject(
  { ...figureEntryFields, version: versionSchema },
  strictObjectError,
);
export type FigureEntryUpdate = z.infer<typeof figureEntryUpdateSchema>;
