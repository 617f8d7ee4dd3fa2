import { render, screen } from '@testing-library/react';
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
});
