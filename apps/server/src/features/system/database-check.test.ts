import { describe, expect, it } from 'vitest';
import { createDatabaseCheck } from './service.ts';

/** A ping that counts its calls and fails while `down` is set; the clock is moved by hand. */
function setup() {
  const state = { pings: 0, down: false, time: 10_000 };
  const ping = () => {
    state.pings += 1;
    return state.down ? Promise.reject(new Error('connection refused')) : Promise.resolve();
  };
  const check = createDatabaseCheck(ping, () => state.time, 1000);
  return { state, check };
}

describe('the database check behind /api/health', () => {
  it('reuses a successful check for a second, then checks again', async () => {
    const { state, check } = setup();
    await check.check();
    await check.check();
    state.time += 999;
    await check.check();
    expect(state.pings).toBe(1);

    state.time += 1;
    await check.check();
    expect(state.pings).toBe(2);
  });

  it('is fresh only while a successful check is less than a second old', async () => {
    const { state, check } = setup();
    expect(check.isFresh()).toBe(false);
    await check.check();
    expect(check.isFresh()).toBe(true);
    state.time += 999;
    expect(check.isFresh()).toBe(true);
    state.time += 1;
    expect(check.isFresh()).toBe(false);
    state.down = true;
    await expect(check.check()).rejects.toThrow('connection refused');
    expect(check.isFresh()).toBe(false);
    expect(state.pings).toBe(2);
  });

  it('shares one check among the callers that arrive while it runs', async () => {
    const { state, check } = setup();
    await Promise.all([check.check(), check.check(), check.check()]);
    expect(state.pings).toBe(1);
  });

  it('never reuses a failure: a database that is back is seen on the next call', async () => {
    const { state, check } = setup();
    state.down = true;
    await expect(check.check()).rejects.toThrow('connection refused');
    await expect(check.check()).rejects.toThrow('connection refused');
    expect(state.pings).toBe(2);

    state.down = false;
    await expect(check.check()).resolves.toBeUndefined();
    expect(state.pings).toBe(3);
  });

  it('a failed fresh check drops the success before it, so health checks again', async () => {
    const { state, check } = setup();
    await check.check();
    state.down = true;
    await expect(check.check({ fresh: true })).rejects.toThrow();
    await expect(check.check()).rejects.toThrow();
    expect(state.pings).toBe(3);
  });

  it('a fresh check (/api/ready) always asks the database', async () => {
    const { state, check } = setup();
    await check.check();
    await check.check({ fresh: true });
    await check.check({ fresh: true });
    expect(state.pings).toBe(3);
  });
});
