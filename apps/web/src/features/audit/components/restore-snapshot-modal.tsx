import { Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
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

  function confirm() {
    restoring.mutate(snapshot.snapshotId, {
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
      confirmDisabled={!now.isSuccess}
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
      {restoring.error !== null && (
        <ErrorAlert error={restoring.error} title={t('audit.restore.failed')} />
      )}
    </ConfirmModal>
  );
}
