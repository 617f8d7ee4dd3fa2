/** Figure result (spec section 3): one athlete's sheet in a figure/element event. */
import { z } from 'zod';
import { correctionReasonSchema } from '../result-list/official.ts';
import {
  categorySchema,
  difficultyValueSchema,
  figureEventTypeSchema,
  idSchema,
  judgeColumnsShape,
  licenceSchema,
  limitedArray,
  optionalTextSchema,
  requiredTextSchema,
  scoreValueSchema,
  strictObjectError,
  versionSchema,
  yearSchema,
  orderNumberSchema,
} from '../core/common-schemas.ts';

/** Penalty points on one figure (0 = none; the legacy form allowed 1..10). */
export const figurePenaltySchema = z
  .number({ error: 'errors.number' })
  .min(0, 'errors.figurePenaltyRange')
  .max(10, 'errors.figurePenaltyRange')
  .refine((n) => Number.isInteger(n * 10), 'errors.decimals');

export const figureResultRowSchema = z.strictObject(
  {
    Name: requiredTextSchema,
    FP_val: difficultyValueSchema,
    ...judgeColumnsShape,
    Media: scoreValueSchema.nullable().optional(),
    Penalties: figurePenaltySchema.optional(),
    Pontos: scoreValueSchema.nullable().optional(),
  },
  strictObjectError,
);
export type FigureResultRow = z.infer<typeof figureResultRowSchema>;

export const figureResultAthleteSchema = z.strictObject(
  { Licenca: licenceSchema, Nome: requiredTextSchema, Ano: yearSchema },
  strictObjectError,
);

const figureResultFields = {
  Categoria: categorySchema,
  Esquema: figureEventTypeSchema,
  Clube: optionalTextSchema,
  Number: orderNumberSchema(1, 10000),
  Atleta: figureResultAthleteSchema,
  Resultados_fig: limitedArray(figureResultRowSchema, 20),
  Pontos: scoreValueSchema.nullable().optional(),
  Extra: z.boolean({ error: 'errors.invalidType' }).default(false),
  comp_id: idSchema,
};

export const figureResultSchema = z.strictObject(
  { _id: idSchema, ...figureResultFields, version: versionSchema },
  strictObjectError,
);
export type FigureResult = z.infer<typeof figureResultSchema>;

/** The answer of POST /api/resultadoFigura/add: the stored result, with its id as insertedId. */
export const figureResultCreatedSchema = figureResultSchema.extend({ insertedId: idSchema });

export const figureResultCreateSchema = z.strictObject(
  {
    ...figureResultFields,
    version: versionSchema.optional(),
    correctionReason: correctionReasonSchema.optional(),
  },
  strictObjectError,
);
export type FigureResultCreate = z.infer<typeof figureResultCreateSchema>;

export const figureResultUpdateSchema = z.strictObject(
  {
    ...figureResultFields,
    version: versionSchema,
    correctionReason: correctionReasonSchema.optional(),
  },
  strictObjectError,
);
export type FigureResultUpdate = z.infer<typeof figureResultUpdateSchema>;

/** As embedded in Competition.Resultados.ResultadosFiguras (legacy shape). */
export const figureResultEmbeddedSchema = z.strictObject(
  {
    _id: idSchema.optional(),
    ...figureResultFields,
    comp_id: idSchema.optional(),
    version: versionSchema.optional(),
  },
  strictObjectError,
);
