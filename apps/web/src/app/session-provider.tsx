import type { ComponentType, ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import type { AppConfig } from '../lib/app-config';
import { createCurrentUserStore, CurrentUserContext } from '../lib/auth';
import type { Session, SessionError, SigninArgs } from '../lib/session';
import { hasStoredOidcUser, SessionContext } from '../lib/session';
import type { OidcSessionProps, PendingSignin } from './auth-provider';

/** The OIDC module: oidc-client-ts and react-oidc-context (about 19 kB gzip), on demand. */
export type LoadOidcSession = () => Promise<{ OidcSession: ComponentType<OidcSessionProps> }>;

const loadOidcModule: LoadOidcSession = () => import('./auth-provider');

interface SessionProviderProps {
  config: AppConfig;
  children: ReactNode;
  /** How the OIDC module is loaded (tests count the calls). */
  loadOidcSession?: LoadOidcSession;
}

const CALLBACK_PATH = '/callback';

/**
 * The app's session (ADR 043). A visitor who never signed in gets a signed-out session and never
 * downloads the OIDC client; it loads when a user is stored (a returning visitor: the session
 * stays loading until the user is restored, so no 'Entrar' flashes), on the /callback page, or
 * when a sign-in is asked for, which then starts as soon as the client is ready.
 */
export function SessionProvider({
  config,
  children,
  loadOidcSession = loadOidcModule,
}: SessionProviderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isNeeded, setIsNeeded] = useState(() => pathname === CALLBACK_PATH || hasStoredOidcUser());
  const [OidcSession, setOidcSession] = useState<ComponentType<OidcSessionProps> | null>(null);
  const [oidcState, setOidcState] = useState<Session | null>(null);
  const [loadError, setLoadError] = useState<SessionError | undefined>(undefined);
  const [pendingSignin, setPendingSignin] = useState<PendingSignin | null>(null);
  const isSigningIn = pendingSignin !== null;
  // GET /api/me, once per signed-in user, for the top bar and the pages (lib/auth.ts).
  const [currentUsers] = useState(createCurrentUserStore);

  if (pathname === CALLBACK_PATH && !isNeeded) setIsNeeded(true);

  // Loads the OIDC module when needed; a failed load is tried again by the next sign-in.
  useEffect(() => {
    if (!isNeeded || OidcSession || loadError) return;
    let isCurrent = true;
    loadOidcSession().then(
      (module) => {
        if (isCurrent) setOidcSession(() => module.OidcSession);
      },
      () => {
        if (!isCurrent) return;
        // The error names the step that failed: RequireAuth offers to try a sign-in again.
        setPendingSignin(null);
        setLoadError({
          message: t('auth.actionFailed'),
          source: isSigningIn ? 'signinRedirect' : 'load',
        });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, isSigningIn, OidcSession, loadError, loadOidcSession, t]);

  const signinRedirect = useCallback((args?: SigninArgs) => {
    setPendingSignin({ args });
    setLoadError(undefined);
    setIsNeeded(true);
    return Promise.resolve();
  }, []);

  const signedOut = useMemo<Session>(
    () => ({
      isLoading: isNeeded && !loadError && !isSigningIn,
      isAuthenticated: false,
      user: null,
      activeNavigator: isSigningIn ? 'signinRedirect' : undefined,
      error: loadError,
      signinRedirect,
      signoutRedirect: () => Promise.resolve(),
    }),
    [isNeeded, loadError, isSigningIn, signinRedirect],
  );

  const onSigninStarted = useCallback(() => setPendingSignin(null), []);

  // Until the OIDC client has said who is signed in (and started a pending sign-in), the
  // signed-out session speaks: loading for a stored user, 'signinRedirect' after 'Entrar'.
  const session = oidcState && !isSigningIn ? oidcState : signedOut;

  return (
    <>
      {OidcSession && (
        <OidcSession
          config={config}
          onSession={setOidcState}
          pendingSignin={pendingSignin}
          onSigninStarted={onSigninStarted}
          onUserRemoved={currentUsers.clear}
        />
      )}
      <SessionContext value={session}>
        <CurrentUserContext value={currentUsers}>{children}</CurrentUserContext>
      </SessionContext>
    </>
  );
}
