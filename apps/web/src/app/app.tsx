import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { NotificationsHost } from '../components/notifications-host';
import { ConfigGate } from './config-gate';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';
import { SessionProvider } from './session-provider';
import { cssVariablesResolver, theme } from './theme';

/**
 * The root route: server config first, then the session (which navigates after a sign-in, so
 * inside the router; the OIDC client loads on demand, ADR 043).
 */
function AppRoot() {
  return (
    <ConfigGate>
      {(config) => (
        <SessionProvider config={config}>
          <Outlet />
        </SessionProvider>
      )}
    </ConfigGate>
  );
}

/** A data router, so a form can hold every navigation (Back included) while work is unsaved. */
function createAppRouter() {
  return createBrowserRouter([{ id: 'root', element: <AppRoot />, children: appRoutes }]);
}

/** Providers, outermost first: UI kit, data cache, router, server config, then auth. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
