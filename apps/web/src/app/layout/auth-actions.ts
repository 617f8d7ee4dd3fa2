import { useSession } from '../../lib/session';
import type { SigninState } from '../../lib/session';

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
  const auth = useSession();
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
