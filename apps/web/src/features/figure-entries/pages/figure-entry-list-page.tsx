import type { FigureEntry } from '@artistic/domain/schemas/figure-entry';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/page-loader';
import { usePermissions } from '../../../lib/permissions';
import { useCompetitionOptions, useFigureEntries } from '../api';
import { DeleteFigureEntryModal } from '../components/delete-figure-entry-modal';

interface EntryActionsProps {
  entry: FigureEntry;
  label: string;
  canDelete: boolean;
  onDelete: (entry: FigureEntry) => void;
}

function EntryActions({ entry, label, canDelete, onDelete }: EntryActionsProps) {
  const { t } = useTranslation();
  return (
    <Group
      gap="xs"
      wrap="wrap"
      role="group"
      aria-label={t('figureEntries.list.rowActions', { name: label })}
    >
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={`/figura?id=${encodeURIComponent(entry._id)}`}
      >
        {t('figureEntries.list.open')}
      </Button>
      {canDelete && (
        <Button size="xs" variant="light" color="red" onClick={() => onDelete(entry)}>
          {t('figureEntries.list.delete')}
        </Button>
      )}
    </Group>
  );
}

/** Figure entries list (/listFiguras): a club sees its own entries, admins and referees all. */
export function FigureEntryListPage() {
  const { t } = useTranslation();
  // Phones get one card per entry.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const entries = useFigureEntries();
  const competitions = useCompetitionOptions();
  const permissions = usePermissions();
  const [toDelete, setToDelete] = useState<FigureEntry | null>(null);
  const canDelete = permissions.can('figureEntry.delete');
  const rows = entries.data ?? [];

  const competitionName = (id: string) =>
    competitions.data?.find((competition) => competition._id === id)?.Nome ?? id;
  const categoryLabel = (entry: FigureEntry) => t(`figureEntries.categories.${entry.Categoria}`);
  const describe = (entry: FigureEntry) => `${entry.Clube} — ${categoryLabel(entry)}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('figureEntries.list.title')}</Title>
        {permissions.can('figureEntry.create') && (
          <Button component={Link} to="/figura">
            {t('figureEntries.list.create')}
          </Button>
        )}
      </Group>

      {entries.isPending && <PageLoader label={t('figureEntries.list.loading')} />}
      {entries.isError && (
        <ErrorAlert error={entries.error} title={t('figureEntries.loadFailed')} />
      )}
      {competitions.isError && (
        <ErrorAlert error={competitions.error} title={t('figureEntries.list.competitionsFailed')} />
      )}
      {entries.isSuccess && rows.length === 0 && (
        <Text c="gray.7">{t('figureEntries.list.empty')}</Text>
      )}

      {entries.isSuccess && rows.length > 0 && isPhone && (
        <Stack gap="sm">
          {rows.map((entry) => (
            <Card
              key={entry._id}
              withBorder
              radius="md"
              padding="sm"
              component="article"
              aria-label={describe(entry)}
            >
              <Stack gap={6}>
                <Text fw={700}>{competitionName(entry.Competicao)}</Text>
                <Text size="sm">
                  {t('figureEntries.list.category')}: <strong>{categoryLabel(entry)}</strong>
                </Text>
                <Text size="sm">
                  {t('figureEntries.list.club')}: <strong>{entry.Clube}</strong>
                </Text>
                <Text size="sm">
                  {t('figureEntries.list.athleteCount')}: <strong>{entry.Atletas.length}</strong>
                </Text>
                <EntryActions
                  entry={entry}
                  label={describe(entry)}
                  canDelete={canDelete}
                  onDelete={setToDelete}
                />
              </Stack>
            </Card>
          ))}
        </Stack>
      )}

      {entries.isSuccess && rows.length > 0 && !isPhone && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('figureEntries.list.competition')}</Table.Th>
                <Table.Th>{t('figureEntries.list.category')}</Table.Th>
                <Table.Th>{t('figureEntries.list.club')}</Table.Th>
                <Table.Th>{t('figureEntries.list.athleteCount')}</Table.Th>
                <Table.Th>{t('figureEntries.list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr key={entry._id}>
                  <Table.Td>{competitionName(entry.Competicao)}</Table.Td>
                  <Table.Td>{categoryLabel(entry)}</Table.Td>
                  <Table.Td>{entry.Clube}</Table.Td>
                  <Table.Td>{entry.Atletas.length}</Table.Td>
                  <Table.Td>
                    <EntryActions
                      entry={entry}
                      label={describe(entry)}
                      canDelete={canDelete}
                      onDelete={setToDelete}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {toDelete && (
        <DeleteFigureEntryModal
          key={toDelete._id}
          entry={toDelete}
          description={describe(toDelete)}
          onClose={() => setToDelete(null)}
        />
      )}
    </Stack>
  );
}
