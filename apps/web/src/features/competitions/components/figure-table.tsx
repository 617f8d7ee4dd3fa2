import type { Category } from '@artistic/domain/core/enums';
import { getFigureEventForCategory } from '@artistic/domain/core/forms';
import type { UseFormReturnType } from '@mantine/form';
import { Button, Select, Table, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { DecimalInput } from '../../../components/decimal-input';
import { useNumberFormat } from '../../../lib/score-format';
import { getCategoryOptions } from '../../../lib/category-options';
import type { CompetitionFormValues, FigureListField } from './competition-form-values';
import { createFigureRow } from './competition-form-values';
import { EditableRowsTable } from './editable-rows-table';

/** One figure or technical element of the rules catalogue. */
export interface CatalogueItem {
  name: string;
  dd: number;
  provisional: boolean;
  /** No public source names the element: shown as 'TRE_T_1B (nome não publicado)'. */
  unnamed?: boolean;
}

/** A list of the catalogue and the categories it serves (JUN and ABS share the team TREs). */
export interface CatalogueGroup {
  label: string;
  categories: readonly Category[];
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
  const { decimal } = useNumberFormat();
  const rows = form.getValues()[field];
  const categoryOptions = getCategoryOptions(i18n.language);
  const listError = form.errors[field];
  const rowLabel = (name: string, index: number) =>
    t('competitions.form.rowField', { field: name, row: index + 1 });
  /** Whether the list already has this figure in this category (a second one is refused). */
  const isChosen = (name: string, category: Category) =>
    rows.some((row) => row.Category === category && row.Nome.trim() === name);
  const pickerData = catalogue.map((group, groupIndex) => {
    const categories = getPickCategories(group);
    return {
      group: group.label,
      items: group.items.map((item, itemIndex) => {
        const name = item.unnamed ? t('rules.unnamedElement', { code: item.name }) : item.name;
        const dd = decimal(item.dd);
        return {
          value: `${groupIndex}:${itemIndex}`,
          label: item.provisional
            ? `${name} (${dd}, ${t('competitions.form.provisional')})`
            : `${name} (${dd})`,
          // Already in the list for every category it would go to: not offered again.
          disabled: categories.every((category) => isChosen(item.name, category)),
        };
      }),
    };
  });

  /**
   * The categories a picked item is added for: those of its group that have this event in the
   * competition's order (a team TRE goes to JUN and ABS when both swim it), else the first.
   */
  function getPickCategories(group: CatalogueGroup): Category[] {
    const order = form.getValues().Ordem;
    const held = group.categories.filter((category) =>
      order.some(
        (row) => row.Categoria === category && row.Tipo === getFigureEventForCategory(category),
      ),
    );
    const first = group.categories[0];
    return held.length > 0 ? held : first === undefined ? [] : [first];
  }

  function pick(value: string | null) {
    if (value === null) return;
    const [groupIndex, itemIndex] = value.split(':').map(Number);
    const group = catalogue[groupIndex ?? -1];
    const item = group?.items[itemIndex ?? -1];
    if (!group || !item) return;
    for (const category of getPickCategories(group)) {
      if (isChosen(item.name, category)) continue;
      form.insertListItem(
        field,
        createFigureRow({ Nome: item.name, Valor: item.dd, Category: category }),
      );
    }
  }

  return (
    <>
      <EditableRowsTable
        minWidth={560}
        head={
          <>
            <Table.Th>{t('competitions.form.figureName')}</Table.Th>
            <Table.Th w={130}>{t('competitions.form.value')}</Table.Th>
            <Table.Th w={200}>{t('competitions.form.figureCategory')}</Table.Th>
          </>
        }
        rows={rows}
        cells={(index) => (
          <>
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
          </>
        )}
        onRemove={(index) => form.removeListItem(field, index)}
        listError={listError}
      />
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
