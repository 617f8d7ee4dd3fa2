import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { User } from '@artistic/domain/users/permissions';
import { can } from '@artistic/domain/users/permissions';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useEventTypeLabel } from '../../../lib/event-label';
import { Link } from 'react-router';

interface CoachCardActionsProps {
  card: CoachCard;
  user: User;
  onDelete: (card: CoachCard) => void;
}

/** Row buttons of the coach card list (spec section 2, coach card list). */
export function CoachCardActions({ card, user, onDelete }: CoachCardActionsProps) {
  const { t } = useTranslation();
  const eventLabel = useEventTypeLabel();
  const id = encodeURIComponent(card._id);
  const resource = { Clube: card.Clube, State: card.State };
  const mayEdit = card.State === 'Rascunho' && can(user, 'coachCard.update', resource);

  return (
    <Group
      gap={6}
      wrap="wrap"
      role="group"
      aria-label={t('coachCards.list.rowActions', {
        club: card.Clube,
        routine: eventLabel(card.Esquema),
        category: card.Categoria,
      })}
    >
      <Button size="xs" variant="light" component={Link} to={`/coachCard?id=${id}`}>
        {mayEdit ? t('coachCards.list.edit') : t('coachCards.list.view')}
      </Button>
      <Button size="xs" variant="light" component={Link} to={`/refCoachCard?id=${id}`}>
        {t('coachCards.list.print')}
      </Button>
      {can(user, 'ui.pontuador') && (
        <Button size="xs" variant="light" component={Link} to={`/pontCoachCard?id=${id}`}>
          {t('coachCards.list.scorer')}
        </Button>
      )}
      {can(user, 'ui.result') && (
        <Button size="xs" variant="light" component={Link} to={`/resultCoachCard?id=${id}`}>
          {t('coachCards.list.result')}
        </Button>
      )}
      {can(user, 'coachCard.delete', resource) && (
        <Button size="xs" variant="light" color="red" onClick={() => onDelete(card)}>
          {t('coachCards.list.delete')}
        </Button>
      )}
    </Group>
  );
}
