import type { ReactNode } from 'react';
import { PageFrame } from './page-frame';
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
export function PrintedPage({ name, ...frame }: PrintedPageProps) {
  return <PageFrame {...frame} className={`${name}-page`} backClassName={`${name}-no-print`} />;
}
