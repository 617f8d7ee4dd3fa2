import { Button } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { UnsavedChangesGuard } from '../lib/unsaved-changes';
import { ActionModal } from './action-modal';

interface UnsavedChangesModalProps {
  guard: UnsavedChangesGuard;
  /** What is lost, e.g. 'Há alterações por gravar. Sair sem gravar?'. */
  message: string;
}

/** Asks before an in-app navigation drops unsaved work: 'Ficar na página' or 'Sair sem gravar'. */
export function UnsavedChangesModal({ guard, message }: UnsavedChangesModalProps) {
  const { t } = useTranslation();
  return (
    <ActionModal
      opened={guard.isAsking}
      title={t('unsavedChanges.title')}
      intro={message}
      cancelLabel={t('unsavedChanges.stay')}
      cancelAutofocus
      onClose={guard.stay}
      actions={
        <Button color="red" onClick={guard.leave}>
          {t('unsavedChanges.leave')}
        </Button>
      }
    />
  );
}
