import type { CodeOption } from '@artistic/domain/ruleset/ids';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { DecimalInput } from '../../../components/decimal-input';
import { useNumberFormat } from '../../../lib/score-format';
import type { CodeRowValues, NumberValue } from './coach-card-form-values';
import { createCodeRow, isBlankCode, withoutTrailingBlanks } from './coach-card-form-values';

interface CodeListProps {
  rows: CodeRowValues[];
  /** Codes to pick from; null means free entry of code and value (ACR). */
  options: readonly CodeOption[] | null;
  /** Accessible name of one row's code field, e.g. 'Dificuldade 1 (linha 2)'. */
  codeLabel: (index: number) => string;
  valueLabel: (index: number) => string;
  addLabel: string;
  /** Accessible name of the add button, naming the element row. */
  addAriaLabel: string;
  removeLabel: (index: number) => string;
  canAdd: boolean;
  readOnly: boolean;
  /** Error of a row's field, by form path suffix ('0.Codigo_cc'). */
  getError: (index: number, field: 'Codigo_cc' | 'Valor') => string | undefined;
  onChange: (rows: CodeRowValues[]) => void;
}

/** The codes declared for one element (difficulty or bonus): picked from a list or typed. */
export function CodeList({
  rows: allRows,
  options,
  codeLabel,
  valueLabel,
  addLabel,
  addAriaLabel,
  removeLabel,
  canAdd,
  readOnly,
  getError,
  onChange,
}: CodeListProps) {
  const { t } = useTranslation();
  const { decimal } = useNumberFormat();
  // Only reading: the empty code row a draft keeps to be filled is not shown (issue 38).
  const rows = readOnly ? withoutTrailingBlanks(allRows, isBlankCode) : allRows;
  // 'T3a (0,65)'; an element no source names: 'TRE_T_1B (nome não publicado) (2,3)'.
  const formatOption = (option: CodeOption) =>
    `${option.unnamed ? t('rules.unnamedElement', { code: option.label }) : option.label} (${decimal(option.value)})`;

  function update(index: number, patch: Partial<CodeRowValues>) {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  }

  function pick(index: number, code: string | null) {
    const option = options?.find((item) => item.code === code);
    update(index, { Codigo_cc: option?.code ?? '', Valor: option?.value ?? '' });
  }

  return (
    <Stack gap={4}>
      {rows.map((row, index) => {
        const data = (options ?? []).map((option) => ({
          value: option.code,
          label: formatOption(option),
        }));
        if (row.Codigo_cc !== '' && !data.some((item) => item.value === row.Codigo_cc)) {
          const value = typeof row.Valor === 'number' ? decimal(row.Valor) : row.Valor;
          data.push({ value: row.Codigo_cc, label: `${row.Codigo_cc} (${value})` });
        }
        return (
          <Group key={row.key} gap={4} wrap="nowrap" align="flex-start">
            {options === null ? (
              <>
                <TextInput
                  aria-label={codeLabel(index)}
                  placeholder={t('coachCards.form.codePlaceholder')}
                  w={90}
                  size="xs"
                  readOnly={readOnly}
                  value={row.Codigo_cc}
                  error={getError(index, 'Codigo_cc')}
                  onChange={(event) => update(index, { Codigo_cc: event.currentTarget.value })}
                />
                <DecimalInput
                  aria-label={valueLabel(index)}
                  placeholder={t('coachCards.form.valuePlaceholder')}
                  w={80}
                  size="xs"
                  readOnly={readOnly}
                  value={row.Valor}
                  error={getError(index, 'Valor')}
                  onChange={(value: NumberValue) => update(index, { Valor: value })}
                />
              </>
            ) : (
              <Select
                aria-label={codeLabel(index)}
                placeholder={t('coachCards.form.selectPlaceholder')}
                data={data}
                searchable
                clearable={!readOnly}
                readOnly={readOnly}
                w={170}
                size="xs"
                value={row.Codigo_cc || null}
                error={getError(index, 'Codigo_cc') ?? getError(index, 'Valor')}
                onChange={(code) => pick(index, code)}
              />
            )}
            {canAdd && !readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="input-xs"
                aria-label={removeLabel(index)}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {rows.length === 0 && readOnly && <Text size="sm">—</Text>}
      {canAdd && !readOnly && (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={addAriaLabel}
          onClick={() => onChange([...rows, createCodeRow()])}
          style={{ alignSelf: 'flex-start' }}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
