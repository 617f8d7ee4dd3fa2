/** GET /api/competitions/{id}/medals as the API returns it (built by medals.ts). */
import { z } from 'zod';
import { categorySchema, eventTypeSchema } from '../core/common-schemas.ts';
import { MEDALS } from './medals.ts';

const place = z.number().int().min(1);
const count = z.number().int().min(0);

export const medallistSchema = z.object({
  medal: z.enum(MEDALS),
  position: place,
  club: z.string(),
  names: z.array(z.string()),
  total: z.number(),
});

export const eventMedalsSchema = z.object({
  Ordem: z.number().int(),
  Categoria: categorySchema,
  Prova: eventTypeSchema,
  medallists: z.array(medallistSchema),
});

export const clubMedalsSchema = z.object({
  place,
  club: z.string(),
  gold: count,
  silver: count,
  bronze: count,
  total: count,
});

export const clubPointsSchema = z.object({
  place,
  club: z.string(),
  points: z.number(),
});

export const medalsResponseSchema = z.object({
  competition: z.object({ _id: z.string(), Nome: z.string(), Data: z.string() }),
  /** Every event with the results flag, in order, with its medallists (none yet: empty). */
  events: z.array(eventMedalsSchema),
  /** Clubs with at least one medal: golds, then silvers, then bronzes, then name. */
  medalTable: z.array(clubMedalsSchema),
  /** Clubs with at least one placed entry: points, then name. */
  clubPoints: z.array(clubPointsSchema),
  /** The points per place used (the competition's PontosClubes, 1st place first). */
  pointsTable: z.array(z.number()),
});
export type MedalsResponse = z.infer<typeof medalsResponseSchema>;
