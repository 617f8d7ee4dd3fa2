import type { User } from 'oidc-client-ts';
import { WebStorageStateStore } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { AuthProvider, useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router';
import type { AppConfig } from '../lib/app-config';
import type { Session, SigninArgs } from '../lib/session';

/**
 * The OIDC module (ADR 043): oidc-client-ts and react-oidc-context, loaded with import() by
 * app/session-provider.tsx only when a stored user, the /callback page or 'Entrar' needs it.
 */

/** Only same-origin paths: never let a crafted state send the user elsewhere. */
export function getReturnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return '/';
  const returnTo = state.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) {
    return '/';
  }
  return returnTo;
}

/** A sign-in asked for before this module was loaded ('Entrar' on the signed-out session). */
export interface PendingSignin {
  args: SigninArgs | undefined;
}

export interface OidcSessionProps {
  config: AppConfig;
  /** Receives the session each time the OIDC state changes. */
  onSession: (session: Session) => void;
  /** Started once the OIDC client is ready, then reported with onSigninStarted. */
  pendingSignin: PendingSignin | null;
  onSigninStarted: () => void;
  /** The client removed its user (signed out, or a renew failed): forget who it was. */
  onUserRemoved: () => void;
}

/** Hands react-oidc-context's state to the app's session, and starts a pending sign-in. */
function SessionReporter({
  onSession,
  pendingSignin,
  onSigninStarted,
}: Omit<OidcSessionProps, 'config' | 'onUserRemoved'>) {
  const auth = useAuth();
  const { isLoading, isAuthenticated, user, activeNavigator, error } = auth;
  const { signinRedirect, signoutRedirect } = auth;

  const session = useMemo<Session>(
    () => ({
      isLoading,
      isAuthenticated,
      user: user ?? null,
      activeNavigator,
      error,
      signinRedirect: (args) => signinRedirect(args),
      signoutRedirect: () => signoutRedirect(),
    }),
    [isLoading, isAuthenticated, user, activeNavigator, error, signinRedirect, signoutRedirect],
  );

  useEffect(() => {
    onSession(session);
  }, [onSession, session]);

  // The sign-in last started: an effect that runs twice (StrictMode) must not start it twice.
  const started = useRef<PendingSignin | null>(null);
  useEffect(() => {
    if (isLoading || !pendingSignin || started.current === pendingSignin) return;
    started.current = pendingSignin;
    onSigninStarted();
    // Failures land in auth.error (react-oidc-context does not reject).
    void signinRedirect(pendingSignin.args);
  }, [isLoading, pendingSignin, onSigninStarted, signinRedirect]);

  return null;
}

/** OIDC code flow with PKCE (oidc-client-ts), configured from GET /api/config. */
export function OidcSession({
  config,
  onSession,
  pendingSignin,
  onSigninStarted,
  onUserRemoved,
}: OidcSessionProps) {
  const navigate = useNavigate();
  const origin = window.location.origin;
  const userStore = useMemo(() => new WebStorageStateStore({ store: window.sessionStorage }), []);

  const onSigninCallback = useCallback(
    (user: User | undefined) => {
      // Replacing the entry drops ?code=&state= from the URL and history.
      void navigate(getReturnPath(user?.state), { replace: true });
    },
    [navigate],
  );

  return (
    <AuthProvider
      authority={config.oidc.authority}
      client_id={config.oidc.clientId}
      redirect_uri={`${origin}/callback`}
      post_logout_redirect_uri={`${origin}/`}
      response_type="code"
      scope={config.oidc.scope}
      automaticSilentRenew
      userStore={userStore}
      onSigninCallback={onSigninCallback}
      onRemoveUser={onUserRemoved}
    >
      <SessionReporter
        onSession={onSession}
        pendingSignin={pendingSignin}
        onSigninStarted={onSigninStarted}
      />
    </AuthProvider>
  );
}
