import type { RankingsResponse } from '@artistic/domain/result-list/season-ranking-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCompetitionPage } from '../../../test/competition-page';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { cellTexts, columnHeaders } from '../../../test/table-text';
import { RankingsPage } from './rankings-page';

const ALFA = 'Clube Natação Alfa';
const BETA = 'Clube Natação Beta';
const OPENING = { _id: 'c-open', Nome: 'Torneio de Abertura', Data: '2026-09-24' };
const CHAMPIONSHIP = { _id: 'c-champ', Nome: 'Campeonato Nacional', Data: '2027-01-07' };
const SEASON = { from: '2026-09-01', to: '2027-08-31', label: '2026/2027' };
const LAST_SEASON = { from: '2025-09-01', to: '2026-08-31', label: '2025/2026' };

/** The 2026/2027 season: two competitions, a tie for 1st in the JUV figures. */
const RANKINGS: RankingsResponse = {
  range: { from: SEASON.from, to: SEASON.to },
  seasons: [SEASON, LAST_SEASON],
  competitions: [OPENING, CHAMPIONSHIP],
  events: [
    {
      Categoria: 'JUV',
      Prova: 'Figuras',
      entries: [
        {
          place: 1,
          key: 'a:10231',
          names: ['Beatriz Santos'],
          club: ALFA,
          bestTotal: 75.25,
          best: CHAMPIONSHIP,
          competitions: 2,
        },
        {
          place: 1,
          key: 'a:20201',
          names: ['Maria Rocha'],
          club: BETA,
          bestTotal: 75.25,
          best: OPENING,
          competitions: 1,
        },
        {
          place: 3,
          key: 'a:10232',
          names: ['Carolina Pires'],
          club: ALFA,
          bestTotal: 70.1,
          best: OPENING,
          competitions: 2,
        },
      ],
    },
    {
      Categoria: 'JUV',
      Prova: 'DUETO LIVRE',
      entries: [
        {
          place: 1,
          key: `r:${ALFA}:10231-10232`,
          names: ['Beatriz Santos', 'Carolina Pires'],
          club: ALFA,
          bestTotal: 68.4567,
          best: OPENING,
          competitions: 2,
        },
      ],
    },
  ],
  clubs: [
    {
      place: 1,
      club: ALFA,
      points: 41,
      byCompetition: [
        { _id: 'c-open', place: 1, points: 22 },
        { _id: 'c-champ', place: 1, points: 19 },
      ],
    },
    {
      place: 2,
      club: BETA,
      points: 9,
      byCompetition: [{ _id: 'c-open', place: 2, points: 9 }],
    },
  ],
};

const EMPTY: RankingsResponse = {
  ...RANKINGS,
  range: { from: LAST_SEASON.from, to: LAST_SEASON.to },
  competitions: [],
  events: [],
  clubs: [],
};

const renderPage = (path = '/rankings') =>
  renderCompetitionPage('rankings', <RankingsPage />, { path });

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellTexts(row));

describe('RankingsPage', () => {
  it("shows a visitor the season's best totals per event and the clubs' points per competition", async () => {
    const calls = mockApi({ 'GET /api/rankings': () => jsonResponse(RANKINGS) });
    renderPage();

    const figures = await screen.findByRole('table', { name: 'Juvenil — Figuras' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rankings da época' })).toBeVisible();
    expect(columnHeaders(figures)).toEqual([
      'Lugar',
      'Nome',
      'Clube',
      'Melhor total',
      'Competição',
      'Competições',
    ]);
    // A tie shares 1st and the next place is 3rd; totals with a decimal comma.
    expect(bodyRows(figures)).toEqual([
      ['1', 'Beatriz Santos', ALFA, '75,2500', 'Campeonato Nacional2027-01-07', '2'],
      ['1', 'Maria Rocha', BETA, '75,2500', 'Torneio de Abertura2026-09-24', '1'],
      ['3', 'Carolina Pires', ALFA, '70,1000', 'Torneio de Abertura2026-09-24', '2'],
    ]);
    expect(
      within(figures).getAllByRole('link', { name: 'Campeonato Nacional' })[0],
    ).toHaveAttribute('href', '/resultList?id=c-champ');
    const duet = screen.getByRole('table', { name: 'Juvenil — Dueto Livre' });
    expect(bodyRows(duet)).toEqual([
      [
        '1',
        'Beatriz Santos, Carolina Pires',
        ALFA,
        '68,4567',
        'Torneio de Abertura2026-09-24',
        '2',
      ],
    ]);

    const clubs = screen.getByRole('table', { name: 'Ranking de clubes' });
    expect(columnHeaders(clubs)).toEqual([
      'Lugar',
      'Clube',
      'Pontos',
      'Torneio de Abertura',
      'Campeonato Nacional',
    ]);
    // Beta placed no entry in the championship.
    expect(bodyRows(clubs)).toEqual([
      ['1', ALFA, '41', '22', '19'],
      ['2', BETA, '9', '9', '—'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Época' })).toHaveValue('2026-09-01_2027-08-31');
    expect(calls.map((c) => c.url)).toEqual(['/api/rankings']);
  });

  it('asks for another season from the select, and says when it has no results', async () => {
    const calls = mockApi({
      'GET /api/rankings': () => jsonResponse(RANKINGS),
      'GET /api/rankings?from=2025-09-01&to=2026-08-31': () => jsonResponse(EMPTY),
    });
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Época' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Época 2026/2027', 'Época 2025/2026']);
    await userEvent.selectOptions(select, 'Época 2025/2026');
    expect(await screen.findByText('Sem resultados nesta época.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/rankings',
      '/api/rankings?from=2025-09-01&to=2026-08-31',
    ]);
  });

  it('opened without dates in a season without competitions yet, shows the latest season with some', async () => {
    const calls = mockApi({
      'GET /api/rankings': () =>
        jsonResponse({
          ...EMPTY,
          range: { from: '2027-09-01', to: '2028-08-31' },
          seasons: [SEASON],
        }),
      'GET /api/rankings?from=2026-09-01&to=2027-08-31': () => jsonResponse(RANKINGS),
    });
    renderPage();
    expect(await screen.findByRole('table', { name: 'Ranking de clubes' })).toBeVisible();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/rankings',
      '/api/rankings?from=2026-09-01&to=2027-08-31',
    ]);
  });

  it('keeps the dates of its address, shown as a range when they are not a season', async () => {
    mockApi({
      'GET /api/rankings?from=2026-10-01&to=2026-12-31': () =>
        jsonResponse({ ...RANKINGS, range: { from: '2026-10-01', to: '2026-12-31' } }),
    });
    renderPage('/rankings?from=2026-10-01&to=2026-12-31');
    const select = await screen.findByRole('combobox', { name: 'Época' });
    expect(select).toHaveValue('2026-10-01_2026-12-31');
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent(
      'De 2026-10-01 a 2026-12-31',
    );
  });

  it('says when the rankings could not be loaded, with a retry', async () => {
    mockApi({
      'GET /api/rankings': () => problemResponse(500, 'about:blank', 'Internal Server Error'),
    });
    renderPage();
    expect(await screen.findByText('Não foi possível carregar os rankings.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  });
});
