// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResultEntryView, ResultListView } from '../lib/result-list-view';
import { pdfPages, pdfWords } from '../test/pdf-tools';
import { renderResultListPdfBytes } from './result-list-pdf';
import { tPt as t } from '../test/pt-translator';

/** Athlete i with 5 figures, each line named after her ('Figura 7.3'), so a split would show. */
const entry = (i: number, names = [`Atleta ${i}`], club = 'Clube Natação Açores') =>
  ({
    key: `e${i}`,
    position: String(i + 1),
    isExtra: false,
    medal: null,
    names,
    club,
    total: `70,${String(i).padStart(4, '0')}`,
    lines: Array.from({ length: 5 }, (_, l) => ({
      key: `l${l}`,
      label: `Figura ${i}.${l}`,
      detail: 'FP 1,6',
      mark: '',
      markTitle: '',
      judges: ['7,0', '7,1', '7,2', '7,3', '7,4'],
      judgesText: '',
      penalty: '',
      points: '10,0000',
      isSummary: false,
    })),
  }) satisfies ResultEntryView;

const figuresView = (entries: ResultEntryView[]): ResultListView => ({
  competitionName: 'Campeonato Nacional de Inverno',
  date: '2026-02-14',
  isEmpty: false,
  blocks: [
    {
      key: '1',
      heading: 'Infantil — Figuras',
      kind: 'figures',
      judgeCount: 5,
      markDecimals: 1,
      entries,
    },
    {
      key: '2',
      heading: 'Juvenil — Figuras',
      kind: 'figures',
      judgeCount: 5,
      markDecimals: 1,
      entries: [],
    },
  ],
});

describe('result list PDF pages', () => {
  it('breaks a long event onto pages that each repeat its heading and columns, never splitting an entry', async () => {
    const entries = Array.from({ length: 30 }, (_, i) => entry(i));
    const pages = pdfPages(await renderResultListPdfBytes(figuresView(entries), t, 'pt'));

    // Each entry takes 85.25 pt (5 lines of 16.3 pt, padding, rule): 8 fit under the title on
    // the first page and 8 on each further page; the next event starts a page of its own.
    const athletesOn = (page: string) =>
      [...page.matchAll(/Atleta (\d+)\s/g)].map((match) => Number(match[1]));
    expect(pages.map((page) => athletesOn(page).length)).toEqual([8, 8, 8, 6, 0]);
    expect(pages.flatMap(athletesOn)).toEqual(entries.map((_, i) => i));

    pages.slice(0, 4).forEach((page, index) => {
      expect(page).toContain('Infantil — Figuras');
      expect(page).toMatch(
        /Pos\s+Nome\s+Clube\s+Figuras\s+J1\s+J2\s+J3\s+J4\s+J5\s+Penaliz\.\s+Total Figura\s+Total\n/,
      );
      // The column header comes before the page's first entry.
      expect(page.indexOf('Pos')).toBeLessThan(page.indexOf('Atleta'));
      // All five lines and the total of each athlete on the page are on this page too.
      for (const i of athletesOn(page)) {
        for (let l = 0; l < 5; l++) expect(page).toContain(`Figura ${i}.${l}`);
        expect(page).toMatch(
          new RegExp(`${i + 1}\\s+Atleta ${i}\\s.*70,${String(i).padStart(4, '0')}`),
        );
      }
      expect(page).toContain(`Página ${index + 1} de 5`);
    });
    for (const page of pages) expect(page).toContain('Campeonato Nacional de Inverno — 2026-02-14');
    expect(pages[0]).toContain('Resultados');
    expect(pages[1]).not.toContain('Resultados');
    expect(pages[4]).toContain('Juvenil — Figuras');
    expect(pages[4]).toContain('Ainda sem resultados nesta prova.');
    expect(pages[4]).toContain('Página 5 de 5');
  });

  it('wraps a long name and club within their columns, one name per line', async () => {
    const long = entry(
      0,
      ['Maria da Conceição Albuquerque Vasconcelos Magalhães', 'Inês Simões'],
      'Associação Desportiva – Quinta do Conde nº 27',
    );
    const bytes = await renderResultListPdfBytes(figuresView([long, entry(1)]), t, 'pt');
    const words = pdfWords(bytes).filter((word) => word.page === 1);
    const find = (text: string) => {
      const found = words.filter((word) => word.text === text);
      expect(found, text).toHaveLength(1);
      return found[0] ?? { xMin: NaN, xMax: NaN, yMin: NaN };
    };
    // Where the columns start, as the column header shows them.
    const header = words.filter((word) => word.yMin === find('Pos').yMin);
    const column = (text: string) => header.find((word) => word.text === text)?.xMin ?? NaN;
    const clubColumn = column('Clube');
    const labelColumn = column('Figuras');
    expect(clubColumn).toBeGreaterThan(find('Pos').xMax);
    expect(labelColumn).toBeGreaterThan(clubColumn);
    const nameWords = ['Maria', 'da', 'Conceição', 'Albuquerque', 'Vasconcelos', 'Magalhães'];
    const clubWords = ['Associação', 'Desportiva', '–', 'Quinta', 'do', 'Conde', 'nº', '27'];
    for (const text of nameWords) expect(find(text).xMax, text).toBeLessThan(clubColumn);
    for (const text of clubWords) {
      expect(find(text).xMin, text).toBeGreaterThanOrEqual(clubColumn);
      expect(find(text).xMax, text).toBeLessThan(labelColumn);
    }
    // Both wrap onto further lines; the second name starts a line of its own, below the first.
    const linesOf = (texts: string[]) => new Set(texts.map((text) => find(text).yMin)).size;
    expect(linesOf(nameWords)).toBeGreaterThan(1);
    expect(linesOf(clubWords)).toBeGreaterThan(1);
    expect(find('Inês').yMin).toBeGreaterThan(find('Magalhães').yMin);
    expect(find('Inês').xMin).toBe(find('Maria').xMin);
    // Words stay whole: no hyphen, the accented letters and the dash read back as written.
    const [page] = pdfPages(bytes);
    expect(page).toMatch(/\n\s+1\s+Maria[^\n]*\sAssociação\s/);
    expect(page).not.toMatch(/-\s*\n/);
    expect(page).toContain('Conceição');
    expect(page).toContain('–');
  });
});
