import { vi } from 'vitest';
import type { Session } from '../lib/session';

interface FakeAuthOptions {
  isAuthenticated?: boolean;
  isLoading?: boolean;
  name?: string;
  accessToken?: string;
}

/** A session (lib/session.ts) for tests: signed in or not, with spy methods. */
export function createFakeAuth(options: FakeAuthOptions = {}): Session {
  const isAuthenticated = options.isAuthenticated ?? false;
  return {
    user: isAuthenticated
      ? {
          access_token: options.accessToken ?? 'test-access-token',
          profile: { sub: 'user-1', name: options.name ?? 'Ana Costa' },
        }
      : null,
    isAuthenticated,
    isLoading: options.isLoading ?? false,
    activeNavigator: undefined,
    error: undefined,
    signinRedirect: vi.fn(() => Promise.resolve()),
    signoutRedirect: vi.fn(() => Promise.resolve()),
  };
}
