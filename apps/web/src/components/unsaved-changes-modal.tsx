import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UnsavedChangesGuard } from '../lib/unsaved-changes';

interface UnsavedChangesModalProps {
  guard: UnsavedChangesGuard;
  /** What is lost, e.g. 'Há alterações por gravar. Sair sem gravar?'. */
  message: string;
}

/** Asks before an in-app navigation drops unsaved work: 'Ficar na página' or 'Sair sem gravar'. */
export function UnsavedChangesModal({ guard, message }: UnsavedChangesModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={guard.isAsking} onClose={guard.stay} title={t('unsavedChanges.title')} centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" data-autofocus onClick={guard.stay}>
            {t('unsavedChanges.stay')}
          </Button>
          <Button color="red" onClick={guard.leave}>
            {t('unsavedChanges.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
