import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { createFakeAuth } from './fake-auth';
import { renderWithProviders } from './render-with-providers';

/** An admin signed in with the token 'admin.token'. */
export const signedInAdmin = () =>
  createFakeAuth({ isAuthenticated: true, accessToken: 'admin.token' });

/**
 * Renders a competition's list page (start, result or price list) at its route `route`, opened
 * at `/<route>?id=c1` unless `path` says otherwise; for a visitor unless `signedIn` (an admin);
 * without Mantine's provider when `frame` is false (a page drawn without the page frame).
 */
export function renderCompetitionPage(
  route: string,
  page: ReactElement,
  options: { path?: string; signedIn?: boolean; frame?: boolean } = {},
): RenderResult {
  return renderWithProviders(
    <Routes>
      <Route path={route} element={page} />
    </Routes>,
    {
      path: options.path ?? `/${route}?id=c1`,
      ...(options.signedIn ? { auth: signedInAdmin() } : {}),
      ...(options.frame === false ? { frame: false } : {}),
    },
  );
}
