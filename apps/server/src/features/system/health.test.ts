import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * /api/health answers from a database check made at most once a second; /api/ready checks each
 * time (issue 20). The clock is the app's (fixed here and moved by hand), the pings are counted.
 */
const state = { pings: 0, down: false, time: Date.parse('2026-03-14T09:00:00Z') };

function countingDatabase(real: Database): Database {
  return {
    ...real,
    ping: async () => {
      state.pings += 1;
      if (state.down) throw new Error('connection refused');
      await real.ping();
    },
  };
}

const t = useTestApp({
  wrapDatabase: countingDatabase,
  deps: { now: () => new Date(state.time) },
});

/** A 200 with the health body, as both routes answer while the database answers. */
async function expectUp(path: '/api/health' | '/api/ready') {
  const res = await t.request(path);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok', database: t.database.kind });
}

beforeEach(() => {
  state.pings = 0;
  state.down = false;
  state.time += 60_000;
});

describe('GET /api/health and GET /api/ready', () => {
  it('health asks the database once a second at most, however many calls come', async () => {
    for (let i = 0; i < 5; i += 1) await expectUp('/api/health');
    expect(state.pings).toBe(1);

    state.time += 1000;
    await expectUp('/api/health');
    expect(state.pings).toBe(2);
  });

  it('ready asks the database on every call', async () => {
    for (let i = 0; i < 3; i += 1) await expectUp('/api/ready');
    expect(state.pings).toBe(3);
  });

  it('a database that stops answering is 503 on ready at once, and a failed check is never reused', async () => {
    expect((await t.request('/api/health')).status).toBe(200);
    state.down = true;

    const ready = await t.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('content-type')).toContain('application/problem+json');
    expect(((await ready.json()) as { detail: string }).detail).toMatch(/base de dados/i);

    // The failed ready dropped the reused success: health checks again and says so too.
    expect((await t.request('/api/health')).status).toBe(503);

    state.down = false;
    expect((await t.request('/api/health')).status).toBe(200);
  });
});
