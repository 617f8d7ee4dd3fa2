import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVISIONAL_STATUS } from '@artistic/domain/result-list/official';
import type {
  ScoreboardLast,
  ScoreboardResponse,
} from '@artistic/domain/result-list/scoreboard-schema';
import { renderCompetitionPage } from '../../../test/competition-page';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { LIVE_FROM_VENUE_TEXT, liveFromVenue } from '../../../test/venue-live';
import { SCOREBOARD_REFRESH_MS } from '../api';
import { SCOREBOARD_CYCLE_MS, SCOREBOARD_IDLE_AFTER_MS, ScoreboardPage } from './scoreboard-page';

const PATH = 'GET /api/competitions/c1/scoreboard';

const rita = { names: ['Rita Gonçalves'], club: 'Clube Natação Açores' };
const maria = { names: ['Maria Lopes'], club: 'Sport Algés e Dafundo' };
const ana = { names: ['Ana Simões'], club: 'Sport Algés e Dafundo' };
const placed = (position: number, who: typeof rita, total: number) => ({
  position,
  label: String(position),
  extra: false,
  ...who,
  total,
});

/** Maria's figures saved last: second of the INF figures. */
const mariaLast: ScoreboardLast = {
  Ordem: 1,
  Categoria: 'INF',
  Prova: 'Figuras',
  ...placed(2, maria, 60.5),
  sheet: 'sheet-maria:2',
  judgeCount: 5,
  step: 0.1,
  lines: [
    { kind: 'figure', name: 'Barracuda', scores: [7, 7.5, 8, 6.5, 7], points: 12.9001 },
    { kind: 'figure', name: 'Tower', scores: [6, 6.2, null, 6.4, 6.3], points: 11.21 },
  ],
};

function buildBoard(overrides: Partial<ScoreboardResponse> = {}): ScoreboardResponse {
  return {
    competition: { _id: 'c1', Nome: 'Campeonato Nacional de Inverno', Data: '2026-02-14' },
    now: {
      panel: 'figuras',
      Categoria: 'INF',
      Prova: 'Figuras',
      Ordem: 1,
      startNumber: 4,
      ...ana,
    },
    last: mariaLast,
    current: 1,
    events: [
      {
        Ordem: 1,
        Categoria: 'INF',
        Prova: 'Figuras',
        rows: 3,
        scored: 2,
        top: [placed(1, rita, 63.7511), placed(2, maria, 60.5)],
        status: { ...PROVISIONAL_STATUS, provisionalSince: '2026-02-14T10:40:00.000Z' },
      },
      {
        Ordem: 2,
        Categoria: 'JUV',
        Prova: 'DUETO LIVRE',
        rows: 1,
        scored: 1,
        top: [
          placed(1, { names: ['Leonor Costa', 'Joana Martins'], club: 'Clube Natação Alfa' }, 71),
        ],
        status: PROVISIONAL_STATUS,
      },
      {
        Ordem: 3,
        Categoria: 'MAS',
        Prova: 'SOLO LIVRE',
        rows: 0,
        scored: 0,
        top: [],
        status: PROVISIONAL_STATUS,
      },
    ],
    ...overrides,
  };
}

/** The board's answer as the server sends it: with an ETag, so an unchanged poll is not read again. */
function boardResponse(board: ScoreboardResponse): Response {
  const response = jsonResponse(board);
  response.headers.set('ETag', `W/"${board.last?.sheet ?? 'none'}-${board.now ? 1 : 0}"`);
  return response;
}

function renderBoard(path = '/scoreboard?id=c1') {
  return renderCompetitionPage('scoreboard', <ScoreboardPage />, { path, frame: false });
}

/** The cells of each row of a table, as text. */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => {
  vi.useRealTimers();
});

describe('ScoreboardPage', () => {
  it('shows who is in the water, the last result with its place and every mark, then the top of its event', async () => {
    const calls = mockApi({ [PATH]: () => boardResponse(buildBoard()) });
    renderBoard();

    const now = await screen.findByRole('region', { name: 'Na água' });
    expect(now).toHaveTextContent('Nº 4');
    expect(now).toHaveTextContent('Ana Simões');
    expect(now).toHaveTextContent('Sport Algés e Dafundo · Infantil — Figuras');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Campeonato Nacional de Inverno',
    );

    const last = screen.getByRole('region', { name: 'Último resultado' });
    expect(within(last).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Último resultado · Infantil — Figuras',
    );
    expect(last).toHaveTextContent('Maria Lopes');
    expect(last).toHaveTextContent('Lugar 2');
    expect(last).toHaveTextContent('60,5000');
    expect(rowTexts(within(last).getByRole('table', { name: 'Notas dos juízes' }))).toEqual([
      ['Figura ou elemento', 'J1', 'J2', 'J3', 'J4', 'J5', 'Pontos'],
      ['Barracuda', '7,0', '7,5', '8,0', '6,5', '7,0', '12,9001'],
      ['Tower', '6,0', '6,2', '–', '6,4', '6,3', '11,2100'],
    ]);

    const standings = screen.getByRole('region', { name: 'Classificação' });
    expect(rowTexts(within(standings).getByRole('table')).slice(1)).toEqual([
      ['1', 'Rita GonçalvesClube Natação Açores', '63,7511'],
      ['2', 'Maria LopesSport Algés e Dafundo', '60,5000'],
    ]);
    // Where the event's results stand, as the result list says it (issue 38).
    expect(standings).toHaveTextContent(/Provisório desde 14\/02, \d\d:\d\d/);
    // A visitor's board: no sign-in, no token.
    expect(calls.every((c) => c.headers.get('Authorization') === null)).toBe(true);
  });

  it("shows a quarter-point panel's marks with two decimals, as the result list does", async () => {
    const quarters: ScoreboardLast = {
      ...mariaLast,
      sheet: 'sheet-maria:3',
      step: 0.25,
      lines: [
        { kind: 'figure', name: 'Barracuda', scores: [6, 7.75, 7.25, 6.75, 7.5], points: 12 },
      ],
    };
    mockApi({ [PATH]: () => boardResponse(buildBoard({ last: quarters })) });
    renderBoard();
    const last = await screen.findByRole('region', { name: 'Último resultado' });
    expect(rowTexts(within(last).getByRole('table', { name: 'Notas dos juízes' }))[1]).toEqual([
      'Barracuda',
      '6,00',
      '7,75',
      '7,25',
      '6,75',
      '7,50',
      '12,0000',
    ]);
  });

  it('says an event corrected after it was official is provisional again', async () => {
    const [figures, ...others] = buildBoard().events;
    const corrected = {
      ...figures!,
      status: {
        ...PROVISIONAL_STATUS,
        corrected: true,
        signedBy: null,
        provisionalSince: '2026-02-14T11:05:00.000Z',
      },
    };
    const last = { ...mariaLast, sheet: 'sheet-maria:4' };
    mockApi({ [PATH]: () => boardResponse(buildBoard({ last, events: [corrected, ...others] })) });
    renderBoard();
    const standings = await screen.findByRole('region', { name: 'Classificação' });
    expect(standings).toHaveTextContent(/Provisório — corrigido desde 14\/02, \d\d:\d\d/);
  });

  it('shows a new result at the next poll, half a second later', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let board = buildBoard();
    mockApi({ [PATH]: () => boardResponse(board) });
    renderBoard();
    await screen.findByText('Maria Lopes', { selector: 'p' });

    board = buildBoard({
      now: null,
      last: { ...mariaLast, ...placed(1, ana, 64.1), sheet: 'sheet-ana:1' },
      events: buildBoard().events.map((e) =>
        e.Ordem === 1 ? { ...e, scored: 3, top: [placed(1, ana, 64.1), ...e.top] } : e,
      ),
    });
    await vi.advanceTimersByTimeAsync(SCOREBOARD_REFRESH_MS);

    const last = await screen.findByRole('region', { name: 'Último resultado' });
    await vi.waitFor(() => expect(last).toHaveTextContent('Ana Simões'));
    expect(last).toHaveTextContent('Lugar 1');
    expect(last).toHaveTextContent('64,1000');
    expect(screen.getByRole('region', { name: 'Na água' })).toHaveTextContent(
      'À espera da próxima entrada',
    );
  });

  it('goes through the events with results when the table has been idle for a minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    mockApi({ [PATH]: () => boardResponse(buildBoard({ now: null })) });
    renderBoard();
    await screen.findByRole('region', { name: 'Último resultado' });

    await vi.advanceTimersByTimeAsync(SCOREBOARD_IDLE_AFTER_MS + 1000);
    expect(screen.queryByRole('region', { name: 'Último resultado' })).not.toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'Classificação' });
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Classificação1 de 2',
    );
    expect(first).toHaveTextContent('Infantil — Figuras');
    expect(first).toHaveTextContent('Rita Gonçalves');

    await vi.advanceTimersByTimeAsync(SCOREBOARD_CYCLE_MS);
    const standings = screen.getByRole('region', { name: 'Classificação' });
    expect(within(standings).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Classificação2 de 2',
    );
    expect(standings).toHaveTextContent('Juvenil — Dueto Livre');
    expect(standings).toHaveTextContent('Leonor Costa, Joana Martins');
    expect(standings).toHaveTextContent('71,0000');
  });

  it('says when there are no results yet', async () => {
    mockApi({
      [PATH]: () =>
        boardResponse(
          buildBoard({
            now: null,
            last: null,
            current: null,
            events: buildBoard().events.map((e) => ({ ...e, rows: 0, scored: 0, top: [] })),
          }),
        ),
    });
    renderBoard();
    expect(await screen.findByText('Ainda sem resultados')).toBeVisible();
  });

  it('keeps the last board and says the connection is lost while polls fail', async () => {
    let fail = false;
    mockApi({
      [PATH]: () =>
        fail
          ? problemResponse(503, 'about:blank', 'Service Unavailable')
          : boardResponse(buildBoard()),
    });
    renderBoard();
    await screen.findByRole('region', { name: 'Último resultado' });

    fail = true;
    expect(await screen.findByRole('status')).toHaveTextContent('Sem ligação — a tentar de novo');
    expect(screen.getByRole('region', { name: 'Último resultado' })).toHaveTextContent(
      'Maria Lopes',
    );
  });

  it('says when the competition is not there, or the address names none', async () => {
    mockApi({
      [PATH]: () => problemResponse(404, 'about:blank#not_found', 'Competição não encontrada'),
    });
    const { unmount } = renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Competição não encontrada ou ainda não publicada.',
    );
    unmount();

    renderBoard('/scoreboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Falta a competição no endereço');
  });
});

describe('ScoreboardPage: the board’s stream (issue 38)', () => {
  it('shows a new result the moment the stream says the board changed, without waiting for a poll', async () => {
    // No poll runs in this test: its intervals never fire.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let board = buildBoard();
    let push: ((event: string) => void) | undefined;
    const calls = mockApi({
      [PATH]: () => boardResponse(board),
      [`${PATH}/stream`]: () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (event) =>
                controller.enqueue(new TextEncoder().encode(`event: ${event}\ndata: {}\n\n`));
              push('ready');
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    });
    renderBoard();
    await screen.findByText('Maria Lopes', { selector: 'p' });
    await vi.waitFor(() => expect(push).toBeDefined());
    const reads = () => calls.filter((c) => c.url === '/api/competitions/c1/scoreboard').length;
    await vi.waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2)); // the first, then on 'ready'
    const before = reads();

    board = buildBoard({
      last: { ...mariaLast, ...placed(1, ana, 64.1), sheet: 'sheet-ana:1' },
    });
    push?.('changed');
    const last = await screen.findByRole('region', { name: 'Último resultado' });
    await vi.waitFor(() => expect(last).toHaveTextContent('Ana Simões'));
    expect(last).toHaveTextContent('64,1000');
    expect(reads()).toBe(before + 1);
  });
});

describe('ScoreboardPage of a competition published from the pool (issue 40)', () => {
  it('says in its header that the board comes live from the pool', async () => {
    mockApi({ [PATH]: () => boardResponse(buildBoard()), ...liveFromVenue() });
    renderBoard();
    const banner = await screen.findByTestId('venue-live');
    expect(banner).toHaveTextContent(LIVE_FROM_VENUE_TEXT);
    expect(banner.closest('header')).not.toBeNull();
  });
});
