import { DEFAULT_SCORE_STEP } from '@artistic/domain/core/enums';
import type { ScoreStep } from '@artistic/domain/core/enums';
import { isOnStep } from '@artistic/domain/core/numbers';
import { TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { parseDecimal } from './decimal-input';
import { decimalSeparator } from '../lib/score-format';
import { revealBetweenStickyEdges } from '../lib/sticky-edges';

/** What a score cell holds: a number, null when empty, or the raw text when it is not a number. */
export type CellValue = number | string | null;

export interface ScoreBounds {
  min: number;
  max: number;
  /** Marks are multiples of this step (a panel's 0.1 or 0.25 for judges' marks, 1 for counts). */
  step: number;
}

/** A judge's mark on a panel that marks in tenths (the default step, ADR 027). */
export const JUDGE_MARK_BOUNDS: ScoreBounds = { min: 1, max: 10, step: DEFAULT_SCORE_STEP };

/** A judge's mark on a panel with this step: 1 to 10 in tenths or in quarter points. */
export function getJudgeMarkBounds(step: ScoreStep): ScoreBounds {
  return { ...JUDGE_MARK_BOUNDS, step };
}

/** The message of a value off the step, naming the step: 'Nota em quartos de ponto (ex.: 7,25)'. */
function stepProblem(step: number): string {
  return step === 0.25 ? 'scoreCell.stepQuarter' : 'scoreCell.step';
}

/** Null when the value is fine (or empty); otherwise the i18n key of what is wrong. */
export function scoreCellProblem(value: CellValue, bounds: ScoreBounds): string | null {
  if (value === null || value === '') return null;
  if (typeof value === 'string') return 'scoreCell.notANumber';
  if (value < bounds.min || value > bounds.max) return 'scoreCell.outOfRange';
  // Decided on the exact decimal (7,3 is 73 tenths even though 7.3 / 0.1 is not 73 in floats).
  if (!isOnStep(value, bounds.step)) return stepProblem(bounds.step);
  return null;
}

/** The numeric value when the cell is valid and filled; null otherwise. */
export function cellNumber(value: CellValue, bounds: ScoreBounds): number | null {
  return typeof value === 'number' && scoreCellProblem(value, bounds) === null ? value : null;
}

function cellsOf(from: HTMLElement): HTMLInputElement[] {
  const grid = from.closest('[data-score-grid]') ?? document;
  return Array.from(grid.querySelectorAll<HTMLInputElement>('input[data-score-cell]')).filter(
    (input) => !input.disabled && !input.readOnly,
  );
}

function focusCell(input: HTMLInputElement | undefined) {
  if (!input) return;
  input.focus();
  input.select();
}

/**
 * Keyboard of a score grid: Enter moves to the next cell (judge by judge, then row by row, in
 * the page's order), Shift+Enter back; ArrowDown/ArrowUp move to the same column of the next or
 * previous row. Tab keeps its usual meaning.
 */
export function handleGridKey(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const cells = cellsOf(input);
  const index = cells.indexOf(input);
  if (index < 0) return;
  if (event.key === 'Enter') {
    event.preventDefault();
    focusCell(cells[event.shiftKey ? index - 1 : index + 1]);
    return;
  }
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const column = input.dataset['col'];
    const down = event.key === 'ArrowDown';
    const ordered = down ? cells.slice(index + 1) : cells.slice(0, index).reverse();
    const target = ordered.find((cell) => cell.dataset['col'] === column);
    if (target) {
      event.preventDefault();
      focusCell(target);
    }
  }
}

export interface ScoreCellProps {
  value: CellValue;
  onChange: (value: CellValue) => void;
  /** Accessible name, e.g. 'Figura 1, J3'. */
  label: string;
  /** Column key for ArrowUp/ArrowDown (e.g. 'J3'). */
  column: string;
  bounds?: ScoreBounds;
  disabled?: boolean;
}

function formatCell(value: CellValue, separator: string): string {
  if (value === null) return '';
  return typeof value === 'number' ? String(value).replace('.', separator) : value;
}

/**
 * One judge's mark: typed with a decimal comma or point, flagged at once when it is not a
 * number, out of range or off the step, and never changed behind the person's back (what was
 * typed stays on screen).
 */
export function ScoreCell({
  value,
  onChange,
  label,
  column,
  bounds = JUDGE_MARK_BOUNDS,
  disabled,
}: ScoreCellProps) {
  const { t, i18n } = useTranslation();
  const separator = decimalSeparator(i18n.language);
  const [text, setText] = useState(() => formatCell(value, separator));
  const same =
    typeof value === 'number'
      ? parseDecimal(text) === value
      : value === null
        ? text.trim() === ''
        : text === value;
  const shown = same ? text : formatCell(value, separator);
  const problem = scoreCellProblem(value, bounds);
  const message = problem ? t(problem, { min: bounds.min, max: bounds.max }) : undefined;

  return (
    <TextInput
      size="xs"
      w="4.2rem"
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      title={message}
      aria-invalid={problem ? true : undefined}
      error={problem ? true : undefined}
      disabled={disabled}
      value={shown}
      onFocus={(event) => {
        event.currentTarget.select();
        // However the focus arrives (Enter, arrows, Tab), the cell is never left under the top
        // bar or a sheet's sticky save bar.
        revealBetweenStickyEdges(event.currentTarget);
      }}
      onKeyDown={handleGridKey}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (next.trim() === '') onChange(null);
        else onChange(parseDecimal(next) ?? next);
      }}
      styles={{ input: { textAlign: 'right', paddingInline: 6 } }}
      data-score-cell=""
      data-col={column}
    />
  );
}
