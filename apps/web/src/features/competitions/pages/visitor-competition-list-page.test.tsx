import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { mediaQueryList } from '../../../test/match-media';
import { problemResponse } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { VisitorCompetitionListPage } from './visitor-competition-list-page';

/** The page as the app draws it for a visitor (ADR 050): no Mantine provider around it. */
const bare = { frame: false, path: '/competition' } as const;

const startListBlock = {
  Ordem: 1,
  Categoria: 'INF' as const,
  Prova: 'Figuras' as const,
  Atletas_start: [],
};

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('VisitorCompetitionListPage (ADR 050)', () => {
  afterEach(() => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) => mediaQueryList(query));
  });

  it('lists the visible competitions with yyyy-mm-dd dates, their start and result lists', async () => {
    const calls = mockApi({
      'GET /api/competitions': () =>
        jsonResponse([
          buildCompetition({
            Data: '2099-03-15',
            Limite_inscricao: '2099-03-01',
            StartList: [startListBlock],
            Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 10 }],
          }),
          buildCompetition({ _id: 'c2', Nome: 'Taça de Portugal' }),
          buildCompetition({ _id: 'c3', Nome: 'Competição oculta', visible: false }),
        ]),
    });

    renderWithProviders(<VisitorCompetitionListPage />, bare);

    expect(await screen.findByRole('heading', { level: 1, name: 'Competições' })).toBeVisible();
    await screen.findByText('Campeonato Nacional de Inverno');
    for (const header of ['Nome', 'Data', 'Limite de inscrições', 'Ações'])
      expect(screen.getByRole('columnheader', { name: header })).toBeVisible();
    const row = rowOf('Campeonato Nacional de Inverno');
    expect(within(row).getByText('2099-03-15')).toBeVisible();
    expect(within(row).getByText('2099-03-01')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Ordem de partida' })).toHaveAttribute(
      'href',
      `/startList?id=${encodeURIComponent(buildCompetition()._id)}`,
    );
    expect(within(row).getByRole('link', { name: 'Resultados' })).toHaveAttribute(
      'href',
      `/resultList?id=${encodeURIComponent(buildCompetition()._id)}`,
    );
    expect(within(row).getByRole('link', { name: 'Medalheiro' })).toHaveAttribute(
      'href',
      `/medals?id=${encodeURIComponent(buildCompetition()._id)}`,
    );
    // Nothing drawn yet: the buttons say why they are disabled.
    const other = rowOf('Taça de Portugal');
    const startList = within(other).getByRole('button', { name: 'Ordem de partida' });
    expect(startList).toBeDisabled();
    expect(startList).toHaveAccessibleDescription('A ordem de partida ainda não foi gerada');
    expect(within(other).getByRole('button', { name: 'Resultados' })).toHaveAccessibleDescription(
      'Ainda não há resultados publicados',
    );
    expect(within(other).getByRole('button', { name: 'Medalheiro' })).toHaveAccessibleDescription(
      'Ainda não há resultados publicados',
    );
    // A hidden competition is never shown to a visitor, whatever the server sends.
    expect(screen.queryByText('Competição oculta')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('shows one card per competition on a phone', async () => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) =>
      mediaQueryList(query, query.includes('max-width')),
    );
    mockApi({
      'GET /api/competitions': () =>
        jsonResponse([buildCompetition({ Data: '2099-03-15', Limite_inscricao: '2099-03-01' })]),
    });
    renderWithProviders(<VisitorCompetitionListPage />, bare);
    const card = await screen.findByRole('article', { name: 'Campeonato Nacional de Inverno' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('2099-03-15')).toBeVisible();
    expect(within(card).getByText('2099-03-01')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Ordem de partida' })).toBeDisabled();
  });

  it('says so when there are no competitions', async () => {
    mockApi({ 'GET /api/competitions': () => jsonResponse([]) });
    renderWithProviders(<VisitorCompetitionListPage />, bare);
    expect(await screen.findByText('Ainda não há competições.')).toBeVisible();
  });

  it('shows a failed load as a visible error', async () => {
    mockApi({
      'GET /api/competitions': () => problemResponse(500, 'about:blank', 'Erro interno'),
    });
    renderWithProviders(<VisitorCompetitionListPage />, bare);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro interno');
  });

  it('refuses an answer that does not match the domain schema, naming where', async () => {
    mockApi({
      'GET /api/competitions': () => jsonResponse([{ ...buildCompetition(), Nome: 42 }]),
    });
    renderWithProviders(<VisitorCompetitionListPage />, bare);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('0.Nome');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
