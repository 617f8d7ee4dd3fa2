import type { AuditEntry } from '@artistic/domain/audit/schema';
import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Leaf, RestorableSnapshot } from './audit-format';
import {
  describeRecord,
  formatFieldPath,
  formatLisbonTime,
  labelFieldPath,
  listChangedFields,
  restorableSnapshotOf,
} from './audit-format';
import { TableHead } from '../../../components/table-head';

interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** Competition names by id, to say which competition a row belongs to (none when filtered). */
  competitionNames?: ReadonlyMap<string, string>;
  /** Given when the user may restore: rows of a replace, forced delete or restore offer it. */
  onRestore?: (snapshot: RestorableSnapshot) => void;
}

function ChangedFields({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const changes = listChangedFields(entry.before, entry.after);
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en' : 'pt-PT', {
    maximumFractionDigits: 4,
    useGrouping: false,
  });
  const show = (value: Leaf) =>
    value === undefined || value === null || value === ''
      ? '—'
      : typeof value === 'boolean'
        ? t(value ? 'audit.yes' : 'audit.no')
        : typeof value === 'number'
          ? numbers.format(value)
          : value;

  if (changes.length === 0) return <Text size="sm">{t('audit.noFieldChanges')}</Text>;
  return (
    <ScrollArea.Autosize mah={420}>
      <Table
        withTableBorder
        verticalSpacing={4}
        fz="sm"
        aria-label={t('audit.changesOf', { id: entry.id })}
      >
        <TableHead texts="audit" columns={['field', 'before', 'after']} />
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={JSON.stringify(change.path)}>
              {/* People's words; the exact path stays in the tooltip (title). */}
              <Table.Td title={formatFieldPath(change.path)}>
                {labelFieldPath(change.path, (key, options) => t(key, options))}
              </Table.Td>
              <Table.Td>{show(change.before)}</Table.Td>
              <Table.Td>{show(change.after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/** The log, newest first: when, who, role, action, record, and the changed fields on demand. */
export function AuditTable({ entries, competitionNames, onRestore }: AuditTableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped verticalSpacing="sm" aria-label={t('audit.tableLabel')}>
        <TableHead
          texts="audit.columns"
          columns={['when', 'who', 'role', 'action', 'entity', 'changes']}
        />
        <Table.Tbody>
          {entries.map((entry) => {
            const isOpen = open.has(entry.id);
            const restorable = onRestore ? restorableSnapshotOf(entry) : null;
            const description = describeRecord(entry, (order) => t('audit.block', { order }));
            const competition =
              entry.entityType !== 'competition' && entry.competitionId
                ? competitionNames?.get(entry.competitionId)
                : undefined;
            return (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatLisbonTime(entry.at)}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {entry.actorName ?? entry.actor}
                    </Text>
                    {entry.club && (
                      <Text size="xs" c="gray.7">
                        {entry.club}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{entry.role ? t(`roles.${entry.role}`) : '—'}</Table.Td>
                  <Table.Td>{t(`audit.actions.${entry.action}`)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {t(`audit.entities.${entry.entityType}`)}
                    </Text>
                    {description && <Text size="sm">{description}</Text>}
                    {competition && (
                      <Text size="xs" c="gray.7">
                        {competition}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="wrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-expanded={isOpen}
                        onClick={() => toggle(entry.id)}
                      >
                        {t(isOpen ? 'audit.hideChanges' : 'audit.showChanges')}
                      </Button>
                      {restorable && onRestore && (
                        <Button
                          size="xs"
                          variant="light"
                          color="orange"
                          title={t('audit.restore.buttonLabel', { name: restorable.name })}
                          onClick={() => onRestore(restorable)}
                        >
                          {t('audit.restore.button')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {isOpen && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Stack gap="xs">
                        <ChangedFields entry={entry} />
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
