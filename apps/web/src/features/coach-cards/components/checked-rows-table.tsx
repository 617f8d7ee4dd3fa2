import type { CoachCardCheck } from '@artistic/domain/coach-card/checks';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { RowCheckNotes } from './card-checks';

interface CheckedRowsTableProps<Row extends { key: string }> {
  minWidth: number;
  /** The table's accessible name. */
  label?: string;
  /** The head cells after '#' (with the remove column's head when rows can be removed). */
  head: ReactNode;
  rows: readonly Row[];
  /** The cells of a row after its number. */
  cells: (row: Row, index: number) => ReactNode;
  /** The form path of the row at `index` ('Elementos.2'): its checks show in a row under it. */
  pathOf: (index: number) => string;
  /** The card's checks by form path (groupChecksByRow). */
  checksByRow: ReadonlyMap<string, readonly CoachCardCheck[]>;
  /** How many columns the row of checks spans: all of them. */
  columnCount: number;
  /** The accessible name of a row's checks. */
  checksLabel?: (index: number) => string;
}

/**
 * A numbered table of the coach card's rows (elements, athletes, reserves), each row followed
 * by its checks.
 */
export function CheckedRowsTable<Row extends { key: string }>({
  minWidth,
  label,
  head,
  rows,
  cells,
  pathOf,
  checksByRow,
  columnCount,
  checksLabel,
}: CheckedRowsTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            {head}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Fragment key={row.key}>
              <Table.Tr style={{ verticalAlign: 'top' }}>
                <Table.Td>{index + 1}</Table.Td>
                {cells(row, index)}
              </Table.Tr>
              <RowCheckNotes
                checks={checksByRow.get(pathOf(index)) ?? []}
                of={pathOf(index)}
                colSpan={columnCount}
                label={checksLabel?.(index)}
              />
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
