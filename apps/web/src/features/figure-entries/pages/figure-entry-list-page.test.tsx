import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FigureEntryListPage } from './figure-entry-list-page';

const signedIn = () => createFakeAuth({ isAuthenticated: true });
const competitions = [buildCompetition({ _id: 'c1', Nome: 'Taça de Inverno' })];
const entries: FigureEntry[] = [
  {
    _id: 'f1',
    Competicao: 'c1',
    Categoria: 'INF',
    Clube: 'Clube Natação Alfa',
    Atletas: [
      { Nome: 'Ana', Licenca: 1, Ano: 2015 },
      { Nome: 'Eva', Licenca: 2, Ano: 2015 },
    ],
    version: 1,
  },
];

describe('FigureEntryListPage', () => {
  it('lists entries with the competition name, and hides Delete from a referee', async () => {
    mockApi({
      'GET /api/me': meResponse('referee'),
      'GET /api/competitions': () => jsonResponse(competitions),
      'GET /api/figura': () => jsonResponse(entries),
    });
    renderWithProviders(<FigureEntryListPage />, { path: '/listFiguras', auth: signedIn() });

    expect(await screen.findByText('Taça de Inverno')).toBeVisible();
    const rowElement = screen.getByText('Clube Natação Alfa').closest('tr');
    expect(rowElement).not.toBeNull();
    const rowQueries = within(rowElement as HTMLElement);
    expect(rowQueries.getByText('Infantil')).toBeVisible();
    expect(rowQueries.getByText('2')).toBeVisible();
    expect(rowQueries.getByRole('link', { name: 'Abrir' })).toHaveAttribute(
      'href',
      '/figura?id=f1',
    );
    expect(screen.queryByRole('button', { name: 'Apagar' })).not.toBeInTheDocument();
  });

  it('deletes an entry of the club after confirmation', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('clube', 'Clube Natação Alfa'),
      'GET /api/competitions': () => jsonResponse(competitions),
      'GET /api/figura': () =>
        jsonResponse(calls.some((call) => call.method === 'DELETE') ? [] : entries),
      'DELETE /api/figura/f1': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<FigureEntryListPage />, { path: '/listFiguras', auth: signedIn() });

    await userEvent.click(await screen.findByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar' }));

    expect(await screen.findByText('Ainda não há inscrições.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/figura/f1')).toBe(
      true,
    );
  });

  it('shows a refused delete and keeps the row', async () => {
    mockApi({
      'GET /api/me': meResponse('clube', 'Clube Natação Alfa'),
      'GET /api/competitions': () => jsonResponse(competitions),
      'GET /api/figura': () => jsonResponse(entries),
      'DELETE /api/figura/f1': () =>
        problemResponse(403, 'about:blank', 'Proibido', { detail: 'Inscrições encerradas' }),
    });
    renderWithProviders(<FigureEntryListPage />, { path: '/listFiguras', auth: signedIn() });

    await userEvent.click(await screen.findByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    expect(await within(dialog).findByText('Inscrições encerradas')).toBeVisible();
    expect(screen.getByText('Taça de Inverno')).toBeInTheDocument();
  });
});
