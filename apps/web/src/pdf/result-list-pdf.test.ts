// @vitest-environment node
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import { describe, expect, it } from 'vitest';
import { buildResultListView, formatStatusTime } from '../lib/result-list-view';
import { pdfInfo, pdfPages } from '../test/pdf-tools';
import {
  buildResultListResponse,
  calledRoutineSheets,
  figureSheets,
  quarterRoutineSheets,
} from '../test/result-list-fixture';
import { renderResultListPdfBytes } from './result-list-pdf';
import { tPt as t } from '../test/pt-translator';

function render(input: ResultListResponse): Promise<Uint8Array> {
  return renderResultListPdfBytes(buildResultListView(input, t, 'pt'), t, 'pt');
}

/** Positions of each text in the page, which must all be found and increase. */
function expectInOrder(page: string, texts: readonly string[]) {
  const positions = texts.map((text) => page.indexOf(text));
  expect(
    positions.every((position) => position >= 0),
    `all of ${texts.join(', ')}`,
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
}

describe('renderResultListPdfBytes', () => {
  it('holds each event with results on its own page, ranked, with totals and Extra last', async () => {
    const bytes = await render(buildResultListResponse());
    const pages = pdfPages(bytes);
    // The ABS team event has no entry: it takes no page (issue 38).
    expect(pages).toHaveLength(3);
    expect(pages.join('\n')).not.toContain('Absoluto');
    expect(pages.join('\n')).not.toContain('Ainda sem resultados nesta prova.');
    const info = pdfInfo(bytes);
    expect(info['Title']).toBe('Resultados - Campeonato Nacional de Inverno');
    expect(info['Page size']).toMatch(/^595\.2\d x 841\.8\d pts \(A4\)/);
    pages.forEach((page, index) => expect(page).toContain(`Página ${index + 1} de 3`));

    const figures = pages[0] ?? '';
    expect(figures).toContain('Resultados');
    expect(figures).toContain('Campeonato Nacional de Inverno — 2026-02-14');
    expect(figures).toContain('Infantil — Figuras');
    expectInOrder(figures, ['Rita Gonçalves', 'Maria Lopes', 'Ana Simões', 'Inês Conceição']);
    expect(figures).toMatch(/1\s+Rita Gonçalves\s+Clube Natação\s.*63,7511/);
    expect(figures).toMatch(/Extra\s+Inês Conceição\s.*70,1000/);
    expect(figures).toMatch(/Straight Ballet Leg\s+6,5\s+7,0\s+7,0\s+7,5\s+6,0\s+10,9333/);
    expect(figures).toMatch(/Tower\s+5,5\s+6,0\s+5,8\s+5,9\s+6,1\s+1,0000\s+11,2100/);

    const duet = pages[1] ?? '';
    expect(duet).toContain('Juvenil — Dueto Livre');
    expect(duet).toMatch(/\n\s+Maria Lopes\s/);
    expectInOrder(duet, [
      'Ana Simões',
      'HIB',
      'Total Elementos',
      'Penalizações',
      'Erros simples',
      'Erros óbvios',
      'Erros maiores',
      'Total Erros',
      'Coreografia & Musicalidade',
      'Transições',
      'Total Impressão Artística',
      'Valor do esquema',
      'Resumo de penalizações',
      'Pontos de figuras',
    ]);
    expect(duet).toMatch(/1\s+Ana Simões\s.*163,9250/);
    expect(duet).toMatch(/Pontos de figuras\s+59,3750/);
    expect(duet).not.toContain('em falta');
    expect(duet).toContain('Desfile: 1 × 8,0000');

    const masters = pages[2] ?? '';
    expect(masters).toContain('Masters — Solo Livre');
    expect(masters).toMatch(/Teresa Magalhães\s.*78,0000/);
    expect(masters).not.toContain('Erros maiores');
    expect(masters).toContain('Página 3 de 3');
  });

  it("prints a quarter-point panel's marks as they were given, two decimals each", async () => {
    const pages = pdfPages(
      await render(
        buildResultListResponse(figureSheets, quarterRoutineSheets, {
          panels: { JuizesCoachCard: 7, PassoCoachCard: 0.25 },
        }),
      ),
    );
    const duet = pages[1] ?? '';
    expect(duet).toMatch(/HIB\s+6,00\s+7,75\s+7,25\s+6,75\s+6,25\s+8,00\s+7,50\s/);
    expect(duet).not.toMatch(/\s7,8\s|\s7,3\s/);
    // The figures' panel marks in tenths: one decimal, as before.
    expect(pages[0]).toMatch(/Straight Ballet Leg\s+6,5\s+7,0\s+7,0\s+7,5\s+6,0\s+10,9333/);
  });

  it('prints the state the page shows: provisional, corrected or official', async () => {
    const since = '2026-02-14T11:05:00.000Z';
    const signed = '2026-02-14T11:30:00.000Z';
    const pages = pdfPages(
      await render(
        buildResultListResponse(undefined, undefined, {
          statuses: {
            1: { provisionalSince: since },
            3: { corrected: true, provisionalSince: since },
            4: { state: 'official', signedAt: signed, signedBy: 'Juiz Árbitro' },
          },
        }),
      ),
    );
    const time = formatStatusTime(since, 'pt');
    expect(pages[0]).toContain(`Resultados Provisórios desde ${time}`);
    expect(pages[1]).toContain(`Resultados Provisórios — corrigidos desde ${time}`);
    expect(pages[1]).not.toContain(`Resultados Provisórios desde`);
    expect(pages[2]).toContain(
      `Resultados Oficiais — assinados por Juiz Árbitro em ${formatStatusTime(signed, 'pt')}`,
    );
  });

  it('names the athletes whose figure points are missing, and prints no total for them', async () => {
    const pages = pdfPages(
      await render(
        buildResultListResponse(figureSheets.filter((s) => s.Atleta.Nome !== 'Maria Lopes')),
      ),
    );
    const duet = pages[1] ?? '';
    expect(duet).toContain('Juvenil — Dueto Livre');
    expect(duet).toMatch(/Pontos de figuras\s+Pontos de figuras em falta:\s+Maria Lopes/);
    expect(duet).not.toContain('163,9250');
  });

  it("prints the controllers' call beside the element it lowered", async () => {
    const pages = pdfPages(
      await render(buildResultListResponse(figureSheets, calledRoutineSheets)),
    );
    const duet = pages[1] ?? '';
    expect(duet).toMatch(/HIB NB\s+7,0\s+7,0\s+7,0\s+7,0\s+7,0\s+1,7500/);
    // Scheme value 98,9500 (the base mark scored) + the athletes' figure points 59,3750.
    expect(duet).toMatch(/1\s+Ana Simões\s.*158,3250/);
    expect(duet).not.toContain('ACR NB');
  });

  it('says so when no result is published yet', async () => {
    const pages = pdfPages(await render(buildResultListResponse([], [])));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Campeonato Nacional de Inverno — 2026-02-14');
    expect(pages[0]).toContain('Ainda não há resultados publicados.');
    expect(pages[0]).toContain('Página 1 de 1');
  });
});
