/** Coach card result (a ResultadosCC item, spec section 3): one scored routine. */
import { z } from 'zod';
import { MISSING_ATHLETE_PENALTY } from '../enums.ts';
import {
  categorySchema,
  difficultyValueSchema,
  elementNameSchema,
  idSchema,
  judgeColumnsShape,
  licenceSchema,
  limitedArray,
  optionalTextSchema,
  penaltyCountSchema,
  penaltyNameSchema,
  requiredTextSchema,
  routineTypeSchema,
  scoreValueSchema,
  strictObjectError,
  versionSchema,
} from './common.ts';

export const resultAthleteSchema = z.strictObject(
  { Nome: requiredTextSchema, Licenca: licenceSchema },
  strictObjectError,
);

export const routineElementResultSchema = z.strictObject(
  {
    Elemento: elementNameSchema,
    Grupo: optionalTextSchema.optional(),
    BM: difficultyValueSchema.optional(),
    /** Declared difficulty as shown (codes or value). */
    DD: z.union([optionalTextSchema, difficultyValueSchema]).optional(),
    FP: z.union([optionalTextSchema, difficultyValueSchema]).optional(),
    /** The element's value (declared total) that multiplies the mean. */
    FP_val: difficultyValueSchema,
    ...judgeColumnsShape,
    Media: scoreValueSchema.nullable().optional(),
    CD: difficultyValueSchema.optional(),
    Pontos: scoreValueSchema.nullable().optional(),
  },
  strictObjectError,
);
export type RoutineElementResult = z.infer<typeof routineElementResultSchema>;

export const artisticResultRowSchema = z.strictObject(
  {
    Name: requiredTextSchema,
    FP_val: difficultyValueSchema.optional(),
    ...judgeColumnsShape,
    Media: scoreValueSchema.nullable().optional(),
    Pontos: scoreValueSchema.nullable().optional(),
  },
  strictObjectError,
);
export type ArtisticResultRow = z.infer<typeof artisticResultRowSchema>;

export const syncErrorsSchema = z.strictObject(
  { Simples: penaltyCountSchema, Maior: penaltyCountSchema, Obvio: penaltyCountSchema },
  strictObjectError,
);

export const extraPenaltySchema = z.strictObject(
  {
    Value: difficultyValueSchema.optional(),
    Name: optionalTextSchema.optional(),
    Selected: penaltyCountSchema,
  },
  strictObjectError,
);

export const listedPenaltySchema = z
  .strictObject(
    {
      Name: penaltyNameSchema,
      Value: difficultyValueSchema.optional(),
      /** 'Número de elementos': count 0-4; the others: a checkbox (boolean or 0/1). */
      Selected: z.union([z.boolean(), penaltyCountSchema], { error: 'errors.invalidType' }),
    },
    strictObjectError,
  )
  .superRefine((p, ctx) => {
    const count = typeof p.Selected === 'boolean' ? Number(p.Selected) : p.Selected;
    const max = p.Name === MISSING_ATHLETE_PENALTY ? 4 : 1;
    if (count > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['Selected'],
        message:
          p.Name === MISSING_ATHLETE_PENALTY
            ? 'errors.missingAthletePenaltyRange'
            : 'errors.penaltyCheckbox',
      });
    }
  });
export type ListedPenalty = z.infer<typeof listedPenaltySchema>;

export const resultFigSchema = z.strictObject(
  { licenca: licenceSchema, valor: scoreValueSchema },
  strictObjectError,
);

const routineResultFields = {
  Categoria: categorySchema,
  Esquema: routineTypeSchema,
  Extra: z.boolean({ error: 'errors.invalidType' }).default(false),
  Clube: optionalTextSchema,
  Atletas: limitedArray(resultAthleteSchema, 30),
  Reservas: limitedArray(resultAthleteSchema, 30).default([]),
  Resultados_el: limitedArray(routineElementResultSchema, 50),
  Total_el: scoreValueSchema.nullable().optional(),
  Erros: syncErrorsSchema,
  TotalErros: scoreValueSchema.optional(),
  Penalty: extraPenaltySchema,
  Resultado_Coreografia: limitedArray(artisticResultRowSchema, 10),
  Total_impress: scoreValueSchema.nullable().optional(),
  Valor_esquema: scoreValueSchema.nullable().optional(),
  Penalties: limitedArray(listedPenaltySchema, 20).default([]),
  Valor_total: scoreValueSchema.nullable().optional(),
  ResultFig: limitedArray(resultFigSchema, 30).optional(),
  /** Extensions (not in the legacy shape): where the result belongs. */
  comp_id: idSchema.optional(),
  coach_card_id: idSchema.optional(),
  Number: z.number({ error: 'errors.number' }).int('errors.integer').min(0).max(10000).optional(),
};

export const routineResultSchema = z.strictObject(
  { _id: idSchema, ...routineResultFields, version: versionSchema },
  strictObjectError,
);
export type RoutineResult = z.infer<typeof routineResultSchema>;

export const routineResultCreateSchema = z.strictObject(
  { ...routineResultFields, version: versionSchema.optional() },
  strictObjectError,
);
export type RoutineResultCreate = z.infer<typeof routineResultCreateSchema>;

export const routineResultUpdateSchema = z.strictObject(
  { ...routineResultFields, version: versionSchema },
  strictObjectError,
);
export type RoutineResultUpdate = z.infer<typeof routineResultUpdateSchema>;

/** As embedded in Competition.Resultados.ResultadosCC (legacy shape). */
export const routineResultEmbeddedSchema = z.strictObject(
  { _id: idSchema.optional(), ...routineResultFields, version: versionSchema.optional() },
  strictObjectError,
);
