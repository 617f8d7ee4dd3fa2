import type { MantineColor } from '@mantine/core';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  title: string;
  question: string;
  /** Under the question, e.g. why the last try failed. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's colour (the theme's by default). */
  confirmColor?: MantineColor | undefined;
  /** While the action runs: the confirm button spins, cancel is disabled. */
  isPending: boolean;
  /** The action cannot run yet (e.g. while what it would change is still loading). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action: the question, then Cancel and the confirm button. */
export function ConfirmModal({
  title,
  question,
  children,
  cancelLabel,
  confirmLabel,
  confirmColor,
  isPending,
  confirmDisabled,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened centered onClose={onClose} title={title}>
      <Stack>
        <Text>{question}</Text>
        {children}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            color={confirmColor}
            loading={isPending}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
