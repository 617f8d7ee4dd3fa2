import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const optionalString = z.preprocess(emptyToUndefined, z.string().min(1).optional());

export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DEMO: booleanFlag,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_AUDIENCE: optionalString,
    OIDC_SCOPE: optionalString,
    ROLE_CLAIM: z.string().min(1).default('role'),
    CLUB_CLAIM: z.string().min(1).default('club'),
    FEDERATION_EMAIL: z.email().default('secretaria@federacao-natacao.pt'),
    WEB_DIST: optionalString,
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  })
  .superRefine((c, ctx) => {
    if (c.OIDC_ISSUER && !c.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER is set',
      });
    }
  })
  .transform((c) => {
    const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
    const embeddedIdp = !c.OIDC_ISSUER;
    return {
      port: c.PORT,
      host: c.HOST,
      publicUrl,
      demo: c.DEMO,
      dataDir: c.DATA_DIR,
      databaseUrl: c.DATABASE_URL,
      embeddedIdp,
      oidc: {
        issuer: c.OIDC_ISSUER ?? `${publicUrl}/oidc`,
        clientId: c.OIDC_CLIENT_ID ?? 'artistic-web',
        audience: c.OIDC_AUDIENCE ?? (embeddedIdp ? `${publicUrl}/api` : undefined),
        scope: c.OIDC_SCOPE ?? 'openid profile email offline_access',
        roleClaim: c.ROLE_CLAIM,
        clubClaim: c.CLUB_CLAIM,
      },
      federationEmail: c.FEDERATION_EMAIL,
      webDist: c.WEB_DIST,
      logLevel: c.LOG_LEVEL,
    };
  });

export type Config = z.output<typeof configSchema>;

/** Reads and validates the environment once; throws a readable message naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration (environment variables):\n${lines.join('\n')}`);
  }
  return parsed.data;
}
