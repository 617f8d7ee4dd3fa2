/** User info of a session (spec section 3): role and club. */
import { z } from 'zod';
import { ROLES } from '../core/enums.ts';
import { optionalTextSchema, strictObjectError } from '../core/common-schemas.ts';

export const userInfoSchema = z.strictObject(
  {
    role: z.enum(ROLES, { error: 'errors.invalidOption' }),
    club: optionalTextSchema.optional(),
  },
  strictObjectError,
);
export type UserInfo = z.infer<typeof userInfoSchema>;

/** What GET /api/me answers: who the bearer token belongs to, role and club as the server reads them. */
export const meSchema = z.object({
  sub: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  club: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;
