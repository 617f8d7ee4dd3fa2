import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageFrame } from '../../../components/page-frame';
import { CardField, ResponsiveList } from '../../../components/responsive-list';
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
  const actions = (entry: FigureEntry) => (
    <EntryActions
      entry={entry}
      label={describe(entry)}
      canDelete={canDelete}
      onDelete={setToDelete}
    />
  );

  return (
    <PageFrame
      title={t('figureEntries.list.title')}
      actions={
        permissions.can('figureEntry.create') && (
          <Button component={Link} to="/figura">
            {t('figureEntries.list.create')}
          </Button>
        )
      }
    >
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

      {/* Phones get one card per entry. */}
      {entries.isSuccess && rows.length > 0 && (
        <ResponsiveList
          rows={rows}
          rowKey={(entry) => entry._id}
          minWidth={720}
          cardLabel={describe}
          card={(entry) => (
            <>
              <Text fw={700}>{competitionName(entry.Competicao)}</Text>
              <CardField label={t('figureEntries.list.category')}>{categoryLabel(entry)}</CardField>
              <CardField label={t('figureEntries.list.club')}>{entry.Clube}</CardField>
              <CardField label={t('figureEntries.list.athleteCount')}>
                {entry.Atletas.length}
              </CardField>
              {actions(entry)}
            </>
          )}
          columns={[
            {
              header: t('figureEntries.list.competition'),
              cell: (entry) => competitionName(entry.Competicao),
            },
            { header: t('figureEntries.list.category'), cell: categoryLabel },
            { header: t('figureEntries.list.club'), cell: (entry) => entry.Clube },
            {
              header: t('figureEntries.list.athleteCount'),
              cell: (entry) => entry.Atletas.length,
            },
            { header: t('figureEntries.list.actions'), cell: actions },
          ]}
        />
      )}

      {toDelete && (
        <DeleteFigureEntryModal
          key={toDelete._id}
          entry={toDelete}
          description={describe(toDelete)}
          onClose={() => setToDelete(null)}
        />
      )}
    </PageFrame>
  );
}
