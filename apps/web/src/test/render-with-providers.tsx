import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AppConfig } from '../lib/app-config';
import { AppConfigContext } from '../lib/app-config';
import { createCurrentUserStore, CurrentUserContext } from '../lib/auth';
import type { Session } from '../lib/session';
import { SessionContext } from '../lib/session';
import { createFakeAuth } from './fake-auth';

export const testConfig: AppConfig = {
  oidc: {
    authority: 'http://localhost/oidc',
    clientId: 'artistic-web',
    scope: 'openid profile email offline_access',
  },
  federationEmail: 'inscricoes@federacao.test',
  demo: false,
};

interface RenderOptions {
  auth?: Session;
  path?: string;
  config?: AppConfig;
  /**
   * false: without Mantine's provider and toasts, as the app draws a page without the page frame
   * (ADR 048, 050); a Mantine component there throws.
   */
  frame?: boolean;
}

/**
 * Renders UI with every provider the app has, but a fake session and no retries. The UI is
 * the element of a catch-all route of a data router (as in the app), at `path`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  return renderRoutesWithProviders([{ path: '*', element: ui }], options);
}

/** Like renderWithProviders, for a route tree (the app's own, in the route tests). */
export function renderRoutesWithProviders(
  routes: RouteObject[],
  options: RenderOptions = {},
): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const app = (
    <QueryClientProvider client={queryClient}>
      <AppConfigContext value={options.config ?? testConfig}>
        <SessionContext value={options.auth ?? createFakeAuth()}>
          <CurrentUserContext value={createCurrentUserStore()}>
            <RouterProvider router={router} />
          </CurrentUserContext>
        </SessionContext>
      </AppConfigContext>
    </QueryClientProvider>
  );
  if (options.frame === false) return render(app);
  return render(
    <MantineProvider>
      <Notifications />
      {app}
    </MantineProvider>,
  );
}
