import { Button, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isApiError } from '../lib/api-client';
import { ActionModal } from './action-modal';

/** The server refused a sheet of an official event without a reason (issue 22). */
export function needsCorrectionReason(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    (error.problem.errors ?? []).some((e) => e.path === 'correctionReason')
  );
}

interface CorrectionReasonModalProps {
  /** The last save's error: the dialog opens when it asks for a reason. */
  error: unknown;
  saving: boolean;
  /** Saves the same sheet again with the reason. */
  onSave: (reason: string) => void;
  /** Closes without saving (the marks stay on screen, unsaved). */
  onCancel: () => void;
}

/**
 * The reason for correcting a sheet of an event whose results are official (issue 22): asked
 * when the server answers that it needs one, then the same sheet is saved again with it. The
 * event becomes 'Provisório — corrigido' and the correction is kept in its history.
 */
export function CorrectionReasonModal({
  error,
  saving,
  onSave,
  onCancel,
}: CorrectionReasonModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onSave(reason.trim());
  };
  return (
    <ActionModal
      opened={needsCorrectionReason(error)}
      title={t('corrections.title')}
      intro={t('corrections.intro')}
      cancelLabel={t('corrections.cancel')}
      onClose={onCancel}
      actions={
        <Button loading={saving} onClick={submit}>
          {t('corrections.save')}
        </Button>
      }
    >
      <Textarea
        label={t('corrections.reason')}
        description={t('corrections.reasonHint')}
        value={reason}
        data-autofocus
        autosize
        minRows={2}
        maxLength={500}
        error={missing ? t('corrections.reasonMissing') : undefined}
        onChange={(e) => setReason(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            submit();
          }
        }}
      />
    </ActionModal>
  );
}
