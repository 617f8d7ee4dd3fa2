import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { WebStorageStateStore } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { useNavigate } from 'react-router';
import type { AppConfig } from '../lib/app-config';

interface AppAuthProviderProps {
  config: AppConfig;
  children: ReactNode;
}

/** The state we pass through signinRedirect. */
export interface SigninState {
  returnTo?: string;
}

/** Only same-origin paths: never let a crafted state send the user elsewhere. */
export function getReturnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return '/';
  const returnTo = state.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//')) {
    return '/';
  }
  return returnTo;
}

/** OIDC code flow with PKCE (oidc-client-ts), configured from GET /api/config. */
export function AppAuthProvider({ config, children }: AppAuthProviderProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const origin = window.location.origin;
  const userStore = useMemo(() => new WebStorageStateStore({ store: window.sessionStorage }), []);

  const onSigninCallback = useCallback(
    (user: User | undefined) => {
      // Replacing the entry drops ?code=&state= from the URL and history.
      void navigate(getReturnPath(user?.state), { replace: true });
    },
    [navigate],
  );

  const onRemoveUser = useCallback(() => {
    queryClient.removeQueries({ queryKey: ['me'] });
  }, [queryClient]);

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
      onRemoveUser={onRemoveUser}
    >
      {children}
    </AuthProvider>
  );
}
