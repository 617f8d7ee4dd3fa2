import type { Competition } from '@artistic/domain/competition/schema';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { countsOfProblem, isHasDependentsError, useDeleteCompetition } from '../api';

interface DeleteCompetitionModalProps {
  competition: Competition;
  onClose: () => void;
}

/**
 * Confirms a delete. When the server answers that the competition has
 * entries or results, asks again, saying how many, and offers to delete everything
 * (?force=true; the server keeps a snapshot that /admin/audit can restore).
 */
export function DeleteCompetitionModal({ competition, onClose }: DeleteCompetitionModalProps) {
  const { t } = useTranslation();
  const deletion = useDeleteCompetition();
  const [mustForce, setMustForce] = useState(false);
  const otherError =
    deletion.error && !isHasDependentsError(deletion.error) ? deletion.error : null;
  // The server's 409 says how many entries and scores «Apagar tudo» removes.
  const counts = mustForce ? countsOfProblem(deletion.error) : null;

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
            ? counts
              ? t('competitions.delete.hasDependentsCounts', {
                  name: competition.Nome,
                  entries: t('competitions.counts.entries', { count: counts.entries }),
                  scores: t('competitions.counts.scores', { count: counts.scores }),
                })
              : t('competitions.delete.hasDependents', { name: competition.Nome })
            : t('competitions.delete.confirm', { name: competition.Nome })}
        </Text>
        {mustForce && <Text size="sm">{t('competitions.delete.snapshotHint')}</Text>}
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
