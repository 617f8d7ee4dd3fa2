import type { RecomputePreview } from '@artistic/domain/ruleset/schema';
import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { useNumberFormat } from '../lib/score-format';
import { TableHead } from './table-head';

interface RecomputeChangesProps {
  preview: RecomputePreview;
}

/**
 * What a recomputation changes (issue 16), before the admin confirms it: how many totals in how
 * many competitions, by how much at most, and every changed total before -> after with its delta.
 */
export function RecomputeChanges({ preview }: RecomputeChangesProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const touched = preview.competitions.filter((c) => c.changes.length > 0);
  if (preview.changedTotals === 0) {
    return (
      <Text size="sm" fw={600} role="status">
        {t('recompute.none')}
      </Text>
    );
  }
  const maxDelta = Math.max(...touched.map((c) => c.maxDelta));
  const signed = (value: number) => `${value > 0 ? '+' : ''}${format.score(value)}`;
  const total = (value: number | null) =>
    value === null ? t('recompute.pending') : format.score(value);

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} role="status">
        {t('recompute.summary', {
          count: preview.changedTotals,
          competitions: touched.length,
          max: format.score(maxDelta),
        })}
      </Text>
      <ScrollArea.Autosize mah={360} type="auto" viewportProps={{ tabIndex: 0 }}>
        <Table striped withTableBorder aria-label={t('recompute.tableLabel')}>
          <TableHead
            texts="recompute"
            columns={['competition', 'event', 'entry', 'beforeAfter', 'delta']}
          />
          <Table.Tbody>
            {touched.flatMap((competition) =>
              competition.changes.map((change) => (
                <Table.Tr key={`${competition.competitionId}:${change.kind}:${change.id}`}>
                  <Table.Td>{competition.competitionName}</Table.Td>
                  <Table.Td>{change.event}</Table.Td>
                  <Table.Td>{change.entry}</Table.Td>
                  <Table.Td>
                    {total(change.before)} → {total(change.after)}
                  </Table.Td>
                  <Table.Td>{signed(change.delta)}</Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
