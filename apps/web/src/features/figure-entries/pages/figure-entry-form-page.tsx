import { can } from '@artistic/domain/users/permissions';
import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParam } from '../../../components/use-search-param';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadState } from '../../../components/load-state-alerts';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentUser } from '../../../lib/auth';
import { useReload } from '../../../components/use-reload';
import { usePermissions } from '../../../lib/permissions';
import { useCompetitionOptions, useFigureEntry } from '../api';
import { FigureEntryForm } from '../components/figure-entry-form';
import { BackLink } from '../../../components/back-link';

/**
 * Figure entry form (/figura): without ?id it enters athletes (optionally in
 * the competition ?compId); with ?id it opens an existing entry for editing.
 */
export function FigureEntryFormPage() {
  const { t } = useTranslation();
  const id = useSearchParam('id') || null;
  const competitionId = useSearchParam('compId');
  const permissions = usePermissions();
  const currentUser = useCurrentUser();
  const entry = useFigureEntry(id);
  const competitions = useCompetitionOptions();
  const { loadCount, reload } = useReload(entry.refetch);
  const userClub = currentUser.data?.club ?? '';
  const isAdmin = permissions.user?.role === 'admin';

  let content;
  if (permissions.isLoading || competitions.isPending) {
    content = <PageLoader label={t('figureEntries.form.loading')} />;
  } else if (permissions.error) {
    content = <ErrorAlert error={permissions.error} />;
  } else if (competitions.isError) {
    content = <ErrorAlert error={competitions.error} title={t('figureEntries.loadFailed')} />;
  } else if (id === null) {
    content = permissions.can('figureEntry.create') ? (
      <FigureEntryForm
        key="new"
        competitions={competitions.data}
        competitionId={competitionId}
        userClub={userClub}
        canEditClub={isAdmin}
        isAdmin={isAdmin}
        readOnly={false}
      />
    ) : (
      <Alert color="red" variant="light" title={t('figureEntries.form.forbidden')} role="alert">
        {t('figureEntries.form.forbiddenText')}
      </Alert>
    );
  } else if (!entry.isSuccess) {
    content = <LoadState query={entry} texts="figureEntries.form" />;
  } else {
    const mayUpdate = can(permissions.user, 'figureEntry.update', {
      Clube: entry.data.Clube,
    });
    content = (
      <FigureEntryForm
        key={`${id}:${loadCount}`}
        entry={entry.data}
        competitions={competitions.data}
        competitionId={entry.data.Competicao}
        userClub={entry.data.Clube}
        canEditClub={isAdmin}
        isAdmin={isAdmin}
        readOnly={!mayUpdate}
        onReload={reload}
      />
    );
  }

  return (
    <Stack gap="md">
      <BackLink to="/listFiguras">{t('figureEntries.form.back')}</BackLink>
      {/* 'Figuras/Elementos' is one long word to the browser: let it wrap on a phone (360 px). */}
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {t(id ? 'figureEntries.form.titleEdit' : 'figureEntries.form.title')}
      </Title>
      {content}
    </Stack>
  );
}
