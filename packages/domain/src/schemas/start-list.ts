/** The start list as the API returns it, and the admin's start-list commands. */
import { z } from 'zod';
import { categorySchema, eventTypeSchema, versionSchema } from './common.ts';
import { startListBlockSchema } from './competition.ts';

export const startListResponseSchema = z.object({
  competition: z.object({ _id: z.string(), Nome: z.string(), Data: z.string() }),
  StartList: z.array(startListBlockSchema),
  clubs: z.array(z.object({ club: z.string(), athletes: z.number().int() })),
  totalAthletes: z.number().int(),
  startListVersion: z.number().int(),
});
export type StartListResponse = z.infer<typeof startListResponseSchema>;

export const generateStartListResponseSchema = startListResponseSchema.extend({
  excludedDrafts: z.array(
    z.object({
      _id: z.string(),
      Clube: z.string(),
      Categoria: categorySchema,
      Esquema: eventTypeSchema,
    }),
  ),
});
export type GenerateStartListResponse = z.infer<typeof generateStartListResponseSchema>;

export const generateStartListBodySchema = z.strictObject({
  /** Needed to replace a start list that already exists. */
  confirm: z.boolean({ error: 'errors.invalidType' }).optional(),
});

export const startListCommandBodySchema = z.strictObject({
  startListVersion: versionSchema,
});

export const moveSlotBodySchema = z.strictObject({
  startListVersion: versionSchema,
  slot: z
    .number({ error: 'errors.number' })
    .int('errors.integer')
    .min(1, 'errors.orderNumber')
    .max(10000, 'errors.orderNumber'),
  direction: z.enum(['up', 'down'], { error: 'errors.invalidOption' }),
});
