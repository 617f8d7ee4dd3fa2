import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadDomainMessages } from './src/i18n/i18n';
import { noteServerReach } from './src/lib/server-reach';
// Pages rendered without the page frame (most page tests) still read the pages' texts (ADR 045).
import './src/i18n/page-catalogue';
import { mediaQueryList } from './src/test/match-media';

// findBy*/waitFor wait for what a person would see, not for a deadline: on a loaded 2-core machine
// a Mantine page can take over a second to render, and the default 1 s made tests fail only
// sometimes (seen with four engineers' test runs at once). Waiting longer never hides a bug: an
// outcome that never comes still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads media queries and element sizes; happy-dom lacks some of these.
// Files marked `@vitest-environment node` (PDF rendering) have no window.
const hasWindow = typeof window !== 'undefined';

if (hasWindow)
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: vi.fn((query: string) => mediaQueryList(query)),
  });

if (hasWindow && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
  // A test's network failure must not leave the next test's page offline (lib/server-reach.ts).
  noteServerReach(true);
});

// Pages rendered without their lazy route (most page tests) still read the domain's texts.
await loadDomainMessages();
