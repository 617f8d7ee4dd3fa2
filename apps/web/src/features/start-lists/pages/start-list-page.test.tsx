import type { StartListResponse } from '@artistic/domain/start-list/schema';
import { aStartList } from '@artistic/domain/testing/builders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
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

function renderPage(options: { path?: string; signedIn?: boolean } = {}) {
  return renderCompetitionPage('startList', <StartListPage />, options);
}

describe('StartListPage', () => {
  it('shows the athletes per club with the total, without a token for a visitor', async () => {
    const calls = mockApi({
      'GET /api/competitions/c1/startlist': () => jsonResponse(startList),
    });
    renderPage();

    const clubs = await screen.findByRole('table', { name: 'Atletas por clube' });
    expect(screen.getByRole('heading', { level: 1, name: 'Start List' })).toBeVisible();
    expect(screen.getByText('Campeonato Nacional de Inverno — 2026-02-14')).toBeVisible();
    expect(cellTexts(within(clubs).getByRole('row', { name: /Clube Alfa/ }))).toEqual([
      'Clube Alfa',
      '2',
    ]);
    expect(within(clubs).getByRole('row', { name: /Total/ })).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Start List PDF' })).toBeVisible();
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('lets the keyboard reach each table that scrolls sideways on a phone, named after its block', async () => {
    mockApi({ 'GET /api/competitions/c1/startlist': () => jsonResponse(startList) });
    renderPage();

    await expectKeyboardScrollable('2. Juvenil — DUETO LIVRE');
    await expectKeyboardScrollable('1. Infantil — Figuras');
  });

  it('shows a duet start number on its first athlete row only', async () => {
    mockApi({ 'GET /api/competitions/c1/startlist': () => jsonResponse(startList) });
    renderPage();

    const duet = await screen.findByRole('table', { name: '2. Juvenil — DUETO LIVRE' });
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
    mockApi({ 'GET /api/competitions/c1/startlist': () => jsonResponse(startList) });
    renderPage();

    const figures = await screen.findByRole('table', { name: '1. Infantil — Figuras' });
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
    mockApi({ 'GET /api/competitions/c1/startlist': () => jsonResponse(startList) });
    renderPage();

    await screen.findByRole('table', { name: '1. Infantil — Figuras' });
    expect(screen.queryByRole('button', { name: 'Sortear de novo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Subir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Descer/ })).not.toBeInTheDocument();
  });

  it('lets an admin move a slot and redraw a block, showing the returned list', async () => {
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
      'GET /api/competitions/c1/startlist': () => jsonResponse(startList),
      'POST /api/competitions/c1/startlist/blocks/2/move': () => jsonResponse(moved),
      'POST /api/competitions/c1/startlist/blocks/1/redraw': () => jsonResponse(moved),
    });
    renderPage({ signedIn: true });

    const duet = await screen.findByRole('table', { name: '2. Juvenil — DUETO LIVRE' });
    expect(await within(duet).findByRole('button', { name: 'Subir 1' })).toBeDisabled();
    expect(within(duet).getByRole('button', { name: 'Descer 2' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Sortear de novo' })).toHaveLength(2);

    await userEvent.click(within(duet).getByRole('button', { name: 'Subir 2' }));
    await vi.waitFor(() =>
      expect(
        cellTexts(
          within(screen.getByRole('table', { name: '2. Juvenil — DUETO LIVRE' })).getAllByRole(
            'row',
          )[1] as HTMLElement,
        ),
      ).toEqual(['1', '4', 'Maria Lopes', 'Clube Alfa', '13', '2013', '↑↓']),
    );
    const move = calls.find((call) => call.url.endsWith('/move'));
    expect(move?.body).toEqual({ startListVersion: 7, slot: 2, direction: 'up' });
    expect(move?.headers.get('Authorization')).toBe('Bearer admin.token');

    const figuresSection = screen
      .getByRole('heading', { name: '1. Infantil — Figuras' })
      .closest('section') as HTMLElement;
    await userEvent.click(within(figuresSection).getByRole('button', { name: 'Sortear de novo' }));
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
      'GET /api/competitions/c1/startlist': () => {
        loads += 1;
        return jsonResponse(startList);
      },
      'POST /api/competitions/c1/startlist/blocks/2/move': () =>
        problemResponse(409, 'about:blank#conflict', 'Conflict'),
    });
    renderPage({ signedIn: true });

    const duet = await screen.findByRole('table', { name: '2. Juvenil — DUETO LIVRE' });
    await userEvent.click(await within(duet).findByRole('button', { name: 'Descer 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A Start List foi alterada entretanto. Recarregue.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    await vi.waitFor(() => expect(loads).toBe(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the start list was not generated yet', async () => {
    mockApi({
      'GET /api/competitions/c1/startlist': () =>
        jsonResponse({ ...startList, StartList: [], clubs: [], totalAthletes: 0 }),
    });
    renderPage();

    expect(await screen.findByText('A Start List ainda não foi gerada.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start List PDF' })).not.toBeInTheDocument();
  });

  it('says the competition was not found on a 404', async () => {
    mockApi({});
    renderPage({ path: '/startList?id=nope' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Competição não encontrada');
  });

  it('downloads the PDF named from the competition', async () => {
    mockApi({
      'GET /api/competitions/c1/startlist': () =>
        jsonResponse(withUnsafeCompetitionName(startList)),
    });
    vi.doMock('../../../pdf/start-list-pdf', () => ({
      renderStartListPdf: fakePdfRenderer(),
    }));
    renderPage();

    const link = await clickToDownload('Start List PDF', 'blob:start-list');
    expect(link.download).toBe('Start List - Taça Inverno2026.pdf');
    vi.doUnmock('../../../pdf/start-list-pdf');
  });
});
