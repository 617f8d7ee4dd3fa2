import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { formatSheetScore } from './routine-sheet-values';

export interface SheetTotals {
  elements: number | null;
  errors: number;
  extraPenalty: number;
  artistic: number | null;
  scheme: number | null;
  listedPenalties: number;
  /**
   * Present for INF/JUV only: the value is null (and so is the total) while `missing` names
   * athletes without a figure result yet. `held` false: the competition holds no figures event
   * of the `category`, no figure points count and the total is the routine's own (ADR 062).
   */
  figurePoints: {
    value: number | null;
    missing: readonly string[];
    held: boolean;
    category: string;
  } | null;
  total: number | null;
}

function Line({
  label,
  value,
  sign,
  strong,
}: {
  label: string;
  value: string;
  sign?: '−' | '+';
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={700} component="span" style={{ whiteSpace: 'nowrap' }}>
        {sign && value !== '—' ? `${sign} ` : ''}
        <output aria-label={label}>{value}</output>
      </Text>
    </Group>
  );
}

/** Live totals, computed by packages/domain exactly as the server will store them. */
export function TotalsPanel({ totals, isComplete }: { totals: SheetTotals; isComplete: boolean }) {
  const { t, i18n } = useTranslation();
  const score = (value: number | null) => formatSheetScore(value, i18n.language);
  const figures = totals.figurePoints;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="routine-totals">
      <Stack gap={6}>
        <Title order={2} size="h4" id="routine-totals">
          {t('routineResults.totals.title')}
        </Title>
        <Line label={t('routineResults.totals.elements')} value={score(totals.elements)} />
        <Line label={t('routineResults.totals.errors')} value={score(totals.errors)} sign="−" />
        <Line
          label={t('routineResults.totals.extraPenalty')}
          value={score(totals.extraPenalty)}
          sign="−"
        />
        <Line label={t('routineResults.totals.artistic')} value={score(totals.artistic)} sign="+" />
        <Divider />
        <Line label={t('routineResults.totals.scheme')} value={score(totals.scheme)} strong />
        <Line
          label={t('routineResults.totals.penalties')}
          value={score(totals.listedPenalties)}
          sign="−"
        />
        {figures && !figures.held && (
          <Text size="xs" c="gray.7" role="note">
            {t('routineResults.totals.figurePointsNotHeld', { category: figures.category })}
          </Text>
        )}
        {figures?.held && (
          <>
            <Line
              label={t('routineResults.totals.figurePoints')}
              value={score(figures.value)}
              sign="+"
            />
            <Text size="xs" c="gray.7">
              {t('routineResults.totals.figurePointsHint')}
            </Text>
            {figures.missing.length > 0 && (
              <Text size="xs" c="orange.9" role="note">
                {t('routineResults.totals.figurePointsMissing', {
                  athletes: figures.missing.join(', '),
                })}
              </Text>
            )}
          </>
        )}
        <Divider />
        <Line label={t('routineResults.totals.total')} value={score(totals.total)} strong />
        {!isComplete && (
          <Text size="xs" c="gray.7">
            {t('routineResults.totals.incomplete')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
