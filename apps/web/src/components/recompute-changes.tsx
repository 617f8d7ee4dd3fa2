import type { RecomputePreview } from '@artistic/domain/ruleset/schema';
import { Alert, Badge, ScrollArea, Stack, Table, Text } from '@mantine/core';
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
  const touched = preview.competitions.filter((c) => c.changes.length > 0 && !c.held);
  const held = preview.competitions.filter((c) => c.held);
  const official = touched.filter((c) => (c.officialEvents ?? []).length > 0);
  const heldNotice = held.length > 0 && (
    <Alert color="blue" variant="light" title={t('recompute.heldTitle')} role="note">
      <Stack gap={4}>
        {held.map((c) => (
          <Text size="sm" key={c.competitionId}>
            {t('recompute.held', {
              name: c.competitionName,
              version: c.held?.version ?? 0,
              events:
                (c.held?.officialEvents ?? []).join(', ') || (c.officialEvents ?? []).join(', '),
              count: c.changes.length,
            })}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
  const officialNotice = official.length > 0 && (
    <Alert color="orange" variant="light" title={t('recompute.officialTitle')} role="alert">
      {official.map((c) => (
        <Text size="sm" key={c.competitionId}>
          {t('recompute.official', {
            name: c.competitionName,
            events: (c.officialEvents ?? []).join(', '),
          })}
        </Text>
      ))}
    </Alert>
  );
  if (preview.changedTotals === 0) {
    return (
      <Stack gap="xs">
        {heldNotice}
        <Text size="sm" fw={600} role="status">
          {t('recompute.none')}
        </Text>
      </Stack>
    );
  }
  const maxDelta = Math.max(...touched.map((c) => c.maxDelta));
  const signed = (value: number) => `${value > 0 ? '+' : ''}${format.score(value)}`;
  const total = (value: number | null) =>
    value === null ? t('recompute.pending') : format.score(value);

  return (
    <Stack gap="xs">
      {heldNotice}
      {officialNotice}
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
                  <Table.Td>
                    {change.event}
                    {change.official && (
                      <Badge ml={6} size="sm" color="orange" variant="light">
                        {t('recompute.officialBadge')}
                      </Badge>
                    )}
                  </Table.Td>
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
