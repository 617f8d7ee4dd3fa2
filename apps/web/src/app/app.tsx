import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { AppError } from './app-error';
import { ConfigGate } from './config-gate';
import { awaitFirstPage, loadPageFrame } from './layout/app-layout';
import { appRoutes, needsPageFrame, preloadPublicPage } from './routes';
import { SessionProvider } from './session-provider';

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

/**
 * The root route: the app, and what it shows when a page cannot be drawn (its code did not
 * arrive, most often) instead of the router's own English error screen.
 */
export const rootRoute: RouteObject = {
  id: 'root',
  element: <AppRoot />,
  errorElement: <AppError />,
  children: appRoutes,
};

/** A data router, so a form can hold every navigation (Back included) while work is unsaved. */
function createAppRouter() {
  return createBrowserRouter([rootRoute]);
}

/**
 * The router and nothing else: Mantine, the toasts and React Query are in the page frame, which
 * loads beside GET /api/config and wraps the routed page (layout/app-layout.tsx, ADR 044).
 */
export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

/**
 * The code of the page at `pathname`, and the page frame when it is drawn in one, asked for as
 * the app starts (app/main.tsx), beside the configuration and the texts, not once the first
 * render is done (ADR 047, ADR 050). A failure here is met again (and shown) where the page
 * renders. The welcome, not-found and result list pages, and a visitor's competition list, are
 * drawn without the frame (ADR 048, ADR 050): it loads with the next page that needs it.
 */
export function startFirstPage(pathname: string): void {
  if (needsPageFrame(pathname)) loadPageFrame().catch(() => undefined);
  const firstPage = preloadPublicPage(pathname);
  if (firstPage) awaitFirstPage(firstPage);
}
