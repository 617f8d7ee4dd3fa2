import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { AppAuthProvider } from './auth-provider';
import { ConfigGate } from './config-gate';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';
import { cssVariablesResolver, theme } from './theme';

/** The root route: server config first, then auth (which navigates, so inside the router). */
function AppRoot() {
  return (
    <ConfigGate>
      {(config) => (
        <AppAuthProvider config={config}>
          <Outlet />
        </AppAuthProvider>
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
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
