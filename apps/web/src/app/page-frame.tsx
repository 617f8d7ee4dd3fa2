import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus.css';
import { MantineProvider } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Outlet } from 'react-router';
import { NotificationsHost } from '../components/notifications-host';
import { PageLoader } from '../components/page-loader';
import { cssVariablesResolver, theme } from './theme';

/**
 * What the pages draw with and the shell does not (ADR 044): Mantine's styles, theme and
 * provider, and the toasts. Loaded on demand with the first page (app-layout.tsx); the routed
 * page renders inside it. React Query and the pages' texts come with the pages that need them
 * (app/page-data.tsx, i18n/page-catalogue.ts; ADR 047), so the welcome page loads neither.
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
      <Suspense fallback={<PageLoader label={t('app.loadingPage')} />}>
        <Outlet />
      </Suspense>
    </MantineProvider>
  );
}
