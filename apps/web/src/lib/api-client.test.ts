import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { apiGetTagged } from './api-tagged';
import { getJson, jsonDocument, sendJson } from './json-api';

/** An error answer with a problem+json body, as the server sends it. */
function problemAnswer(body: unknown, status: number, statusText?: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    ...(statusText ? { statusText } : {}),
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

describe('the API client (through getJson and sendJson)', () => {
  it('sends the bearer token and JSON body and parses the JSON answer', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ok: 1 }));

    const result = await sendJson('POST', '/api/x', { a: 1 }, jsonDocument, { token: 'tok' });

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
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(problemAnswer(problem, 400));

    const error = await getJson('/api/x', jsonDocument).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad Request', problem });
  });

  it('falls back to a Portuguese message when there is no answer or no problem body', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getJson('/api/x', jsonDocument)).rejects.toMatchObject({
      status: 0,
      message: 'Erro de rede ou do servidor',
      problem: { title: 'Erro de rede ou do servidor' },
    });

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(getJson('/api/x', jsonDocument)).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      problem: { title: 'Erro de rede ou do servidor', status: 502 },
    });
  });
  it('reads an error body with the domain problem schema: one that does not match is not trusted', async () => {
    const notAProblem = {
      title: 'Pedido recusado',
      status: 418,
      errors: [{ path: 7, message: ['not', 'text'] }],
      counts: { entries: 2 },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      problemAnswer(notAProblem, 400, 'Bad Request'),
    );

    const error = await getJson('/api/x', jsonDocument).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const { problem } = error as ApiError;
    expect(problem).toEqual({
      type: 'about:blank',
      title: 'Pedido recusado',
      status: 400,
      detail: 'Bad Request',
    });
  });

  it('keeps the extension members of a problem the schema accepts (a 409 with counts)', async () => {
    const problem = {
      type: 'about:blank#in_use',
      title: 'Conflict',
      status: 409,
      detail: 'A competição tem inscrições.',
      counts: { entries: 2 },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(problemAnswer(problem, 409));

    await expect(getJson('/api/x', jsonDocument)).rejects.toMatchObject({
      status: 409,
      message: 'A competição tem inscrições.',
      problem,
    });
  });
});

/** When a copy of the service worker was kept (any instant: only passed through). */
const KEPT_AT = new Date().toISOString();

describe('apiGetTagged', () => {
  const tagged = (body: string, etag: string, status = 200) =>
    new Response(body, { status, headers: { 'Content-Type': 'application/json', ETag: etag } });

  it('parses a new answer and hands back its ETag', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(tagged('{"n":1}', 'W/"a"'));
    const parse = vi.fn((body: unknown) => body as { n: number });
    const answer = await apiGetTagged('/api/x', { token: 'tok' }, undefined, parse);
    expect(answer).toEqual({ etag: 'W/"a"', value: { n: 1 }, offlineCopy: null });
    expect(parse).toHaveBeenCalledOnce();
  });

  it("says when the answer is the service worker's copy, and when it was kept", async () => {
    const copy = new Response('{"n":1}', {
      headers: { 'Content-Type': 'application/json', ETag: 'W/"a"', 'X-Offline-Copy': KEPT_AT },
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(copy);
    const held = { etag: 'W/"a"', value: { n: 1 } };
    const answer = await apiGetTagged('/api/x', {}, held, (body) => body as { n: number });
    expect(answer.value).toBe(held.value);
    expect(answer.offlineCopy).toBe(KEPT_AT);
  });

  it('hands back the held value, unread and unparsed, when the ETag is the same', async () => {
    // A body that would not even parse: it must not be read.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(tagged('not json', 'W/"a"'));
    const held = { etag: 'W/"a"', value: { n: 1 } };
    const parse = vi.fn((body: unknown) => body as { n: number });
    const answer = await apiGetTagged('/api/x', {}, held, parse);
    expect(answer.value).toBe(held.value);
    expect(parse).not.toHaveBeenCalled();
  });

  it('parses again when the ETag moved, and still refuses an error answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(tagged('{"n":2}', 'W/"b"'));
    const held = { etag: 'W/"a"', value: { n: 1 } };
    const parse = (body: unknown) => body as { n: number };
    expect((await apiGetTagged('/api/x', {}, held, parse)).value).toEqual({ n: 2 });

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      tagged('{"title":"Competição não encontrada","status":404}', 'W/"a"', 404),
    );
    const error = await apiGetTagged('/api/x', {}, held, parse).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });
});
