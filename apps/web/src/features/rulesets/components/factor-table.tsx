import type { Category, RoutineType } from '@artistic/domain/core/enums';
import { CATEGORIES, ROUTINE_TYPES } from '@artistic/domain/core/enums';
import type { RulesetDocument } from '@artistic/domain/ruleset/document';
import { Badge, Button, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { DecimalInput, parseDecimal } from '../../../components/decimal-input';
import { useNumberFormat } from '../../../lib/score-format';
import { useEventTypeLabel } from '../../../lib/event-label';
import type { FactorAddress } from './ruleset-edits';
import { getFactorCell, getFactorPath, getFactorRange, isInRange } from './ruleset-edits';

interface FactorTablesProps {
  document: RulesetDocument;
  /** One table per row name: CD element types or artistic rows. */
  rows: readonly FactorAddress['row'][];
  table: FactorAddress['table'];
  readOnly: boolean;
  onValue: (address: FactorAddress, value: number) => void;
  onConfirm: (address: FactorAddress) => void;
  /** What was typed in cells that do not hold a valid factor, by document path. */
  badTexts: Readonly<Record<string, number | string>>;
  /** A cell holds text that is not a valid factor (the text) or is valid again (null). */
  onBadText: (path: string, typed: number | string | null) => void;
}

function toAddress(
  table: FactorAddress['table'],
  row: FactorAddress['row'],
  routine: RoutineType,
  category: Category,
): FactorAddress {
  return { table, row, routine, category } as FactorAddress;
}

/**
 * The factors of a ruleset, one table per element type (CD) or artistic row: routines down,
 * categories across. A provisional value is shown on a yellow cell with a 'Provisório' badge
 * and a button to confirm it as it is; typing another value confirms it as the federation's.
 */
export function FactorTables(props: FactorTablesProps) {
  const { t } = useTranslation();
  const eventLabel = useEventTypeLabel();
  const format = useNumberFormat();
  return (
    <Stack gap="lg">
      {props.rows.map((row) => {
        const byRoutine =
          props.table === 'cdFactors'
            ? props.document.cdFactors[row as keyof RulesetDocument['cdFactors']]
            : props.document.artisticFactors[row as keyof RulesetDocument['artisticFactors']];
        const routines = ROUTINE_TYPES.filter((routine) => byRoutine?.[routine] !== undefined);
        const categories = CATEGORIES.filter((category) =>
          routines.some((routine) => byRoutine?.[routine]?.[category] !== undefined),
        );
        const range = getFactorRange(toAddress(props.table, row, 'SOLO LIVRE', 'JUV'));
        const label = t(`rulesets.rows.${row}`, { defaultValue: row });
        return (
          <Stack key={row} gap="xs">
            <Title order={3} size="h4">
              {label}
            </Title>
            <Text size="sm" c="gray.7">
              {range
                ? t('rulesets.range', {
                    min: format.decimal(range[0]),
                    max: format.decimal(range[1]),
                  })
                : t('rulesets.rangePositive')}
            </Text>
            {routines.length === 0 ? (
              <Text size="sm">{t('rulesets.noCells')}</Text>
            ) : (
              <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
                <Table withTableBorder withColumnBorders aria-label={label}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('rulesets.routine')}</Table.Th>
                      {categories.map((category) => (
                        <Table.Th key={category}>{category}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {routines.map((routine) => (
                      <Table.Tr key={routine}>
                        <Table.Th scope="row">{eventLabel(routine)}</Table.Th>
                        {categories.map((category) => (
                          <FactorCellInput
                            key={category}
                            {...props}
                            address={toAddress(props.table, row, routine, category)}
                            label={`${label} · ${eventLabel(routine)} · ${category}`}
                          />
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

interface FactorCellInputProps extends FactorTablesProps {
  address: FactorAddress;
  label: string;
}

function FactorCellInput({
  document,
  address,
  label,
  readOnly,
  onValue,
  onConfirm,
  badTexts,
  onBadText,
}: FactorCellInputProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const cell = getFactorCell(document, address);
  const range = getFactorRange(address);
  const path = getFactorPath(address);
  // What was typed when it is not a valid factor (the document keeps the last valid value).
  const badText = badTexts[path] ?? null;
  if (!cell) return <Table.Td aria-label={t('rulesets.notScored')}>—</Table.Td>;

  const error =
    badText === null
      ? null
      : range
        ? t('rulesets.outOfRange', { min: format.decimal(range[0]), max: format.decimal(range[1]) })
        : t('rulesets.notPositive');

  function change(value: number | string) {
    // A number keeps what was typed on screen ('0,' while typing '0,6'); text stays as typed.
    const number = typeof value === 'number' ? value : parseDecimal(value);
    if (number === null || !isInRange(number, range)) {
      onBadText(path, value);
      return;
    }
    if (badText !== null) onBadText(path, null);
    onValue(address, number);
  }

  return (
    <Table.Td
      bg={cell.provisional ? 'yellow.1' : undefined}
      data-provisional={cell.provisional ? 'true' : undefined}
      miw={120}
    >
      <Stack gap={4}>
        {readOnly ? (
          <Text size="sm">{format.decimal(cell.value)}</Text>
        ) : (
          <DecimalInput
            size="xs"
            aria-label={label}
            value={badText ?? cell.value}
            error={error}
            onChange={change}
          />
        )}
        {cell.provisional && (
          <Badge color="yellow" variant="light" size="sm" title={cell.source}>
            {t('rulesets.provisional')}
          </Badge>
        )}
        {cell.provisional && !readOnly && (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t('rulesets.confirmValueOf', { cell: label })}
            onClick={() => onConfirm(address)}
          >
            {t('rulesets.confirmValue')}
          </Button>
        )}
      </Stack>
    </Table.Td>
  );
}
