import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuth } from '../test/fake-auth';
import { renderRoutesWithProviders } from '../test/render-with-providers';
import { appRoutes } from './routes';

const adminMe = { sub: 'user-1', name: 'Ana Costa', email: 'a@b.test', role: 'admin', club: null };

/** Answers every fetch as the server would a signed-in admin: /api/me, then `answers` by path, else []. */
function answerAsAdmin(answers: Record<string, unknown> = {}) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = String(input);
    const path = Object.keys(answers).find((item) => url.includes(item));
    const body = url.includes('/api/me') ? adminMe : path ? answers[path] : [];
    return Promise.resolve(Response.json(body));
  });
}

/** Opens `path` as a signed-in user. */
function openSignedIn(path: string) {
  renderRoutesWithProviders(appRoutes, { path, auth: createFakeAuth({ isAuthenticated: true }) });
}

describe('AppRoutes', () => {
  it('shows «Página não encontrada» for an unknown path, with a way home', async () => {
    renderRoutesWithProviders(appRoutes, { path: '/nao-existe' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    expect(screen.getByText('A página que procura não existe ou foi movida.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('sends a visitor of a login-required page to sign in, returning to that page', async () => {
    const auth = createFakeAuth({ isAuthenticated: false });
    renderRoutesWithProviders(appRoutes, { path: '/listCoachCard?comp=1', auth });

    expect(await screen.findByText('A redirecionar para o início de sessão…')).toBeVisible();
    expect(auth.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/listCoachCard?comp=1' },
    });
  });

  it('opens a login-required page for a signed-in user', async () => {
    answerAsAdmin();
    openSignedIn('/listFiguras');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inscrições em Figuras/Elementos' }),
    ).toBeVisible();
    expect(screen.queryByText('A redirecionar para o início de sessão…')).toBeNull();
  });

  it('opens the change log of /admin/audit for an admin, on demand', async () => {
    answerAsAdmin({ '/api/audit': { items: [], nextBefore: null } });
    openSignedIn('/admin/audit');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registo de alterações' }),
    ).toBeVisible();
    expect(await screen.findByText('Ainda não há alterações registadas.')).toBeVisible();
  });

  it('opens the rulesets of /admin/rules for an admin, on demand', async () => {
    answerAsAdmin();
    openSignedIn('/admin/rules');

    expect(await screen.findByRole('heading', { level: 1, name: 'Regulamentos' })).toBeVisible();
    expect(await screen.findByText('Ainda não há regulamentos.')).toBeVisible();
  });

  it('opens the publications of /admin/publications for an admin, on demand', async () => {
    answerAsAdmin({ '/api/publications': { items: [] } });
    openSignedIn('/admin/publications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Publicações' })).toBeVisible();
    expect(await screen.findByText('Nenhuma publicação')).toBeVisible();
  });

  it('opens /admin/publish?comp= for an admin, on demand', async () => {
    answerAsAdmin({
      '/api/competitions/c1/publishing': {
        competicao: 'c1',
        siteUrl: 'https://resultados.federacao.pt',
        publicationId: 'p1',
        state: 'sending',
        localSeq: 3,
        ackedSeq: 0,
        pending: 3,
        lastAttemptAt: null,
        lastSuccessAt: null,
        nextTryAt: null,
        lastError: null,
        createdAt: '2026-01-15T08:00:00.000Z',
        endedAt: null,
        now: '2026-01-15T08:00:01.000Z',
      },
    });
    openSignedIn('/admin/publish?comp=c1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publicar no site da federação' }),
    ).toBeVisible();
    expect(await screen.findByTestId('publishing-status')).toHaveTextContent('A enviar…');
  });
});
