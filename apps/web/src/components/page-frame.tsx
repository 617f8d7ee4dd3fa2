import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';

interface PageFrameProps {
  title: string;
  /** The link back above the title (none when absent). */
  back?: { to: string; label: string } | undefined;
  /** Beside the title, at the other end of its line (buttons). */
  actions?: ReactNode;
  className?: string | undefined;
  backClassName?: string | undefined;
  children: ReactNode;
}

/** A page: the link back to where it was opened from, its title (and actions), then its content. */
export function PageFrame({
  title,
  back,
  actions,
  className,
  backClassName,
  children,
}: PageFrameProps) {
  const heading = <Title order={1}>{title}</Title>;
  return (
    <Stack gap="md" className={className}>
      {back && (
        <BackLink to={back.to} className={backClassName}>
          {back.label}
        </BackLink>
      )}
      {actions === undefined ? (
        heading
      ) : (
        <Group justify="space-between" wrap="wrap">
          {heading}
          {actions}
        </Group>
      )}
      {children}
    </Stack>
  );
}
