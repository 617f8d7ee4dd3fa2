import { Table } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

interface TableHeadProps {
  /** The i18n prefix of the headings: `<texts>.<column>`. */
  texts: string;
  /** The columns, left to right. */
  columns: readonly string[];
}

/** A table's head of one row of plain headings. */
export function TableHead({ texts, columns }: TableHeadProps) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{t(`${texts}.${column}`)}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
