import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The small link above a page's title back to the list it came from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Anchor component={Link} to={to}>
        {children}
      </Anchor>
    </Text>
  );
}
