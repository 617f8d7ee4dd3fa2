import { useAuth } from 'react-oidc-context';
import type { SigninState } from '../auth-provider';

export interface AuthActions {
  logIn: () => void;
  signUp: () => void;
  logOut: () => void;
}

/**
 * Log In / Sign Up / Log Out as the top bar and the mobile menu offer them.
 * react-oidc-context reports failures in auth.error (shown by AuthErrorNotifier).
 */
export function useAuthActions(): AuthActions {
  const auth = useAuth();
  return {
    logIn: () => {
      const state: SigninState = { returnTo: '/' };
      void auth.signinRedirect({ prompt: 'login', state });
    },
    signUp: () => {
      const state: SigninState = { returnTo: '/profile' };
      void auth.signinRedirect({ state });
    },
    logOut: () => {
      void auth.signoutRedirect();
    },
  };
}
