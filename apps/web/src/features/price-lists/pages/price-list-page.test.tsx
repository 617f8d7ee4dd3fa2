import { aPriceList } from '@artistic/domain/testing/builders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, meResponse, mockApi } from '../../../test/mock-api';
import { problemResponse } from '../../../test/problem-responses';
import { renderCompetitionPage } from '../../../test/competition-page';
import { PriceListPage } from './price-list-page';
import {
  clickToDownload,
  fakePdfRenderer,
  withUnsafeCompetitionName,
} from '../../../test/download';

const priceList = aPriceList();

function renderPage(path = '/priceList?id=c1') {
  return renderCompetitionPage('priceList', <PriceListPage />, { path, signedIn: true });
}

describe('PriceListPage', () => {
  it("shows each club's rows, the club totals and the grand total, formatted", async () => {
    const calls = mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1/priceList': () => jsonResponse(priceList),
    });
    renderPage();

    const table = await screen.findByRole('table', {
      name: 'Preços do clube Clube Natação Açores',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Listagem de Preços por Clube' }),
    ).toBeVisible();
    expect(screen.getByText('Campeonato Nacional de Inverno — 2026-02-14')).toBeVisible();

    const solo = within(table).getByRole('row', { name: /Solo Livre.*Júnior/ });
    expect(
      within(solo)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Solo Livre', 'Júnior', '2', '25,50 €', '51,00 €']);
    const unpriced = within(table).getByRole('row', { name: /Dueto Livre/ });
    expect(within(unpriced).getByText('Prova fora da ordem: preço 0')).toBeVisible();
    const clubTotal = within(table).getByRole('row', { name: /Total do clube/ });
    expect(clubTotal).toHaveTextContent('91,00 €');
    // The draft coach card: listed as not billed, with no price, outside the club total.
    const draft = within(table).getByRole('row', { name: /Rascunho/ });
    expect(
      within(draft)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Solo LivreRascunho', 'Infantil', '1', '—', 'Não faturado']);
    expect(
      screen.getByText(
        'Coach Cards em rascunho não entram na lista de partida e não são faturados enquanto não forem submetidos.',
      ),
    ).toBeVisible();

    const other = screen.getByRole('table', { name: 'Preços do clube Sport Algés e Dafundo' });
    expect(within(other).getByRole('row', { name: /Total do clube/ })).toHaveTextContent('94,00 €');
    expect(screen.getByText('Total geral')).toBeVisible();
    expect(screen.getByTestId('price-list-grand-total')).toHaveTextContent('185,00 €');
    expect(screen.getByRole('button', { name: 'Gerar PDF' })).toBeEnabled();

    const call = calls.find((c) => c.url.endsWith('/priceList'));
    expect(call?.headers.get('Authorization')).toBe('Bearer admin.token');
  });

  it("lets the keyboard reach each club's table, which scrolls sideways on a phone", async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1/priceList': () => jsonResponse(priceList),
    });
    renderPage();

    for (const club of ['Clube Natação Açores', 'Sport Algés e Dafundo']) {
      const table = await screen.findByRole('table', { name: `Preços do clube ${club}` });
      expect(table.closest('.mantine-ScrollArea-viewport')).toHaveAttribute('tabindex', '0');
    }
  });

  it('says so when no club has entries', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1/priceList': () =>
        jsonResponse({ ...priceList, clubs: [], total: 0 }),
    });
    renderPage();

    expect(await screen.findByText('Ainda não há inscrições nesta competição.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows "Sem permissão" to a user who is not an admin, without asking for prices', async () => {
    const calls = mockApi({ 'GET /api/me': meResponse('clube', 'Clube Natação Açores') });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sem permissão');
    expect(calls.some((c) => c.url.includes('priceList'))).toBe(false);
  });

  it('shows the server error when the list cannot be loaded', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1/priceList': () =>
        problemResponse(404, 'about:blank', 'Not Found', { detail: 'Competição não existe' }),
    });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a listagem de preços.');
    expect(alert).toHaveTextContent('Competição não existe');
  });

  it('rejects an answer that does not match the schema', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1/priceList': () => jsonResponse({ clubs: 'nope' }),
    });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O servidor enviou uma listagem de preços inválida.',
    );
  });

  it('asks for a competition when the link has no id', async () => {
    const calls = mockApi({ 'GET /api/me': meResponse('admin') });
    renderPage('/priceList');

    expect(await screen.findByRole('alert')).toHaveTextContent('Competição não indicada');
    expect(calls.some((c) => c.url.includes('priceList'))).toBe(false);
  });

  it('downloads the PDF named from the competition', async () => {
    mockApi({
      'GET /api/me': meResponse('admin'),
      'GET /api/competitions/c1/priceList': () =>
        jsonResponse(withUnsafeCompetitionName(priceList)),
    });
    vi.doMock('../../../pdf/price-list-pdf', () => ({
      renderPriceListPdf: fakePdfRenderer(),
    }));
    renderPage();

    const link = await clickToDownload('Gerar PDF', 'blob:price-list');
    expect(link.download).toBe('Listagem de Preços - Taça Inverno2026.pdf');
    expect(link.href).toBe('blob:price-list');
    vi.doUnmock('../../../pdf/price-list-pdf');
  });
});
