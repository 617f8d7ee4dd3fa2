import type { Action, User } from '@artistic/domain/users/permissions';
import { can } from '@artistic/domain/users/permissions';
import { useAccessToken, useCurrentUser } from './auth';

export interface Permissions {
  /** The signed-in user as the domain's permission table sees it; null when anonymous. */
  user: User;
  isSignedIn: boolean;
  /** True while the role of a signed-in user is still being fetched. */
  isLoading: boolean;
  /** Why the role could not be read (GET /api/me failed), if it failed. */
  error: unknown;
  can: (action: Action) => boolean;
}

/**
 * What the current user may do, from packages/domain/permissions (the table
 * the server enforces). Only for showing or hiding controls.
 */
export function usePermissions(): Permissions {
  const token = useAccessToken();
  const currentUser = useCurrentUser();
  const isSignedIn = Boolean(token);
  const data = isSignedIn ? currentUser.data : undefined;
  const user: User = data ? { role: data.role, ...(data.club ? { club: data.club } : {}) } : null;
  return {
    user,
    isSignedIn,
    isLoading: isSignedIn && currentUser.isPending,
    error: isSignedIn ? currentUser.error : null,
    // A signed-in user whose role is not known yet may do nothing special.
    can: (action) => can(user, action),
  };
}
