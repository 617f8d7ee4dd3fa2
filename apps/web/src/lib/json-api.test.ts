import { competitionCreatedSchema } from '@artistic/domain/competition/schema';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { getJson, InvalidAnswerError, jsonDocument, noContent, sendJson } from './json-api';
import { problemResponse } from '../test/problem-responses';

describe('getJson and sendJson', () => {
  it('send the token and the JSON body and hand back the answer parsed by the schema', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ insertedId: 'c9' }, { status: 201 }));

    const created = await sendJson('POST', '/api/x', { a: 1 }, competitionCreatedSchema, {
      token: 'tok',
    });

    expect(created).toEqual({ insertedId: 'c9' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(init?.body).toBe('{"a":1}');
  });

  it('refuse an answer that does not match, with the message of the call', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ insertedId: 7 }));

    const error = await getJson('/api/x', competitionCreatedSchema, {
      invalid: 'priceList.invalidResponse',
    }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      problem: {
        type: 'about:blank#invalid_response',
        title: 'O servidor enviou uma listagem de preços inválida.',
      },
    });
  });

  it('say "Resposta inesperada do servidor" when the call names no message', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json([]));
    await expect(getJson('/api/x', competitionCreatedSchema)).rejects.toMatchObject({
      problem: { title: 'Resposta inesperada do servidor.' },
    });
  });

  it('keep the problem+json of an error answer (a 409 stays a conflict)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      problemResponse(409, 'about:blank#conflict', 'Conflito'),
    );

    const error = await sendJson('PUT', '/api/x', {}, competitionCreatedSchema).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(InvalidAnswerError);
    expect(error).toMatchObject({ status: 409, problem: { type: 'about:blank#conflict' } });
  });

  it('read a 204 as no content, and refuse a body where none is expected', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(sendJson('DELETE', '/api/x', undefined, noContent)).resolves.toBeUndefined();

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ deleted: true }));
    await expect(sendJson('DELETE', '/api/x', undefined, noContent)).rejects.toBeInstanceOf(
      InvalidAnswerError,
    );
  });

  it('hand on a JSON document as it came, and refuse an empty answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ format: 'x', n: [1] }));
    await expect(getJson('/api/x', jsonDocument)).resolves.toEqual({ format: 'x', n: [1] });

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(getJson('/api/x', jsonDocument)).rejects.toBeInstanceOf(InvalidAnswerError);
  });
});
