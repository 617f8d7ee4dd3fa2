import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../test/mock-api';
import { testConfig } from '../test/render-with-providers';
import { App } from './app';

describe('App', () => {
  it("opens the page of the browser's address through the app's own router, after the config", async () => {
    window.history.replaceState(null, '', '/nao-existe');
    mockApi({ 'GET /api/config': () => jsonResponse(testConfig) });

    render(<App />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
    window.history.replaceState(null, '', '/');
  });

  it('says when the configuration cannot be read, and asks again on Tentar novamente', async () => {
    let configAnswers = 0;
    mockApi({
      'GET /api/config': () => {
        configAnswers += 1;
        return configAnswers === 1
          ? jsonResponse({ title: 'Erro interno', status: 500 }, 500)
          : jsonResponse(testConfig);
      },
    });

    render(<App />);

    expect(screen.getByRole('status')).toHaveTextContent('A carregar a aplicação…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a configuração da aplicação.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem vindo à Artistic' }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Entrar');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(configAnswers).toBe(2);
  });
});
