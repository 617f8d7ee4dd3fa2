import type {
  StartListEventsResponse,
  StartListResponse,
} from '@artistic/domain/start-list/schema';
import { aStartList } from '@artistic/domain/testing/builders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../../test/mock-api';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { LIVE_FROM_VENUE_TEXT, liveFromVenue } from '../../../test/venue-live';
import { renderCompetitionPage } from '../../../test/competition-page';
import { StartListPage } from './start-list-page';
import {
  clickToDownload,
  fakePdfRenderer,
  withUnsafeCompetitionName,
} from '../../../test/download';
import { cellTexts, columnHeaders, expectKeyboardScrollable } from '../../../test/table-text';

const rita = { Numero: 3, Name: 'Rita Gonçalves', Team: 'Clube Alfa', License: 12, Year: 2015 };
const ana = { Numero: 1, Name: 'Ana Simões', Team: 'Sport Beta', License: 10, Year: 2014 };
const ines = { Numero: 2, Name: 'Inês Conceição', Team: 'Sport Beta', License: 11, Year: 2013 };
const maria = { Numero: 4, Name: 'Maria Lopes', Team: 'Clube Alfa', License: 13, Year: 2013 };

/** Figures: Rita then Ana; duets: Ana and Inês, then Maria and Rita. */
const startList = aStartList({
  figures: [rita, ana],
  duets: [
    [ana, ines],
    [maria, rita],
  ],
  startListVersion: 7,
});

const FIGURES = '1. Infantil — Figuras';
const DUET = '2. Juvenil — Dueto Livre';

/** The index of events the server answers for `list`, `now` the event being swum. */
function eventsOf(list: StartListResponse, now: number | null = 1): StartListEventsResponse {
  return {
    competition: list.competition,
    events: list.StartList.map((b) => ({
      Ordem: b.Ordem,
      Prova: b.Prova,
      Categoria: b.Categoria,
      label: `${b.Ordem}. ${b.Categoria} — ${b.Prova}`,
      entries: b.Atletas_start.length,
    })),
    now,
    startListVersion: list.startListVersion,
  };
}

/** The start list's answers: the index, each event, and the full list. */
function startListRoutes(list: StartListResponse = startList, now: number | null = 1) {
  const base = 'GET /api/competitions/c1/startlist';
  return {
    [`${base}/events`]: () => jsonResponse(eventsOf(list, now)),
    ...Object.fromEntries(
      list.StartList.map((b) => [`${base}/events/${b.Ordem}`, () => jsonResponse(b)]),
    ),
    [base]: () => jsonResponse(list),
  };
}

const urls = (calls: readonly RecordedCall[]) => calls.map((c) => c.url);
const FULL = '/api/competitions/c1/startlist';

function Location() {
  return <output aria-label="Endereço">{useLocation().search}</output>;
}

function renderPage(options: { path?: string; signedIn?: boolean } = {}) {
  return renderCompetitionPage(
    'startList',
    <>
      <StartListPage />
      <Location />
    </>,
    options,
  );
}

describe('StartListPage', () => {
  it('shows the event being swum with the index of events, fetching only that event, without a token', async () => {
    const calls = mockApi(startListRoutes(startList, 2));
    renderPage();

    const duet = await screen.findByRole('table', { name: DUET });
    expect(duet).toHaveAttribute('data-ordem', '2');
    expect(screen.getByRole('heading', { level: 1, name: 'Ordem de partida' })).toBeVisible();
    expect(screen.getByText('Campeonato Nacional de Inverno — 2026-02-14')).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'Prova' });
    expect(select).toHaveValue('2');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([FIGURES, `${DUET} (a decorrer)`]);
    expect(screen.getByRole('link', { name: '‹ Prova anterior' })).toHaveAttribute(
      'href',
      '/startList?id=c1&ordem=1',
    );
    expect(screen.queryByRole('link', { name: /Prova seguinte/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: FIGURES })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ordem de partida (PDF)' })).toBeVisible();
    // Beside the start list, only whether the competition comes live from the pool (issue 40).
    expect(urls(calls).filter((url) => url.startsWith(FULL))).toEqual([
      `${FULL}/events`,
      `${FULL}/events/2`,
    ]);
    expect(urls(calls).filter((url) => !url.startsWith(FULL))).toEqual([
      '/api/competitions/c1/publication',
    ]);
    expect(calls.every((c) => c.headers.get('Authorization') === null)).toBe(true);
  });

  it('shows the event of ?ordem=, and another one chosen in the index, with the choice in the address', async () => {
    const calls = mockApi(startListRoutes());
    renderPage({ path: '/startList?id=c1&ordem=2' });

    await screen.findByRole('table', { name: DUET });
    expect(screen.getByRole('combobox', { name: 'Prova' })).toHaveValue('2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), '1');
    const figures = await screen.findByRole('table', { name: FIGURES });
    expect(figures).toHaveAttribute('data-ordem', '1');
    expect(screen.queryByRole('table', { name: DUET })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent('?id=c1&ordem=1');

    await userEvent.click(screen.getByRole('link', { name: 'Prova seguinte ›' }));
    expect(await screen.findByRole('table', { name: DUET })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent('?id=c1&ordem=2');
    expect(urls(calls)).not.toContain(FULL);
  });

  it('says so when ?ordem= names no event, and still offers the index', async () => {
    mockApi(startListRoutes());
    renderPage({ path: '/startList?id=c1&ordem=9' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A ordem de partida não tem a prova 9. Escolha outra acima.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), '2');
    expect(await screen.findByRole('table', { name: DUET })).toBeVisible();
  });

  it('loads the athletes per club only when their section is opened', async () => {
    const calls = mockApi(startListRoutes());
    renderPage();

    await screen.findByRole('table', { name: FIGURES });
    expect(screen.queryByRole('table', { name: 'Atletas por clube' })).not.toBeInTheDocument();
    expect(urls(calls)).not.toContain(FULL);

    await userEvent.click(screen.getByText('Atletas por clube'));
    const clubs = await screen.findByRole('table', { name: 'Atletas por clube' });
    expect(cellTexts(within(clubs).getByRole('row', { name: /Clube Alfa/ }))).toEqual([
      'Clube Alfa',
      '2',
    ]);
    expect(within(clubs).getByRole('row', { name: /Total/ })).toHaveTextContent('4');
    expect(urls(calls)).toContain(FULL);
  });

  it('lets the keyboard reach the table that scrolls sideways on a phone, named after its event', async () => {
    mockApi(startListRoutes());
    renderPage({ path: '/startList?id=c1&ordem=2' });

    await expectKeyboardScrollable(DUET);
  });

  it('shows a duet start number on its first athlete row only', async () => {
    mockApi(startListRoutes());
    renderPage({ path: '/startList?id=c1&ordem=2' });

    const duet = await screen.findByRole('table', { name: DUET });
    expect(columnHeaders(duet)).toEqual(['Número', 'Nº atleta', 'Nome', 'Clube', 'Licença', 'Ano']);
    const rows = within(duet).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      ['1', '1', 'Ana Simões', 'Sport Beta', '10', '2014'],
      ['2', 'Inês Conceição', 'Sport Beta', '11', '2013'],
      ['2', '4', 'Maria Lopes', 'Clube Alfa', '13', '2013'],
      ['3', 'Rita Gonçalves', 'Clube Alfa', '12', '2015'],
    ]);
    expect(within(duet).getAllByRole('cell', { name: '1' })[0]).toHaveAttribute('rowspan', '2');
  });

  it('leaves the athlete number out of a Figuras block', async () => {
    mockApi(startListRoutes());
    renderPage();

    const figures = await screen.findByRole('table', { name: FIGURES });
    expect(columnHeaders(figures)).toEqual(['Número', 'Nome', 'Clube', 'Licença', 'Ano']);
    expect(within(figures).queryByText('Nº atleta')).not.toBeInTheDocument();
    expect(cellTexts(within(figures).getAllByRole('row')[1] as HTMLElement)).toEqual([
      '1',
      'Rita Gonçalves',
      'Clube Alfa',
      '12',
      '2015',
    ]);
  });

  it('gives a visitor no redraw or move controls', async () => {
    mockApi(startListRoutes());
    renderPage();

    await screen.findByRole('table', { name: FIGURES });
    expect(screen.queryByRole('button', { name: 'Sortear de novo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Subir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Descer/ })).not.toBeInTheDocument();
  });

  it('lets an admin move a slot and redraw the event, showing the returned list', async () => {
    const moved: StartListResponse = {
      ...startList,
      StartList: [
        startList.StartList[0]!,
        {
          ...startList.StartList[1]!,
          Atletas_start: [
            { ...startList.StartList[1]!.Atletas_start[1]!, Numero: 1 },
            { ...startList.StartList[1]!.Atletas_start[0]!, Numero: 2 },
          ],
        },
      ],
      startListVersion: 8,
    };
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      ...startListRoutes(),
      'POST /api/competitions/c1/startlist/blocks/2/move': () => jsonResponse(moved),
      'POST /api/competitions/c1/startlist/blocks/2/redraw': () =>
        jsonResponse({ ...moved, startListVersion: 9 }),
    });
    renderPage({ signedIn: true, path: '/startList?id=c1&ordem=2' });

    const duet = await screen.findByRole('table', { name: DUET });
    expect(await within(duet).findByRole('button', { name: 'Subir 1' })).toBeDisabled();
    expect(within(duet).getByRole('button', { name: 'Descer 2' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Sortear de novo' })).toHaveLength(1);

    await userEvent.click(within(duet).getByRole('button', { name: 'Subir 2' }));
    await vi.waitFor(() =>
      expect(
        cellTexts(
          within(screen.getByRole('table', { name: DUET })).getAllByRole('row')[1] as HTMLElement,
        ),
      ).toEqual(['1', '4', 'Maria Lopes', 'Clube Alfa', '13', '2013', '↑↓']),
    );
    const move = calls.find((call) => call.url.endsWith('/move'));
    expect(move?.body).toEqual({ startListVersion: 7, slot: 2, direction: 'up' });
    expect(move?.headers.get('Authorization')).toBe('Bearer admin.token');

    await userEvent.click(screen.getByRole('button', { name: 'Sortear de novo' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sortear de novo' }));
    expect(await screen.findByText('Prova sorteada de novo')).toBeVisible();
    const redraw = calls.find((call) => call.url.endsWith('/redraw'));
    expect(redraw?.body).toEqual({ startListVersion: 8 });
  });

  it('asks to reload when the start list changed in the meantime', async () => {
    let loads = 0;
    mockApi({
      'GET /api/me': meResponse('admin'),
      ...startListRoutes(),
      'GET /api/competitions/c1/startlist/events/2': () => {
        loads += 1;
        return jsonResponse(startList.StartList[1]);
      },
      'POST /api/competitions/c1/startlist/blocks/2/move': () =>
        problemResponse(409, 'about:blank#conflict', 'Conflict'),
    });
    renderPage({ signedIn: true, path: '/startList?id=c1&ordem=2' });

    const duet = await screen.findByRole('table', { name: DUET });
    await userEvent.click(await within(duet).findByRole('button', { name: 'Descer 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A ordem de partida foi alterada entretanto. Recarregue.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    await vi.waitFor(() => expect(loads).toBe(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the start list was not generated yet', async () => {
    mockApi({
      'GET /api/competitions/c1/startlist/events': () =>
        jsonResponse({ ...eventsOf(startList), events: [], now: null }),
    });
    renderPage();

    expect(await screen.findByText('A ordem de partida ainda não foi gerada.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Ordem de partida (PDF)' }),
    ).not.toBeInTheDocument();
  });

  it('says the competition was not found on a 404', async () => {
    mockApi({});
    renderPage({ path: '/startList?id=nope' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Competição não encontrada');
  });

  it('downloads the PDF of the whole start list, named from the competition', async () => {
    const unsafe = withUnsafeCompetitionName(startList);
    const calls = mockApi(startListRoutes(unsafe));
    const render = fakePdfRenderer();
    vi.doMock('../../../pdf/start-list-pdf', () => ({ renderStartListPdf: render }));
    renderPage();

    await screen.findByRole('table', { name: FIGURES });
    const link = await clickToDownload('Ordem de partida (PDF)', 'blob:start-list');
    expect(link.download).toBe('Ordem de partida - Taça Inverno2026.pdf');
    expect(urls(calls)).toContain(FULL);
    const sheet = (render.mock.calls[0] as unknown[] | undefined)?.[0] as {
      blocks: { heading: string; rows: unknown[] }[];
    };
    expect(sheet.blocks.map((b) => [b.heading, b.rows.length])).toEqual([
      [FIGURES, 2],
      [DUET, 4],
    ]);
    vi.doUnmock('../../../pdf/start-list-pdf');
  });
});

describe('StartListPage of a competition published from the pool (issue 40)', () => {
  it('says under the competition that it comes live from the pool', async () => {
    mockApi({ ...startListRoutes(startList, 2), ...liveFromVenue() });
    renderPage();
    const banner = await screen.findByTestId('venue-live');
    expect(banner).toHaveTextContent(LIVE_FROM_VENUE_TEXT);
    expect(screen.getByText('Campeonato Nacional de Inverno — 2026-02-14').nextElementSibling).toBe(
      banner,
    );
  });
});
