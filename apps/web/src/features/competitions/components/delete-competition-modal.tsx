import type { Competition } from '@artistic/domain/competition/schema';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
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
    <ConfirmModal
      title={t('competitions.delete.title')}
      question={
        mustForce
          ? counts
            ? t('competitions.delete.hasDependentsCounts', {
                name: competition.Nome,
                entries: t('competitions.counts.entries', { count: counts.entries }),
                scores: t('competitions.counts.scores', { count: counts.scores }),
              })
            : t('competitions.delete.hasDependents', { name: competition.Nome })
          : t('competitions.delete.confirm', { name: competition.Nome })
      }
      cancelLabel={t('competitions.delete.cancel')}
      confirmLabel={
        mustForce ? t('competitions.delete.forceButton') : t('competitions.delete.confirmButton')
      }
      confirmColor="red"
      isPending={deletion.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {mustForce && <Text size="sm">{t('competitions.delete.snapshotHint')}</Text>}
      {otherError !== null && <ErrorAlert error={otherError} />}
    </ConfirmModal>
  );
}
