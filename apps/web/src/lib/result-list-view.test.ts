// @vitest-environment node
import { PROVISIONAL_STATUS } from '@artistic/domain/result-list/official';
import { describe, expect, it } from 'vitest';
import { tPt } from '../test/pt-translator';
import {
  buildResultListResponse,
  figureSheets,
  quarterRoutineSheets,
} from '../test/result-list-fixture';
import {
  buildResultBlockView,
  buildResultListView,
  buildResultStatusView,
  formatJudgeMark,
  formatStatusTime,
} from './result-list-view';

/** The fixture with the routines marked by seven judges on quarter points (issue 38). */
const quarters = buildResultListResponse(figureSheets, quarterRoutineSheets, {
  panels: { JuizesCoachCard: 7, PassoCoachCard: 0.25 },
});

describe("a judge's mark on the result list", () => {
  it('keeps its panel’s step: two decimals on a 0,25 panel, one on a 0,1 panel', () => {
    expect([7.25, 7.5, 7].map((mark) => formatJudgeMark(mark, 0.25, 'pt'))).toEqual([
      '7,25',
      '7,50',
      '7,00',
    ]);
    expect([7.3, 7].map((mark) => formatJudgeMark(mark, 0.1, 'pt'))).toEqual(['7,3', '7,0']);
    expect(formatJudgeMark(7.25, 0.25, 'en')).toBe('7.25');
    expect(formatJudgeMark(null, 0.25, 'pt')).toBe('');
  });

  it('shows the JUV duet’s quarter marks as given, never rounded to tenths', () => {
    const duet = quarters.blocks.find((b) => b.Categoria === 'JUV');
    if (!duet) throw new Error('the fixture has a JUV duet');
    const view = buildResultBlockView(duet, tPt, 'pt');
    expect(view.markDecimals).toBe(2);
    expect(view.entries[0]?.lines[0]?.judges).toEqual([
      '6,00',
      '7,75',
      '7,25',
      '6,75',
      '6,25',
      '8,00',
      '7,50',
    ]);
    // The figures' panel marks in tenths.
    const figures = buildResultBlockView(quarters.blocks[0]!, tPt, 'pt');
    expect(figures.markDecimals).toBe(1);
    expect(figures.entries[0]?.lines[0]?.judges).toEqual(['6,5', '7,0', '7,0', '7,5', '6,0']);
  });
});

describe('the result list for the PDF and the spreadsheets', () => {
  it('leaves out an event without any entry', () => {
    const view = buildResultListView(buildResultListResponse(), tPt, 'pt');
    // Events 1, 3 and 4 have results; the ABS team event (5) has none.
    expect(view.blocks.map((b) => b.key)).toEqual(['1', '3', '4']);
    expect(view.isEmpty).toBe(false);
    expect(buildResultListView(buildResultListResponse([], []), tPt, 'pt')).toMatchObject({
      blocks: [],
      isEmpty: true,
    });
  });

  it('says each state as the page’s badge does, with its time', () => {
    const since = '2026-02-14T11:05:00.000Z';
    const time = formatStatusTime(since, 'pt');
    const status = (change: Partial<typeof PROVISIONAL_STATUS>) =>
      buildResultStatusView({ ...PROVISIONAL_STATUS, ...change }, tPt, 'pt');
    expect(status({})).toEqual({
      state: 'provisional',
      isOfficial: false,
      line: 'Resultados Provisórios',
    });
    expect(status({ provisionalSince: since }).line).toBe(`Resultados Provisórios desde ${time}`);
    expect(status({ corrected: true, provisionalSince: since })).toEqual({
      state: 'corrected',
      isOfficial: false,
      line: `Resultados Provisórios — corrigidos desde ${time}`,
    });
    expect(
      status({
        state: 'official',
        signedAt: since,
        signedBy: 'Juiz Árbitro',
        provisionalSince: since,
      }),
    ).toEqual({
      state: 'official',
      isOfficial: true,
      line: `Resultados Oficiais — assinados por Juiz Árbitro em ${time}`,
    });
  });
});
