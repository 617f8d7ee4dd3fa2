/** Coach card result (a ResultadosCC item, spec section 3): one scored routine. */
import { z } from 'zod';
import { correctionReasonSchema } from '../result-list/official.ts';
import { MISSING_ATHLETE_PENALTY, ROUTINE_CALLS } from '../core/enums.ts';
import { readRoutineCall } from './controller-call.ts';
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
} from '../core/common-schemas.ts';

export const resultAthleteSchema = z.strictObject(
  { Nome: requiredTextSchema, Licenca: licenceSchema },
  strictObjectError,
);

/** The controllers' call on an element, as a sheet sends it (missing means 'Declarado'). */
export const routineCallSchema = z.enum(ROUTINE_CALLS, { error: 'errors.invalidOption' });

/** As stored or imported: the old system kept free text or numbers in FP; they mean 'Declarado'. */
const storedRoutineCallSchema = z.preprocess(
  (value) => (value === undefined ? value : readRoutineCall(value)),
  routineCallSchema.optional(),
);

const routineElementResultFields = {
  Elemento: elementNameSchema,
  Grupo: optionalTextSchema.optional(),
  /** Filled by the server: the coach card element's base mark. */
  BM: difficultyValueSchema.optional(),
  /** Filled by the server: the declared total of the card (legacy data: codes as text). */
  DD: z.union([optionalTextSchema, difficultyValueSchema]).optional(),
  /** The technical controllers' call. */
  FP: routineCallSchema.optional(),
  /** Filled by the server: the value scored under the call (DD, BM or 0); multiplies the mean. */
  FP_val: difficultyValueSchema,
  ...judgeColumnsShape,
  Media: scoreValueSchema.nullable().optional(),
  CD: difficultyValueSchema.optional(),
  Pontos: scoreValueSchema.nullable().optional(),
};

/** An element row as a sheet sends it: an FP outside the calls is refused. */
export const routineElementResultSchema = z.strictObject(
  routineElementResultFields,
  strictObjectError,
);
/** An element row as stored, exported or imported from the old system. */
export const storedRoutineElementResultSchema = z.strictObject(
  { ...routineElementResultFields, FP: storedRoutineCallSchema },
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
/** Stored, exported and imported sheets: a legacy FP reads as 'Declarado'. */
const storedFields = {
  ...routineResultFields,
  Resultados_el: limitedArray(storedRoutineElementResultSchema, 50),
};
/** What a client sends: an FP outside the calls is refused. */
const sentFields = {
  ...routineResultFields,
  Resultados_el: limitedArray(routineElementResultSchema, 50),
};

export const routineResultSchema = z.strictObject(
  { _id: idSchema, ...storedFields, version: versionSchema },
  strictObjectError,
);
export type RoutineResult = z.infer<typeof routineResultSchema>;

/** The answer of POST /api/resultadoCoachCard/add: the stored result, with its id as insertedId. */
export const routineResultCreatedSchema = routineResultSchema.extend({ insertedId: idSchema });

export const routineResultCreateSchema = z.strictObject(
  {
    ...sentFields,
    version: versionSchema.optional(),
    correctionReason: correctionReasonSchema.optional(),
  },
  strictObjectError,
);
export type RoutineResultCreate = z.infer<typeof routineResultCreateSchema>;

export const routineResultUpdateSchema = z.strictObject(
  { ...sentFields, version: versionSchema, correctionReason: correctionReasonSchema.optional() },
  strictObjectError,
);
export type RoutineResultUpdate = z.infer<typeof routineResultUpdateSchema>;

/** As embedded in Competition.Resultados.ResultadosCC (legacy shape). */
export const routineResultEmbeddedSchema = z.strictObject(
  { _id: idSchema.optional(), ...storedFields, version: versionSchema.optional() },
  strictObjectError,
);
