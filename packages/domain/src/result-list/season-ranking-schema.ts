/** GET /api/rankings as the API returns it (built by season-ranking.ts). */
import { z } from 'zod';
import { categorySchema, eventTypeSchema, isoDateSchema } from '../core/common-schemas.ts';

const place = z.number().int().min(1);

export const seasonCompetitionRefSchema = z.object({
  _id: z.string(),
  Nome: z.string(),
  Data: z.string(),
});

export const seasonRankedEntrySchema = z.object({
  place,
  key: z.string(),
  names: z.array(z.string()),
  club: z.string(),
  bestTotal: z.number(),
  best: seasonCompetitionRefSchema,
  competitions: z.number().int().min(1),
});

export const seasonEventRankingSchema = z.object({
  Categoria: categorySchema,
  Prova: eventTypeSchema,
  entries: z.array(seasonRankedEntrySchema),
});

export const clubSeasonPointsSchema = z.object({
  place,
  club: z.string(),
  points: z.number(),
  byCompetition: z.array(z.object({ _id: z.string(), place, points: z.number() })),
});

export const seasonSchema = z.object({ from: z.string(), to: z.string(), label: z.string() });

export const rankingsResponseSchema = z.object({
  /** The dates ranked (both included): the query's, or the season containing today. */
  range: z.object({ from: z.string(), to: z.string() }),
  /** The seasons with at least one visible competition, newest first (for a select). */
  seasons: z.array(seasonSchema),
  /** The visible competitions of the range, oldest first. */
  competitions: z.array(seasonCompetitionRefSchema),
  events: z.array(seasonEventRankingSchema),
  clubs: z.array(clubSeasonPointsSchema),
});
export type RankingsResponse = z.infer<typeof rankingsResponseSchema>;

/**
 * The query of GET /api/rankings: both dates optional (each omitted one is the season containing
 * today's), `from` not after `to` (else the problem names `to`).
 */
export const rankingsQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    path: ['to'],
    error: 'errors.rangeEndBeforeStart',
  });
export type RankingsQuery = z.infer<typeof rankingsQuerySchema>;
