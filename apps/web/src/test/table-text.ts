import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The text of each cell of a table row. */
export function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** The text of each column header of a table. */
export function columnHeaders(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

/** The headers of a panel's judge columns: 'J1' to `J${count}`. */
export function judgeColumns(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `J${index + 1}`);
}

/**
 * Expects the table named `name` to sit in a group of the same name that the keyboard can
 * reach, so a table that scrolls sideways on a phone can be scrolled without a mouse.
 */
export async function expectKeyboardScrollable(name: string): Promise<void> {
  const table = await screen.findByRole('table', { name });
  const area = screen.getByRole('group', { name });
  expect(area).toContainElement(table);
  expect(area).toHaveAttribute('tabindex', '0');
}
