import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParam } from '../../../components/use-search-param';
import { LoadState } from '../../../components/load-state-alerts';
import { useReload } from '../../../components/use-reload';
import { usePermissions } from '../../../lib/permissions';
import { useCoachCard } from '../api';
import { CoachCardForm } from '../components/coach-card-form';
import { StateBadge } from '../components/state-badge';
import { BackLink } from '../../../components/back-link';
import { usePermissionBlock } from '../../../components/permission-block';

/** Coach card form (/coachCard): ?id opens a card, ?compId starts a new one for a competition. */
export function CoachCardFormPage() {
  const { t } = useTranslation();
  const id = useSearchParam('id') || null;
  const compId = useSearchParam('compId') || null;
  const permissions = usePermissions();
  const card = useCoachCard(id);
  // Whether a card may be opened is the server's answer; a new card needs the right to create.
  const blocked = usePermissionBlock(
    id !== null || permissions.can('coachCard.create'),
    'coachCards.form.forbidden',
  );
  const { loadCount, reload } = useReload(card.refetch);

  let content;
  if (blocked) {
    content = blocked;
  } else if (id === null) {
    content = <CoachCardForm key="new" initialCompetitionId={compId} />;
  } else if (!card.isSuccess) {
    content = <LoadState query={card} texts="coachCards.form" />;
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
