import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { send } from './api-client';
import {
  EARLY_READ_MAX_AGE_MS,
  clearEarlyReads,
  startEarlyReads,
  takeEarlyRead,
} from './early-reads';

/** The GETs the app sent, in order, and a JSON answer for each. */
let asked: { path: string; headers: Record<string, string> }[] = [];
const answers = new Map<string, unknown>();

beforeEach(() => {
  asked = [];
  answers.clear();
  clearEarlyReads();
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      asked.push({ path, headers: { ...(init?.headers as Record<string, string>) } });
      const body = answers.get(path);
      return Promise.resolve(
        body === undefined
          ? new Response(null, { status: 404 })
          : new Response(JSON.stringify(body), {
              status: 200,
              headers: { 'content-type': 'application/json', etag: `W/"${path}"` },
            }),
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early reads of a visitor’s first page (ADR 047)', () => {
  it('the competitions page: the list is asked at once, and the page’s own GET takes it', async () => {
    answers.set('/api/competitions', [{ _id: 'c1' }]);
    startEarlyReads({ pathname: '/competition', search: '' });
    expect(asked.map((a) => a.path)).toEqual(['/api/competitions']);
    expect(asked[0]?.headers).toEqual({ Accept: 'application/json' });

    const res = await send('/api/competitions', {});
    expect(await res.json()).toEqual([{ _id: 'c1' }]);
    // Handed once: the next poll asks the server.
    await send('/api/competitions', {});
    expect(asked.map((a) => a.path)).toEqual(['/api/competitions', '/api/competitions']);
  });

  it('the result list without an event: the index, then the event it names as now', async () => {
    const base = '/api/competitions/abc/resultList';
    answers.set(`${base}/events`, { now: 7, events: [] });
    answers.set(`${base}/events/7`, { block: { Ordem: 7 } });
    startEarlyReads({ pathname: '/resultList', search: '?id=abc' });
    await flush();
    await flush();
    expect(asked.map((a) => a.path)).toEqual([`${base}/events`, `${base}/events/7`]);
    expect(await (await send(`${base}/events`, {})).json()).toEqual({ now: 7, events: [] });
    expect(await (await send(`${base}/events/7`, {})).json()).toEqual({ block: { Ordem: 7 } });
    expect(asked).toHaveLength(2);
  });

  it('the start list with an event in the address asks for both at once', () => {
    startEarlyReads({ pathname: '/startList', search: '?id=abc&ordem=3' });
    expect(asked.map((a) => a.path)).toEqual([
      '/api/competitions/abc/startlist/events',
      '/api/competitions/abc/startlist/events/3',
    ]);
  });

  it('asks nothing for other pages, a list without id or a bad event number', () => {
    startEarlyReads({ pathname: '/', search: '' });
    startEarlyReads({ pathname: '/coachCard', search: '?id=abc' });
    startEarlyReads({ pathname: '/resultList', search: '' });
    startEarlyReads({ pathname: '/startList', search: '?id=abc&ordem=x1' });
    expect(asked.map((a) => a.path)).toEqual(['/api/competitions/abc/startlist/events']);
  });

  it('a signed-in GET, a write or an old early answer never takes it', async () => {
    answers.set('/api/competitions', []);
    startEarlyReads({ pathname: '/competition', search: '' });
    await send('/api/competitions', { token: 'T' });
    await send('/api/competitions', { method: 'POST', body: {} });
    expect(asked).toHaveLength(3);
    expect(asked[1]?.headers['Authorization']).toBe('Bearer T');
    // Still there for the visitor's own GET, but not after its time.
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + EARLY_READ_MAX_AGE_MS + 1);
    expect(takeEarlyRead('/api/competitions')).toBeUndefined();
  });
});
