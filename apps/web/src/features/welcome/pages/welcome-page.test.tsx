import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WelcomePage } from './welcome-page';

describe('WelcomePage', () => {
  it('greets the visitor and tells where to ask for coach card access', () => {
    renderWithProviders(<WelcomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Bem vindo à Artistic' })).toBeVisible();
    const mailLink = screen.getByRole('link', { name: 'inscricoes@federacao.test' });
    expect(mailLink).toHaveAttribute('href', 'mailto:inscricoes@federacao.test');
    expect(screen.getByText(/pedido por e-mail à federação/)).toBeVisible();
  });
});
