import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { useTranslation } from '../../../i18n/use-translation';
import { useEventTypeLabel } from '../../../lib/event-label';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useDeleteCoachCard } from '../api';

interface DeleteCoachCardModalProps {
  card: CoachCard;
  onClose: () => void;
}

/** Confirms the delete of a coach card; a refusal stays shown in the modal. */
export function DeleteCoachCardModal({ card, onClose }: DeleteCoachCardModalProps) {
  const { t } = useTranslation();
  const eventLabel = useEventTypeLabel();
  const deletion = useDeleteCoachCard();
  const question = t('coachCards.delete.confirm', {
    club: card.Clube,
    routine: eventLabel(card.Esquema),
    category: card.Categoria,
  });
  return (
    <ConfirmDeleteModal
      texts="coachCards.delete"
      question={question}
      deletion={deletion}
      id={card._id}
      onClose={onClose}
    />
  );
}
