/** What GET /api/config answers (public): how the browser signs in, and the federation's address. */
import { z } from 'zod';

export const appConfigSchema = z.object({
  oidc: z.object({ authority: z.string(), clientId: z.string(), scope: z.string() }),
  federationEmail: z.string(),
  demo: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
