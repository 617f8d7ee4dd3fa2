import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useAppConfig } from '../../lib/app-config';
import { stickyTopEdge } from '../../lib/sticky-edges';
import { AuthErrorNotifier } from './auth-error-notifier';
import { TopBar } from './top-bar';

// Only phones open the burger menu: its code is not part of the first download, and is fetched
// just after the first page is shown, so the menu opens at once.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export function AppLayout() {
  const { t } = useTranslation();
  const { demo } = useAppConfig();
  const [isMenuOpen, { toggle, close }] = useDisclosure(false);
  useEffect(() => {
    void loadMobileMenu();
  }, []);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !isMenuOpen, desktop: true } }}
      padding="md"
    >
      <AuthErrorNotifier />
      <AppShell.Header {...stickyTopEdge}>
        <TopBar isMenuOpen={isMenuOpen} onToggleMenu={toggle} isDemo={demo} />
      </AppShell.Header>
      <AppShell.Navbar id="mobile-menu" p="sm">
        {/* Rendered only while open, so a closed menu leaves no duplicate links or buttons. */}
        {isMenuOpen && (
          <Suspense fallback={null}>
            <MobileMenu onNavigate={close} />
          </Suspense>
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Suspense fallback={<PageLoader label={t('app.loadingPage')} />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
