import type { Category } from '@artistic/domain/enums';
import type { UseFormReturnType } from '@mantine/form';
import { Button, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/decimal-input';
import { getCategoryOptions } from './category-options';
import type { CompetitionFormValues, FigureListField } from './competition-form-values';
import { createFigureRow } from './competition-form-values';

/** One figure or technical element of the rules catalogue. */
export interface CatalogueItem {
  name: string;
  dd: number;
  category: Category;
  provisional: boolean;
}

export interface CatalogueGroup {
  label: string;
  items: CatalogueItem[];
}

interface FigureTableProps {
  form: UseFormReturnType<CompetitionFormValues>;
  field: FigureListField;
  catalogue: CatalogueGroup[];
  defaultCategory: Category;
  addLabel: string;
  pickLabel: string;
}

/** Figures or technical elements of the competition (Nome, Valor, Category), with a catalogue picker. */
export function FigureTable({
  form,
  field,
  catalogue,
  defaultCategory,
  addLabel,
  pickLabel,
}: FigureTableProps) {
  const { t, i18n } = useTranslation();
  const rows = form.getValues()[field];
  const categoryOptions = getCategoryOptions(i18n.language);
  const listError = form.errors[field];
  const rowLabel = (name: string, index: number) =>
    t('competitions.form.rowField', { field: name, row: index + 1 });
  const pickerData = catalogue.map((group, groupIndex) => ({
    group: group.label,
    items: group.items.map((item, itemIndex) => ({
      value: `${groupIndex}:${itemIndex}`,
      label: item.provisional
        ? `${item.name} (${item.dd}, ${t('competitions.form.provisional')})`
        : `${item.name} (${item.dd})`,
    })),
  }));

  function pick(value: string | null) {
    if (value === null) return;
    const [groupIndex, itemIndex] = value.split(':').map(Number);
    const item = catalogue[groupIndex ?? -1]?.items[itemIndex ?? -1];
    if (!item) return;
    form.insertListItem(
      field,
      createFigureRow({ Nome: item.name, Valor: item.dd, Category: item.category }),
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('competitions.form.figureName')}</Table.Th>
              <Table.Th w={130}>{t('competitions.form.value')}</Table.Th>
              <Table.Th w={200}>{t('competitions.form.figureCategory')}</Table.Th>
              <Table.Th w={110}>
                <VisuallyHidden>{t('competitions.form.remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <TextInput
                    aria-label={rowLabel(t('competitions.form.figureName'), index)}
                    {...form.getInputProps(`${field}.${index}.Nome`)}
                  />
                </Table.Td>
                <Table.Td>
                  <DecimalInput
                    aria-label={rowLabel(t('competitions.form.value'), index)}
                    {...form.getInputProps(`${field}.${index}.Valor`)}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={rowLabel(t('competitions.form.figureCategory'), index)}
                    data={categoryOptions}
                    allowDeselect={false}
                    {...form.getInputProps(`${field}.${index}.Category`)}
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('competitions.form.removeRow', { row: index + 1 })}
                    onClick={() => form.removeListItem(field, index)}
                  >
                    {t('competitions.form.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && <Text c="gray.7">{t('competitions.form.noRows')}</Text>}
      {listError !== undefined && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Select
        label={pickLabel}
        placeholder={t('competitions.form.pickPlaceholder')}
        data={pickerData}
        value={null}
        onChange={pick}
        searchable
        maw={520}
      />
      <div>
        <Button
          variant="light"
          onClick={() => form.insertListItem(field, createFigureRow({ Category: defaultCategory }))}
        >
          {addLabel}
        </Button>
      </div>
    </>
  );
}
