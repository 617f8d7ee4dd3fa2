import type { UserManagerEvents, UserManagerSettings } from 'oidc-client-ts';
import { User } from 'oidc-client-ts';
import type { AuthContextProps } from 'react-oidc-context';
import { vi } from 'vitest';

interface FakeAuthOptions {
  isAuthenticated?: boolean;
  isLoading?: boolean;
  name?: string;
  accessToken?: string;
}

/** A react-oidc-context value for tests: signed in or not, with spy methods. */
export function createFakeAuth(options: FakeAuthOptions = {}): AuthContextProps {
  const isAuthenticated = options.isAuthenticated ?? false;
  const user = isAuthenticated
    ? new User({
        access_token: options.accessToken ?? 'test-access-token',
        token_type: 'Bearer',
        profile: {
          iss: 'http://localhost/oidc',
          sub: 'user-1',
          aud: 'artistic-web',
          exp: 4_102_444_800,
          iat: 1_700_000_000,
          name: options.name ?? 'Ana Costa',
        },
      })
    : null;
  return {
    user,
    isAuthenticated,
    isLoading: options.isLoading ?? false,
    settings: {
      authority: 'http://localhost/oidc',
      client_id: 'artistic-web',
      redirect_uri: 'http://localhost/callback',
    } satisfies UserManagerSettings,
    events: {} as UserManagerEvents,
    clearStaleState: vi.fn(() => Promise.resolve()),
    removeUser: vi.fn(() => Promise.resolve()),
    signinPopup: vi.fn(() => Promise.reject(new Error('not in tests'))),
    signinSilent: vi.fn(() => Promise.resolve(null)),
    signinRedirect: vi.fn(() => Promise.resolve()),
    signinResourceOwnerCredentials: vi.fn(() => Promise.reject(new Error('not in tests'))),
    signoutRedirect: vi.fn(() => Promise.resolve()),
    signoutPopup: vi.fn(() => Promise.resolve()),
    signoutSilent: vi.fn(() => Promise.resolve()),
    querySessionStatus: vi.fn(() => Promise.resolve(null)),
    revokeTokens: vi.fn(() => Promise.resolve()),
    startSilentRenew: vi.fn(),
    stopSilentRenew: vi.fn(),
  };
}
