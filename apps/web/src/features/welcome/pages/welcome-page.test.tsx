import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppConfigContext } from '../../../lib/app-config';
import { testConfig } from '../../../test/render-with-providers';
import { WelcomePage } from './welcome-page';

/**
 * The welcome page as the app draws it (ADR 048): in the shell, with no Mantine provider, no
 * data cache and no toasts around it (a Mantine component here would throw).
 */
function renderBare(onCompetitionsIntent = vi.fn()) {
  const router = createMemoryRouter(
    [{ path: '*', element: <WelcomePage onCompetitionsIntent={onCompetitionsIntent} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <AppConfigContext value={testConfig}>
      <RouterProvider router={router} />
    </AppConfigContext>,
  );
  return onCompetitionsIntent;
}

describe('WelcomePage', () => {
  it('greets the visitor and tells where to ask for coach card access, without the page frame', () => {
    renderBare();

    expect(screen.getByRole('heading', { level: 1, name: 'Bem vindo à Artistic' })).toBeVisible();
    const mailLink = screen.getByRole('link', { name: 'inscricoes@federacao.test' });
    expect(mailLink).toHaveAttribute('href', 'mailto:inscricoes@federacao.test');
    expect(screen.getByText(/pedido por e-mail à federação/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver competições' })).toHaveAttribute(
      'href',
      '/competition',
    );
  });

  it('asks for the competitions page once the visitor heads for its link, not before', async () => {
    const user = userEvent.setup();
    const intent = renderBare();
    expect(intent).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('link', { name: 'Ver competições' }));
    expect(intent).toHaveBeenCalled();

    intent.mockClear();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ver competições' })).toHaveFocus();
    expect(intent).toHaveBeenCalled();
  });
});
