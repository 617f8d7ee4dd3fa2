import { Button, Tooltip } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';

interface ActionButtonProps {
  label: string;
  to: string;
  /** Why the button is disabled; enabled when null. */
  disabledReason: string | null;
}

/** A small link button; a disabled one says why (tooltip, and as its accessible description). */
export function ActionButton({ label, to, disabledReason }: ActionButtonProps) {
  const reasonId = useId();
  if (disabledReason !== null) {
    return (
      <Tooltip label={disabledReason} withArrow events={{ hover: true, focus: true, touch: true }}>
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
          <Button
            size="xs"
            variant="light"
            disabled
            aria-describedby={reasonId}
            style={{ pointerEvents: 'none' }}
          >
            {label}
          </Button>
          <span id={reasonId} hidden>
            {disabledReason}
          </span>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button size="xs" variant="light" component={Link} to={to}>
      {label}
    </Button>
  );
}
