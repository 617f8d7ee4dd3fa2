import type { GenerateStartListResponse } from '@artistic/domain/start-list/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CompetitionFormPage } from '../pages/competition-form-page';

const signedIn = () => createFakeAuth({ isAuthenticated: true, accessToken: 'admin-token' });

const generated: GenerateStartListResponse = {
  competition: { _id: 'c1', Nome: 'Campeonato Nacional de Inverno', Data: '2099-12-20' },
  StartList: [],
  clubs: [],
  totalAthletes: 0,
  startListVersion: 2,
  excludedDrafts: [
    { _id: 'cc7', Clube: 'Clube Natação Açores', Categoria: 'JUV', Esquema: 'DUETO LIVRE' },
    { _id: 'cc8', Clube: 'Sport Algés e Dafundo', Categoria: 'ABS', Esquema: 'EQUIPA LIVRE' },
  ],
};

describe('Gerar ordem de partida on the competition form', () => {
  it('is not offered when creating a competition', async () => {
    mockApi({ 'GET /api/me': meResponse('admin') });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin', auth: signedIn() });

    await screen.findByRole('button', { name: 'Gravar' });
    expect(
      screen.queryByRole('button', { name: 'Gerar ordem de partida' }),
    ).not.toBeInTheDocument();
  });

  it('confirms replacing a start list, then lists the drafts left out', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1': () => jsonResponse(buildCompetition()),
      'POST /api/competitions/c1/startlist': (init) => {
        const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
          confirm?: boolean;
        };
        return body.confirm === true
          ? jsonResponse(generated)
          : problemResponse(409, 'about:blank#has_dependents', 'Conflict', {
              detail:
                'Já existe uma ordem de partida e há 3 resultado(s) lançado(s). Confirme para a gerar de novo.',
            });
      },
    });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin?id=c1', auth: signedIn() });

    await userEvent.click(await screen.findByRole('button', { name: 'Gerar ordem de partida' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Já existe uma ordem de partida e há 3 resultado(s) lançado(s). Confirme para a gerar de novo.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar de novo' }));

    expect(await screen.findByText('Ordem de partida gerada')).toBeVisible();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{}, { confirm: true }]);
    expect(posts[1]?.headers.get('Authorization')).toBe('Bearer admin-token');

    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent.includes('rascunho')) as HTMLElement;
    expect(alert).toHaveTextContent('Coach cards em rascunho não incluídos:');
    expect(alert).toHaveTextContent('Clube Natação Açores — Juvenil Dueto Livre');
    expect(alert).toHaveTextContent('Sport Algés e Dafundo — Absoluto Equipa Livre');
    expect(screen.getByRole('link', { name: 'Ver ordem de partida' })).toHaveAttribute(
      'href',
      '/startList?id=c1',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns before drawing that the JUV duet will have no figure points (ADR 062)', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1': () =>
        jsonResponse(
          buildCompetition({
            Ordem: [
              { Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 12 },
              { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: true, Price: 25 },
            ],
          }),
        ),
      'POST /api/competitions/c1/startlist': () =>
        jsonResponse({ ...generated, excludedDrafts: [] }),
    });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin?id=c1', auth: signedIn() });

    await userEvent.click(await screen.findByRole('button', { name: 'Gerar ordem de partida' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Gerar a ordem de partida assim? Os esquemas abaixo não terão pontos de figuras.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'JUV: Dueto Livre — sem Figuras de JUV nesta competição',
    );
    // Nothing is drawn before the admin confirms.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar na mesma' }));
    expect(await screen.findByText('Ordem de partida gerada')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('generates at once when there is no start list yet', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1': () => jsonResponse(buildCompetition()),
      'POST /api/competitions/c1/startlist': () =>
        jsonResponse({ ...generated, excludedDrafts: [] }),
    });
    renderWithProviders(<CompetitionFormPage />, { path: '/admin?id=c1', auth: signedIn() });

    await userEvent.click(await screen.findByRole('button', { name: 'Gerar ordem de partida' }));
    expect(await screen.findByText('Ordem de partida gerada')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Coach cards em rascunho/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
