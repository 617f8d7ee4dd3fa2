// @vitest-environment node
import type { PriceListResponse } from '@artistic/domain/price-list/schema';
import { aPriceList } from '@artistic/domain/testing/builders';
import { describe, expect, it } from 'vitest';
import { PriceListDocument } from './price-list-pdf';
import { expectEveryPageHeaded, printedPages, renderedText } from '../test/pdf-tools';
import { tPt as t } from '../test/pt-translator';

const data = aPriceList();

function renderText(input: PriceListResponse): Promise<string> {
  return renderedText(<PriceListDocument data={input} t={t} language="pt" />);
}

describe('PriceListDocument', () => {
  it('renders clubs, rows, club totals and the grand total with Portuguese characters', async () => {
    const text = await renderText(data);
    expect(text).toContain('Listagem de Preços por Clube');
    expect(text).toContain('Campeonato Nacional de Inverno — 2026-02-14');
    expect(text).toContain('Clube Natação Açores');
    expect(text).toContain('Sport Algés e Dafundo');
    expect(text).toMatch(/Solo Livre\s+Júnior\s+2\s+25,50 €\s+51,00 €/);
    expect(text).toContain('Prova fora da ordem: preço 0');
    expect(text).toMatch(/Total do clube\s+91,00 €/);
    // A draft coach card is listed, not billed, and outside the club total.
    expect(text).toMatch(/Solo Livre\s+Infantil\s+1\s+—\s+Não faturado/);
    expect(text).toContain('Rascunho');
    expect(text).toContain('Coach Cards em rascunho não entram na lista de partida');
    expect(text).toMatch(/Total geral\s+185,00 €/);
  });

  it('carries the competition name and date and the page number on every page', async () => {
    const clubs = Array.from({ length: 12 }, (_, index) => ({
      club: `Clube ${index + 1}`,
      rows: Array.from({ length: 6 }, (_, row) => ({
        Tipo: 'SOLO LIVRE' as const,
        Categoria: (['INF', 'JUV', 'JUN', 'ABS', 'MAS'] as const)[row % 5] ?? 'INF',
        count: row + 1,
        price: 10,
        subtotal: 10 * (row + 1),
        unpriced: false,
      })),
      drafts: [],
      total: 210,
    }));
    const text = await renderText({ ...data, clubs, total: 2520 });
    const pages = printedPages(text);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expectEveryPageHeaded(pages, 'Campeonato Nacional de Inverno — 2026-02-14');
  });

  it('says so when no club has entries', async () => {
    const text = await renderText({ ...data, clubs: [], total: 0 });
    expect(text).toContain('Ainda não há inscrições nesta competição.');
    expect(text).toMatch(/Total geral\s+0,00 €/);
  });
});
