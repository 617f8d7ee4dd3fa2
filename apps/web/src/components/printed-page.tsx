import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import './printed-page.css';

interface PrintedPageProps {
  /**
   * The page's name in printed-page.css: `<name>-page` marks the page, `<name>-no-print` what
   * printing leaves out (the back link here; the page's buttons and notices).
   */
  name: 'price-list' | 'start-list' | 'result-list';
  title: string;
  /** The link back (none when absent). */
  back?: { to: string; label: string } | undefined;
  children: ReactNode;
}

/** A page printed on A4: the link back (left out on paper), the title, then the page's content. */
export function PrintedPage({ name, title, back, children }: PrintedPageProps) {
  return (
    <Stack gap="md" className={`${name}-page`}>
      {back && (
        <BackLink to={back.to} className={`${name}-no-print`}>
          {back.label}
        </BackLink>
      )}
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
