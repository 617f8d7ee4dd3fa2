import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { KeyboardScrollContainer } from '../../../components/keyboard-scroll-container';

interface EditableRowsTableProps<Row extends { key: string }> {
  minWidth: number;
  /** The header cells before the remove column. */
  head: ReactNode;
  /** The form's rows, each with the key it keeps while rows move. */
  rows: readonly Row[];
  /** The cells of row `index` before its remove button. */
  cells: (index: number) => ReactNode;
  onRemove: (index: number) => void;
  /** The list's own error (e.g. 'at least one'), under the table. */
  listError: ReactNode;
}

/** A form list edited as table rows, each with a remove button; 'no rows' and the list's error below. */
export function EditableRowsTable<Row extends { key: string }>({
  minWidth,
  head,
  rows,
  cells,
  onRemove,
  listError,
}: EditableRowsTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <KeyboardScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {head}
              <Table.Th w={110}>
                <VisuallyHidden>{t('competitions.form.remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.key}>
                {cells(index)}
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('competitions.form.removeRow', { row: index + 1 })}
                    onClick={() => onRemove(index)}
                  >
                    {t('competitions.form.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </KeyboardScrollContainer>
      {rows.length === 0 && <Text c="gray.7">{t('competitions.form.noRows')}</Text>}
      {listError !== undefined && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
    </>
  );
}
