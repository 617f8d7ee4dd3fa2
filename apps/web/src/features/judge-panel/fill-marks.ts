import type { Mark } from '@artistic/domain/judge-panel/schema';

/** A cell of a sheet: what the table typed or a judge's phone filled in. */
type Cell = number | string | null;

/**
 * A sheet's judge rows with the judges' marks filled in (issue 21): a mark goes into its seat's
 * column of its row (`rowIndex` gives the row, null when the mark is not of these rows) when the
 * cell is empty, or holds what an earlier mark of that judge filled in (`filled`, by 'row:judge',
 * updated here); never over a value the table typed, which wins. The same rows are returned when
 * nothing changes (so a poll that brings nothing new renders nothing).
 */
export function fillJudgeMarks<Row extends readonly Cell[]>(
  rows: readonly Row[],
  marks: readonly Mark[],
  rowIndex: (mark: Mark) => number | null,
  filled: Map<string, number>,
): readonly Row[] {
  let result: Row[] | null = null;
  for (const mark of marks) {
    const row = rowIndex(mark);
    const judge = mark.seat - 1;
    const cells = (result ?? rows)[row ?? -1];
    if (row === null || !cells || judge >= cells.length) continue;
    const key = `${row}:${judge}`;
    const cell = cells[judge];
    const isEmpty = cell === null || cell === undefined || cell === '';
    if (!isEmpty && cell !== filled.get(key)) continue;
    filled.set(key, mark.value);
    if (cell === mark.value) continue;
    result ??= [...rows];
    const next = [...cells];
    next[judge] = mark.value;
    result[row] = next as unknown as Row;
  }
  return result ?? rows;
}
