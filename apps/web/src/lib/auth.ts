import { useQuery } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import { ApiError, apiRequest } from './api-client';

export const roles = ['admin', 'referee', 'clube'] as const;
export type Role = (typeof roles)[number];

/** What GET /api/me answers: who is signed in, with role and club from the server. */
export interface CurrentUser {
  sub: string;
  name: string;
  email: string;
  role: Role;
  club: string | null;
}

function isRole(value: unknown): value is Role {
  return roles.some((role) => role === value);
}

export function parseCurrentUser(value: unknown): CurrentUser {
  if (typeof value !== 'object' || value === null) {
    throw new ApiError({ type: 'about:blank', title: 'Invalid /api/me response', status: 0 });
  }
  const record = value as Record<string, unknown>;
  const { sub, name, email, role, club } = record;
  if (typeof sub !== 'string' || !isRole(role)) {
    throw new ApiError({ type: 'about:blank', title: 'Invalid /api/me response', status: 0 });
  }
  return {
    sub,
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : '',
    role,
    club: typeof club === 'string' && club ? club : null,
  };
}

/** The current access token, or undefined when nobody is signed in. Pass it to apiRequest. */
export function useAccessToken(): string | undefined {
  const auth = useAuth();
  return auth.isAuthenticated ? auth.user?.access_token : undefined;
}

export function getCurrentUserQueryKey(sub: string | undefined) {
  return ['me', sub ?? 'anonymous'] as const;
}

/**
 * The signed-in user as the server sees it (role, club), fetched once per
 * session from GET /api/me. Disabled (data undefined) when nobody is signed in.
 */
export function useCurrentUser() {
  const auth = useAuth();
  const token = auth.isAuthenticated ? auth.user?.access_token : undefined;
  return useQuery({
    queryKey: getCurrentUserQueryKey(auth.user?.profile.sub),
    queryFn: async ({ signal }) =>
      parseCurrentUser(await apiRequest<unknown>('/api/me', { token: token ?? null, signal })),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
