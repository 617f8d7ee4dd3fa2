import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCoachCard } from '../../../test/coach-card-fixture';
import { buildCompetition } from '../../../test/competition-fixture';
import { createFakeAuth } from '../../../test/fake-auth';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { rulesetRoutes } from '../../../test/ruleset-fixture';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CoachCardListPage } from './coach-card-list-page';
import { anElement } from '@artistic/domain/testing/builders';
import { expectLinks } from '../../../test/links';

vi.setConfig({ testTimeout: 30_000 });

const user = userEvent.setup({ delay: null });
const signedIn = () => createFakeAuth({ isAuthenticated: true });

function buildCard(overrides: Partial<CoachCard> = {}): CoachCard {
  return buildCoachCard({ Total_declarado: 2.1, ...overrides });
}

const cards = [
  buildCard(),
  buildCard({
    _id: 'cc2',
    Competicao: 'c2',
    Esquema: 'EQUIPA LIVRE',
    Tema_esquema: 'Fogo',
    State: 'Submetido',
  }),
];

function renderList(role: 'admin' | 'referee' | 'clube', list: CoachCard[] = cards) {
  let stored = [...list];
  const calls = mockApi({
    ...rulesetRoutes(),
    'GET /api/me': meResponse(role, role === 'clube' ? 'Clube Naval' : null),
    'GET /api/coachcard': () => jsonResponse(stored),
    'GET /api/competitions': () =>
      jsonResponse([
        buildCompetition({ _id: 'c1', Nome: 'Nacional de Inverno' }),
        buildCompetition({ _id: 'c2', Nome: 'Taça de Primavera' }),
      ]),
    'DELETE /api/coachcard/cc1': () => {
      stored = stored.filter((card) => card._id !== 'cc1');
      return new Response(null, { status: 204 });
    },
  });
  renderWithProviders(<CoachCardListPage />, { path: '/listCoachCard', auth: signedIn() });
  return calls;
}

async function findRow(theme: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('cell', { name: theme });
  return cell.closest('tr') as HTMLElement;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CoachCardListPage', () => {
  it('marks a card with a code no table knows, with the server message, and counts them', async () => {
    renderList('admin', [
      buildCard({
        Esquema: 'DUETO TECNICO',
        Elementos: [
          anElement('TRE', 2, 2.6, {
            Dificuldade_declarada: [{ Codigo_cc: 'TRE_DT_1', Valor: 2.6 }],
          }),
        ],
      }),
      buildCard({
        _id: 'cc2',
        Tema_esquema: 'Fogo',
        Esquema: 'DUETO TECNICO',
        Elementos: [
          anElement('TRE', 2, 2.6, {
            Dificuldade_declarada: [{ Codigo_cc: 'TRE_DT_1A', Valor: 3 }],
          }),
        ],
      }),
    ]);
    const row = await findRow('O mar');
    expect(within(row).getByText('Códigos a corrigir')).toBeVisible();
    expect(
      within(row).getByText('Elemento 2: o código TRE_DT_1 não existe nas tabelas do regulamento.'),
    ).toBeVisible();
    expect(within(await findRow('Fogo')).queryByText('Códigos a corrigir')).toBeNull();
    expect(
      screen.getByText('1 Coach Card tem códigos que as tabelas do regulamento não conhecem'),
    ).toBeVisible();
  });

  it('lists the cards with names, labels, 4 decimals and the state', async () => {
    renderList('admin');
    const row = await findRow('O mar');
    expect(within(row).getByText('Nacional de Inverno')).toBeVisible();
    expect(within(row).getByText('JUN — Júnior')).toBeVisible();
    expect(within(row).getByText('2,1000')).toBeVisible();
    expect(within(row).getByText('Rascunho')).toBeVisible();
    expectLinks(row, {
      Editar: '/coachCard?id=cc1',
      Imprimir: '/refCoachCard?id=cc1',
      Pontuador: '/pontCoachCard?id=cc1',
      Resultado: '/resultCoachCard?id=cc1',
    });
    const submitted = await findRow('Fogo');
    expect(within(submitted).getByRole('link', { name: 'Ver' })).toBeVisible();
  });

  it('hides Pontuador and Resultado from a club', async () => {
    renderList('clube');
    const row = await findRow('O mar');
    expect(within(row).getByRole('link', { name: 'Editar' })).toBeVisible();
    expect(within(row).queryByRole('link', { name: 'Pontuador' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Resultado' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Apagar' })).toBeVisible();
  });

  it('hides Apagar from a referee, who only views', async () => {
    renderList('referee', [cards[1] as CoachCard]);
    const row = await findRow('Fogo');
    expect(within(row).queryByRole('button', { name: 'Apagar' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ver' })).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Pontuador' })).toBeVisible();
  });

  it('filters by competition', async () => {
    renderList('admin');
    await findRow('O mar');
    await user.click(screen.getByLabelText('Filtrar por competição', { selector: 'input' }));
    await user.click(
      await screen.findByRole('option', { name: 'Taça de Primavera', hidden: true }),
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'O mar' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Fogo' })).toBeVisible();
  });

  it('deletes a card after confirmation and the row disappears', async () => {
    const calls = renderList('admin');
    const row = await findRow('O mar');
    await user.click(within(row).getByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar' }));

    expect(await screen.findByText('Coach Card apagado.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'O mar' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('shows a failed delete and keeps the row', async () => {
    mockApi({
      ...rulesetRoutes(),
      'GET /api/me': meResponse('admin'),
      'GET /api/coachcard': () => jsonResponse(cards),
      'GET /api/competitions': () => jsonResponse([]),
      'DELETE /api/coachcard/cc1': () =>
        problemResponse(403, 'about:blank#forbidden', 'Sem permissão', { detail: 'Não' }),
    });
    renderWithProviders(<CoachCardListPage />, { path: '/listCoachCard', auth: signedIn() });
    const row = await findRow('O mar');
    await user.click(within(row).getByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    expect(await within(dialog).findByText('Não foi possível apagar o Coach Card.')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'O mar' })).toBeInTheDocument();
  });

  it("marks a draft sent back with a reason 'Alterações pedidas' (and no other card)", async () => {
    renderList('clube', [
      ...cards,
      buildCard({
        _id: 'cc3',
        Tema_esquema: 'Ondas',
        Motivo_alteracoes: 'Falta a ordem dos elementos.',
      }),
    ]);
    const badge = within(await findRow('Ondas')).getByText('Alterações pedidas');
    expect(badge).toBeVisible();
    expect(badge.closest('[title]')).toHaveAttribute('title', 'Falta a ordem dos elementos.');
    expect(within(await findRow('O mar')).queryByText('Alterações pedidas')).toBeNull();
    expect(within(await findRow('Fogo')).queryByText('Alterações pedidas')).toBeNull();
  });

  it('says when there are no coach cards', async () => {
    renderList('clube', []);
    expect(await screen.findByText('Ainda não há coach cards.')).toBeVisible();
  });
});
