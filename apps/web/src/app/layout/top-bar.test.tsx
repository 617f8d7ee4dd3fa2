import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { createFakeAuth } from '../../test/fake-auth';
import { renderWithProviders } from '../../test/render-with-providers';
import { TopBar } from './top-bar';

function renderTopBar(isAuthenticated: boolean) {
  const auth = createFakeAuth({ isAuthenticated, name: 'Ana Costa' });
  renderWithProviders(<TopBar isMenuOpen={false} onToggleMenu={() => {}} isDemo={false} />, {
    auth,
  });
  return auth;
}

describe('TopBar', () => {
  beforeEach(async () => {
    await changeLanguage('pt');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        sub: 'user-1',
        name: 'Ana Costa',
        email: 'ana@clube.test',
        role: 'clube',
        club: 'Clube Naval',
      }),
    );
  });

  afterEach(async () => {
    await changeLanguage('pt');
  });

  it('shows only the Competições tab and Entrar to a visitor', () => {
    renderTopBar(false);

    expect(screen.getByRole('link', { name: 'Competições' })).toHaveAttribute(
      'href',
      '/competition',
    );
    expect(screen.queryByRole('link', { name: 'Coach Card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Figuras' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('adds the Coach Card and Figuras tabs, the user and Sair once signed in', async () => {
    renderTopBar(true);

    expect(screen.getByRole('link', { name: 'Coach Card' })).toHaveAttribute(
      'href',
      '/listCoachCard',
    );
    expect(screen.getByRole('link', { name: 'Figuras' })).toHaveAttribute('href', '/listFiguras');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(screen.getByText('Ana Costa')).toBeVisible();
    expect(await screen.findByText('Clube Naval')).toBeVisible();
  });

  it('offers neither Entrar nor Sair while a returning user is restored', () => {
    renderWithProviders(<TopBar isMenuOpen={false} onToggleMenu={() => {}} isDemo={false} />, {
      auth: createFakeAuth({ isLoading: true }),
    });

    expect(screen.getByLabelText('A verificar a sessão…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('keeps Entrar busy while the sign-in redirect is under way', () => {
    renderWithProviders(<TopBar isMenuOpen={false} onToggleMenu={() => {}} isDemo />, {
      auth: { ...createFakeAuth(), activeNavigator: 'signinRedirect' },
    });

    const logIn = screen.getByRole('button', { name: 'Entrar' });
    expect(logIn).toBeDisabled();
    expect(logIn).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Demonstração')).toBeVisible();
  });

  it('logs in with a forced prompt and returns to the home page', async () => {
    const auth = renderTopBar(false);

    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(auth.signinRedirect).toHaveBeenCalledWith({
      prompt: 'login',
      state: { returnTo: '/' },
    });
  });

  it('switches the language to English and back to Portuguese', async () => {
    const user = userEvent.setup();
    renderTopBar(false);

    await user.click(screen.getByRole('radio', { name: 'EN' }));

    expect(await screen.findByRole('link', { name: 'Competitions' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(window.localStorage.getItem('artistic.language')).toBe('en');

    await user.click(screen.getByRole('radio', { name: 'PT' }));

    expect(await screen.findByRole('link', { name: 'Competições' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(window.localStorage.getItem('artistic.language')).toBe('pt');
  });
});
