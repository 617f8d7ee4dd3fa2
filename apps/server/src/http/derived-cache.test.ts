import { describe, expect, it } from 'vitest';
import { DerivedCache } from './derived-cache.ts';

/** A cache on a hand-moved clock, with a fingerprint and data that tests change at will. */
function setup(revalidateMs = 1000) {
  let now = 0;
  const cache = new DerivedCache({ revalidateMs, now: () => now });
  const state = { fingerprint: 'v1' as string | undefined, data: 'one', builds: 0, checks: 0 };
  const get = () =>
    cache.get(
      'k',
      async () => {
        state.checks++;
        return state.fingerprint;
      },
      async () => {
        state.builds++;
        return { value: { data: state.data }, meta: { visible: true } };
      },
    );
  const read = async () => {
    const answer = await get();
    return answer
      ? (JSON.parse(Buffer.from(answer.rep.json).toString()) as { data: string })
      : null;
  };
  return { cache, state, get, read, tick: (ms: number) => (now += ms) };
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

  it('drops everything on a local write, so the next read is fresh at once', async () => {
    const { cache, state, read } = setup();
    await read();
    state.fingerprint = 'v2';
    state.data = 'two';
    cache.invalidateAll();
    expect(cache.size).toBe(0);
    expect(await read()).toEqual({ data: 'two' });
  });

  it('caches nothing for data that does not exist', async () => {
    const { cache, state, get } = setup();
    state.fingerprint = undefined;
    expect(await get()).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(state.builds).toBe(0);
  });

  it('builds once for concurrent misses, and never stores a build overtaken by a write', async () => {
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
