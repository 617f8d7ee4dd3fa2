import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderCompetitionPage } from '../../../test/competition-page';
import {
  buildResultListResponse,
  figureSheets,
  resultCompetition,
  resultListRoutes,
  routineSheets,
} from '../../../test/result-list-fixture';
import { cellTexts } from '../../../test/table-text';
import { ResultListPage } from './result-list-page';

/** The fixture's competition as the issue found it: INF figures only, a JUV duet. */
const withoutJuvenileFigures = resultCompetition.Ordem.filter(
  (order) => !(order.Tipo === 'Figuras' && order.Categoria === 'JUV'),
);

/** Every row's cells of an entry (each entry is one tbody). */
function entryRows(table: HTMLElement, entry: number): string[][] {
  const group = within(table).getAllByRole('rowgroup')[entry + 1] as HTMLElement;
  return within(group)
    .getAllByRole('row')
    .map((row) => cellTexts(row));
}

describe('ResultListPage: a JUV routine in a competition without JUV figures (ADR 062)', () => {
  it("gives the duet the routine's own total and a place, and says no JUV figures count", async () => {
    mockApi(
      resultListRoutes(
        buildResultListResponse(figureSheets, routineSheets, { ordem: withoutJuvenileFigures }),
      ),
    );
    renderCompetitionPage('resultList', <ResultListPage />, {
      path: '/resultList?id=c1&ordem=3',
      frame: false,
    });

    const duet = await screen.findByRole('table', { name: /^Juvenil — Dueto Livre$/i });
    const rows = entryRows(duet, 0);
    // Place, names, club … total: 112,55 − 8 (Desfile), the athletes' INF figures not counted.
    expect(rows[0]?.slice(0, 3)).toEqual(['1', 'Ana SimõesMaria Lopes', 'Sport Algés e Dafundo']);
    expect(rows[0]?.at(-1)).toBe('104,5500');
    expect(rows.at(-1)).toEqual([
      'Pontos de figuras',
      'Sem figuras de JUV nesta competição: o total é o da rotina.',
      '',
    ]);
    expect(
      within(duet).getByText('Sem figuras de JUV nesta competição: o total é o da rotina.'),
    ).toBeVisible();
    expect(within(duet).queryByText(/pontos de figuras em falta/i)).not.toBeInTheDocument();
  });
});
