/** The price list per club as the API returns it (computed by pricelist.ts). */
import { z } from 'zod';
import { categorySchema, eventTypeSchema } from '../core/common-schemas.ts';

export const priceRowSchema = z.object({
  Tipo: eventTypeSchema,
  Categoria: categorySchema,
  count: z.number().int().nonnegative(),
  price: z.number(),
  subtotal: z.number(),
  unpriced: z.boolean(),
});

/** Draft coach cards of one event: listed as not billed, outside every total. */
export const draftRowSchema = z.object({
  Tipo: eventTypeSchema,
  Categoria: categorySchema,
  count: z.number().int().nonnegative(),
});

export const clubPriceListSchema = z.object({
  club: z.string(),
  rows: z.array(priceRowSchema),
  drafts: z.array(draftRowSchema),
  total: z.number(),
});

export const priceListResponseSchema = z.object({
  competition: z.object({ _id: z.string(), Nome: z.string(), Data: z.string() }),
  clubs: z.array(clubPriceListSchema),
  total: z.number(),
});
export type PriceListResponse = z.infer<typeof priceListResponseSchema>;
