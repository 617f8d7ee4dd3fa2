import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface BackLinkProps {
  to: string;
  children: ReactNode;
  className?: string | undefined;
}

/** The small link above a page's title back to the list it came from. */
export function BackLink({ to, children, className }: BackLinkProps) {
  return (
    <Text size="sm" className={className}>
      <Anchor component={Link} to={to}>
        {children}
      </Anchor>
    </Text>
  );
}
