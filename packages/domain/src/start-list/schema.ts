/** The start list as the API returns it, and the admin's start-list commands. */
import { z } from 'zod';
import {
  categorySchema,
  eventTypeSchema,
  orderNumberSchema,
  versionSchema,
} from '../core/common-schemas.ts';
import { startListBlockSchema } from '../competition/schema.ts';

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
  slot: orderNumberSchema(1, 10000),
  direction: z.enum(['up', 'down'], { error: 'errors.invalidOption' }),
});

/** What changed in the entries since the start list was drawn (issue 17), per event. */
export const startListEntryChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'changed']),
  Clube: z.string(),
  CoachCardId: z.string().optional(),
  Atletas: z.array(z.string()),
  athletesIn: z.array(z.string()),
  athletesOut: z.array(z.string()),
});

export const startListEventChangesSchema = z.object({
  Ordem: z.number().int(),
  Prova: eventTypeSchema,
  Categoria: categorySchema,
  changes: z.array(startListEntryChangeSchema),
});

/** The competitions whose drawn start list no longer matches their entries (admins only). */
export const startListChangesResponseSchema = z.array(
  z.object({ competition: z.string(), events: z.array(startListEventChangesSchema) }),
);
export type StartListChangesResponse = z.infer<typeof startListChangesResponseSchema>;

/**
 * The start list's events, for a page that shows one at a time (issue 20): each block's order,
 * event, category, the heading a person reads (Portuguese) and how many entries (slots) it has;
 * `now` is the event being swum (the block of the most recently saved score sheet, else the
 * first; null without a start list). Each event comes from
 * `GET /api/competitions/{id}/startlist/events/{ordem}` (a `startListBlockSchema`).
 */
export const startListEventsResponseSchema = z.object({
  competition: z.object({ _id: z.string(), Nome: z.string(), Data: z.string() }),
  events: z.array(
    z.object({
      Ordem: z.number().int(),
      Prova: eventTypeSchema,
      Categoria: categorySchema,
      label: z.string(),
      entries: z.number().int(),
    }),
  ),
  now: z.number().int().nullable(),
  /** What the admin's commands send back (startListCommandBodySchema). */
  startListVersion: z.number().int(),
});
export type StartListEventsResponse = z.infer<typeof startListEventsResponseSchema>;

/** One event of the start list: the block as the full answer has it. */
export const startListEventResponseSchema = startListBlockSchema;
export type StartListEventResponse = z.infer<typeof startListEventResponseSchema>;
