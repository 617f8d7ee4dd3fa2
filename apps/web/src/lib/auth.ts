import type { Me } from '@artistic/domain/users/schema';
import { useQuery } from '@tanstack/react-query';
import { useSession } from './session';
import i18n from '../i18n/i18n';
import { getJson, INVALID_ANSWER_KEY, InvalidAnswerError } from './json-api';
import { meAnswer } from './shell-answers';

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

/** The signed-in user from GET /api/me; a token without a role is not one this app accepts. */
export function toCurrentUser(me: Me): CurrentUser {
  if (me.role === null) {
    throw new InvalidAnswerError(i18n.t(INVALID_ANSWER_KEY), 'role');
  }
  return {
    sub: me.sub,
    name: me.name ?? '',
    email: me.email ?? '',
    role: me.role,
    club: me.club ? me.club : null,
  };
}

/** The current access token, or undefined when nobody is signed in. Pass it to getJson / sendJson. */
export function useAccessToken(): string | undefined {
  const auth = useSession();
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
  const auth = useSession();
  const token = auth.isAuthenticated ? auth.user?.access_token : undefined;
  return useQuery({
    queryKey: getCurrentUserQueryKey(auth.user?.profile.sub),
    queryFn: async ({ signal }) =>
      // meSchema, checked by hand: the top bar shows the user before zod is loaded (ADR 043).
      toCurrentUser(await getJson('/api/me', meAnswer, { token, signal })),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
