import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stickyBottomEdge } from '../lib/sticky-edges';
import { renderWithProviders } from '../test/render-with-providers';
import type { CellValue } from './score-cell';
import {
  JUDGE_MARK_BOUNDS,
  ScoreCell,
  cellNumber,
  getJudgeMarkBounds,
  scoreCellProblem,
} from './score-cell';

/** A 2 × 3 grid (two rows, judges J1..J3) with the values shown in an output. */
function Grid() {
  const [values, setValues] = useState<CellValue[][]>([
    [null, null, null],
    [null, null, null],
  ]);
  return (
    <div data-score-grid="">
      {values.map((row, r) =>
        row.map((value, c) => (
          <ScoreCell
            key={`${r}-${c}`}
            label={`Linha ${r + 1}, J${c + 1}`}
            column={`J${c + 1}`}
            value={value}
            onChange={(next) =>
              setValues((all) =>
                all.map((line, i) => (i === r ? line.map((v, j) => (j === c ? next : v)) : line)),
              )
            }
          />
        )),
      )}
      <output aria-label="valores">{JSON.stringify(values)}</output>
    </div>
  );
}

describe('scoreCellProblem', () => {
  it.each([
    [null, null],
    [7.5, null],
    [1, null],
    [10, null],
    [0.9, 'scoreCell.outOfRange'],
    [10.1, 'scoreCell.outOfRange'],
    [7.25, 'scoreCell.step'],
    ['7x', 'scoreCell.notANumber'],
  ] as const)('%s → %s', (value, problem) => {
    expect(scoreCellProblem(value, JUDGE_MARK_BOUNDS)).toBe(problem);
  });

  it.each([
    [7.25, 0.25, null],
    [9.75, 0.25, null],
    [10, 0.25, null],
    [1, 0.25, null],
    [7.5, 0.25, null],
    [7.3, 0.25, 'scoreCell.stepQuarter'],
    [7.3, 0.1, null],
    [8.7, 0.1, null],
    [7.25, 0.1, 'scoreCell.step'],
    // Not a tenth, however close: decided exactly, not within a float tolerance.
    [7.000000000000001, 0.1, 'scoreCell.step'],
  ] as const)('%s on a %s panel → %s', (value, step, problem) => {
    expect(scoreCellProblem(value, getJudgeMarkBounds(step))).toBe(problem);
  });

  it('gives a number only for a valid mark', () => {
    expect(cellNumber(8.3, JUDGE_MARK_BOUNDS)).toBe(8.3);
    expect(cellNumber(11, JUDGE_MARK_BOUNDS)).toBeNull();
    expect(cellNumber('abc', JUDGE_MARK_BOUNDS)).toBeNull();
  });
});

const textbox = (name: string) => screen.getByRole('textbox', { name });

/** The grid on its own, and a user to type in it. */
function renderGrid() {
  const user = userEvent.setup();
  renderWithProviders(<Grid />);
  return user;
}

describe('ScoreCell', () => {
  it('reads a comma or a point, and Enter walks judge by judge then row by row', async () => {
    const user = renderGrid();

    await user.click(textbox('Linha 1, J1'));
    await user.keyboard('7,5{Enter}8.1{Enter}6{Enter}9{Enter}');

    expect(textbox('Linha 2, J2')).toHaveFocus();
    expect(textbox('Linha 1, J1')).toHaveValue('7,5');
    expect(screen.getByRole('status', { name: 'valores' })).toHaveTextContent(
      '[[7.5,8.1,6],[9,null,null]]',
    );
  });

  it('moves down and up the same judge column with the arrow keys', async () => {
    const user = renderGrid();

    await user.click(textbox('Linha 1, J3'));
    await user.keyboard('{ArrowDown}');
    expect(textbox('Linha 2, J3')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(textbox('Linha 1, J3')).toHaveFocus();
  });

  it('scrolls the cell Enter moves to out from under a sticky save bar', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('innerHeight', 800);
    const scrollBy = vi.fn();
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
    renderWithProviders(
      <>
        <Grid />
        <div {...stickyBottomEdge} data-testid="bar" />
      </>,
    );
    // The save bar covers the bottom of the window; row 2 is typed under it.
    const at = (top: number, height: number) => () => new DOMRect(0, top, 60, height);
    screen.getByTestId('bar').getBoundingClientRect = at(690, 102);
    textbox('Linha 1, J3').getBoundingClientRect = at(600, 36);
    textbox('Linha 2, J1').getBoundingClientRect = at(700, 36);

    await user.click(textbox('Linha 1, J3'));
    expect(scrollBy).not.toHaveBeenCalled();
    await user.keyboard('7{Enter}');
    expect(textbox('Linha 2, J1')).toHaveFocus();
    expect(scrollBy).toHaveBeenCalledWith({ top: 54, behavior: 'instant' }); // 736 − (690 − 8)
    vi.unstubAllGlobals();
  });

  it('flags an out-of-range mark at once and keeps what was typed', async () => {
    const user = renderGrid();

    const cell = textbox('Linha 1, J2');
    await user.type(cell, '12');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveAttribute('title', 'Nota entre 1 e 10');
    expect(cell).toHaveValue('12');

    await user.clear(cell);
    await user.type(cell, 'x');
    expect(cell).toHaveAttribute('title', 'Não é um número');
    expect(screen.getByRole('status', { name: 'valores' })).toHaveTextContent('"x"');

    await user.clear(cell);
    await user.type(cell, '9,9');
    expect(cell).not.toHaveAttribute('aria-invalid');
  });
});
