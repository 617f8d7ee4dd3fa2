/** Coach card and its elements (spec section 3). */
import { z } from 'zod';
import { isEndNotAfterStart } from './checks.ts';
import {
  categorySchema,
  coachCardStateSchema,
  difficultyValueSchema,
  elementNameSchema,
  idSchema,
  isStorableText,
  licenceSchema,
  limitedArray,
  optionalTextSchema,
  requiredTextSchema,
  routineTypeSchema,
  scoreValueSchema,
  strictObjectError,
  versionSchema,
  visibleText,
  yearSchema,
  orderNumberSchema,
} from '../core/common-schemas.ts';

export const declaredCodeSchema = z.strictObject(
  {
    Codigo_cc: z
      .string({ error: 'errors.required' })
      .trim()
      .min(1, 'errors.required')
      .max(50, 'errors.tooLong')
      .refine(isStorableText, 'errors.invalidCharacters'),
    Valor: difficultyValueSchema,
  },
  strictObjectError,
);
export type DeclaredCodeWire = z.infer<typeof declaredCodeSchema>;

/** Time in the music, 'm:ss' (or empty while drafting). */
export const routineTimeSchema = z
  .string({ error: 'errors.invalidType' })
  .trim()
  .max(10, 'errors.tooLong')
  .regex(/^$|^\d{1,2}:[0-5]\d$/, 'errors.invalidTime');

export const elementSchema = z.strictObject(
  {
    Tempo_inicial: routineTimeSchema.default(''),
    Tempo_final: routineTimeSchema.default(''),
    Elemento: elementNameSchema,
    Ordem: orderNumberSchema(0, 100),
    Grupo: optionalTextSchema.max(20, 'errors.tooLong').default('none'),
    /** Recomputed by the server from the element type, group and routine. */
    Nota_base: difficultyValueSchema.default(0),
    Dificuldade_declarada: limitedArray(declaredCodeSchema, 30).default([]),
    Bonus: limitedArray(declaredCodeSchema, 30).default([]),
    /** Recomputed by the server: base mark + difficulty + bonus. */
    Total: scoreValueSchema.default(0),
  },
  strictObjectError,
);
export type Element = z.infer<typeof elementSchema>;

/** Athlete or reserve of a coach card. */
export const coachCardPersonSchema = z.strictObject(
  { Licenca: licenceSchema, Nome: requiredTextSchema, Ano: yearSchema },
  strictObjectError,
);
export type CoachCardPerson = z.infer<typeof coachCardPersonSchema>;

/** Longest reason a referee may give when sending a card back. */
export const MAX_CHANGES_REASON = 2000;

/** Why a card was sent back to its club ('Pedir alterações'); empty when none was given. */
export const changesReasonSchema = visibleText(
  z.string({ error: 'errors.invalidType' }).trim().max(MAX_CHANGES_REASON, 'errors.tooLong'),
  { multiline: true },
);

const coachCardFields = {
  Competicao: idSchema,
  Categoria: categorySchema,
  Esquema: routineTypeSchema,
  Clube: requiredTextSchema,
  Tema_esquema: requiredTextSchema,
  Atletas: limitedArray(coachCardPersonSchema, 30).default([]),
  Reservas: limitedArray(coachCardPersonSchema, 30).default([]),
  Elementos: limitedArray(elementSchema, 50).default([]),
  State: coachCardStateSchema.default('Rascunho'),
  /** Recomputed by the server: sum of element totals. */
  Total_declarado: scoreValueSchema.default(0),
  /**
   * Why the referee or admin sent the card back to draft (issue 17). Set only by a request for
   * changes (where it is required); the server ignores it on every other write, keeps it while
   * the club edits its draft and clears it when the club submits again.
   */
  Motivo_alteracoes: changesReasonSchema.optional(),
};

export const coachCardSchema = z.strictObject(
  { _id: idSchema, ...coachCardFields, version: versionSchema },
  strictObjectError,
);
export type CoachCard = z.infer<typeof coachCardSchema>;

/** The answer of POST /api/coachcard/add: the stored card, with its id again as insertedId. */
export const coachCardCreatedSchema = coachCardSchema.extend({ insertedId: idSchema });

/**
 * An element that ends at or before its start (2:10–2:00) is refused in any state, on the
 * element's end time (issue 17): the same rule as the blocking check of the form. Only writes are
 * refused; a stored card is still read as it is.
 */
function refuseBackwardTimes(
  card: { Elementos: readonly { Tempo_inicial: string; Tempo_final: string }[] },
  ctx: z.RefinementCtx,
): void {
  card.Elementos.forEach((element, index) => {
    if (isEndNotAfterStart(element)) {
      ctx.addIssue({
        code: 'custom',
        path: ['Elementos', index, 'Tempo_final'],
        message: 'checks.timeNotIncreasing',
      });
    }
  });
}

export const coachCardCreateSchema = z
  .strictObject({ ...coachCardFields, version: versionSchema.optional() }, strictObjectError)
  .superRefine(refuseBackwardTimes);
export type CoachCardCreate = z.infer<typeof coachCardCreateSchema>;

export const coachCardUpdateSchema = z
  .strictObject({ ...coachCardFields, version: versionSchema }, strictObjectError)
  .superRefine(refuseBackwardTimes);
export type CoachCardUpdate = z.infer<typeof coachCardUpdateSchema>;
