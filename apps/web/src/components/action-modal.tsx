import type { MantineSize } from '@mantine/core';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ActionModalProps {
  /** Shown while true (by default, whenever it is rendered). */
  opened?: boolean;
  title: string;
  size?: MantineSize;
  /** What the dialog does or asks, above its fields. */
  intro: string;
  /** What it asks and what went wrong. */
  children?: ReactNode;
  cancelLabel: string;
  /** Cancel takes the focus when the dialog opens (where the action loses work). */
  cancelAutofocus?: boolean;
  /** The buttons after Cancel. */
  actions: ReactNode;
  onClose: () => void;
}

/** A dialog before an action: an intro, the fields, then Cancel and the action's buttons. */
export function ActionModal({
  opened = true,
  title,
  size,
  intro,
  children,
  cancelLabel,
  cancelAutofocus,
  actions,
  onClose,
}: ActionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" data-autofocus={cancelAutofocus} onClick={onClose}>
            {cancelLabel}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Modal>
  );
}
