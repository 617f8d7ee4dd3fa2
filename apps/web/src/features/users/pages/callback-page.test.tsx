import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionError } from '../../../lib/session';
import { createFakeAuth } from '../../../test/fake-auth';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CallbackPage } from './callback-page';

function signinError(message: string): SessionError {
  return Object.assign(new Error(message), { source: 'signinCallback' });
}

/** The callback page at `/callback?query`, while the sign-in is in this state. */
function renderCallback(query: string, state: { isLoading: true } | { error: SessionError }) {
  renderWithProviders(<CallbackPage />, {
    path: `/callback?${query}`,
    auth: { ...createFakeAuth(), ...state },
  });
}

describe('CallbackPage', () => {
  it('shows a loader while the sign-in completes', () => {
    renderCallback('code=abc&state=xyz', { isLoading: true });

    expect(screen.getByText('A concluir o início de sessão…')).toBeVisible();
  });

  it('shows the token exchange failure with the error message', () => {
    renderCallback('code=abc&state=xyz', { error: signinError('invalid_grant') });

    expect(screen.getByRole('heading', { name: 'Erro no início de sessão' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Falha ao obter o token de acesso');
    expect(screen.getByRole('alert')).toHaveTextContent('invalid_grant');
  });

  it('shows the default login failure when the provider refused', () => {
    renderCallback('error=server_error&state=xyz', { error: signinError('') });

    expect(screen.getByRole('heading', { name: 'Erro no início de sessão' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Falha no início de sessão');
  });

  it('says the login was cancelled, with a way back to the start page, not an error', () => {
    renderCallback('error=access_denied&error_description=In%C3%ADcio&state=xyz', {
      error: signinError('Início de sessão cancelado'),
    });

    expect(screen.getByRole('heading', { name: 'Início de sessão cancelado' })).toBeVisible();
    expect(screen.queryByText('Erro no início de sessão')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});
