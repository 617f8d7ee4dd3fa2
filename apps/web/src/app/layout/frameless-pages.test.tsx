import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesWithProviders } from '../../test/render-with-providers';
import { needsPageFrame } from '../routes';
import { AppLayout, FRAMELESS, FRAMELESS_FOR_VISITORS, isFrameless } from './app-layout';

// The page frame as a module whose loading is seen: the real one renders the routed page too.
const frame = vi.hoisted(() => ({ loaded: false }));
vi.mock('../page-frame', async (importOriginal) => {
  frame.loaded = true;
  return importOriginal();
});

/**
 * ADR 048 and 050: the welcome, not-found and result list pages, and a visitor's competition list,
 * are drawn in the shell, without the page frame.
 */
describe('pages drawn without the page frame', () => {
  it('renders a frameless page without loading the frame, and loads it for the next page', async () => {
    const user = userEvent.setup();
    renderRoutesWithProviders(
      [
        {
          element: <AppLayout />,
          children: [
            {
              index: true,
              handle: FRAMELESS,
              element: <a href="/competition">Página sem moldura</a>,
            },
            { path: 'competition', element: <h1>Lista de competições de teste</h1> },
          ],
        },
      ],
      { path: '/' },
    );

    expect(await screen.findByRole('link', { name: 'Página sem moldura' })).toBeVisible();
    expect(frame.loaded).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Competições' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lista de competições de teste' }),
    ).toBeVisible();
    expect(frame.loaded).toBe(true);
  });

  it("says which of the app routes need the frame: not the welcome, not-found and result list pages, nor a visitor's competition list", () => {
    for (const path of ['/', '/nao-existe', '/resultList', '/competition', '/scoreboard'])
      expect(needsPageFrame(path), path).toBe(false);
    for (const path of ['/startList', '/listCoachCard', '/public'])
      expect(needsPageFrame(path), path).toBe(true);
  });

  it('draws the competition list in the frame for a user who returns signed in (ADR 050)', () => {
    sessionStorage.setItem('oidc.user:http://localhost/oidc:artistic-web', '{}');
    try {
      expect(needsPageFrame('/competition')).toBe(true);
      expect(needsPageFrame('/resultList')).toBe(false);
    } finally {
      sessionStorage.clear();
    }
  });

  it('reads a route handle: frameless always, for visitors only, or framed', () => {
    expect(isFrameless(FRAMELESS, false)).toBe(true);
    expect(isFrameless(FRAMELESS_FOR_VISITORS, true)).toBe(true);
    expect(isFrameless(FRAMELESS_FOR_VISITORS, false)).toBe(false);
    expect(isFrameless(undefined, true)).toBe(false);
    expect(isFrameless({ frame: 'sometimes' }, true)).toBe(false);
  });
});
