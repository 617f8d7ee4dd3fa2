/** User info of a session (spec section 3): role and club. */
import { z } from 'zod';
import { ROLES } from '../enums.ts';
import { optionalTextSchema, strictObjectError } from './common.ts';

export const userInfoSchema = z.strictObject(
  {
    role: z.enum(ROLES, { error: 'errors.invalidOption' }),
    club: optionalTextSchema.optional(),
  },
  strictObjectError,
);
export type UserInfo = z.infer<typeof userInfoSchema>;
