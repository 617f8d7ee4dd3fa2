import type { PenaltyName } from '@artistic/domain/core/enums';
import { MISSING_ATHLETE_PENALTY } from '@artistic/domain/core/enums';
import { Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CellValue } from '../../../components/score-cell';
import { ScoreCell } from '../../../components/score-cell';
import type { CountField, SheetContext, SheetValues } from './routine-sheet-values';
import { CHECKBOX_PENALTIES, formatFactor, getCountBounds } from './routine-sheet-values';

interface DeductionsPanelProps {
  context: SheetContext;
  values: SheetValues;
  readOnly: boolean;
  onCountChange: (field: CountField, value: CellValue) => void;
  onTickChange: (name: PenaltyName, ticked: boolean) => void;
  countLabel: (field: CountField) => string;
}

/** One titled box of the deductions: synchronisation errors, extra penalty, listed penalties. */
function DeductionGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Synchronisation errors (Simples, Óbvio, Maior: not for Masters), the extra penalty and the
 * listed penalties ('Número de elementos' counted 0 to 4, the others ticked). Counts are score
 * cells too, so Enter carries on from the last judge's mark.
 */
export function DeductionsPanel({
  context,
  values,
  readOnly,
  onCountChange,
  onTickChange,
  countLabel,
}: DeductionsPanelProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const deductions = context.ruleset.deductions;

  const countCell = (field: CountField, each: number, hint?: string) => {
    const bounds = getCountBounds(field);
    return (
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <div>
          <Text size="sm" fw={600}>
            {countLabel(field)}
          </Text>
          <Text size="xs" c="gray.7">
            {hint ??
              t('routineResults.deductions.each', {
                value: formatFactor(each, lang),
                min: bounds.min,
                max: bounds.max,
              })}
          </Text>
        </div>
        <ScoreCell
          value={values[field]}
          onChange={(value) => onCountChange(field, value)}
          label={countLabel(field)}
          column={field}
          bounds={bounds}
          disabled={readOnly}
        />
      </Group>
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Stack gap="md">
        <DeductionGroup title={t('routineResults.deductions.syncErrors')}>
          {countCell('simple', deductions.syncErrors.simple)}
          {countCell('obvious', deductions.syncErrors.obvious)}
          {context.hasMajorErrors ? (
            countCell('major', deductions.syncErrors.major)
          ) : (
            <Text size="xs" c="gray.7">
              {t('routineResults.deductions.noMajorForMasters')}
            </Text>
          )}
        </DeductionGroup>
        <DeductionGroup title={t('routineResults.deductions.extraPenaltyTitle')}>
          {countCell('extraPenalty', deductions.extraPenaltyUnit)}
        </DeductionGroup>
      </Stack>
      <DeductionGroup title={t('routineResults.deductions.listedTitle')}>
        {countCell('missingAthletes', deductions.listedPenalties[MISSING_ATHLETE_PENALTY])}
        <SimpleGrid cols={2} spacing={4} verticalSpacing={6}>
          {CHECKBOX_PENALTIES.map((name) => (
            <Checkbox
              key={name}
              size="xs"
              label={`${name} (−${formatFactor(deductions.listedPenalties[name], lang)})`}
              aria-label={name}
              checked={values.ticked[name] ?? false}
              disabled={readOnly}
              onChange={(event) => onTickChange(name, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </DeductionGroup>
    </SimpleGrid>
  );
}
