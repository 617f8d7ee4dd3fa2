import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** Expects `scope` to hold a link by each name, leading to the href given for it. */
export function expectLinks(scope: HTMLElement, hrefs: Readonly<Record<string, string>>): void {
  for (const [name, href] of Object.entries(hrefs)) {
    expect(within(scope).getByRole('link', { name })).toHaveAttribute('href', href);
  }
}
