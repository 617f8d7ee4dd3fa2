import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesWithProviders } from '../test/render-with-providers';
import { rootRoute } from './app';
import { AppLayout } from './layout/app-layout';

// The page frame's code does not arrive (the venue's Wi-Fi dropped).
vi.mock('./page-frame', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a page that cannot be drawn', () => {
  it('says so in Portuguese and offers to load the page again, when the page frame does not arrive', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    // React Router reports the error it caught; the test looks at what the visitor sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      reload,
    } as Location);
    renderRoutesWithProviders(
      [
        {
          element: <AppLayout />,
          errorElement: rootRoute.errorElement,
          children: [{ path: 'competition', element: <h1>Lista de competições de teste</h1> }],
        },
      ],
      { path: '/competition' },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível abrir esta página.',
    );
    expect(
      screen.getByText('Verifique a ligação à rede e carregue a página de novo.'),
    ).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Lista de competições de teste' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Carregar de novo' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
