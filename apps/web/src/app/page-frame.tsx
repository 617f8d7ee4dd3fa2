import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus.css';
// The Portuguese texts of the pages (ADR 045): added when this module runs, before the Outlet
// below renders any page.
import '../i18n/page-catalogue';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Outlet } from 'react-router';
import { NotificationsHost } from '../components/notifications-host';
import { PageLoader } from '../components/page-loader';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/** One data cache for the whole visit: the frame is loaded once and kept across navigation. */
const queryClient = createQueryClient();

/**
 * What the pages draw with and the shell does not (ADR 044): Mantine's styles, theme and
 * provider, the toasts, and React Query. Loaded on demand with the first page (app-layout.tsx);
 * the routed page renders inside it.
 */
export function PageFrame() {
  const { t } = useTranslation();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoader label={t('app.loadingPage')} />}>
          <Outlet />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
