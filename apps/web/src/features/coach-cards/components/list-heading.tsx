import { Button, Group, Title } from '@mantine/core';

interface ListHeadingProps {
  title: string;
  addLabel: string;
  /** Adds a row; null when no row may be added (read-only, or not for this card). */
  onAdd: (() => void) | null;
  addDisabled?: boolean;
}

/** The heading of one of the card's lists (elements, athletes, reserves) with its add button. */
export function ListHeading({ title, addLabel, onAdd, addDisabled }: ListHeadingProps) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Title order={2} size="h4">
        {title}
      </Title>
      {onAdd && (
        <Button size="xs" variant="light" disabled={addDisabled} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Group>
  );
}
