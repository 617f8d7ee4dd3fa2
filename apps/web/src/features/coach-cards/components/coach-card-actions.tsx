import type { CoachCard } from '@artistic/domain/schemas/coach-card';
import type { User } from '@artistic/domain/permissions';
import { can } from '@artistic/domain/permissions';
import { Button, Group, Tooltip } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface CoachCardActionsProps {
  card: CoachCard;
  user: User;
  onDelete: (card: CoachCard) => void;
}

/** Row buttons of the coach card list (spec section 2, coach card list). */
export function CoachCardActions({ card, user, onDelete }: CoachCardActionsProps) {
  const { t } = useTranslation();
  const reasonId = useId();
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
        routine: card.Esquema,
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
        // /resultCoachCard is not built yet.
        <Tooltip
          label={t('coachCards.list.notAvailable')}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
            <Button
              size="xs"
              variant="light"
              disabled
              aria-describedby={reasonId}
              style={{ pointerEvents: 'none' }}
            >
              {t('coachCards.list.result')}
            </Button>
            <span id={reasonId} hidden>
              {t('coachCards.list.notAvailable')}
            </span>
          </span>
        </Tooltip>
      )}
      {can(user, 'coachCard.delete', resource) && (
        <Button size="xs" variant="light" color="red" onClick={() => onDelete(card)}>
          {t('coachCards.list.delete')}
        </Button>
      )}
    </Group>
  );
}
