/** Competition (spec section 3) and its parts. */
import { z } from 'zod';
import { DEFAULT_SCORE_STEP } from '../core/enums.ts';
import { correctionReasonSchema } from '../result-list/official.ts';
import {
  categorySchema,
  difficultyValueSchema,
  eventTypeSchema,
  idSchema,
  isoDateSchema,
  judgeCountSchema,
  licenceSchema,
  limitedArray,
  optionalTextSchema,
  priceSchema,
  requiredTextSchema,
  scoreStepSchema,
  strictObjectError,
  versionSchema,
  yearSchema,
  orderNumberSchema,
} from '../core/common-schemas.ts';
import { figureResultEmbeddedSchema } from '../figures/result-schema.ts';
import { routineResultEmbeddedSchema } from '../routine/result-schema.ts';
import { rulesetIdSchema } from '../ruleset/schema.ts';
import { DEFAULT_CLUB_POINTS, DEFAULT_INQUIRY_MINUTES } from './club-points.ts';

/** Minutes a club has to file an inquiry after an event's results become provisional (issue 22). */
export const inquiryMinutesSchema = z
  .number({ error: 'errors.number' })
  .int('errors.inquiryMinutesRange')
  .min(0, 'errors.inquiryMinutesRange')
  .max(1440, 'errors.inquiryMinutesRange');

/** Club points per place, 1st first (issue 22): whole numbers from 0 to 100, at most 50 places. */
export const clubPointsSchema = z
  .array(
    z
      .number({ error: 'errors.number' })
      .int('errors.clubPointsRange')
      .min(0, 'errors.clubPointsRange')
      .max(100, 'errors.clubPointsRange'),
    { error: 'errors.invalidType' },
  )
  .max(50, 'errors.clubPointsRange');

/** One event of the competition order. */
export const orderItemSchema = z.strictObject(
  {
    Tipo: eventTypeSchema,
    Categoria: categorySchema,
    Resultado: z.boolean({ error: 'errors.invalidType' }).default(false),
    Price: priceSchema,
  },
  strictObjectError,
);
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A figure or technical element swum in the competition, with its DD. */
export const figureDefinitionSchema = z.strictObject(
  { Nome: requiredTextSchema, Valor: difficultyValueSchema, Category: categorySchema },
  strictObjectError,
);
export type FigureDefinition = z.infer<typeof figureDefinitionSchema>;

const startNumberSchema = orderNumberSchema(0, 10000);

export const startListAthleteSchema = z.strictObject(
  {
    Numero: startNumberSchema,
    Name: requiredTextSchema,
    Team: optionalTextSchema,
    License: licenceSchema,
    Year: yearSchema,
  },
  strictObjectError,
);
export type StartListAthlete = z.infer<typeof startListAthleteSchema>;

export const startSlotSchema = z.strictObject(
  {
    Numero: startNumberSchema,
    Atletas: limitedArray(startListAthleteSchema, 30),
    /** The coach card swum in this slot (routine events): results follow the entry, not the number. */
    CoachCardId: idSchema.optional(),
  },
  strictObjectError,
);
export type StartSlot = z.infer<typeof startSlotSchema>;

export const startListBlockSchema = z.strictObject(
  {
    Ordem: startNumberSchema,
    Categoria: categorySchema,
    Prova: eventTypeSchema,
    Atletas_start: limitedArray(startSlotSchema, 500),
  },
  strictObjectError,
);
export type StartListBlock = z.infer<typeof startListBlockSchema>;

export const competitionResultsSchema = z.strictObject(
  {
    ResultadosCC: limitedArray(routineResultEmbeddedSchema, 1000).default([]),
    ResultadosFiguras: limitedArray(figureResultEmbeddedSchema, 1000).default([]),
  },
  strictObjectError,
);

const competitionFields = {
  Nome: requiredTextSchema,
  Data: isoDateSchema,
  Limite_inscricao: isoDateSchema,
  visible: z.boolean({ error: 'errors.invalidType' }).default(false),
  Ordem: limitedArray(orderItemSchema).default([]),
  Figuras: limitedArray(figureDefinitionSchema).default([]),
  ElementosTecnicos: limitedArray(figureDefinitionSchema).default([]),
  StartList: limitedArray(startListBlockSchema).default([]),
  Resultados: competitionResultsSchema.default({ ResultadosCC: [], ResultadosFiguras: [] }),
  JuizesCoachCard: judgeCountSchema.default(5),
  JuizesFiguras: judgeCountSchema.default(5),
  /** The step of each panel's marks (ADR 027); a competition stored or exported without it: 0.1. */
  PassoCoachCard: scoreStepSchema.default(DEFAULT_SCORE_STEP),
  PassoFiguras: scoreStepSchema.default(DEFAULT_SCORE_STEP),
  /**
   * The id of the ruleset the competition is scored with (issue 16). Optional on the wire: the
   * server pins the newest ruleset valid on `Data` when a competition is created (or imported)
   * without one, and always answers with it. Changing it on a scored competition goes through
   * `PUT /api/competitions/{id}/ruleset` (ruleset/schema.ts).
   */
  Regras: rulesetIdSchema.optional(),
  /** Minutes after an event becomes provisional during which clubs may file inquiries (issue 22). */
  JanelaReclamacao: inquiryMinutesSchema.default(DEFAULT_INQUIRY_MINUTES),
  /** Club points per place, 1st first; Extra entries never take any (issue 22). */
  PontosClubes: clubPointsSchema.default([...DEFAULT_CLUB_POINTS]),
};

/** The entries deadline may not fall after the competition day. */
function checkDeadline(c: { Data: string; Limite_inscricao: string }, ctx: z.RefinementCtx): void {
  if (c.Limite_inscricao > c.Data) {
    ctx.addIssue({
      code: 'custom',
      path: ['Limite_inscricao'],
      message: 'errors.deadlineAfterDate',
    });
  }
}

/** A figure's name as compared for duplicates: trimmed, spaces collapsed, case ignored. */
const figureKey = (f: { Nome: string; Category: string }) =>
  `${f.Category}|${f.Nome.trim().replace(/\s+/gu, ' ').toLocaleLowerCase('pt')}`;

/**
 * A figure (or technical element) appears once per category in its list (issue 38): the same
 * figure twice would be swum and scored once. The repeat is refused, on its row's name. Only
 * what is written: a stored or exported competition is read as it is.
 */
function checkFigureLists(
  c: { Figuras: readonly FigureDefinition[]; ElementosTecnicos: readonly FigureDefinition[] },
  ctx: z.RefinementCtx,
): void {
  for (const field of ['Figuras', 'ElementosTecnicos'] as const) {
    const seen = new Set<string>();
    c[field].forEach((figure, index) => {
      const key = figureKey(figure);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [field, index, 'Nome'],
          message: 'errors.duplicateFigure',
        });
      seen.add(key);
    });
  }
}

/** The checks of a competition as written (created or updated). */
function checkWritten(
  c: Parameters<typeof checkDeadline>[0] & Parameters<typeof checkFigureLists>[0],
  ctx: z.RefinementCtx,
): void {
  checkDeadline(c, ctx);
  checkFigureLists(c, ctx);
}

export const competitionSchema = z
  .strictObject({ _id: idSchema, ...competitionFields, version: versionSchema }, strictObjectError)
  .superRefine(checkDeadline);
export type Competition = z.infer<typeof competitionSchema>;

/** The answer of POST /api/competitions/add: the new competition's id. */
export const competitionCreatedSchema = z.object({ insertedId: idSchema });

export const competitionCreateSchema = z
  .strictObject({ ...competitionFields, version: versionSchema.optional() }, strictObjectError)
  .superRefine(checkWritten);
export type CompetitionCreate = z.infer<typeof competitionCreateSchema>;

export const competitionUpdateSchema = z
  .strictObject(
    {
      ...competitionFields,
      version: versionSchema,
      /**
       * Why, when the change recomputes totals of an official event (a figure's DD, a panel's
       * size; ADR 060): 400 naming it without; kept in each correction, never stored here.
       */
      reason: correctionReasonSchema.optional(),
    },
    strictObjectError,
  )
  .superRefine(checkWritten);
export type CompetitionUpdate = z.infer<typeof competitionUpdateSchema>;
