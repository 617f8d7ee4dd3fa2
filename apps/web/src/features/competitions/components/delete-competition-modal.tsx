import type { Competition } from '@artistic/domain/schemas/competition';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { isHasDependentsError, useDeleteCompetition } from '../api';

interface DeleteCompetitionModalProps {
  competition: Competition;
  onClose: () => void;
}

/**
 * Confirms a delete. When the server answers that the competition has
 * entries or results, asks again and offers to delete everything (?force=true).
 */
export function DeleteCompetitionModal({ competition, onClose }: DeleteCompetitionModalProps) {
  const { t } = useTranslation();
  const deletion = useDeleteCompetition();
  const [mustForce, setMustForce] = useState(false);
  const otherError =
    deletion.error && !isHasDependentsError(deletion.error) ? deletion.error : null;

  function confirm() {
    deletion.mutate(
      { id: competition._id, force: mustForce },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('competitions.delete.success') });
          onClose();
        },
        onError: (error) => {
          if (isHasDependentsError(error)) setMustForce(true);
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('competitions.delete.title')} centered>
      <Stack>
        <Text>
          {mustForce
            ? t('competitions.delete.hasDependents', { name: competition.Nome })
            : t('competitions.delete.confirm', { name: competition.Nome })}
        </Text>
        {otherError !== null && <ErrorAlert error={otherError} />}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
            {t('competitions.delete.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deletion.isPending}>
            {mustForce
              ? t('competitions.delete.forceButton')
              : t('competitions.delete.confirmButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
