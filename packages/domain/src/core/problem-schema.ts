/**
 * The error body of every refused request (RFC 9457 problem details, `application/problem+json`),
 * as apps/server/src/http/errors.ts sends it. `detail` is the text for people (Portuguese);
 * each entry of `errors` names one field by its path and carries an i18n key (messages.ts) with
 * its interpolation values. Extension members (e.g. `counts` of a 409 on delete) pass through.
 */
import { z } from 'zod';

export const fieldErrorSchema = z.object({
  path: z.string(),
  /** An i18n key (or a text). */
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldErrorBody = z.infer<typeof fieldErrorSchema>;

export const problemDetailsSchema = z.looseObject({
  /** `about:blank#<code>`, e.g. `about:blank#conflict`. */
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ProblemDetails = z.infer<typeof problemDetailsSchema>;
