import { describe, expect, it } from 'vitest';
import { DerivedCache } from './derived-cache.ts';

/** A cache on a hand-moved clock, with a fingerprint and data that tests change at will. */
function setup(revalidateMs = 1000) {
  let now = 0;
  const timers: { fn: () => void; ms: number }[] = [];
  const cache = new DerivedCache({
    revalidateMs,
    coalesceMs: 1000,
    now: () => now,
    schedule: (fn, ms) => timers.push({ fn, ms }),
  });
  const state = { fingerprint: 'v1' as string | undefined, data: 'one', builds: 0, checks: 0 };
  /** Builds wait for this when set (a slow build, to have readers arrive meanwhile). */
  const gate: { open?: Promise<void> } = {};
  const get = () =>
    cache.get(
      'k',
      async () => {
        state.checks++;
        return state.fingerprint;
      },
      async () => {
        state.builds++;
        const data = state.data;
        await gate.open;
        return { value: { data }, meta: { visible: true } };
      },
    );
  const read = async () => {
    const answer = await get();
    return answer
      ? (JSON.parse(Buffer.from(answer.rep.json).toString()) as { data: string })
      : null;
  };
  const readAnswer = async (answer: ReturnType<typeof get>) => {
    const a = await answer;
    return a ? (JSON.parse(Buffer.from(a.rep.json).toString()) as { data: string }) : null;
  };
  return { cache, state, get, read, readAnswer, gate, timers, tick: (ms: number) => (now += ms) };
}

describe('DerivedCache', () => {
  it('serves from memory while fresh, without asking the database', async () => {
    const { state, read, tick } = setup();
    expect(await read()).toEqual({ data: 'one' });
    tick(500);
    state.data = 'two'; // changed by another instance, fingerprint not looked at yet
    expect(await read()).toEqual({ data: 'one' });
    expect(state).toMatchObject({ builds: 1, checks: 1 });
  });

  it("sees another instance's write once the answer is due for a check", async () => {
    const { state, read, tick } = setup();
    await read();
    tick(1000);
    expect(await read()).toEqual({ data: 'one' }); // checked, unchanged: no rebuild
    expect(state).toMatchObject({ builds: 1, checks: 2 });
    state.fingerprint = 'v2';
    state.data = 'two';
    tick(1000);
    expect(await read()).toEqual({ data: 'two' });
    expect(state.builds).toBe(2);
  });

  it('serves the next read after a local write fresh, at once', async () => {
    const { cache, state, read } = setup();
    await read();
    state.fingerprint = 'v2';
    state.data = 'two';
    cache.invalidateAll();
    expect(await read()).toEqual({ data: 'two' });
    expect(state.builds).toBe(2);
  });

  it('peeks at an answer only while it is fresh: none before a read, after a write or once due for a check', async () => {
    const { cache, read, tick } = setup();
    expect(cache.peek('k')).toBeUndefined();
    await read();
    const fresh = cache.peek<{ visible: boolean }>('k');
    expect(JSON.parse(Buffer.from(fresh?.rep.json ?? []).toString())).toEqual({ data: 'one' });
    expect(fresh?.meta).toEqual({ visible: true });
    tick(999);
    expect(cache.peek('k')).toBe(fresh);
    tick(1);
    expect(cache.peek('k')).toBeUndefined(); // due for a check: get() decides
    await read();
    expect(cache.peek('k')).toBeDefined();
    cache.invalidateAll();
    expect(cache.peek('k')).toBeUndefined(); // a write since: get() decides
    expect(cache.peek('other')).toBeUndefined();
  });

  it('caches nothing for data that does not exist', async () => {
    const { cache, state, get } = setup();
    state.fingerprint = undefined;
    expect(await get()).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(state.builds).toBe(0);
  });

  it('builds once for concurrent misses; a build a write overtook is not served as fresh', async () => {
    const { cache, state, get, read } = setup();
    const [a, b] = await Promise.all([get(), get()]);
    expect(a?.rep.etag).toBe(b?.rep.etag);
    expect(state.builds).toBe(1);

    cache.invalidateAll();
    const pending = get(); // reads fingerprint v1 and starts building 'one'
    cache.invalidateAll(); // a write lands while it builds
    state.fingerprint = 'v2';
    state.data = 'two';
    await pending;
    expect(await read()).toEqual({ data: 'two' });
  });

  it('gives other readers the last answer while it rebuilds, then under load rebuilds at most once a second', async () => {
    const { cache, state, get, read, readAnswer, gate, timers, tick } = setup();
    await read();
    // A write; the next reader starts a slow rebuild and waits for it.
    state.fingerprint = 'v2';
    state.data = 'two';
    cache.invalidateAll();
    let open = () => {};
    gate.open = new Promise<void>((resolve) => (open = resolve));
    const first = readAnswer(get());
    await Promise.resolve();
    // A second reader while it builds: the last answer at once, not a wait behind the build.
    expect(await read()).toEqual({ data: 'one' });
    // Another write lands while it builds: readers meanwhile get the last answer at once.
    state.fingerprint = 'v2b';
    cache.invalidateAll();
    expect(await read()).toEqual({ data: 'one' });
    expect(await read()).toEqual({ data: 'one' });
    open();
    gate.open = undefined;
    expect(await first).toEqual({ data: 'two' });
    expect(state.builds).toBe(2);

    // More writes within the second: readers get the last answer, one rebuild is scheduled.
    for (const data of ['three', 'four']) {
      state.fingerprint = data;
      state.data = data;
      cache.invalidateAll();
      tick(100);
      expect(await read()).toEqual({ data: 'two' });
    }
    expect(state.builds).toBe(2);
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(900);
    tick(800); // t = 1000
    timers[0]?.fn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.builds).toBe(3);
    expect(await read()).toEqual({ data: 'four' });

    // Quiet again: once the second is over, a reader after a write waits for a fresh answer.
    tick(1000);
    state.fingerprint = 'v5';
    state.data = 'five';
    cache.invalidateAll();
    expect(await read()).toEqual({ data: 'five' });
  });

  it('keeps at most maxEntries answers', async () => {
    const cache = new DerivedCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c'])
      await cache.get(
        key,
        async () => 'fp',
        async () => ({ value: key, meta: null }),
      );
    expect(cache.size).toBe(2);
  });
});
