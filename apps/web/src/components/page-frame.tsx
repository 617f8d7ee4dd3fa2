import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';

interface PageFrameProps {
  title: string;
  /** The link back above the title (none when absent). */
  back?: { to: string; label: string } | undefined;
  className?: string | undefined;
  backClassName?: string | undefined;
  children: ReactNode;
}

/** A page: the link back to where it was opened from, its title, then its content. */
export function PageFrame({ title, back, className, backClassName, children }: PageFrameProps) {
  return (
    <Stack gap="md" className={className}>
      {back && (
        <BackLink to={back.to} className={backClassName}>
          {back.label}
        </BackLink>
      )}
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
