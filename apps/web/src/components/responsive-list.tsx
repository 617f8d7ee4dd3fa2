import { Card, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';

export interface ResponsiveListColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  headerStyle?: CSSProperties;
  cellStyle?: CSSProperties;
}

interface ResponsiveListProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The table on a wider screen. */
  columns: readonly ResponsiveListColumn<Row>[];
  /** Below it the table scrolls sideways. */
  minWidth: number;
  /** On a phone, one card (an `article` named `cardLabel`) per row, with `card` inside. */
  cardLabel: (row: Row) => string;
  card: (row: Row) => ReactNode;
}

/** A list that is a table on a desktop and a column of cards on a phone. */
export function ResponsiveList<Row>({
  rows,
  rowKey,
  columns,
  minWidth,
  cardLabel,
  card,
}: ResponsiveListProps<Row>) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (isPhone) {
    return (
      <Stack gap="sm">
        {rows.map((row) => (
          <Card
            key={rowKey(row)}
            withBorder
            radius="md"
            padding="sm"
            component="article"
            aria-label={cardLabel(row)}
          >
            <Stack gap={6}>{card(row)}</Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index} style={column.headerStyle}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <Table.Td key={index} style={column.cellStyle}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One 'label: value' line of a phone card. */
export function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      {label}: <strong>{children}</strong>
    </Text>
  );
}
