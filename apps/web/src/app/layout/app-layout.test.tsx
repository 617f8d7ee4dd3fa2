import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuth } from '../../test/fake-auth';
import { renderRoutesWithProviders } from '../../test/render-with-providers';
import { AppLayout } from './app-layout';

/** The shell around two pages, as the app's routes have it. */
function renderLayout(path = '/', auth = createFakeAuth()) {
  return renderRoutesWithProviders(
    [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <h1>Página inicial de teste</h1> },
          { path: 'competition', element: <h1>Lista de competições de teste</h1> },
        ],
      },
    ],
    { path, auth },
  );
}

describe('AppLayout', () => {
  it('draws the top bar and renders the page inside the frame that loads with it', async () => {
    renderLayout('/competition');

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Artistic — página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(banner).getByRole('link', { name: 'Competições' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lista de competições de teste' }),
    ).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('status')).toBeNull();
  });

  it('opens the burger menu with the tabs and Entrar, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderLayout();
    await screen.findByRole('heading', { level: 1, name: 'Página inicial de teste' });
    const burger = screen.getByRole('button', { name: 'Abrir menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();

    await user.click(burger);

    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(burger).toHaveAccessibleName('Fechar menu');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Público' })).toHaveAttribute('href', '/public');
    expect(within(menu).getByRole('button', { name: 'Registar' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Entrar' })).toBeVisible();
    // The focus moves into the menu, on its first entry.
    expect(within(menu).getByRole('link', { name: 'Competições' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveFocus();
  });

  it('closes the burger menu when one of its links is followed, and shows that page', async () => {
    const user = userEvent.setup();
    renderLayout();
    await screen.findByRole('heading', { level: 1, name: 'Página inicial de teste' });

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', {
        name: 'Competições',
      }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lista de competições de teste' }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers Sair in the burger menu of a signed-in user, with who is signed in', async () => {
    const user = userEvent.setup();
    const me = { sub: 'user-1', name: 'Ana Costa', email: 'a@b.test', role: 'clube', club: 'CN' };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(me));
    renderLayout('/', createFakeAuth({ isAuthenticated: true, name: 'Ana Costa' }));

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));

    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Sair' })).toBeVisible();
    expect(within(menu).queryByRole('button', { name: 'Entrar' })).toBeNull();
    expect(within(menu).getByText('Ana Costa')).toBeVisible();
    // The club from GET /api/me, asked for once for the bar and the menu.
    expect(await within(menu).findByText('CN')).toBeVisible();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/api/me');
    expect(within(menu).getByRole('link', { name: 'Coach Card' })).toHaveAttribute(
      'href',
      '/listCoachCard',
    );
  });
});
