import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCompetitionPage } from '../../../test/competition-page';
import {
  clickToDownload,
  fakePdfRenderer,
  stubDownload,
  withUnsafeCompetitionName,
} from '../../../test/download';
import { buildMedalsResponse } from '../../../test/medals-fixture';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { LIVE_FROM_VENUE_TEXT, liveFromVenue } from '../../../test/venue-live';
import { cellTexts, columnHeaders } from '../../../test/table-text';
import { MedalsPage } from './medals-page';

const PATH = 'GET /api/competitions/c1/medals';

function renderPage(path = '/medals?id=c1') {
  return renderCompetitionPage('medals', <MedalsPage />, { path });
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => cellTexts(row));

describe('MedalsPage', () => {
  it('shows a visitor the medals per club (golds first), the club points and each event’s medallists', async () => {
    const calls = mockApi({ [PATH]: () => jsonResponse(buildMedalsResponse()) });
    renderPage();

    const medals = await screen.findByRole('table', { name: 'Medalhas por clube' });
    expect(screen.getByRole('heading', { level: 1, name: 'Medalheiro' })).toBeVisible();
    expect(screen.getByText('Campeonato Nacional de Inverno — 2026-02-14')).toBeVisible();
    expect(columnHeaders(medals)).toEqual(['Lugar', 'Clube', 'Ouro', 'Prata', 'Bronze', 'Total']);
    expect(within(medals).getByRole('img', { name: 'Medalha de ouro' })).toBeInTheDocument();
    expect(bodyRows(medals)).toEqual([
      ['1', 'Clube Natação Açores', '2', '0', '0', '2'],
      ['2', 'Sport Algés e Dafundo', '1', '1', '1', '3'],
    ]);

    const points = screen.getByRole('table', { name: 'Pontos por clube' });
    expect(bodyRows(points)).toEqual([
      ['1', 'Sport Algés e Dafundo', '22'],
      ['2', 'Clube Natação Açores', '18'],
    ]);
    expect(
      screen.getByText('Pontos por lugar: 9, 7, 6, 5, 4, 3, 2, 1 (do 1.º lugar em diante).'),
    ).toBeVisible();

    const figures = screen.getByRole('table', { name: 'Infantil — Figuras' });
    expect(bodyRows(figures)).toEqual([
      ['1', 'Rita Gonçalves', 'Clube Natação Açores', '63,7511'],
      ['2', 'Maria Lopes', 'Sport Algés e Dafundo', '60,5000'],
      ['3', 'Ana Simões', 'Sport Algés e Dafundo', '58,2500'],
    ]);
    expect(
      within(figures)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Medalha de ouro', 'Medalha de prata', 'Medalha de bronze']);
    // The Extra with the best total is no medallist.
    expect(screen.queryByText('Inês Conceição')).not.toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Absoluto — Equipa Livre' });
    expect(within(team).getByText('Ainda sem resultados.')).toBeVisible();

    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('says so while no event has a medal', async () => {
    const answer = buildMedalsResponse();
    mockApi({
      [PATH]: () =>
        jsonResponse({
          ...answer,
          medalTable: [],
          clubPoints: [],
          events: answer.events.map((e) => ({ ...e, medallists: [] })),
        }),
    });
    renderPage();

    expect(
      await screen.findByText('Ainda não há medalhas: nenhuma prova tem resultados.'),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Medalhas por clube' })).not.toBeInTheDocument();
    expect(screen.getByText('Ainda não há pontos.')).toBeVisible();
  });

  it('says a hidden or unknown competition is not found', async () => {
    mockApi({ [PATH]: () => problemResponse(404, 'about:blank', 'Not Found') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Competição não encontrada');
  });

  it('asks for a competition when the link has no id', async () => {
    const calls = mockApi({});
    renderPage('/medals');
    expect(await screen.findByRole('alert')).toHaveTextContent('Competição não indicada');
    expect(calls.some((c) => c.url.includes('medals'))).toBe(false);
  });

  it('downloads the medal table as a CSV for Portuguese Excel', async () => {
    mockApi({ [PATH]: () => jsonResponse(buildMedalsResponse()) });
    renderPage();
    await screen.findByRole('table', { name: 'Medalhas por clube' });
    const download = stubDownload('blob:csv');
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    const link = await download.downloaded();
    expect(link.download).toBe('Medalheiro - Campeonato Nacional de Inverno.csv');
    const text = new TextDecoder().decode(await download.blob().arrayBuffer());
    expect(text).toContain(
      'Lugar;Clube;Ouro;Prata;Bronze;Total\r\n1;Clube Natação Açores;2;0;0;2\r\n2;Sport Algés e Dafundo;1;1;1;3\r\n',
    );
    expect(text).toContain('Infantil — Figuras;Ouro;1;Rita Gonçalves;Clube Natação Açores;63,7511');
    expect(screen.getByRole('button', { name: 'Excel (.xlsx)' })).toBeEnabled();
  });

  it('downloads the PDF named from the competition', async () => {
    mockApi({ [PATH]: () => jsonResponse(withUnsafeCompetitionName(buildMedalsResponse())) });
    const render = fakePdfRenderer();
    vi.doMock('../../../pdf/medals-pdf', () => ({ renderMedalsPdf: render }));
    renderPage();

    const link = await clickToDownload('PDF', 'blob:medals');
    expect(link.download).toBe('Medalheiro - Taça Inverno2026.pdf');
    expect(link.href).toBe('blob:medals');
    // The document is given the page's view: the medal table as shown.
    const [view] = render.mock.calls[0] as unknown as [{ medalTable: { club: string }[] }];
    expect(view.medalTable.map((c) => c.club)).toEqual([
      'Clube Natação Açores',
      'Sport Algés e Dafundo',
    ]);
    vi.doUnmock('../../../pdf/medals-pdf');
  });
});

describe('MedalsPage of a competition published from the pool (issue 40)', () => {
  it('says the medals come live from the pool', async () => {
    mockApi({ [PATH]: () => jsonResponse(buildMedalsResponse()), ...liveFromVenue() });
    renderPage();
    expect(await screen.findByTestId('venue-live')).toHaveTextContent(LIVE_FROM_VENUE_TEXT);
  });
});
