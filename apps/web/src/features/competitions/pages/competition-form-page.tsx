import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/page-loader';
import { usePermissions } from '../../../lib/permissions';
import { useCompetition } from '../api';
import { CompetitionForm } from '../components/competition-form';
import { BackLink } from '../../../components/back-link';
import { renderPermissionBlock } from '../../../components/permission-block';

/** Competition form (/admin): creates without ?id, edits the competition ?id. Admins only. */
export function CompetitionFormPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() || null;
  const permissions = usePermissions();
  const mayWrite = permissions.can(id ? 'competition.update' : 'competition.create');
  const competition = useCompetition(mayWrite ? id : null);
  // Bumped to start the form again from the server's version (after a conflict).
  const [loadCount, setLoadCount] = useState(0);
  const title = id ? t('competitions.form.titleEdit') : t('competitions.form.titleCreate');

  function reload() {
    void competition.refetch().then(() => setLoadCount((count) => count + 1));
  }

  const blocked = renderPermissionBlock(permissions, mayWrite, {
    loading: t('app.loadingPage'),
    forbiddenTitle: t('competitions.form.forbidden'),
    forbiddenText: t('competitions.form.forbiddenText'),
  });
  let content;
  if (blocked) {
    content = blocked;
  } else if (id === null) {
    content = <CompetitionForm key="new" />;
  } else if (competition.isPending) {
    content = <PageLoader label={t('competitions.form.loading')} />;
  } else if (competition.isError) {
    content = <ErrorAlert error={competition.error} title={t('competitions.form.loadFailed')} />;
  } else {
    content = (
      <CompetitionForm
        key={`${id}:${loadCount}`}
        competition={competition.data}
        onReload={reload}
      />
    );
  }

  return (
    <Stack gap="md">
      <BackLink to="/competition">{t('competitions.form.back')}</BackLink>
      <Title order={1}>{title}</Title>
      {id && permissions.can('audit.view') && (
        <Text size="sm">
          <Anchor component={Link} to={`/admin/audit?compId=${encodeURIComponent(id)}`}>
            {t('audit.linkCompetition')}
          </Anchor>
        </Text>
      )}
      {content}
    </Stack>
  );
}
