import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { withoutInvisibleCharacters } from '@artistic/domain/core/common-schemas';
import { AppError } from '../http/errors.ts';
import { nowMs } from '../clock.ts';

export type Role = 'admin' | 'referee' | 'clube';
const roles: readonly Role[] = ['admin', 'referee', 'clube'];

/** What every handler knows of the caller. */
export interface AuthUser {
  sub: string;
  name: string | null;
  email: string | null;
  role: Role | null;
  club: string | null;
}

export interface TokenVerifier {
  verify(token: string): Promise<AuthUser>;
}

/** Reads a claim by exact name first (namespaced claims contain dots), then as a dotted path. */
export function readClaim(payload: Record<string, unknown>, name: string): unknown {
  if (name in payload) return payload[name];
  let cur: unknown = payload;
  for (const part of name.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

export function userFromClaims(
  payload: JWTPayload,
  roleClaim: string,
  clubClaim: string,
): AuthUser {
  const role = readClaim(payload, roleClaim);
  const club = readClaim(payload, clubClaim);
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
  // A display name is shown (greeting) and stored (the audit log's "who"): no direction override
  // or invisible character from the identity provider reaches either (issue 18).
  const shown = (v: unknown) => str(typeof v === 'string' ? withoutInvisibleCharacters(v) : v);
  return {
    sub: String(payload.sub ?? ''),
    name: shown(payload['name']) ?? shown(payload['preferred_username']),
    email: str(payload['email']),
    role:
      typeof role === 'string' && (roles as readonly string[]).includes(role)
        ? (role as Role)
        : null,
    club: str(club),
  };
}

const MAX_VERIFIED_TOKENS = 1000;
/** Seconds of clock difference tolerated between the issuer and this server. */
const CLOCK_SKEW_SECONDS = 60;
/** The longest lifetime (exp − iat) a token may have unless configured otherwise: one hour. */
export const DEFAULT_TOKEN_MAX_LIFETIME = 60 * 60;

export function createVerifier(opts: {
  issuer: string;
  audience?: string;
  /** Key set; when absent it is discovered from the issuer's metadata. */
  keys?: JWTVerifyGetKey;
  roleClaim: string;
  clubClaim: string;
  fetchImpl?: typeof fetch;
  /** Longest accepted lifetime in seconds (exp − iat, and exp − now); default one hour. */
  maxLifetimeSeconds?: number;
  /** The clock (tests). */
  now?: () => number;
}): TokenVerifier {
  const maxLifetime = opts.maxLifetimeSeconds ?? DEFAULT_TOKEN_MAX_LIFETIME;
  let keys: Promise<JWTVerifyGetKey> | undefined = opts.keys
    ? Promise.resolve(opts.keys)
    : undefined;
  const getKeys = () => {
    keys ??= (async () => {
      const res = await (opts.fetchImpl ?? fetch)(
        `${opts.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
      );
      if (!res.ok) throw new Error(`OIDC discovery failed: ${res.status}`);
      const meta = (await res.json()) as { jwks_uri?: string };
      if (!meta.jwks_uri) throw new Error('OIDC discovery has no jwks_uri');
      return createRemoteJWKSet(new URL(meta.jwks_uri));
    })().catch((e: unknown) => {
      keys = undefined;
      throw e;
    });
    return keys;
  };
  // Tokens already verified, until they expire: the scoring table sends the same token with
  // every mark, and a signature check costs more than the rest of the request's checks.
  const verified = new Map<string, { user: AuthUser; expiresAt: number }>();
  const now = opts.now ?? nowMs;
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now()) return known.user;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await getKeys(), {
          issuer: opts.issuer,
          audience: opts.audience,
          clockTolerance: CLOCK_SKEW_SECONDS,
          algorithms: ['RS256', 'PS256', 'ES256'],
          currentDate: new Date(now()),
          requiredClaims: ['exp'],
        });
        if (!payload.sub) throw new AppError('unauthenticated', 'errors.tokenWithoutSubject');
        checkLifetime(payload, now() / 1000, maxLifetime);
        const user = userFromClaims(payload, opts.roleClaim, opts.clubClaim);
        // Kept until its expiry, never past it (the clock tolerance is not extended).
        if (typeof payload.exp === 'number') {
          if (verified.size >= MAX_VERIFIED_TOKENS) {
            const oldest = verified.keys().next().value;
            if (oldest !== undefined) verified.delete(oldest);
          }
          verified.set(token, { user: Object.freeze(user), expiresAt: payload.exp * 1000 });
        }
        return user;
      } catch (e) {
        if (e instanceof AppError) throw e;
        if (e instanceof joseErrors.JOSEError)
          throw new AppError('unauthenticated', 'errors.tokenInvalid');
        throw new AppError('unavailable', 'errors.sessionCheckUnavailable');
      }
    },
  };
}

/**
 * A stolen token must not serve for years: `exp` is required (jwtVerify), `iat` may not lie in
 * the future beyond the clock skew, and neither the token's whole lifetime (exp − iat) nor what
 * is left of it (exp − now) may exceed the configured maximum.
 */
function checkLifetime(payload: JWTPayload, nowSeconds: number, maxLifetime: number): void {
  const exp = payload.exp ?? 0;
  if (typeof payload.iat === 'number') {
    if (payload.iat > nowSeconds + CLOCK_SKEW_SECONDS)
      throw new AppError('unauthenticated', 'errors.tokenFromFuture');
    if (exp - payload.iat > maxLifetime)
      throw new AppError('unauthenticated', 'errors.tokenLifetimeTooLong');
  }
  if (exp - nowSeconds > maxLifetime + CLOCK_SKEW_SECONDS)
    throw new AppError('unauthenticated', 'errors.tokenLifetimeTooLong');
}
