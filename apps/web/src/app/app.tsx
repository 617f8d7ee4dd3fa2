import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppAuthProvider } from './auth-provider';
import { ConfigGate } from './config-gate';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';
import { cssVariablesResolver, theme } from './theme';

/** Providers, outermost first: UI kit, data cache, router, server config, then auth. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ConfigGate>
            {(config) => (
              <AppAuthProvider config={config}>
                <AppRoutes />
              </AppAuthProvider>
            )}
          </ConfigGate>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
