import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** Closes the dialog without doing anything ('Cancelar', Escape, the close button). */
  onCancel: () => void;
  confirmLabel: string;
  confirmColor: 'orange' | 'red';
  onConfirm: () => void;
  /** What the dialog asks or explains, above its buttons. */
  children: ReactNode;
}

/** A question of the coach card form, answered with Cancelar or the confirming button. */
export function ConfirmDialog({
  opened,
  title,
  onCancel,
  confirmLabel,
  confirmColor,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        {children}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onCancel}>
            {t('coachCards.form.cancel')}
          </Button>
          <Button color={confirmColor} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
