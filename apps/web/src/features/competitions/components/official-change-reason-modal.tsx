import { Alert, Button, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ActionModal } from '../../../components/action-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { RecomputeChanges } from '../../../components/recompute-changes';
import { getErrorMessage } from '../../../lib/api-client';
import { isReasonRequiredError, recomputedOfProblem } from '../api';

interface OfficialChangeReasonModalProps {
  /** The server's 400 asking for the reason: its detail names the official events. */
  asked: unknown;
  /** The save with the reason is running. */
  saving: boolean;
  /** What went wrong with the save with the reason (not the question itself). */
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * The competition's save changed what scored sheets were computed with (a figure's DD, a panel's
 * size) and that moves totals of official events (ADR 060): as in 'Mudar regulamento', the
 * events and the totals that move are shown and the save is sent again with the reason typed.
 */
export function OfficialChangeReasonModal({
  asked,
  saving,
  error,
  onConfirm,
  onClose,
}: OfficialChangeReasonModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const preview = recomputedOfProblem(asked);
  const failed = error !== null && error !== undefined && !isReasonRequiredError(error);

  return (
    <ActionModal
      title={t('competitions.form.reasonTitle')}
      size="xl"
      intro={t('competitions.form.reasonIntro')}
      cancelLabel={t('competitions.form.reasonCancel')}
      onClose={onClose}
      actions={
        <Button
          loading={saving}
          disabled={reason.trim() === ''}
          onClick={() => onConfirm(reason.trim())}
        >
          {t('competitions.form.reasonConfirm')}
        </Button>
      }
    >
      {preview ? (
        <RecomputeChanges preview={preview} />
      ) : (
        <Alert color="orange" variant="light" role="alert">
          {getErrorMessage(asked)}
        </Alert>
      )}
      <Textarea
        label={t('competitions.form.reason')}
        description={t('competitions.form.reasonHint')}
        required
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        data-autofocus
      />
      {failed && <ErrorAlert error={error} title={t('competitions.form.saveFailed')} />}
    </ActionModal>
  );
}
