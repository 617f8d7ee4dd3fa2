import type { Mark } from '@artistic/domain/judge-panel/schema';
import { describe, expect, it } from 'vitest';
import { fillJudgeMarks } from './fill-marks';

const mark = (seat: number, row: string, value: number): Mark => ({
  key: `${seat}-${row}-${value}`,
  seat,
  entry: 'cc:card-1',
  row,
  value,
  at: '2026-11-28T10:00:00Z',
  accepted: null,
});

describe('fillJudgeMarks', () => {
  it("fills empty cells in the mark's seat column, and leaves what the table typed", () => {
    const rows = [
      [null, '', 6],
      [null, null, null],
    ];
    const filled = new Map<string, number>();
    const next = fillJudgeMarks(
      rows,
      [mark(1, '0', 7.5), mark(2, '0', 8), mark(3, '0', 9), mark(3, '1', 6.5)],
      (m) => Number(m.row),
      filled,
    );
    expect(next).toEqual([
      [7.5, 8, 6],
      [null, null, 6.5],
    ]);
    expect(rows[0]).toEqual([null, '', 6]);
  });

  it("replaces a judge's earlier mark with a later one, but not once the table changed the cell", () => {
    const filled = new Map<string, number>();
    const first = fillJudgeMarks([[null]], [mark(1, '0', 7)], () => 0, filled);
    const second = fillJudgeMarks(first, [mark(1, '0', 7), mark(1, '0', 7.2)], () => 0, filled);
    expect(second).toEqual([[7.2]]);
    const typed = [[8.1]];
    expect(fillJudgeMarks(typed, [mark(1, '0', 7.4)], () => 0, filled)).toBe(typed);
  });

  it('gives back the same rows when nothing is new, and skips marks of other rows or seats', () => {
    const rows = [[7, null]];
    const filled = new Map([['0:0', 7]]);
    expect(
      fillJudgeMarks(
        rows,
        [mark(1, '0', 7), mark(3, '0', 5), mark(1, 'A0', 5)],
        (m) => (m.row.startsWith('A') ? null : Number(m.row)),
        filled,
      ),
    ).toBe(rows);
  });
});
