import { describe, expect, it } from 'vitest';
import type { StreamSignal } from './service.ts';
import { LiveStreams } from './service.ts';

/** A registry whose "database" answers with `valid`, counting the queries. */
function registry(valid: Set<string>, limits = { perSession: 3, total: 500 }) {
  const queries: string[][] = [];
  const streams = new LiveStreams({ ...limits, heartbeatMs: 60_000 }, (hashes) => {
    queries.push(hashes);
    return Promise.resolve(new Set(hashes.filter((h) => valid.has(h))));
  });
  return { streams, queries };
}

describe('the live streams of a process (issue 36)', () => {
  it('asks for every seat stream in one query, and signs out only the streams of ended sessions', async () => {
    const valid = new Set(['s1', 's2']);
    const { streams, queries } = registry(valid);
    const heard = new Map<string, StreamSignal[]>();
    const hear = (name: string) => (signal: StreamSignal) =>
      heard.set(name, [...(heard.get(name) ?? []), signal]);
    for (const [name, session] of [
      ['a', 's1'],
      ['b', 's1'],
      ['c', 's2'],
      ['table', null],
    ] as const)
      streams.open(session, hear(name));
    // 300 phones would be 300 queries per heartbeat before issue 36: one now.
    for (let i = 0; i < 300; i++) streams.open(`p${i}`, () => undefined);
    valid.delete('s1');
    await streams.check();
    expect(queries).toHaveLength(1);
    expect(queries[0]).toHaveLength(302);
    expect(heard.get('a')).toEqual(['signedOut']);
    expect(heard.get('b')).toEqual(['signedOut']);
    expect(heard.get('c')).toBeUndefined();
    expect(heard.get('table')).toBeUndefined();
  });

  it('refuses a session beyond its streams (429) and the process beyond its total (503); a released stream frees its place', () => {
    const { streams } = registry(new Set(), { perSession: 2, total: 3 });
    const release = streams.open('s1', () => undefined);
    streams.open('s1', () => undefined);
    expect(() => streams.open('s1', () => undefined)).toThrow(
      expect.objectContaining({
        code: 'rate_limited',
        extensions: expect.objectContaining({ limit: 2 }),
      }),
    );
    streams.open(null, () => undefined);
    expect(() => streams.open('s2', () => undefined)).toThrow(
      expect.objectContaining({
        code: 'unavailable',
        extensions: expect.objectContaining({ limit: 3 }),
      }),
    );
    release();
    release();
    expect(streams.size).toBe(2);
    expect(() => streams.open('s1', () => undefined)).not.toThrow();
  });

  it('runs a check asked for during another once more after it (a revoke during the query is not missed)', async () => {
    const valid = new Set(['s1']);
    const { streams, queries } = registry(valid);
    const signals: StreamSignal[] = [];
    streams.open('s1', (s) => signals.push(s));
    const first = streams.check();
    valid.delete('s1');
    void streams.check();
    await first;
    expect(queries.length).toBe(2);
    expect(signals).toEqual(['signedOut']);
  });
});
