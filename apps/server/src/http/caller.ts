import { can } from '@artistic/domain/users/permissions';
import type { Action, User } from '@artistic/domain/users/permissions';
import type { AuthUser } from '../auth/verify.ts';
import { AppError } from './errors.ts';
import type { ServerMessageKey } from './messages.ts';

/** The caller as the domain's permission table sees it (null: anonymous or no known role). */
export function toSubject(user: AuthUser | null): User {
  return user?.role ? { role: user.role, club: user.club ?? undefined } : null;
}

/** A signed-in caller with a known role; a club user must have a club. */
export function requireRole(
  user: AuthUser | null,
): AuthUser & { role: NonNullable<AuthUser['role']> } {
  if (!user) throw new AppError('unauthenticated', 'errors.signInRequired');
  if (!user.role) throw new AppError('forbidden', 'errors.accountWithoutRole');
  if (user.role === 'clube' && !user.club)
    throw new AppError('forbidden', 'errors.clubAccountWithoutClub');
  return user as AuthUser & { role: NonNullable<AuthUser['role']> };
}

/**
 * A signed-in caller the permission table lets do `action`: 401 signed out, otherwise 403 with
 * the feature's own text (`forbidden`).
 */
export function requirePermission(
  user: AuthUser | null,
  action: Action,
  forbidden: ServerMessageKey,
): AuthUser {
  if (!user) throw new AppError('unauthenticated', 'errors.signInRequired');
  if (!can(toSubject(user), action)) throw new AppError('forbidden', forbidden);
  return user;
}
