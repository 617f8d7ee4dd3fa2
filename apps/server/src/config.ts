import { isIP } from 'node:net';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const optionalString = z.preprocess(emptyToUndefined, z.string().min(1).optional());

/**
 * Which peers may speak for the client in X-Forwarded-* headers: none (the default: the socket's
 * address is the client), the N nearest hops (a count), or listed addresses and subnets.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

const isAddressOrSubnet = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

const trustProxySchema = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxy => {
    const value = (v ?? '').trim();
    if (value === '' || value === '0' || value === 'false') return { kind: 'none' };
    if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrSubnet(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma-separated list of IP addresses or subnets (bad: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return { kind: 'addresses', addresses: entries };
  });

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
    TOKEN_MAX_LIFETIME: z.coerce.number().int().min(60).max(86_400).default(3600),
    TRUST_PROXY: trustProxySchema,
    ROLE_CLAIM: z.string().min(1).default('role'),
    CLUB_CLAIM: z.string().min(1).default('club'),
    FEDERATION_EMAIL: z.email().default('secretaria@federacao-natacao.pt'),
    WEB_DIST: optionalString,
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    // Limits for what a venue's Wi-Fi can throw at the laptop (issue 36, docs/security.md).
    JUDGE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(3),
    LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(500),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
    CONNECTION_CAP_LOOPBACK: booleanFlag,
  })
  .superRefine((c, ctx) => {
    if (c.OIDC_ISSUER && !c.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER is set',
      });
    }
    // Without an audience any token of the issuer would pass, e.g. an ID token (aud = client id)
    // or a token meant for another API of the same tenant.
    if (c.OIDC_ISSUER && !c.OIDC_AUDIENCE) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_AUDIENCE'],
        message:
          "is required when OIDC_ISSUER is set: the API accepts only access tokens whose 'aud' is this API (otherwise an ID token or another API's token would be accepted)",
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
        maxTokenLifetime: c.TOKEN_MAX_LIFETIME,
        roleClaim: c.ROLE_CLAIM,
        clubClaim: c.CLUB_CLAIM,
      },
      trustProxy: c.TRUST_PROXY,
      /** HTTPS is the reverse proxy's job; PUBLIC_URL says whether users reach us through it. */
      https: publicUrl.startsWith('https://'),
      federationEmail: c.FEDERATION_EMAIL,
      webDist: c.WEB_DIST,
      logLevel: c.LOG_LEVEL,
      limits: {
        /** Live streams one judge's seat session may hold at once (429 beyond). */
        streamsPerSession: c.JUDGE_STREAMS_PER_SESSION,
        /** Live streams (phones' and tables') the process holds at once (503 beyond). */
        liveStreams: c.LIVE_STREAMS_MAX,
        /** Open connections per client address (0: no cap); more are closed at once. */
        connectionsPerAddress: c.MAX_CONNECTIONS_PER_ADDRESS,
        /** Whether the cap applies to loopback peers too (by default they are exempt). */
        capLoopback: c.CONNECTION_CAP_LOOPBACK,
      },
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
