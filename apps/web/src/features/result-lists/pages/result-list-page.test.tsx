import { PROVISIONAL_STATUS } from '@artistic/domain/result-list/official';
import { focusManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompetition } from '../../../test/competition-fixture';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { LIVE_FROM_VENUE_TEXT, liveFromVenue } from '../../../test/venue-live';
import { useLocation } from 'react-router';
import { mediaQueryList } from '../../../test/match-media';
import { renderCompetitionPage } from '../../../test/competition-page';
import {
  buildResultListResponse,
  calledRoutineSheets,
  figureSheets,
  lateFigureSheet,
  resultListRoutes,
} from '../../../test/result-list-fixture';
import {
  buildRulesetDocument,
  buildStoredRuleset,
  rulesetRoutes,
} from '../../../test/ruleset-fixture';
import { RESULT_LIST_REFRESH_MS } from '../api';
import { formatKeptAt, ResultListPage } from './result-list-page';
import {
  clickToDownload,
  fakePdfRenderer,
  withUnsafeCompetitionName,
} from '../../../test/download';
import {
  cellTexts,
  columnHeaders,
  expectKeyboardScrollable,
  judgeColumns,
} from '../../../test/table-text';

const INDEX_PATH = 'GET /api/competitions/c1/resultList/events';
const eventPath = (ordem: number) => `${INDEX_PATH}/${ordem}`;

/** The address the page is at (search part), as the router holds it. */
function ShownSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(options: { path?: string; signedIn?: boolean } = {}) {
  return renderCompetitionPage(
    'resultList',
    <>
      <ResultListPage />
      <ShownSearch />
    </>,
    // Drawn without the page frame (ADR 050): a Mantine component on the page would throw.
    { ...options, frame: false },
  );
}

const at = (ordem: number) => ({ path: `/resultList?id=c1&ordem=${ordem}` });

/** Place, names, club and total of each entry (each entry is one tbody). */
function entrySummaries(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('rowgroup')
    .slice(1)
    .map((group) => {
      const cells = cellTexts(within(group).getAllByRole('row')[0] as HTMLElement);
      return [cells[0] ?? '', cells[1] ?? '', cells[2] ?? '', cells.at(-1) ?? ''];
    });
}

/** The line cells (label, judges, ..., points) of every row of an entry. */
function lineTexts(table: HTMLElement, entry: number): string[][] {
  const group = within(table).getAllByRole('rowgroup')[entry + 1] as HTMLElement;
  return within(group)
    .getAllByRole('row')
    .map((row, index) => {
      const cells = cellTexts(row);
      // The first row also holds place, name, club (before) and total (after).
      return index === 0 ? cells.slice(3, -1) : cells;
    });
}

afterEach(() => {
  vi.mocked(window.matchMedia).mockImplementation((query: string) => mediaQueryList(query));
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('ResultListPage', () => {
  it('opens on the event happening now, puts it in the address and names every event in the select', async () => {
    const calls = mockApi(resultListRoutes(buildResultListResponse(), 3));
    renderPage();

    const duet = await screen.findByRole('table', { name: 'Juvenil — Dueto Livre' });
    expect(duet).toHaveAttribute('data-ordem', '3');
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Juvenil — Dueto Livre' })).toBeVisible();
    expect(screen.getByText('Campeonato Nacional de Inverno — 2026-02-14')).toBeVisible();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    const select = screen.getByRole('combobox', { name: 'Prova' });
    expect(select).toHaveValue('3');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Infantil — Figuras (4/4)',
      'Juvenil — Dueto Livre (1/1)',
      'Masters — Solo Livre (1/1)',
      'Absoluto — Equipa Livre (0/0)',
    ]);
    await vi.waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent('?id=c1&ordem=3'),
    );
    // Only the index and the shown event are asked for, never the whole list.
    expect(calls.map((c) => c.url)).not.toContain('/api/competitions/c1/resultList');
    expect(calls.every((c) => c.headers.get('Authorization') === null)).toBe(true);
    expect(screen.getByRole('button', { name: 'Lista de resultados (PDF)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimir prova' })).toBeVisible();
  });

  it('shows the event of the address with its ranking, totals with a decimal comma and Extra last', async () => {
    mockApi(resultListRoutes(buildResultListResponse(), 3));
    renderPage(at(1));

    const figures = await screen.findByRole('table', { name: 'Infantil — Figuras' });
    expect(figures).toHaveAttribute('data-ordem', '1');
    expect(columnHeaders(figures)).toEqual([
      'Pos',
      'Nome',
      'Clube',
      'Figuras',
      'Juízes',
      'Penalizações',
      'Total Figura',
      'Total',
      ...judgeColumns(5),
    ]);
    expect(entrySummaries(figures)).toEqual([
      ['1', 'Rita Gonçalves', 'Clube Natação Açores', '63,7511'],
      ['2', 'Maria Lopes', 'Sport Algés e Dafundo', '60,5000'],
      ['3', 'Ana Simões', 'Sport Algés e Dafundo', '58,2500'],
      ['Extra', 'Inês Conceição', 'Clube Natação Açores', '70,1000'],
    ]);
    await expectKeyboardScrollable('Infantil — Figuras');
  });

  it('changes the event and the address with the select and the links, and Back returns', async () => {
    mockApi(resultListRoutes(buildResultListResponse(), 1));
    renderPage(at(1));
    await screen.findByRole('table', { name: 'Infantil — Figuras' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), '4');
    const masters = await screen.findByRole('table', { name: 'Masters — Solo Livre' });
    expect(entrySummaries(masters)).toEqual([
      ['1', 'Teresa Magalhães', 'Clube Natação Açores', '78,0000'],
    ]);
    expect(screen.getByTestId('search')).toHaveTextContent('?id=c1&ordem=4');
    expect(screen.queryByRole('table', { name: 'Infantil — Figuras' })).not.toBeInTheDocument();

    const previous = screen.getByRole('link', { name: '← Juvenil — Dueto Livre' });
    expect(previous).toHaveAttribute('href', '/resultList?id=c1&ordem=3');
    expect(screen.getByRole('link', { name: 'Absoluto — Equipa Livre →' })).toHaveAttribute(
      'href',
      '/resultList?id=c1&ordem=5',
    );
    await userEvent.click(previous);
    expect(await screen.findByRole('table', { name: 'Juvenil — Dueto Livre' })).toBeVisible();
    expect(screen.getByTestId('search')).toHaveTextContent('?id=c1&ordem=3');
  });

  it('says which event is on now without leaving the one shown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = 1;
    mockApi(resultListRoutes(buildResultListResponse(), () => now));
    renderPage(at(1));
    await screen.findByRole('table', { name: 'Infantil — Figuras' });
    expect(screen.queryByText('Agora:')).not.toBeInTheDocument();

    now = 4;
    await vi.advanceTimersByTimeAsync(RESULT_LIST_REFRESH_MS);

    const hint = await screen.findByRole('link', { name: 'Masters — Solo Livre' });
    expect(hint).toHaveAttribute('href', '/resultList?id=c1&ordem=4');
    expect(hint.closest('p')).toHaveTextContent('Agora: Masters — Solo Livre');
    expect(screen.getByRole('table', { name: 'Infantil — Figuras' })).toBeVisible();
    expect(screen.getByTestId('search')).toHaveTextContent('?id=c1&ordem=1');
  });

  it('lists every figure with its judges, penalty and points', async () => {
    mockApi(resultListRoutes());
    renderPage(at(1));

    const figures = await screen.findByRole('table', { name: 'Infantil — Figuras' });
    expect(lineTexts(figures, 0)).toEqual([
      ['Straight Ballet LegFP 1,6', '6,5', '7,0', '7,0', '7,5', '6,0', '', '10,9333'],
      ['BarracudaFP 1,8', '7,0', '7,2', '6,8', '7,1', '7,4', '', '12,7800'],
      ['Front ArianaFP 2,2', '6,0', '6,2', '6,4', '6,1', '6,3', '', '13,6400'],
      ['TowerFP 1,9', '5,5', '6,0', '5,8', '5,9', '6,1', '1,0000', '11,2100'],
    ]);
  });

  it('shows a routine with its elements, deductions, artistic rows and penalty summary', async () => {
    mockApi(resultListRoutes());
    renderPage(at(3));

    const duet = await screen.findByRole('table', { name: 'Juvenil — Dueto Livre' });
    expect(columnHeaders(duet).slice(0, 7)).toEqual([
      'Pos',
      'Nome',
      'Clube',
      'Elementos',
      'Juízes',
      'Total Elementos',
      'Total',
    ]);
    const first = within(within(duet).getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole(
      'row',
    )[0] as HTMLElement;
    expect(cellTexts(first)[0]).toBe('1');
    expect(cellTexts(first)[1]).toBe('Ana SimõesMaria Lopes');
    expect(cellTexts(first).at(-1)).toBe('163,9250');
    expect(lineTexts(duet, 0)).toEqual(DUET_LINES);
  });

  it('on a phone shows place, name, club and total, and every mark of an entry on a tap', async () => {
    vi.mocked(window.matchMedia).mockImplementation((query: string) =>
      mediaQueryList(query, query.includes('max-width')),
    );
    mockApi(resultListRoutes());
    renderPage(at(3));

    const duet = await screen.findByRole('table', { name: 'Juvenil — Dueto Livre' });
    expect(duet).toHaveAttribute('data-ordem', '3');
    expect(columnHeaders(duet)).toEqual(['Pos', 'Nome', 'Clube', 'Total']);
    expect(entrySummaries(duet)).toEqual([
      ['1', 'Ana SimõesMaria Lopes', 'Sport Algés e Dafundo', '163,9250'],
    ]);
    expect(within(duet).queryByText('Total Impressão Artística')).not.toBeInTheDocument();

    const toggle = within(duet).getByRole('button', { name: /Ana Simões/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).not.toBeNull();
    const lines = within(details as HTMLElement)
      .getAllByRole('row')
      .map((row) => cellTexts(row));
    expect(lines[0]).toEqual([
      'HIBFP 2,1 · CD 0,5J1 7,0 · J2 7,0 · J3 7,0 · J4 7,0 · J5 7,0',
      '7,3500',
    ]);
    expect(lines.map((line) => line.at(-1))).toEqual(DUET_LINES.map((line) => line.at(-1)));
    expect(lines.at(-2)?.[0]).toBe('Resumo de penalizaçõesDesfile: 1 × 8,0000');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(duet).queryByText('Total Impressão Artística')).not.toBeInTheDocument();
  });

  it('says which athletes have no figure points yet, and leaves the routine without a total', async () => {
    // Maria Lopes has no figure sheet yet.
    const figures = figureSheets.filter((sheet) => sheet.Atleta.Nome !== 'Maria Lopes');
    mockApi(resultListRoutes(buildResultListResponse(figures)));
    renderPage(at(3));

    const duet = await screen.findByRole('table', { name: 'Juvenil — Dueto Livre' });
    expect(entrySummaries(duet)).toEqual([
      ['', 'Ana SimõesMaria Lopes', 'Sport Algés e Dafundo', ''],
    ]);
    expect(lineTexts(duet, 0).at(-1)).toEqual([
      'Pontos de figuras',
      'Pontos de figuras em falta: Maria Lopes',
      '',
    ]);
    expect(within(duet).getByText(/pontos de figuras em falta/i)).toBeVisible();
  });

  it("marks an element the technical controllers called 'NB' beside its lower value", async () => {
    mockApi(resultListRoutes(buildResultListResponse(figureSheets, calledRoutineSheets)));
    renderPage(at(3));

    const duet = await screen.findByRole('table', { name: 'Juvenil — Dueto Livre' });
    expect(lineTexts(duet, 0).slice(0, 4)).toEqual([
      ['HIBNBFP 0,5 · CD 0,5', '7,0', '7,0', '7,0', '7,0', '7,0', '1,7500'],
      ['ACRFP 0,6 · CD 1', '7,0', '7,0', '7,0', '7,0', '7,0', '4,2000'],
      ['ChoHyFP 1 · CD 0,5', '7,0', '7,0', '7,0', '7,0', '7,0', '3,5000'],
      ['Total Elementos', '', '9,4500'],
    ]);
    expect(within(duet).getByText('NB')).toHaveAttribute(
      'title',
      'Nota base: não executado como declarado (AS 6.7.7)',
    );
    // Scheme value 98,9500 (the base mark scored) + the athletes' figure points 59,3750.
    expect(entrySummaries(duet)[0]?.at(-1)).toBe('158,3250');
  });

  it('leaves the major errors out of a Masters routine', async () => {
    mockApi(resultListRoutes());
    renderPage(at(4));

    const masters = await screen.findByRole('table', { name: 'Masters — Solo Livre' });
    expect(within(masters).getByText('Erros simples')).toBeVisible();
    expect(within(masters).getByText('Erros óbvios')).toBeVisible();
    expect(within(masters).queryByText('Erros maiores')).not.toBeInTheDocument();
    expect(within(masters).getByText('Impressão Artística')).toBeVisible();
    expect(within(masters).getByText('Sem penalizações')).toBeVisible();
  });

  it('says when the event shown has no result yet', async () => {
    mockApi(resultListRoutes());
    renderPage(at(5));

    const team = (await screen.findByRole('heading', { name: 'Absoluto — Equipa Livre' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(team).getByText('Ainda sem resultados nesta prova.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the competition has no such event', async () => {
    mockApi(resultListRoutes());
    renderPage(at(2));

    expect(await screen.findByRole('alert')).toHaveTextContent('Prova não encontrada');
    expect(screen.getByRole('combobox', { name: 'Prova' })).toBeVisible();
  });

  it('writes a decimal point in English', async () => {
    const { default: i18n } = await import('../../../i18n/i18n');
    await i18n.changeLanguage('en');
    try {
      mockApi(resultListRoutes());
      renderPage(at(1));
      const figures = await screen.findByRole('table', { name: '12 and under — Figures' });
      expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
      expect(entrySummaries(figures)[0]).toEqual([
        '1',
        'Rita Gonçalves',
        'Clube Natação Açores',
        '63.7511',
      ]);
    } finally {
      await i18n.changeLanguage('pt');
    }
  });

  it('says so when no result is published yet', async () => {
    mockApi(resultListRoutes(buildResultListResponse([], [])));
    renderPage();

    expect(await screen.findByText('Ainda não há resultados publicados.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Lista de resultados (PDF)' }),
    ).not.toBeInTheDocument();
  });

  it('shows a new result within one refresh, without reloading, also in the background', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    focusManager.setFocused(false);
    let loads = 0;
    const later = resultListRoutes(buildResultListResponse([...figureSheets, lateFigureSheet]));
    const calls = mockApi({
      ...resultListRoutes(),
      [eventPath(1)]: () => {
        loads += 1;
        return loads === 1 ? jsonResponse(eventOf(1)) : (later[eventPath(1)] as () => Response)();
      },
    });
    renderPage(at(1));

    const figures = await screen.findByRole('table', { name: 'Infantil — Figuras' });
    expect(within(figures).queryByText('Leonor Guimarães')).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(RESULT_LIST_REFRESH_MS);

    await vi.waitFor(() =>
      expect(entrySummaries(screen.getByRole('table', { name: 'Infantil — Figuras' }))).toEqual([
        ['1', 'Leonor Guimarães', 'Clube Natação Açores', '65,0000'],
        ['2', 'Rita Gonçalves', 'Clube Natação Açores', '63,7511'],
        ['3', 'Maria Lopes', 'Sport Algés e Dafundo', '60,5000'],
        ['4', 'Ana Simões', 'Sport Algés e Dafundo', '58,2500'],
        ['Extra', 'Inês Conceição', 'Clube Natação Açores', '70,1000'],
      ]),
    );
    expect(loads).toBe(2);
    // Only the shown event is polled.
    expect(calls.filter((c) => c.url.includes('/resultList/events/')).map((c) => c.url)).toEqual([
      '/api/competitions/c1/resultList/events/1',
      '/api/competitions/c1/resultList/events/1',
    ]);
  });

  it('keeps the last results on screen with a notice while the connection is lost', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let loads = 0;
    const later = resultListRoutes(buildResultListResponse([...figureSheets, lateFigureSheet]));
    mockApi({
      ...resultListRoutes(),
      [eventPath(1)]: () => {
        loads += 1;
        if (loads === 2) throw new TypeError('Failed to fetch');
        return loads === 1 ? jsonResponse(eventOf(1)) : (later[eventPath(1)] as () => Response)();
      },
    });
    renderPage(at(1));

    await screen.findByRole('table', { name: 'Infantil — Figuras' });
    await vi.advanceTimersByTimeAsync(RESULT_LIST_REFRESH_MS);

    expect(await screen.findByText('Sem ligação — a mostrar os últimos resultados')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(entrySummaries(screen.getByRole('table', { name: 'Infantil — Figuras' }))[0]).toEqual([
      '1',
      'Rita Gonçalves',
      'Clube Natação Açores',
      '63,7511',
    ]);

    await vi.advanceTimersByTimeAsync(RESULT_LIST_REFRESH_MS);

    expect(await screen.findByText('Leonor Guimarães')).toBeVisible();
    expect(
      screen.queryByText('Sem ligação — a mostrar os últimos resultados'),
    ).not.toBeInTheDocument();
  });

  it("says the results shown are the offline shell's copy, and from when, until the server answers again (issue 40)", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const keptAt = new Date();
    keptAt.setHours(12, 3, 0, 0);
    let offline = true;
    // The service worker answers its copy of each read, marked with when it was kept.
    const routes = Object.fromEntries(
      Object.entries(resultListRoutes()).map(([route, answer]) => [
        route,
        () => {
          const response = answer();
          if (offline) response.headers.set('X-Offline-Copy', keptAt.toISOString());
          return response;
        },
      ]),
    );
    mockApi(routes);
    renderPage(at(1));

    await screen.findByRole('table', { name: 'Infantil — Figuras' });
    expect(
      await screen.findByText('Sem ligação — a mostrar os resultados das 12:03'),
    ).toBeVisible();

    offline = false;
    await vi.advanceTimersByTimeAsync(RESULT_LIST_REFRESH_MS);
    await vi.waitFor(() => expect(screen.queryByText(/^Sem ligação/)).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Infantil — Figuras' })).toBeVisible();
  });

  it('names the day of a copy kept on another day, and nothing it cannot read', () => {
    const today = new Date();
    const kept = new Date(today);
    kept.setDate(today.getDate() - 1);
    kept.setHours(18, 45, 0, 0);
    const day = `${String(kept.getDate()).padStart(2, '0')}/${String(kept.getMonth() + 1).padStart(2, '0')}`;
    expect(formatKeptAt(kept.toISOString(), 'pt', today)).toBe(`${day}, 18:45`);
    expect(formatKeptAt('', 'pt', today)).toBeNull();
    expect(formatKeptAt('ontem', 'pt', today)).toBeNull();
  });

  it('sends the token when signed in', async () => {
    const calls = mockApi(resultListRoutes());
    renderPage({ ...at(1), signedIn: true });

    await screen.findByRole('table', { name: 'Infantil — Figuras' });
    const call = calls.find((c) => c.url.endsWith('/resultList/events/1'));
    expect(call?.headers.get('Authorization')).toBe('Bearer admin.token');
  });

  it('says the competition was not found on a 404', async () => {
    mockApi({});
    renderPage({ path: '/resultList?id=nope' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Competição não encontrada');
  });

  it('asks for a competition when the id is missing', async () => {
    const calls = mockApi({});
    renderPage({ path: '/resultList' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Competição não indicada');
    expect(calls).toHaveLength(0);
  });

  it('shows an error with a retry button when the first load fails', async () => {
    let loads = 0;
    const routes = resultListRoutes();
    mockApi({
      ...routes,
      [INDEX_PATH]: () => {
        loads += 1;
        return loads === 1
          ? problemResponse(500, 'about:blank', 'Erro interno')
          : (routes[INDEX_PATH] as () => Response)();
      },
    });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os resultados.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('table', { name: 'Infantil — Figuras' })).toBeVisible();
  });

  it('downloads the PDF of every event, named from the competition', async () => {
    const full = withUnsafeCompetitionName(buildResultListResponse());
    const calls = mockApi(resultListRoutes(full));
    const render = fakePdfRenderer();
    vi.doMock('../../../pdf/result-list-pdf', () => ({ renderResultListPdf: render }));
    renderPage(at(1));
    await screen.findByRole('table', { name: 'Infantil — Figuras' });
    expect(calls.some((c) => c.url === '/api/competitions/c1/resultList')).toBe(false);

    const link = await clickToDownload('Lista de resultados (PDF)', 'blob:result-list');
    expect(link.download).toBe('Lista de resultados - Taça Inverno2026.pdf');
    expect(render).toHaveBeenCalledTimes(1);
    const view = (render.mock.calls[0] as unknown[] | undefined)?.[0] as {
      blocks: { heading: string; entries: { total: string }[] }[];
    };
    // The ABS team event has no entry: the PDF leaves it out (issue 38).
    expect(view.blocks.map((block) => block.heading)).toEqual([
      'Infantil — Figuras',
      'Juvenil — Dueto Livre',
      'Masters — Solo Livre',
    ]);
    expect(view.blocks[0]?.entries[0]?.total).toBe('63,7511');
    expect(calls.some((c) => c.url === '/api/competitions/c1/resultList')).toBe(true);
    vi.doUnmock('../../../pdf/result-list-pdf');
  });
});

/** The answer of …/resultList/events/{ordem} of the fixture's default list. */
function eventOf(ordem: number) {
  const full = buildResultListResponse();
  return {
    competition: full.competition,
    block: full.blocks.find((b) => b.Ordem === ordem),
    status: PROVISIONAL_STATUS,
  };
}

/** The lines of the fixture's JUV free duet (Ana Simões and Maria Lopes). */
const DUET_LINES = [
  ['HIBFP 2,1 · CD 0,5', '7,0', '7,0', '7,0', '7,0', '7,0', '7,3500'],
  ['ACRFP 0,6 · CD 1', '7,0', '7,0', '7,0', '7,0', '7,0', '4,2000'],
  ['ChoHyFP 1 · CD 0,5', '7,0', '7,0', '7,0', '7,0', '7,0', '3,5000'],
  ['Total Elementos', '', '15,0500'],
  ['Penalizações', '1 × 0,5000', '0,5000'],
  ['Erros simples', '2', ''],
  ['Erros óbvios', '1', ''],
  ['Erros maiores', '0', ''],
  ['Total Erros', '', '0,7000'],
  ['Coreografia & Musicalidade', '7,0', '7,0', '7,0', '7,0', '7,0', '33,6000'],
  ['Desempenho', '7,0', '7,0', '7,0', '7,0', '7,0', '31,5000'],
  ['Transições', '7,0', '7,0', '7,0', '7,0', '7,0', '33,6000'],
  ['Total Impressão Artística', '', '98,7000'],
  ['Valor do esquema', '', '112,5500'],
  ['Resumo de penalizações', 'Desfile: 1 × 8,0000', '8,0000'],
  ['Pontos de figuras', '', '59,3750'],
];

describe('ResultListPage provisional factors (issue 16)', () => {
  /** Only HIB and Desempenho of JUV free duets are provisional; everything else is confirmed. */
  const ruleset = buildStoredRuleset(
    buildRulesetDocument((d) => {
      d.id = 'fpn-2027';
      const tables = [...Object.entries(d.cdFactors), ...Object.entries(d.artisticFactors)] as [
        string,
        Record<string, Record<string, { value: number; provisional: boolean }>>,
      ][];
      for (const [row, byRoutine] of tables)
        for (const [routine, byCategory] of Object.entries(byRoutine))
          for (const [category, cell] of Object.entries(byCategory))
            cell.provisional =
              routine === 'DUETO LIVRE' &&
              category === 'JUV' &&
              (row === 'HIB' || row === 'Desempenho');
    }),
  );

  function renderAs(role: 'admin' | 'referee' | 'clube' | null) {
    const calls = mockApi({
      ...resultListRoutes(buildResultListResponse(), 3),
      ...(role ? { 'GET /api/me': meResponse(role, role === 'clube' ? 'Clube Naval' : null) } : {}),
      'GET /api/competitions/c1': () => jsonResponse(buildCompetition({ Regras: 'fpn-2027' })),
      ...rulesetRoutes(ruleset),
    });
    renderPage({ signedIn: role !== null });
    return calls;
  }

  const hib = ruleset.ruleset.cdFactors.HIB?.['DUETO LIVRE']?.JUV?.value ?? 0;
  const performance = ruleset.ruleset.artisticFactors.Desempenho['DUETO LIVRE']?.JUV?.value ?? 0;
  const marker = `Este bloco é pontuado com fatores provisórios: HIB ${String(hib).replace('.', ',')} · Desempenho ${String(performance).replace('.', ',')}`;

  it.each(['admin', 'referee'] as const)(
    'shows %s the marker on the routine block scored with provisional factors only',
    async (role) => {
      renderAs(role);
      const duet = await screen.findByRole('region', { name: 'Juvenil — Dueto Livre' });
      expect(await within(duet).findByText(marker)).toBeVisible();
      expect(within(duet).getByText('Fatores provisórios')).toBeVisible();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Prova' }), '4');
      const masters = await screen.findByRole('region', { name: 'Masters — Solo Livre' });
      expect(within(masters).queryByText('Fatores provisórios')).not.toBeInTheDocument();
    },
  );

  it('shows no marker to the public or a club, and asks nothing about rulesets', async () => {
    const calls = renderAs(null);
    await screen.findByRole('table', { name: 'Juvenil — Dueto Livre' });
    expect(screen.queryByText('Fatores provisórios')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/rulesets'))).toBe(false);
  });

  it('shows no marker to a club', async () => {
    const calls = renderAs('clube');
    await screen.findByRole('table', { name: 'Juvenil — Dueto Livre' });
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/me')).toBe(true));
    expect(screen.queryByText('Fatores provisórios')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/rulesets'))).toBe(false);
  });
});

describe('ResultListPage of a competition published from the pool (issue 40)', () => {
  it('says under the competition that the results come live from the pool', async () => {
    mockApi({ ...resultListRoutes(buildResultListResponse(), 3), ...liveFromVenue() });
    renderPage();
    const banner = await screen.findByTestId('venue-live');
    expect(banner).toHaveTextContent(LIVE_FROM_VENUE_TEXT);
    // Right after the competition's line, above the events.
    expect(screen.getByText('Campeonato Nacional de Inverno — 2026-02-14').nextElementSibling).toBe(
      banner,
    );
  });
});
