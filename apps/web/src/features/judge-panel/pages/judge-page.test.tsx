import type { JudgeNow, Mark } from '@artistic/domain/judge-panel/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { loadLastNow, loadQueue } from '../judge-store';
import { JudgePage } from './judge-page';

const session = {
  token: 'seat-token-1',
  competition: { _id: 'c1', Nome: 'Campeonato Nacional de Inverno' },
  panel: 'figuras' as const,
  seat: 3,
};
const entry = {
  entry: 'fig:INF:Figuras:101',
  heading: '1. Infantil — Figuras',
  startNumber: 4,
  name: 'Ana Lopes',
  club: 'Clube Natação Alfa',
  rows: [
    { row: '0', label: 'Ballet Leg', kind: 'Figura' },
    { row: '1', label: 'Barracuda', kind: 'Figura' },
  ],
};

/** The server's side: what /api/judge/now answers, with the marks it stored. */
function fakeServer(options: { offline?: () => boolean; staleNow?: boolean } = {}) {
  const stored: Mark[] = [];
  const now = (): JudgeNow => ({
    competition: session.competition,
    panel: 'figuras',
    seat: 3,
    step: 0.1,
    now: { panel: 'figuras', open: true, version: 2, entry },
    // A read that left before the marks were stored does not hold them.
    marks: options.staleNow ? [] : stored,
  });
  const calls = mockApi({
    'POST /api/judge/session': () => jsonResponse(session, 201),
    'GET /api/judge/now': () => {
      if (options.offline?.()) throw new TypeError('Failed to fetch');
      return jsonResponse(now());
    },
    'POST /api/judge/marks': (init) => {
      if (options.offline?.()) throw new TypeError('Failed to fetch');
      const body = JSON.parse(String(init?.body)) as Omit<Mark, 'seat' | 'at' | 'accepted'>;
      const known = stored.find((m) => m.key === body.key);
      if (known) return jsonResponse(known, 200);
      const mark: Mark = { ...body, seat: 3, at: '2026-11-28T10:00:00Z', accepted: null };
      stored.push(mark);
      return jsonResponse(mark, 201);
    },
  });
  return { calls, stored };
}

function renderJudge(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="judge/:code?" element={<JudgePage />} />
    </Routes>,
    { path, frame: false },
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

const POLL = { timeout: 5000 };

describe('JudgePage', () => {
  it("opens the seat of the QR code's link and shows the athlete in the water with the rows to mark", async () => {
    const { calls } = fakeServer();
    renderJudge('/judge/ABCDEF23');
    expect(await screen.findByRole('heading', { name: 'J3 · Figuras' })).toBeVisible();
    expect(calls.find((c) => c.url === '/api/judge/session')?.body).toEqual({ code: 'ABCDEF23' });
    const water = await screen.findByRole('region', { name: 'Na água' });
    expect(water).toHaveTextContent('Nº 4');
    expect(water).toHaveTextContent('Ana Lopes');
    expect(water).toHaveTextContent('Clube Natação Alfa');
    const rows = screen.getByRole('list', { name: 'Notas a dar' });
    expect(
      within(rows)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ballet LegFigura—', 'BarracudaFigura—']);
    // The seat's calls carry its session, never a user's token.
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/judge/now')?.headers.get('X-Judge-Seat')).toBe(
        'seat-token-1',
      ),
    );
  });

  it('sends a mark typed on the keypad, once, and moves to the next row', async () => {
    const { calls, stored } = fakeServer();
    renderJudge('/judge/ABCDEF23');
    const keypad = await screen.findByRole('region', { name: 'Nota de Ballet Leg' });
    await userEvent.click(within(keypad).getByRole('button', { name: '7' }));
    await userEvent.click(within(keypad).getByRole('button', { name: ',3' }));
    expect(keypad).toHaveTextContent('Ballet Leg: 7,3');
    await userEvent.click(within(keypad).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('region', { name: 'Nota de Barracuda' })).toBeVisible();
    await waitFor(() => expect(stored).toHaveLength(1), POLL);
    expect(stored[0]).toMatchObject({ entry: entry.entry, row: '0', value: 7.3 });
    const row = screen.getByRole('button', { name: /Ballet Leg/ });
    await waitFor(() => expect(row).toHaveTextContent('7,3 · enviada'), POLL);
    // Sent by the keypad and by the queue's round at most: one mark on the server.
    expect(calls.filter((c) => c.url === '/api/judge/marks').length).toBeGreaterThanOrEqual(1);
    expect(loadQueue()).toEqual([]);
  });

  it('keeps a mark typed without a connection on the phone and sends it, once, when the network is back', async () => {
    let offline = false;
    const { stored } = fakeServer({ offline: () => offline });
    renderJudge('/judge/ABCDEF23');
    const keypad = await screen.findByRole('region', { name: 'Nota de Ballet Leg' });
    offline = true;
    await userEvent.click(within(keypad).getByRole('button', { name: '8' }));
    await userEvent.click(within(keypad).getByRole('button', { name: 'Enviar' }));

    const row = screen.getByRole('button', { name: /Ballet Leg/ });
    expect(row).toHaveTextContent('8 · por enviar');
    expect(loadQueue()).toMatchObject([{ entry: entry.entry, row: '0', value: 8 }]);
    await waitFor(
      () =>
        expect(screen.getByText(/^Sem ligação/)).toHaveTextContent(
          'Sem ligação — as notas ficam neste telemóvel e seguem quando a rede voltar · 1 nota(s) por enviar',
        ),
      POLL,
    );
    expect(stored).toEqual([]);

    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(row).toHaveTextContent('8 · enviada'), POLL);
    expect(stored).toHaveLength(1);
    expect(loadQueue()).toEqual([]);
  });

  it('after a reload without a connection, draws the last entry in the water from the phone, with the waiting mark on its row, and sends it once when the network is back (issue 40)', async () => {
    let offline = false;
    const { stored } = fakeServer({ offline: () => offline });
    const first = renderJudge('/judge/ABCDEF23');
    const keypad = await screen.findByRole('region', { name: 'Nota de Ballet Leg' });
    expect(loadLastNow(session.token)?.now.entry?.name).toBe('Ana Lopes');
    expect(loadLastNow('another-seat')).toBeNull();
    offline = true;
    await userEvent.click(within(keypad).getByRole('button', { name: '8' }));
    await userEvent.click(within(keypad).getByRole('button', { name: 'Enviar' }));
    expect(loadQueue()).toHaveLength(1);

    // The phone reloads the page with no network: the seat, its last answer and the queue are
    // on the phone.
    first.unmount();
    renderJudge('/judge');
    expect(screen.getByRole('region', { name: 'Na água' })).toHaveTextContent('Ana Lopes');
    const row = screen.getByRole('button', { name: /Ballet Leg/ });
    expect(row).toHaveTextContent('8 · por enviar');
    await waitFor(
      () =>
        expect(screen.getByText(/^Sem ligação/)).toHaveTextContent(
          'Sem ligação — as notas ficam neste telemóvel e seguem quando a rede voltar · 1 nota(s) por enviar',
        ),
      POLL,
    );
    expect(stored).toEqual([]);

    offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(row).toHaveTextContent('8 · enviada'), POLL);
    expect(stored).toHaveLength(1);
    expect(loadQueue()).toEqual([]);
  });

  it('forgets the last answer kept with the seat when the judge leaves it', async () => {
    fakeServer();
    renderJudge('/judge/ABCDEF23');
    await screen.findByRole('region', { name: 'Nota de Ballet Leg' });
    expect(loadLastNow(session.token)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sair deste lugar' }));
    expect(loadLastNow(session.token)).toBeNull();
  });

  it("shows a queued mark the server refused (the table moved on meanwhile) with the server's reason, and keeps it on screen until dismissed", async () => {
    let offline = false;
    let inWater = entry;
    const later = { ...entry, entry: 'fig:INF:Figuras:103', startNumber: 6, name: 'Rita Sousa' };
    const reason =
      'Nota de Ana Lopes recusada: a mesa já está em Rita Sousa. Só se aceitam notas da entrada na água e da anterior; diga a nota à mesa';
    mockApi({
      'POST /api/judge/session': () => jsonResponse(session, 201),
      'GET /api/judge/now': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return jsonResponse({
          competition: session.competition,
          panel: 'figuras',
          seat: 3,
          step: 0.1,
          now: { panel: 'figuras', open: true, version: 2, entry: inWater },
          marks: [],
        } satisfies JudgeNow);
      },
      'POST /api/judge/marks': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return jsonResponse(
          { type: 'about:blank', title: 'Conflito', status: 409, detail: reason },
          409,
        );
      },
    });
    renderJudge('/judge/ABCDEF23');
    const keypad = await screen.findByRole('region', { name: 'Nota de Ballet Leg' });
    offline = true;
    await userEvent.click(within(keypad).getByRole('button', { name: '8' }));
    await userEvent.click(within(keypad).getByRole('button', { name: 'Enviar' }));
    expect(loadQueue()).toHaveLength(1);

    // The Wi-Fi comes back two athletes later: the server refuses the mark for good.
    inWater = later;
    offline = false;
    window.dispatchEvent(new Event('online'));
    const refused = await screen.findByRole('alert', { name: 'Notas recusadas' }, POLL);
    expect(refused).toHaveTextContent(`A nota 8 não foi aceite: ${reason}`);
    expect(loadQueue()).toEqual([]);
    // The phone shows the athlete now in the water, and the refusal stays.
    await waitFor(
      () => expect(screen.getByRole('region', { name: 'Na água' })).toHaveTextContent('Rita Sousa'),
      POLL,
    );
    expect(screen.getByRole('alert', { name: 'Notas recusadas' })).toHaveTextContent(reason);
    await userEvent.click(within(refused).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('alert', { name: 'Notas recusadas' })).toBeNull();
  });

  it('asks for a code when opened without one, and says plainly when the code is unknown', async () => {
    mockApi({
      'POST /api/judge/session': () =>
        jsonResponse({ type: 'about:blank', title: 'Não autenticado', status: 401 }, 401),
    });
    renderJudge('/judge');
    await userEvent.type(await screen.findByLabelText('Código do lugar'), 'abcd-ef23');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Código desconhecido ou já substituído: peça o código à mesa.',
    );
  });

  it("keeps a stored mark on screen, and the keypad on the next row, while the server's last read does not hold it yet", async () => {
    const { stored } = fakeServer({ staleNow: true });
    renderJudge('/judge/ABCDEF23');
    const keypad = await screen.findByRole('region', { name: 'Nota de Ballet Leg' });
    await userEvent.click(within(keypad).getByRole('button', { name: '7' }));
    await userEvent.click(within(keypad).getByRole('button', { name: 'Enviar' }));
    const row = screen.getByRole('button', { name: /Ballet Leg/ });
    await waitFor(() => expect(row).toHaveTextContent('7 · enviada'), POLL);
    expect(stored).toHaveLength(1);
    // A few reads later the mark still shows as sent, and the keypad stays on Barracuda.
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(row).toHaveTextContent('7 · enviada');
    expect(screen.getByRole('region', { name: 'Nota de Barracuda' })).toBeVisible();
  });
});
