import { Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import {
  OfficialChangesNotice,
  officialChangesOfProblem,
} from '../../../components/official-changes-notice';
import { useRestoreSnapshot, useSnapshotsOf } from '../api';
import type { RestorableSnapshot } from './audit-format';

interface RestoreSnapshotModalProps {
  snapshot: RestorableSnapshot;
  onClose: () => void;
}

/**
 * Confirms «Restaurar»: names the competition, how many entries and scores come back, and what
 * happens to its current state (kept as a 'restore' snapshot, or nothing when it was deleted).
 */
export function RestoreSnapshotModal({ snapshot, onClose }: RestoreSnapshotModalProps) {
  const { t } = useTranslation();
  const now = useSnapshotsOf(snapshot.competitionId, true);
  const restoring = useRestoreSnapshot();
  const counted = (entries: number, scores: number) => ({
    entries: t('competitions.counts.entries', { count: entries }),
    scores: t('competitions.counts.scores', { count: scores }),
  });

  // A 409 #official_results lists what was signed or answered since (issue 36); the restore is
  // then confirmed only with a reason.
  const official = officialChangesOfProblem(restoring.error) !== null;
  const [reason, setReason] = useState('');

  function confirm() {
    const input = official
      ? { snapshotId: snapshot.snapshotId, reason: reason.trim() }
      : { snapshotId: snapshot.snapshotId };
    restoring.mutate(input, {
      onSuccess: (summary) => {
        notifications.show({
          color: 'green',
          message: t('audit.restore.success', { name: summary.Nome }),
        });
        onClose();
      },
    });
  }

  const current = now.data?.current;
  return (
    <ConfirmModal
      title={t('audit.restore.title')}
      question={t('audit.restore.comesBack', {
        name: snapshot.name,
        ...counted(snapshot.entries, snapshot.scores),
      })}
      cancelLabel={t('audit.restore.cancel')}
      confirmLabel={t('audit.restore.confirm')}
      confirmColor="orange"
      isPending={restoring.isPending}
      confirmDisabled={!now.isSuccess || (official && reason.trim() === '')}
      onConfirm={confirm}
      onClose={onClose}
    >
      {now.isPending && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('audit.restore.currentLoading')}</Text>
        </Group>
      )}
      {now.isError && <ErrorAlert error={now.error} />}
      {now.isSuccess && (
        <Text size="sm">
          {current
            ? t('audit.restore.current', counted(current.entries, current.scores))
            : t('audit.restore.currentNone')}
        </Text>
      )}
      {official ? (
        <OfficialChangesNotice error={restoring.error} reason={reason} onReason={setReason} />
      ) : (
        restoring.error !== null && (
          <ErrorAlert error={restoring.error} title={t('audit.restore.failed')} />
        )
      )}
    </ConfirmModal>
  );
}
