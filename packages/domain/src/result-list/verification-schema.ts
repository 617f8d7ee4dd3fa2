/**
 * GET /api/verify as the API returns it (issue 37): every stored or served number of one
 * competition compared with a fresh computation from the raw marks, the coach cards and the
 * ruleset the competition is scored with.
 */
import { z } from 'zod';
import { idSchema, strictObjectError } from '../core/common-schemas.ts';

/** The query of GET /api/verify: the competition checked. */
export const verificationQuerySchema = z.strictObject({ compId: idSchema }, strictObjectError);
export type VerificationQuery = z.infer<typeof verificationQuerySchema>;

/** A number stored or served that a fresh computation does not give. */
export const verificationDifferenceSchema = z.object({
  /**
   * Where it is, as a person reads it (Portuguese): competition, event, entry, field, e.g.
   * `competições/Torneio (64a…)/JUV DUETO LIVRE/entrada 3 — Ana, Rita (Clube X)/folha/Valor_total`.
   */
  path: z.string(),
  /** What is stored or served (null: none). */
  stored: z.number().nullable(),
  /** What the computation from the raw data gives (null: none). */
  recomputed: z.number().nullable(),
});
export type VerificationDifference = z.infer<typeof verificationDifferenceSchema>;

export const verificationSchema = z.object({
  /** How many numbers were compared. */
  checked: z.number().int().min(0),
  differences: z.array(verificationDifferenceSchema),
});
export type Verification = z.infer<typeof verificationSchema>;
