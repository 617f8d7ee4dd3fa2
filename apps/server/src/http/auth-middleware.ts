import type { MiddlewareHandler } from 'hono';
import type { AuthUser, TokenVerifier } from '../auth/verify.ts';
import { AppError } from './errors.ts';
import type { AppEnv } from './types.ts';

/** Reads an optional bearer token; a token that is present but bad is a 401, never silently ignored. */
export function authenticateRequest(verifier: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) {
      c.set('user', null);
      return next();
    }
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1]) throw new AppError('unauthenticated', 'errors.authorizationHeaderInvalid');
    c.set('user', await verifier.verify(match[1].trim()));
    return next();
  };
}

export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new AppError('unauthenticated', 'errors.signInRequired');
  return user;
}
