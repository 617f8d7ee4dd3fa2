import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesWithProviders } from '../../test/render-with-providers';
import { needsPageFrame } from '../routes';
import { AppLayout, FRAMELESS } from './app-layout';

// The page frame as a module whose loading is seen: the real one renders the routed page too.
const frame = vi.hoisted(() => ({ loaded: false }));
vi.mock('../page-frame', async (importOriginal) => {
  frame.loaded = true;
  return importOriginal();
});

/** ADR 048: the welcome and not-found pages are drawn in the shell, without the page frame. */
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

  it('says which of the app routes need the frame: all but the welcome and not-found pages', () => {
    expect(needsPageFrame('/')).toBe(false);
    expect(needsPageFrame('/nao-existe')).toBe(false);
    for (const path of ['/competition', '/resultList', '/startList', '/listCoachCard', '/public'])
      expect(needsPageFrame(path), path).toBe(true);
  });
});
