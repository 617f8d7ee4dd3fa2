import { Alert, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/page-loader';
import { usePermissions } from '../../../lib/permissions';
import { useCoachCard } from '../api';
import { CoachCardForm } from '../components/coach-card-form';
import { StateBadge } from '../components/state-badge';
import { BackLink } from '../../../components/back-link';

/** Coach card form (/coachCard): ?id opens a card, ?compId starts a new one for a competition. */
export function CoachCardFormPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() || null;
  const compId = searchParams.get('compId')?.trim() || null;
  const permissions = usePermissions();
  const card = useCoachCard(id);
  // Bumped to start the form again from the server's version (after a conflict).
  const [loadCount, setLoadCount] = useState(0);

  function reload() {
    void card.refetch().then(() => setLoadCount((count) => count + 1));
  }

  let content;
  if (permissions.isLoading) {
    content = <PageLoader label={t('app.loadingPage')} />;
  } else if (permissions.error) {
    content = <ErrorAlert error={permissions.error} />;
  } else if (id === null && !permissions.can('coachCard.create')) {
    content = (
      <Alert color="red" variant="light" title={t('coachCards.form.forbidden')} role="alert">
        {t('coachCards.form.forbiddenText')}
      </Alert>
    );
  } else if (id === null) {
    content = <CoachCardForm key="new" initialCompetitionId={compId} />;
  } else if (card.isPending) {
    content = <PageLoader label={t('coachCards.form.loading')} />;
  } else if (card.isError) {
    content = <ErrorAlert error={card.error} title={t('coachCards.form.loadFailed')} />;
  } else {
    content = (
      <CoachCardForm
        key={`${id}:${loadCount}:${card.data.version}`}
        card={card.data}
        initialCompetitionId={null}
        onReload={reload}
      />
    );
  }

  return (
    <Stack gap="md">
      <BackLink to="/listCoachCard">{t('coachCards.form.back')}</BackLink>
      <Group gap="sm" wrap="wrap">
        <Title order={1}>{t('pages.coachCardForm')}</Title>
        {card.data && <StateBadge state={card.data.State} />}
      </Group>
      {content}
    </Stack>
  );
}
