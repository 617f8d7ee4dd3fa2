import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useDeleteCoachCard } from '../api';

interface DeleteCoachCardModalProps {
  card: CoachCard;
  onClose: () => void;
}

/** Confirms the delete of a coach card; a refusal stays shown in the modal. */
export function DeleteCoachCardModal({ card, onClose }: DeleteCoachCardModalProps) {
  const { t } = useTranslation();
  const deletion = useDeleteCoachCard();

  function confirm() {
    deletion.mutate(card._id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('coachCards.delete.success') });
        onClose();
      },
    });
  }

  return (
    <Modal opened onClose={onClose} title={t('coachCards.delete.title')} centered>
      <Stack>
        <Text>
          {t('coachCards.delete.confirm', {
            club: card.Clube,
            routine: card.Esquema,
            category: card.Categoria,
          })}
        </Text>
        {deletion.isError && (
          <ErrorAlert error={deletion.error} title={t('coachCards.delete.failed')} />
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
            {t('coachCards.delete.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deletion.isPending}>
            {t('coachCards.delete.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
