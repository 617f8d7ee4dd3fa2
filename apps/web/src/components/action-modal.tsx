import type { MantineSize } from '@mantine/core';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ActionModalProps {
  title: string;
  size: MantineSize;
  /** What the dialog does, above what it asks. */
  intro: string;
  /** What it asks and what went wrong. */
  children: ReactNode;
  cancelLabel: string;
  /** The buttons after Cancel. */
  actions: ReactNode;
  onClose: () => void;
}

/** A dialog that asks for something before its action: an intro, the fields, then Cancel and the action. */
export function ActionModal({
  title,
  size,
  intro,
  children,
  cancelLabel,
  actions,
  onClose,
}: ActionModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered size={size}>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Modal>
  );
}
