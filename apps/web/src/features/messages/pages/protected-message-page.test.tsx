import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuth } from '../../../test/fake-auth';
import { problemResponse } from '../../../test/problem-responses';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProtectedMessagePage } from './protected-message-page';

describe('ProtectedMessagePage', () => {
  it('shows the message of the protected endpoint, sent with the bearer token', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ message: 'Olá, utilizador autenticado.' }));

    renderWithProviders(<ProtectedMessagePage />, {
      auth: createFakeAuth({ isAuthenticated: true, accessToken: 'abc.def.ghi' }),
    });

    expect(await screen.findByText('Olá, utilizador autenticado.')).toBeVisible();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('shows the 401 problem as JSON text', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      problemResponse(401, 'https://artistic.example/problems/unauthorized', 'Unauthorized', {
        detail: 'Missing or invalid bearer token',
      }),
    );

    renderWithProviders(<ProtectedMessagePage />, {
      auth: createFakeAuth({ isAuthenticated: true }),
    });

    expect(await screen.findByRole('alert')).toBeVisible();
    const json = screen.getByLabelText('Erro devolvido pelo servidor');
    expect(json).toHaveTextContent('"status": 401');
    expect(json).toHaveTextContent('"title": "Unauthorized"');
    expect(json).toHaveTextContent('"detail": "Missing or invalid bearer token"');
  });
});
