import { expect, vi } from 'vitest';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export interface RecordedCall {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A JSON answer with a status, e.g. problem+json for errors. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json',
    },
  });
}

/**
 * Mocks fetch with handlers keyed 'METHOD /path?query'; anything else gets a
 * 404 problem. Returns the calls made, with parsed JSON bodies.
 */
export function mockApi(routes: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, headers: new Headers(init?.headers), body });
    const handler = routes[`${method} ${url}`];
    if (!handler) {
      return jsonResponse({ type: 'about:blank', title: 'Not Found', status: 404 }, 404);
    }
    return handler(init);
  });
  return calls;
}

/** The first request sent with `method`, expected at `url` and signed with the bearer `token`. */
export function expectSent(
  calls: readonly RecordedCall[],
  method: string,
  url: string,
  token: string,
): RecordedCall | undefined {
  const call = calls.find((item) => item.method === method);
  expect(call?.url).toBe(url);
  expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  return call;
}

/** The answer of GET /api/me for a role. */
export function meResponse(role: 'admin' | 'referee' | 'clube', club: string | null = null) {
  return () =>
    jsonResponse({ sub: 'user-1', name: 'Ana Costa', email: 'ana@clube.test', role, club });
}
