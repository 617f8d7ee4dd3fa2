import type { PanelSeats } from '@artistic/domain/judge-panel/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCompetitionPage } from '../../../test/competition-page';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { PanelPage } from './panel-page';

function seats(issued: readonly string[] = []): PanelSeats {
  const seat = (panel: 'figuras' | 'coachCard', n: number) => ({
    panel,
    seat: n,
    issued: issued.includes(`${panel}-${n}`),
    issuedAt: issued.includes(`${panel}-${n}`) ? '2026-11-28T10:32:00.000Z' : null,
    sessions: issued.includes(`${panel}-${n}`) ? 1 : 0,
  });
  return {
    competition: { _id: 'c1', Nome: 'Campeonato Nacional de Inverno' },
    seats: [
      ...[1, 2, 3, 4, 5].map((n) => seat('figuras', n)),
      ...[1, 2, 3, 4, 5].map((n) => seat('coachCard', n)),
    ],
  };
}

const issuedSeat = (panel: string, seat: number, code: string) => ({
  panel,
  seat,
  code,
  path: `/judge/${code.replace('-', '')}`,
});

function renderPanel(path = '/panel?compId=c1') {
  return renderCompetitionPage('panel', <PanelPage />, { path, signedIn: true });
}

describe('PanelPage', () => {
  it('lists the seats of both panels in Portuguese, with who has a code and how many phones', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1/panel': () => jsonResponse(seats(['figuras-3'])),
    });
    renderPanel();
    const figures = await screen.findByRole('table', { name: 'Figuras' });
    expect(screen.getByRole('heading', { level: 1, name: 'Painel de juízes' })).toBeVisible();
    expect(screen.getByText('Campeonato Nacional de Inverno')).toBeVisible();
    const j3 = within(figures).getByRole('row', { name: /J3/ });
    expect(j3).toHaveTextContent(/Ativo desde 28\/11(,)? 10:32/);
    expect(j3).toHaveTextContent('1 ligado(s)');
    expect(within(j3).getByRole('button', { name: 'Novo código de J3 — Figuras' })).toBeVisible();
    expect(within(figures).getByRole('row', { name: /J1/ })).toHaveTextContent('Sem código');
    const routines = screen.getByRole('table', { name: 'Esquemas (coach cards)' });
    expect(within(routines).getAllByRole('row')).toHaveLength(6);
  });

  it('shows an issued code once, as text and as a QR code holding its link, ready to print', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1/panel': () => jsonResponse(seats()),
      'POST /api/competitions/c1/panel/seats/figuras/2/issue': () =>
        jsonResponse(issuedSeat('figuras', 2, 'ABCD-EF23'), 201),
    });
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Emitir código de J2 — Figuras' }),
    );
    const card = await screen.findByLabelText('J2 — Figuras', { selector: 'div' });
    expect(within(card).getByText('ABCD-EF23')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Código QR de J2 — Figuras' })).toBeVisible();
    expect(within(card).getByText(`${window.location.origin}/judge/ABCDEF23`)).toBeVisible();
    expect(screen.getByText(/Estes códigos só aparecem agora/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimir os códigos' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('asks before replacing codes that phones may be using, and before a revoke', async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1/panel': () => jsonResponse(seats(['coachCard-1'])),
      'POST /api/competitions/c1/panel/seats/coachCard/1/revoke': () => jsonResponse(seats()),
    });
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Emitir códigos de todos os lugares' }),
    );
    const replace = await screen.findByRole('dialog', { name: 'Emitir códigos novos' });
    expect(replace).toHaveTextContent('os códigos atuais deixam de funcionar');
    await userEvent.click(within(replace).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(
      screen.getByRole('button', { name: 'Revogar o código de J1 — Esquemas (coach cards)' }),
    );
    const revoke = await screen.findByRole('dialog', { name: 'Revogar o código' });
    await userEvent.click(within(revoke).getByRole('button', { name: 'Revogar' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
        '/api/competitions/c1/panel/seats/coachCard/1/revoke',
      ]),
    );
    const routines = screen.getByRole('table', { name: 'Esquemas (coach cards)' });
    await waitFor(() =>
      expect(within(routines).getByRole('row', { name: /J1/ })).toHaveTextContent('Sem código'),
    );
  });

  it('says why a code could not be issued, and keeps the page', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1/panel': () => jsonResponse(seats()),
      'POST /api/competitions/c1/panel/seats/figuras/1/issue': () =>
        problemResponse(400, 'about:blank', 'Pedido inválido', {
          detail: 'Este painel tem 5 juízes: não há lugar J6',
        }),
    });
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Emitir código de J1 — Figuras' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível emitir o código.');
    expect(alert).toHaveTextContent('Este painel tem 5 juízes');
    expect(screen.getByRole('table', { name: 'Figuras' })).toBeVisible();
  });

  it('tells a club it may not manage seats', async () => {
    mockApi({ 'GET /api/me': meResponse('clube', 'Clube Natação Alfa') });
    renderPanel();
    expect(
      await screen.findByText('Só os administradores gerem os lugares dos juízes.'),
    ).toBeVisible();
  });
});
