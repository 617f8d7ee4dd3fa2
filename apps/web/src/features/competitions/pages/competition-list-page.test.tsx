import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { federationToday } from '@artistic/domain/core/dates';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  buildRulesetDocument,
  buildStoredRuleset,
  rulesetRoutes,
} from '../../../test/ruleset-fixture';
import type { LinkedPage } from '../components/competition-actions';
import { CompetitionListPage } from './competition-list-page';
import { mediaQueryList } from '../../../test/match-media';
import { expectLinks } from '../../../test/links';

const allPagesBuilt: ReadonlySet<LinkedPage> = new Set<LinkedPage>([
  'figura',
  'coachCard',
  'startList',
  'resultFiguras',
  'resultList',
  'medals',
]);

const startListBlock = {
  Ordem: 1,
  Categoria: 'INF' as const,
  Prova: 'Figuras' as const,
  Atletas_start: [],
};

function getRow(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('CompetitionListPage', () => {
  it('shows an anonymous visitor the rows with yyyy-mm-dd dates and no admin buttons', async () => {
    const calls = mockApi({
      'GET /api/competitions': () =>
        jsonResponse([
          buildCompetition({ Data: '2099-03-15', Limite_inscricao: '2099-03-01' }),
          buildCompetition({ _id: 'c2', Nome: 'Taça de Portugal' }),
        ]),
    });

    renderWithProviders(<CompetitionListPage />, { path: '/competition' });

    await screen.findByText('Campeonato Nacional de Inverno');
    const row = getRow('Campeonato Nacional de Inverno');
    expect(within(row).getByText('2099-03-15')).toBeVisible();
    expect(within(row).getByText('2099-03-01')).toBeVisible();
    expect(screen.getByText('Taça de Portugal')).toBeVisible();
    for (const header of ['Nome', 'Data', 'Limite de inscrições', 'Ações']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeVisible();
    }
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apagar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Criar Competição' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Inscrever Figuras/Elementos' }),
    ).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ordem de partida' })).toBeDisabled();
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('says so when there are no competitions', async () => {
    mockApi({ 'GET /api/competitions': () => jsonResponse([]) });
    renderWithProviders(<CompetitionListPage />);
    expect(await screen.findByText('Ainda não há competições.')).toBeVisible();
  });

  it('shows a failed load as a visible error', async () => {
    mockApi({
      'GET /api/competitions': () => problemResponse(500, 'about:blank', 'Erro interno'),
    });
    renderWithProviders(<CompetitionListPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno');
  });

  it('gives an admin Edit, Delete (with confirmation) and the hidden badge', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': () => jsonResponse([buildCompetition({ visible: false })]),
      'DELETE /api/competitions/c1': () =>
        problemResponse(409, 'about:blank#has_dependents', 'Conflict', {
          detail: 'A competição tem 3 inscrições.',
        }),
      'DELETE /api/competitions/c1?force=true': () => new Response(null, { status: 204 }),
    });

    renderWithProviders(<CompetitionListPage />, {
      auth: createFakeAuth({ isAuthenticated: true, accessToken: 'admin-token' }),
    });

    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/admin?id=c1',
    );
    expect(screen.getByRole('link', { name: 'Criar Competição' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByText('Oculta')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resultados Figuras' })).toBeDisabled();
    const listCall = calls.find((call) => call.url === '/api/competitions');
    expect(listCall?.headers.get('Authorization')).toBe('Bearer admin-token');

    await userEvent.click(screen.getByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apagar competição' });
    expect(
      within(dialog).getByText(
        /Tem a certeza de que quer apagar a competição «Campeonato Nacional de Inverno»/,
      ),
    ).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    expect(await within(dialog).findByText(/tem inscrições ou resultados/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar tudo' }));

    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.url.endsWith('?force=true')),
      ).toBe(true),
    );
    expect(await screen.findByText('Competição apagada')).toBeVisible();
  });

  it('says how many entries and scores «Apagar tudo» deletes, as the server counted them', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': () => jsonResponse([buildCompetition()]),
      'DELETE /api/competitions/c1': () =>
        problemResponse(
          409,
          'about:blank#has_dependents',
          'Há dados associados: é precisa confirmação',
          {
            detail: 'A competição tem 20 inscrições, listas ou resultados.',
            counts: {
              coachCards: 3,
              figureEntries: 4,
              figureResults: 0,
              routineResults: 0,
              startListBlocks: 2,
              entries: 7,
              scores: 0,
            },
          },
        ),
      'DELETE /api/competitions/c1?force=true': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<CompetitionListPage />, {
      auth: createFakeAuth({ isAuthenticated: true, accessToken: 'admin-token' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apagar competição' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    expect(
      await within(dialog).findByText(
        'A competição «Campeonato Nacional de Inverno» tem 7 inscrições e 0 resultados. «Apagar tudo» apaga a competição com as suas 7 inscrições, 0 resultados e a ordem de partida.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'Fica guardada uma cópia de tudo o que é apagado: pode restaurá-la no Registo de alterações.',
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar tudo' }));
    expect(await screen.findByText('Competição apagada')).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/competitions/c1',
      '/api/competitions/c1?force=true',
    ]);
  });

  it('disables the entry buttons after the deadline, keeping the deadline day open', async () => {
    const today = federationToday(new Date());
    mockApi({
      'GET /api/me': meResponse('clube', 'Clube Naval'),
      'GET /api/competitions': () =>
        jsonResponse([
          buildCompetition({
            _id: 'old',
            Nome: 'Encerrada',
            Data: '2000-01-10',
            Limite_inscricao: '2000-01-02',
          }),
          buildCompetition({ _id: 'today', Nome: 'Último dia', Limite_inscricao: today }),
        ]),
    });

    renderWithProviders(<CompetitionListPage builtPages={allPagesBuilt} />, {
      auth: createFakeAuth({ isAuthenticated: true }),
    });

    await screen.findByText('Encerrada');
    const closed = getRow('Encerrada');
    expect(
      within(closed).getByRole('button', { name: 'Inscrever Figuras/Elementos' }),
    ).toBeDisabled();
    expect(within(closed).getByRole('button', { name: 'Criar Coach Card' })).toBeDisabled();
    expect(
      within(closed).getByRole('button', { name: 'Inscrever Figuras/Elementos' }),
    ).toHaveAccessibleDescription('Inscrições encerradas');

    const open = getRow('Último dia');
    expectLinks(open, {
      'Inscrever Figuras/Elementos': '/figura?compId=today',
      'Criar Coach Card': '/coachCard?compId=today',
    });
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resultados Figuras' })).not.toBeInTheDocument();
  });

  it('disables Start List when it is empty and Results and Medalheiro when no event has results', async () => {
    mockApi({
      'GET /api/competitions': () =>
        jsonResponse([
          buildCompetition({ _id: 'empty', Nome: 'Sem lista' }),
          buildCompetition({
            _id: 'full',
            Nome: 'Com lista',
            StartList: [startListBlock],
            Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 10 }],
          }),
        ]),
    });

    renderWithProviders(<CompetitionListPage builtPages={allPagesBuilt} />);

    await screen.findByText('Sem lista');
    const empty = getRow('Sem lista');
    expect(within(empty).getByRole('button', { name: 'Ordem de partida' })).toBeDisabled();
    expect(within(empty).getByRole('button', { name: 'Resultados' })).toBeDisabled();
    expect(within(empty).getByRole('button', { name: 'Medalheiro' })).toBeDisabled();
    const full = getRow('Com lista');
    expectLinks(full, {
      'Ordem de partida': '/startList?id=full',
      Resultados: '/resultList?id=full',
      Medalheiro: '/medals?id=full',
    });
  });

  it('enables Start List once the start list has a block, and says why it is disabled before', async () => {
    mockApi({
      'GET /api/competitions': () =>
        jsonResponse([
          buildCompetition({
            _id: 'a'.repeat(24),
            Nome: 'Com sorteio',
            StartList: [startListBlock],
          }),
          buildCompetition({ _id: 'b'.repeat(24), Nome: 'Sem sorteio', StartList: [] }),
        ]),
    });

    renderWithProviders(<CompetitionListPage />);

    const drawn = await screen.findByRole('group', { name: 'Ações de Com sorteio' });
    expect(within(drawn).getByRole('link', { name: 'Ordem de partida' })).toHaveAttribute(
      'href',
      `/startList?id=${'a'.repeat(24)}`,
    );
    const notDrawn = screen.getByRole('group', { name: 'Ações de Sem sorteio' });
    const button = within(notDrawn).getByRole('button', { name: 'Ordem de partida' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('A ordem de partida ainda não foi gerada');
  });
});

describe('CompetitionListPage on a phone', () => {
  afterEach(() => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) => mediaQueryList(query));
  });

  it('shows one card per competition with its dates and buttons instead of a wide table', async () => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) =>
      mediaQueryList(query, query.includes('max-width')),
    );
    mockApi({
      'GET /api/competitions': () =>
        jsonResponse([buildCompetition({ Data: '2099-03-15', Limite_inscricao: '2099-03-01' })]),
    });
    renderWithProviders(<CompetitionListPage builtPages={allPagesBuilt} />, {
      path: '/competition',
    });
    const card = await screen.findByRole('article', { name: 'Campeonato Nacional de Inverno' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('2099-03-15')).toBeVisible();
    expect(within(card).getByText('2099-03-01')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Ordem de partida' })).toBeVisible();
  });

  it('links an admin, and nobody else, to the change log', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': () => jsonResponse([buildCompetition()]),
    });
    const admin = renderWithProviders(<CompetitionListPage />, {
      auth: createFakeAuth({ isAuthenticated: true }),
    });
    expect(await screen.findByRole('link', { name: 'Registo de alterações' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
    admin.unmount();

    mockApi({
      'GET /api/me': meResponse('referee'),
      'GET /api/competitions': () => jsonResponse([buildCompetition()]),
    });
    renderWithProviders(<CompetitionListPage />, {
      auth: createFakeAuth({ isAuthenticated: true }),
    });
    await screen.findByText('Campeonato Nacional de Inverno');
    expect(screen.queryByRole('link', { name: 'Registo de alterações' })).not.toBeInTheDocument();
  });

  it('warns an admin, and nobody else, of a competition whose routines use provisional factors', async () => {
    // Every factor confirmed but the JUV free duet's HIB.
    const ruleset = buildStoredRuleset(
      buildRulesetDocument((d) => {
        d.id = 'fpn-2027';
        const tables = [...Object.entries(d.cdFactors), ...Object.entries(d.artisticFactors)] as [
          string,
          Record<string, Record<string, { provisional: boolean }>>,
        ][];
        for (const [row, byRoutine] of tables)
          for (const [routine, byCategory] of Object.entries(byRoutine))
            for (const [category, cell] of Object.entries(byCategory))
              cell.provisional = row === 'HIB' && routine === 'DUETO LIVRE' && category === 'JUV';
      }),
    );
    const competitions = [
      buildCompetition({
        Regras: 'fpn-2027',
        Ordem: [{ Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: false, Price: 10 }],
      }),
      buildCompetition({
        _id: 'c2',
        Nome: 'Taça de Portugal',
        Regras: 'fpn-2027',
        Ordem: [
          { Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 5 },
          { Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: false, Price: 10 },
        ],
      }),
    ];
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions': () => jsonResponse(competitions),
      ...rulesetRoutes(ruleset),
    });
    const admin = renderWithProviders(<CompetitionListPage />, {
      auth: createFakeAuth({ isAuthenticated: true }),
    });
    await screen.findByText('Campeonato Nacional de Inverno');
    const warning = await within(getRow('Campeonato Nacional de Inverno')).findByText(
      'Regulamento com fatores provisórios',
    );
    expect(warning.closest('a')).toHaveAttribute('href', '/admin/rules?id=fpn-2027');
    expect(
      within(getRow('Taça de Portugal')).queryByText('Regulamento com fatores provisórios'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regulamentos' })).toHaveAttribute(
      'href',
      '/admin/rules',
    );
    admin.unmount();

    const calls = mockApi({
      'GET /api/me': meResponse('referee'),
      'GET /api/competitions': () => jsonResponse(competitions),
      ...rulesetRoutes(ruleset),
    });
    renderWithProviders(<CompetitionListPage />, {
      auth: createFakeAuth({ isAuthenticated: true }),
    });
    await screen.findByText('Campeonato Nacional de Inverno');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/me')).toBe(true));
    expect(screen.queryByText('Regulamento com fatores provisórios')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Regulamentos' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/rulesets'))).toBe(false);
  });
});
