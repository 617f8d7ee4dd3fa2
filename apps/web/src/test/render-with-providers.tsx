import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AuthContextProps } from 'react-oidc-context';
import { AuthContext } from 'react-oidc-context';
import { MemoryRouter } from 'react-router';
import type { AppConfig } from '../lib/app-config';
import { AppConfigContext } from '../lib/app-config';
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
  auth?: AuthContextProps;
  path?: string;
  config?: AppConfig;
}

/** Renders UI with every provider the app has, but a fake auth context and no retries. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <AppConfigContext value={options.config ?? testConfig}>
            <AuthContext value={options.auth ?? createFakeAuth()}>{ui}</AuthContext>
          </AppConfigContext>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
