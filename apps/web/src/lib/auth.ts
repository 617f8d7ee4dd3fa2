import type { Me } from '@artistic/domain/users/schema';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
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

/** GET /api/me as the shell and the pages read it (no React Query before the first page, ADR 044). */
export interface CurrentUserState {
  data: CurrentUser | undefined;
  error: unknown;
  /** No answer yet (or nobody is signed in, so none is asked for). */
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}

const notAsked: CurrentUserState = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  isSuccess: false,
};

/**
 * The answers of GET /api/me by user (`sub`), each asked for once per session and kept: the top
 * bar, the profile page and every permission check share one request. `clear` forgets them all
 * (the OIDC client removed its user); an answer that arrives after that is dropped.
 */
export interface CurrentUserStore {
  get: (sub: string) => CurrentUserState;
  load: (sub: string, token: string) => void;
  subscribe: (listener: () => void) => () => void;
  clear: () => void;
}

export function createCurrentUserStore(): CurrentUserStore {
  const states = new Map<string, CurrentUserState>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (sub) => states.get(sub) ?? notAsked,
    load: (sub, token) => {
      if (states.has(sub)) return;
      const pending: CurrentUserState = { ...notAsked };
      states.set(sub, pending);
      const settle = (state: CurrentUserState) => {
        if (states.get(sub) !== pending) return;
        states.set(sub, state);
        notify();
      };
      // meSchema, checked by hand: the top bar shows the user before zod is loaded (ADR 043).
      getJson('/api/me', meAnswer, { token }).then(
        (me) => {
          try {
            settle({ ...notAsked, data: toCurrentUser(me), isPending: false, isSuccess: true });
          } catch (error) {
            settle({ ...notAsked, error, isPending: false, isError: true });
          }
        },
        (error: unknown) => settle({ ...notAsked, error, isPending: false, isError: true }),
      );
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => {
      states.clear();
      notify();
    },
  };
}

export const CurrentUserContext = createContext<CurrentUserStore | null>(null);

/**
 * The signed-in user as the server sees it (role, club), fetched once per session from
 * GET /api/me (app/session-provider.tsx holds the answers). Pending with no data when nobody is
 * signed in.
 */
export function useCurrentUser(): CurrentUserState {
  const store = useContext(CurrentUserContext);
  if (!store) throw new Error('useCurrentUser must be used below CurrentUserContext');
  const auth = useSession();
  const token = auth.isAuthenticated ? auth.user?.access_token : undefined;
  const sub = auth.user?.profile.sub ?? 'anonymous';
  const state = useSyncExternalStore(store.subscribe, () => (token ? store.get(sub) : notAsked));
  useEffect(() => {
    if (token) store.load(sub, token);
  }, [store, sub, token]);
  return state;
}
