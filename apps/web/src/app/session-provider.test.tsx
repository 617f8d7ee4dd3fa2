import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../lib/session';
import { useSession } from '../lib/session';
import { renderWithProviders, testConfig } from '../test/render-with-providers';
import type { OidcSessionProps } from './auth-provider';
import type { LoadOidcSession } from './session-provider';
import { SessionProvider } from './session-provider';

/** What the fake OIDC client would say next, and every sign-in it was asked to start. */
const oidc = vi.hoisted(() => ({
  imports: 0,
  mounts: 0,
  started: [] as unknown[],
  report: null as null | ((session: Partial<Session>) => void),
}));

// The OIDC module (oidc-client-ts + react-oidc-context): the factory runs when it is imported.
vi.mock('./auth-provider', () => {
  oidc.imports += 1;
  return { OidcSession: FakeOidcSession };
});

const signedInUser = {
  access_token: 'stored-token',
  profile: { sub: 'user-1', name: 'Ana Costa' },
};

function fakeSession(overrides: Partial<Session>): Session {
  return {
    isLoading: false,
    isAuthenticated: false,
    user: null,
    activeNavigator: undefined,
    error: undefined,
    signinRedirect: () => Promise.resolve(),
    signoutRedirect: () => Promise.resolve(),
    ...overrides,
  };
}

/**
 * Stands for OidcSession: loading at first, then whatever a test reports; starts a pending
 * sign-in once no longer loading, as the real one does.
 */
function FakeOidcSession({ onSession, pendingSignin, onSigninStarted }: OidcSessionProps) {
  const [state, setState] = useState(() => fakeSession({ isLoading: true }));
  useEffect(() => {
    oidc.mounts += 1;
    oidc.report = (next) => setState(fakeSession(next));
  }, []);
  useEffect(() => onSession(state), [onSession, state]);
  useEffect(() => {
    if (state.isLoading || !pendingSignin) return;
    oidc.started.push(pendingSignin.args);
    onSigninStarted();
  }, [state, pendingSignin, onSigninStarted]);
  return null;
}

/** Shows the session as a person would read it off the top bar. */
function SessionProbe() {
  const session = useSession();
  if (session.isLoading) return <p>a verificar</p>;
  return (
    <div>
      <p>{session.isAuthenticated ? `sessão de ${session.user?.profile.name}` : 'sem sessão'}</p>
      {session.activeNavigator && <p>a redirecionar</p>}
      {session.error && <p role="alert">{`${session.error.source}: ${session.error.message}`}</p>}
      <button
        type="button"
        onClick={() => void session.signinRedirect({ state: { returnTo: '/profile' } })}
      >
        Entrar
      </button>
    </div>
  );
}

function renderSession(path = '/', loadOidcSession?: LoadOidcSession) {
  renderWithProviders(
    <SessionProvider config={testConfig} {...(loadOidcSession ? { loadOidcSession } : {})}>
      <SessionProbe />
    </SessionProvider>,
    { path },
  );
}

describe('SessionProvider', () => {
  beforeEach(() => {
    // oidc.imports is not reset: once imported, the module stays in the registry.
    oidc.mounts = 0;
    oidc.started = [];
    oidc.report = null;
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  // First of the file: nothing has imported the OIDC module yet.
  it('gives a visitor who never signed in a signed-out session without importing the OIDC module', async () => {
    window.sessionStorage.setItem('artistic.language', 'pt');
    renderSession('/');

    expect(screen.getByText('sem sessão')).toBeVisible();
    // Give a stray import every chance to happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(oidc.imports).toBe(0);
    expect(oidc.mounts).toBe(0);
    expect(screen.queryByText('a redirecionar')).toBeNull();
  });

  it('never calls the loader of the OIDC module for a visitor who browses around', async () => {
    const load = vi.fn<LoadOidcSession>(() => Promise.reject(new Error('not wanted')));
    renderSession('/competition', load);

    expect(screen.getByText('sem sessão')).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
  });

  it('restores a returning user: loading (no Entrar) until the OIDC client has read the stored user', async () => {
    window.sessionStorage.setItem('oidc.user:http://localhost/oidc:artistic-web', '{}');
    renderSession('/');

    expect(screen.getByText('a verificar')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    await vi.waitFor(() => expect(oidc.mounts).toBe(1));
    expect(oidc.imports).toBe(1);
    expect(screen.getByText('a verificar')).toBeVisible();

    act(() => oidc.report?.({ isAuthenticated: true, user: signedInUser }));
    expect(await screen.findByText('sessão de Ana Costa')).toBeVisible();
  });

  it('loads the OIDC client on the /callback page, where the sign-in completes', async () => {
    renderSession('/callback?code=abc&state=xyz');

    expect(screen.getByText('a verificar')).toBeVisible();
    await vi.waitFor(() => expect(oidc.mounts).toBe(1));
  });

  it("loads the OIDC client on 'Entrar' and starts the sign-in asked for once it is ready", async () => {
    renderSession('/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(oidc.mounts).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByText('a redirecionar')).toBeVisible();
    await vi.waitFor(() => expect(oidc.mounts).toBe(1));
    expect(oidc.started).toEqual([]);
    expect(screen.getByText('a redirecionar')).toBeVisible();
    act(() => oidc.report?.({ isLoading: false }));
    await vi.waitFor(() => expect(oidc.started).toEqual([{ state: { returnTo: '/profile' } }]));
  });

  it('says in Portuguese that sign-in is unavailable when the OIDC client cannot be downloaded', async () => {
    const load = vi.fn<LoadOidcSession>(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    renderSession('/', load);

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'signinRedirect: Não foi possível contactar o serviço de autenticação.',
    );
    expect(screen.getByText('sem sessão')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
