import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildResultBlockView } from '../../../lib/result-list-view';
import { renderWithProviders } from '../../../test/render-with-providers';
import { buildResultListResponse } from '../../../test/result-list-fixture';
import { tPt as t } from '../../../test/pt-translator';
import { ResultBlockTable } from './result-block-table';

/**
 * The fixture's INF figures: Rita Gonçalves 63,7511 (1st), Maria Lopes 60,5 (2nd), Ana Simões
 * 58,25 (3rd), and Inês Conceição with the best total, 70,1, as Extra.
 */
const figures = () => {
  const block = buildResultListResponse().blocks[0];
  if (!block) throw new Error('the fixture has no INF figures block');
  return buildResultBlockView(block, t, 'pt');
};

describe('medals on the result list', () => {
  it('gives places 1–3 gold, silver and bronze in the view, and the Extra none', () => {
    expect(figures().entries.map((e) => [e.names[0], e.position, e.medal])).toEqual([
      ['Rita Gonçalves', '1', 'gold'],
      ['Maria Lopes', '2', 'silver'],
      ['Ana Simões', '3', 'bronze'],
      ['Inês Conceição', 'Extra', null],
    ]);
  });

  it('lets a tie share the medal and gives the 4th none', () => {
    const response = buildResultListResponse();
    const block = response.blocks[0];
    if (!block || block.kind !== 'figures') throw new Error('no figures block');
    const rows = block.rows.map((row, index) =>
      index < 2 ? { ...row, position: 1 } : index === 2 ? { ...row, position: 4 } : row,
    );
    const view = buildResultBlockView({ ...block, rows }, t, 'pt');
    expect(view.entries.map((e) => e.medal)).toEqual(['gold', 'gold', null, null]);
  });

  it.each([true, false])(
    'marks the medallists beside their place, named for screen readers (phone: %s)',
    (isCompact) => {
      renderWithProviders(<ResultBlockTable block={figures()} isCompact={isCompact} />, {
        frame: false,
      });
      const table = screen.getByRole('table', { name: 'Infantil — Figuras' });
      const entries = within(table).getAllByRole('rowgroup').slice(1);
      const marks = entries.map((entry) =>
        within(entry)
          .queryAllByRole('img')
          .map((img) => img.getAttribute('aria-label')),
      );
      expect(marks).toEqual([['Medalha de ouro'], ['Medalha de prata'], ['Medalha de bronze'], []]);
      // The mark adds no text: the place reads as before.
      const place = within(entries[0] as HTMLElement).getAllByRole('cell')[0];
      expect(place).toHaveTextContent(/^1$/);
      expect(within(entries[3] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(
        /^Extra$/,
      );
    },
  );
});
