import { createContext, useContext } from 'react';

/**
 * The app's own view of who is signed in (ADR 043). The OIDC client (oidc-client-ts with
 * react-oidc-context, app/auth-provider.tsx) is loaded only when a session may exist or is asked
 * for; until then the app runs on a signed-out session that loads it on 'Entrar'.
 */

/** The state we pass through signinRedirect. */
export interface SigninState {
  returnTo?: string;
}

export interface SigninArgs {
  prompt?: string;
  state?: SigninState;
}

/** The signed-in user as the identity provider issued it (a structural subset of oidc's User). */
export interface SessionUser {
  access_token: string;
  id_token?: string | undefined;
  profile: {
    sub: string;
    name?: string | undefined;
    preferred_username?: string | undefined;
    email?: string | undefined;
    picture?: string | undefined;
  };
}

/** A failed sign-in, sign-out or renew; `source` names the step (react-oidc-context's names). */
export interface SessionError {
  message: string;
  source?: string;
}

export interface Session {
  /** True until we know whether someone is signed in (a stored user being restored). */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: SessionUser | null;
  /** The redirect under way ('signinRedirect', 'signoutRedirect'), if any. */
  activeNavigator: string | undefined;
  error: SessionError | undefined;
  /** Failures land in `error`; the promise does not reject. */
  signinRedirect: (args?: SigninArgs) => Promise<void>;
  signoutRedirect: () => Promise<void>;
}

/** Where oidc-client-ts keeps a signed-in user: `oidc.user:<authority>:<client id>`. */
export const OIDC_USER_KEY_PREFIX = 'oidc.user:';

function hasKeyWithPrefix(storage: Storage | undefined, prefix: string): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i += 1) if (storage.key(i)?.startsWith(prefix)) return true;
  return false;
}

function storageOf(name: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return window[name];
  } catch {
    // A browser that refuses storage (privacy settings) throws on access.
    return undefined;
  }
}

/** A user stored by a previous page of this tab (or a persistent store): OIDC must load. */
export function hasStoredOidcUser(): boolean {
  return (
    hasKeyWithPrefix(storageOf('sessionStorage'), OIDC_USER_KEY_PREFIX) ||
    hasKeyWithPrefix(storageOf('localStorage'), OIDC_USER_KEY_PREFIX)
  );
}

export const SessionContext = createContext<Session | null>(null);

/** Who is signed in; available everywhere below the session provider (app/session-provider.tsx). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used below SessionContext');
  return session;
}
