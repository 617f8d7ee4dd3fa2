import { EVENT_TYPES, eventTypeLabel } from '@artistic/domain/core/enums';
import type { UseFormReturnType } from '@mantine/form';
import { Button, Checkbox, Select, Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { DecimalInput } from '../../../components/decimal-input';
import { getCategoryOptions } from '../../../lib/category-options';
import type { CompetitionFormValues } from './competition-form-values';
import { createOrderRow } from './competition-form-values';
import { EditableRowsTable } from './editable-rows-table';

interface OrderTableProps {
  form: UseFormReturnType<CompetitionFormValues>;
}

/** The order of events: Ordem is the row number. */
export function OrderTable({ form }: OrderTableProps) {
  const { t, i18n } = useTranslation();
  const rows = form.getValues().Ordem;
  const categoryOptions = getCategoryOptions(i18n.language);
  const language = i18n.language.startsWith('en') ? 'en' : 'pt';
  const eventOptions = EVENT_TYPES.map((value) => ({
    value,
    label: eventTypeLabel(value, language),
  }));
  const listError = form.errors.Ordem;
  const rowLabel = (field: string, index: number) =>
    t('competitions.form.rowField', { field, row: index + 1 });

  return (
    <>
      <EditableRowsTable
        minWidth={680}
        head={
          <>
            <Table.Th w={70}>{t('competitions.form.order')}</Table.Th>
            <Table.Th>{t('competitions.form.event')}</Table.Th>
            <Table.Th>{t('competitions.form.category')}</Table.Th>
            <Table.Th w={130}>{t('competitions.form.price')}</Table.Th>
            <Table.Th w={100}>{t('competitions.form.result')}</Table.Th>
          </>
        }
        rows={rows}
        cells={(index) => (
          <>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td>
              <Select
                aria-label={rowLabel(t('competitions.form.event'), index)}
                placeholder={t('competitions.form.selectPlaceholder')}
                data={eventOptions}
                allowDeselect={false}
                searchable
                {...form.getInputProps(`Ordem.${index}.Tipo`)}
              />
            </Table.Td>
            <Table.Td>
              <Select
                aria-label={rowLabel(t('competitions.form.category'), index)}
                placeholder={t('competitions.form.selectPlaceholder')}
                data={categoryOptions}
                allowDeselect={false}
                {...form.getInputProps(`Ordem.${index}.Categoria`)}
              />
            </Table.Td>
            <Table.Td>
              <DecimalInput
                aria-label={rowLabel(t('competitions.form.price'), index)}
                {...form.getInputProps(`Ordem.${index}.Price`)}
              />
            </Table.Td>
            <Table.Td>
              <Checkbox
                aria-label={rowLabel(t('competitions.form.result'), index)}
                {...form.getInputProps(`Ordem.${index}.Resultado`, { type: 'checkbox' })}
              />
            </Table.Td>
          </>
        )}
        onRemove={(index) => form.removeListItem('Ordem', index)}
        listError={listError}
      />
      <div>
        <Button variant="light" onClick={() => form.insertListItem('Ordem', createOrderRow())}>
          {t('competitions.form.addEvent')}
        </Button>
      </div>
    </>
  );
}
