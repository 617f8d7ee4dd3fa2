import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

describe('apiRequest', () => {
  it('sends the bearer token and JSON body and parses the JSON answer', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ok: 1 }));

    const result = await apiRequest<{ ok: number }>('/api/x', {
      method: 'POST',
      body: { a: 1 },
      token: 'tok',
    });

    expect(result).toEqual({ ok: 1 });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('throws an ApiError carrying the problem+json body', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      errors: [{ path: 'Nome', message: 'obrigatório' }],
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(problem), {
        status: 400,
        headers: { 'Content-Type': 'application/problem+json' },
      }),
    );

    const error = await apiRequest('/api/x').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad Request', problem });
  });

  it('falls back to a Portuguese message when there is no answer or no problem body', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 0,
      problem: { title: 'Erro de rede ou do servidor' },
    });

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      problem: { title: 'Erro de rede ou do servidor', status: 502 },
    });
  });
});
