import type { CoachCardCheck } from '@artistic/domain/coach-card/checks';
import type { Category, ElementType, RoutineType } from '@artistic/domain/core/enums';
import { ELEMENT_TYPE_LABELS, MASTERS_ELEMENT, NO_GROUP } from '@artistic/domain/core/enums';
import {
  canAddBonus,
  canAddDifficultyCode,
  createElementDefaults,
  hasDifficultyCodes,
  isFreeCodeEntry,
  listBonusOptions,
  listDifficultyCodes,
  listElementGroups,
  listElementTypes,
} from '@artistic/domain/core/forms';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import type { UseFormReturnType } from '@mantine/form';
import { NumberInput, Select, Table, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useScoreFormat } from '../../../lib/score-format';
import { CheckedRowsTable } from './checked-rows-table';
import { CodeList } from './code-list';
import { RemoveRowButton, RemoveRowHeader } from './remove-row';
import type {
  CoachCardFormValues,
  CodeField,
  CodeRowValues,
  ElementRowValues,
  LiveTotals,
} from './coach-card-form-values';
import { createInitialCodeRows, groupChecksByRow, isElementName } from './coach-card-form-values';
import type { IssElementMark } from './iss-import';
import { IssElementMarkNote } from './iss-import';

interface ElementsTableProps {
  form: UseFormReturnType<CoachCardFormValues>;
  category: Category | null;
  routine: RoutineType | null;
  totals: LiveTotals;
  readOnly: boolean;
  /** The card's checks; those of an element show in a row under it. */
  checks: readonly CoachCardCheck[];
  /** Removes the element at index (the caller checks only the last one goes). */
  onRemove: (index: number) => void;
  /** The competition's ruleset: its code lists and values. */
  ruleset: Ruleset;
  /** After an ISS card was read: the elements whose DD differs from the card's, or with a problem. */
  issMarks?: ReadonlyMap<number, IssElementMark> | undefined;
  /**
   * Everything the table shows that can change (its rows, their checks and errors, the category,
   * routine and state), as one string: MemoElementsTable renders again only when it changes.
   */
  renderKey?: string;
}

function getElementTypeLabel(type: ElementType, language: string): string {
  const labels = ELEMENT_TYPE_LABELS[type];
  return `${type} — ${language.startsWith('en') ? labels.en : labels.pt}`;
}

/** The elements of a coach card, with their codes and live base marks and totals. */
export function ElementsTable({
  form,
  category,
  routine,
  totals,
  readOnly,
  checks,
  onRemove,
  ruleset,
  issMarks,
}: ElementsTableProps) {
  const checksByRow = groupChecksByRow(checks);
  const columnCount = readOnly ? 10 : 11;
  const { t, i18n } = useTranslation();
  const formatScore = useScoreFormat();
  const rows = form.getValues().Elementos;
  const types = category ? listElementTypes(category) : [];
  const rowLabel = (field: string, index: number) =>
    t('coachCards.form.rowField', { field, row: index + 1 });

  function changeType(index: number, row: ElementRowValues, type: string | null) {
    if (!type || !isElementName(type) || type === row.Elemento) return;
    const defaults = createElementDefaults(type, routine);
    form.setFieldValue(`Elementos.${index}`, {
      ...row,
      Elemento: type,
      Grupo: defaults.Grupo,
      Dificuldade_declarada: createInitialCodeRows(type),
      Bonus: [],
    });
  }

  function renderCodes(index: number, row: ElementRowValues, field: CodeField) {
    const element = row.Elemento;
    if (!isElementName(element) || !routine) return <Text size="sm">—</Text>;
    const isBonus = field === 'Bonus';
    const canAdd = isBonus ? canAddBonus(element, routine) : canAddDifficultyCode(element, routine);
    const codes: CodeRowValues[] = row[field];
    if ((isBonus ? !canAdd : !hasDifficultyCodes(element)) && codes.length === 0) {
      return <Text size="sm">—</Text>;
    }
    const options = isBonus
      ? listBonusOptions(ruleset)
      : isFreeCodeEntry(element)
        ? null
        : listDifficultyCodes(element, routine, ruleset);
    const name = isBonus ? t('coachCards.form.bonusCode') : t('coachCards.form.difficultyCode');
    return (
      <CodeList
        rows={codes}
        options={options}
        codeLabel={(codeIndex) =>
          t('coachCards.form.codeField', { field: name, index: codeIndex + 1, row: index + 1 })
        }
        valueLabel={(codeIndex) =>
          t('coachCards.form.codeValueField', {
            field: name,
            index: codeIndex + 1,
            row: index + 1,
          })
        }
        addLabel={isBonus ? t('coachCards.form.addBonus') : t('coachCards.form.addCode')}
        addAriaLabel={rowLabel(
          isBonus ? t('coachCards.form.addBonus') : t('coachCards.form.addCode'),
          index,
        )}
        removeLabel={(codeIndex) =>
          t('coachCards.form.removeCode', { field: name, index: codeIndex + 1, row: index + 1 })
        }
        canAdd={canAdd}
        readOnly={readOnly}
        getError={(codeIndex, key) => {
          const error = form.errors[`Elementos.${index}.${field}.${codeIndex}.${key}`];
          return error === undefined || error === null ? undefined : String(error);
        }}
        onChange={(next) => form.setFieldValue(`Elementos.${index}.${field}`, next)}
      />
    );
  }

  function renderType(index: number, row: ElementRowValues) {
    if (row.Elemento === MASTERS_ELEMENT) return <Text size="sm">{MASTERS_ELEMENT}</Text>;
    const data = types.map((type) => ({
      value: type,
      label: getElementTypeLabel(type, i18n.language),
    }));
    if (row.Elemento !== '' && !data.some((item) => item.value === row.Elemento)) {
      data.push({ value: row.Elemento as ElementType, label: row.Elemento });
    }
    return (
      <Select
        aria-label={rowLabel(t('coachCards.form.element'), index)}
        placeholder={t('coachCards.form.selectPlaceholder')}
        data={data}
        allowDeselect={false}
        readOnly={readOnly}
        size="xs"
        miw={150}
        value={row.Elemento || null}
        error={form.errors[`Elementos.${index}.Elemento`]}
        onChange={(type) => changeType(index, row, type)}
      />
    );
  }

  function renderTime(index: number, field: 'Tempo_inicial' | 'Tempo_final', name: string) {
    return (
      <TextInput
        aria-label={rowLabel(name, index)}
        placeholder="m:ss"
        size="xs"
        readOnly={readOnly}
        {...form.getInputProps(`Elementos.${index}.${field}`)}
      />
    );
  }

  function renderGroup(index: number, row: ElementRowValues) {
    const groups = isElementName(row.Elemento) ? listElementGroups(row.Elemento) : [];
    if (groups.length === 0) return <Text size="sm">—</Text>;
    return (
      <Select
        aria-label={rowLabel(t('coachCards.form.group'), index)}
        placeholder={t('coachCards.form.selectPlaceholder')}
        data={[...groups]}
        clearable={!readOnly}
        readOnly={readOnly}
        size="xs"
        w={90}
        value={row.Grupo === NO_GROUP ? null : row.Grupo}
        error={form.errors[`Elementos.${index}.Grupo`]}
        onChange={(group) => form.setFieldValue(`Elementos.${index}.Grupo`, group ?? NO_GROUP)}
      />
    );
  }

  function renderCells(row: ElementRowValues, index: number) {
    const live = totals.elements[index] ?? null;
    const issMark = issMarks?.get(index);
    return (
      <>
        <Table.Td>{renderTime(index, 'Tempo_inicial', t('coachCards.form.startTime'))}</Table.Td>
        <Table.Td>{renderTime(index, 'Tempo_final', t('coachCards.form.endTime'))}</Table.Td>
        <Table.Td>
          {renderType(index, row)}
          {issMark && <IssElementMarkNote mark={issMark} />}
        </Table.Td>
        <Table.Td>
          <NumberInput
            aria-label={rowLabel(t('coachCards.form.order'), index)}
            size="xs"
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            clampBehavior="none"
            readOnly={readOnly}
            {...form.getInputProps(`Elementos.${index}.Ordem`)}
          />
        </Table.Td>
        <Table.Td>{renderGroup(index, row)}</Table.Td>
        <Table.Td>{renderCodes(index, row, 'Dificuldade_declarada')}</Table.Td>
        <Table.Td>{renderCodes(index, row, 'Bonus')}</Table.Td>
        <Table.Td>
          <output aria-label={rowLabel(t('coachCards.form.baseMark'), index)}>
            {live ? formatScore(live.baseMark) : '—'}
          </output>
        </Table.Td>
        <Table.Td>
          <output aria-label={rowLabel(t('coachCards.form.total'), index)}>
            {live ? formatScore(live.total) : '—'}
          </output>
        </Table.Td>
        {!readOnly && (
          <Table.Td>
            {row.Elemento !== MASTERS_ELEMENT && (
              <RemoveRowButton
                label={t('coachCards.form.removeElement', { row: index + 1 })}
                onClick={() => onRemove(index)}
              />
            )}
          </Table.Td>
        )}
      </>
    );
  }

  return (
    <CheckedRowsTable
      minWidth={1100}
      label={t('coachCards.form.elementsTitle')}
      head={
        <>
          <Table.Th w={90}>{t('coachCards.form.startTime')}</Table.Th>
          <Table.Th w={90}>{t('coachCards.form.endTime')}</Table.Th>
          <Table.Th>{t('coachCards.form.element')}</Table.Th>
          <Table.Th w={80}>{t('coachCards.form.order')}</Table.Th>
          <Table.Th w={100}>{t('coachCards.form.group')}</Table.Th>
          <Table.Th>{t('coachCards.form.difficulty')}</Table.Th>
          <Table.Th>{t('coachCards.form.bonus')}</Table.Th>
          <Table.Th w={90}>{t('coachCards.form.baseMark')}</Table.Th>
          <Table.Th w={90}>{t('coachCards.form.total')}</Table.Th>
          {!readOnly && <RemoveRowHeader />}
        </>
      }
      rows={rows}
      cells={(row, index) => (
        <RowCells
          cacheKey={JSON.stringify([
            row,
            index,
            // Only the last element can be removed: a row's button depends on the count.
            rows.length,
            totals.elements[index] ?? null,
            Object.entries(form.errors).filter(([path]) => path.startsWith(`Elementos.${index}.`)),
            category,
            routine,
            readOnly,
            i18n.language,
          ])}
          ruleset={ruleset}
          issMark={issMarks?.get(index)}
          render={() => renderCells(row, index)}
        />
      )}
      pathOf={(index) => `Elementos.${index}`}
      checksByRow={checksByRow}
      columnCount={columnCount}
      checksLabel={(index) => rowLabel(t('coachCards.checks.warning'), index)}
    />
  );
}

/**
 * One element's cells, drawn again only when what they show changes (`cacheKey`, the ruleset,
 * the ISS mark): typing in one element's field draws that row alone, not the sixty code pickers
 * of the others.
 */
const RowCells = memo(
  function RowCells({
    render,
  }: {
    cacheKey: string;
    ruleset: Ruleset;
    issMark: IssElementMark | undefined;
    render: () => ReactNode;
  }) {
    return <>{render()}</>;
  },
  (before, after) =>
    before.cacheKey === after.cacheKey &&
    before.ruleset === after.ruleset &&
    before.issMark === after.issMark,
);

/**
 * The table, drawn again only when what it shows changes (`renderKey`, the ruleset, the ISS
 * marks): a card of nine hybrids holds some sixty code pickers, and drawing them all again on
 * every keystroke of the theme or an athlete's search took half a second on a laptop. Its form
 * methods read the form's current values, so an older render's handlers stay right.
 */
export const MemoElementsTable = memo(
  ElementsTable,
  (before, after) =>
    before.renderKey !== undefined &&
    before.renderKey === after.renderKey &&
    before.ruleset === after.ruleset &&
    before.issMarks === after.issMarks,
);
