import { createServer, request } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { Database } from '../db/client.ts';
import { seedDemo } from '../demo-seed.ts';
import type { LogLine } from '../test/capturing-logger.ts';
import { capturingLogger } from '../test/capturing-logger.ts';
import { users, useTestApp } from '../test/test-app.ts';
import { createPublicReadListener } from './public-reads.ts';

/**
 * The public reads answered before the app (ADR 046) must answer exactly what the app answers:
 * each one is asked through a real HTTP server with the fast path and through the app itself,
 * and status, headers (but the request id and the socket's own) and body bytes are compared.
 */
const state = { down: false, full: false };
const t = useTestApp({
  wrapDatabase: (real: Database): Database => ({
    ...real,
    ping: async () => {
      if (state.down) throw new Error('connection refused');
      await real.ping();
    },
    probeWrite: async () => {
      if (state.full) throw Object.assign(new Error('No space left on device'), { code: '53100' });
      await real.probeWrite();
    },
  }),
});

const lines: LogLine[] = [];
/** Requests the fast path handed to the app. */
let handedOn: string[] = [];
let server: Server;
let base: string;
let visible: Competition;
let hidden: Competition;

beforeAll(async () => {
  await seedDemo(t.db, new Date('2026-11-23T10:00:00Z'), { results: true });
  const all = (await (
    await t.request('/api/competitions', { as: users.admin })
  ).json()) as Competition[];
  const v = all.find((c) => c.visible);
  const h = all.find((c) => !c.visible);
  if (!v || !h) throw new Error('the demo has a visible and a hidden competition');
  visible = v;
  hidden = h;
  const app = getRequestListener(t.app.fetch);
  const fast = createPublicReadListener({
    reads: t.app.publicReads,
    log: capturingLogger((line) => lines.push(line)),
  });
  const toApp = (req: IncomingMessage, res: ServerResponse) => {
    handedOn.push(`${req.method} ${req.url}`);
    return app(req, res);
  };
  server = createServer((req, res) => {
    if (!fast(req, res, toApp)) void toApp(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  handedOn = [];
  lines.length = 0;
  state.down = false;
  state.full = false;
});

/** Headers that differ between two answers whatever their content. */
const PER_ANSWER = new Set(['x-request-id', 'date', 'connection', 'keep-alive']);

interface Seen {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** GET over HTTP (the raw bytes: fetch would decompress), through the fast path when it applies. */
function viaServer(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Seen>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers))
          if (!PER_ANSWER.has(k) && v !== undefined) h[k] = Array.isArray(v) ? v.join(', ') : v;
        resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The same request through the app alone, as @hono/node-server would write it. */
async function viaApp(path: string, headers: Record<string, string> = {}): Promise<Seen> {
  const res = await t.app.request(path, { headers });
  const h: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    if (!PER_ANSWER.has(k)) h[k] = v;
  });
  const body = Buffer.from(await res.arrayBuffer());
  // The app's answer as Node writes it: its length when it has a body and did not say one.
  if (res.status !== 304 && h['content-length'] === undefined)
    h['content-length'] = String(body.length);
  return { status: res.status, headers: h, body };
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Every public read with a path of the demo's visible competition (one per registered path). */
async function publicPaths(): Promise<Record<string, string>> {
  const id = visible._id;
  const resultNow = (
    (await (await t.request(`/api/competitions/${id}/resultList/events`)).json()) as {
      events: { Ordem: number }[];
    }
  ).events[0]?.Ordem;
  const startNow = (
    (await (await t.request(`/api/competitions/${id}/startlist/events`)).json()) as {
      events: { Ordem: number }[];
    }
  ).events[0]?.Ordem;
  if (resultNow === undefined || startNow === undefined) throw new Error('the demo has events');
  return {
    '/api/health': '/api/health',
    '/api/competitions': '/api/competitions',
    '/api/competitions/{id}': `/api/competitions/${id}`,
    '/api/competitions/{id}/medals': `/api/competitions/${id}/medals`,
    '/api/competitions/{id}/resultList': `/api/competitions/${id}/resultList`,
    '/api/competitions/{id}/resultList/events': `/api/competitions/${id}/resultList/events`,
    '/api/competitions/{id}/resultList/events/{ordem}': `/api/competitions/${id}/resultList/events/${resultNow}`,
    '/api/competitions/{id}/scoreboard': `/api/competitions/${id}/scoreboard`,
    '/api/competitions/{id}/startlist': `/api/competitions/${id}/startlist`,
    '/api/competitions/{id}/startlist/events': `/api/competitions/${id}/startlist/events`,
    '/api/competitions/{id}/startlist/events/{ordem}': `/api/competitions/${id}/startlist/events/${startNow}`,
    '/api/rankings': '/api/rankings?from=2026-09-01&to=2027-08-31',
  };
}

describe('public reads answered before the app (ADR 046)', () => {
  it('every registered read is a GET route of the API document, and each is covered here', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: unknown }>;
    };
    const registered = t.app.publicReads.paths;
    for (const path of registered) expect(doc.paths[path]?.get, path).toBeDefined();
    expect(new Set(registered)).toEqual(new Set(Object.keys(await publicPaths())));
  });

  it('answers each read exactly as the app does: plain, gzip, and 304 for its ETag', async () => {
    for (const path of Object.values(await publicPaths())) {
      for (const headers of [{}, BROWSER, { 'accept-encoding': 'gzip;q=0, br' }]) {
        const fast = await viaServer(path, headers);
        const app = await viaApp(path, headers);
        expect(fast.status, path).toBe(200);
        expect(fast.headers, `${path} ${JSON.stringify(headers)}`).toEqual(app.headers);
        expect(fast.body.equals(app.body), path).toBe(true);
        const etag = fast.headers['etag'];
        if (etag) {
          const again = { ...headers, 'if-none-match': etag };
          const fast304 = await viaServer(path, again);
          const app304 = await viaApp(path, again);
          expect(fast304.status, path).toBe(304);
          expect(fast304.headers, path).toEqual(app304.headers);
          expect(fast304.body.length, path).toBe(0);
        }
      }
    }
    // A big answer went gzipped, and none of these reached the app.
    const list = await viaServer(`/api/competitions/${visible._id}/resultList`, BROWSER);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(handedOn).toEqual([]);
  });

  it('writes the access line and keeps a caller’s request id, as the app does', async () => {
    const res = await viaServer('/api/competitions', { 'x-request-id': 'poll-42' });
    expect(res.status).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        requestId: 'poll-42',
        method: 'GET',
        path: '/api/competitions',
        status: 200,
      }),
    ]);
    const ids = await Promise.all([viaServer('/api/health'), viaServer('/api/health')]);
    expect(ids.map((r) => r.status)).toEqual([200, 200]);
    const logged = lines.slice(1).map((l) => l['requestId']);
    expect(logged).toHaveLength(2);
    for (const id of logged) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged[0]).not.toBe(logged[1]);
  });

  it('leaves to the app a signed-in caller, HEAD, errors and anything it does not know', async () => {
    const id = visible._id;
    const token = await t.tokenFor(users.admin);
    const signedIn = await viaServer(`/api/competitions/${id}`, {
      authorization: `Bearer ${token}`,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');

    const head = await viaServer(`/api/competitions/${id}`, {}, 'HEAD');
    expect(head.status).toBe(200);

    // A hidden competition, an event that does not exist, a bad id: the app's problem answers.
    // The hidden competition's answers are in memory (an admin read them): still never served.
    for (const path of [
      `/api/competitions/${hidden._id}`,
      `/api/competitions/${hidden._id}/startlist`,
    ])
      expect((await t.request(path, { as: users.admin })).status, path).toBe(200);
    expect(
      (await viaServer(`/api/competitions/${hidden._id}/startlist`)).status,
      'hidden start list',
    ).toBe(404);
    for (const path of [
      `/api/competitions/${hidden._id}`,
      `/api/competitions/${hidden._id}/resultList/events/1`,
      `/api/competitions/${id}/resultList/events/999`,
      `/api/competitions/${id}/startlist/events/0`,
      '/api/competitions/not-an-id/startlist',
      `/api/competitions/${id}/resultList/`,
      `/api/competitions/%30/resultList`,
    ]) {
      const fast = await viaServer(path);
      const app = await viaApp(path);
      expect(fast.status, path).toBeGreaterThanOrEqual(400);
      expect(fast.status, path).toBe(app.status);
      expect(fast.headers['content-type'], path).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(fast.body.toString()), path).toEqual(JSON.parse(app.body.toString()));
    }
    expect(handedOn).toEqual([
      `GET /api/competitions/${id}`,
      `HEAD /api/competitions/${id}`,
      `GET /api/competitions/${hidden._id}/startlist`,
      `GET /api/competitions/${hidden._id}`,
      `GET /api/competitions/${hidden._id}/resultList/events/1`,
      `GET /api/competitions/${id}/resultList/events/999`,
      `GET /api/competitions/${id}/startlist/events/0`,
      'GET /api/competitions/not-an-id/startlist',
      `GET /api/competitions/${id}/resultList/`,
      'GET /api/competitions/%30/resultList',
    ]);
  });

  it('answers the rankings of the dates in the query; a bad query, or a name twice, is the app’s', async () => {
    const season = await viaServer('/api/rankings?from=2026-09-01&to=2027-08-31');
    const day = await viaServer('/api/rankings?from=2027-01-07&to=2027-01-07');
    const ranges = [season, day].map(
      (r) => (JSON.parse(r.body.toString()) as { range: unknown; competitions: unknown[] }).range,
    );
    expect(ranges).toEqual([
      { from: '2026-09-01', to: '2027-08-31' },
      { from: '2027-01-07', to: '2027-01-07' },
    ]);
    expect(handedOn).toEqual([]);
    for (const path of [
      '/api/rankings?from=2027-01-08&to=2027-01-07',
      '/api/rankings?from=ontem',
      '/api/rankings?from=2026-09-01&from=2026-10-01',
    ]) {
      const fast = await viaServer(path);
      const app = await viaApp(path);
      expect(fast.status, path).toBe(400);
      expect(fast.status, path).toBe(app.status);
      expect(JSON.parse(fast.body.toString()), path).toEqual(JSON.parse(app.body.toString()));
    }
    expect(handedOn).toEqual([
      'GET /api/rankings?from=2027-01-08&to=2027-01-07',
      'GET /api/rankings?from=ontem',
      'GET /api/rankings?from=2026-09-01&from=2026-10-01',
    ]);
  });

  it('health: a database that does not answer is the app’s 503, and 200 again once it does', async () => {
    state.down = true;
    // The last second's check may still be reused: 503 at the latest once it is older.
    await new Promise((r) => setTimeout(r, 1100));
    const down = await viaServer('/api/health');
    expect(down.status).toBe(503);
    expect(down.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(handedOn).toEqual(['GET /api/health']);
    state.down = false;
    const up = await viaServer('/api/health');
    expect(up.status).toBe(200);
    expect(JSON.parse(up.body.toString())).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('health: a write that ran out of space is the app’s 503 at once, though the database check is fresh', async () => {
    expect((await viaServer('/api/health')).status).toBe(200); // the check is fresh now
    state.full = true;
    t.app.storage.noteOutOfSpace();
    const full = await viaServer('/api/health');
    expect(full.status).toBe(503);
    expect(full.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(handedOn).toEqual(['GET /api/health']);
    state.full = false;
    t.app.storage.noteWriteSucceeded();
    expect((await viaServer('/api/health')).status).toBe(200);
    expect(handedOn).toEqual(['GET /api/health']);
  });

  it('a score saved is in the next anonymous read (the cache is the app’s)', async () => {
    const sheets = (await (
      await t.request(`/api/resultadoFigura/comp/${visible._id}`, { as: users.admin })
    ).json()) as FigureResult[];
    const sheet = sheets.find((s) => s.Pontos !== null);
    if (!sheet) throw new Error('the demo has a scored figure sheet');
    const path = `/api/competitions/${visible._id}/resultList`;
    const before = await viaServer(path);
    const { _id, ...body } = sheet;
    const put = await t.request(`/api/resultadoFigura/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...body, Resultados_fig: body.Resultados_fig.map((r) => ({ ...r, J1: 2.5 })) },
    });
    expect(put.status).toBe(200);
    const after = await viaServer(path);
    expect(after.status).toBe(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect(after.body.equals((await viaApp(path)).body)).toBe(true);
    expect(handedOn).toEqual([]);
  });
});
