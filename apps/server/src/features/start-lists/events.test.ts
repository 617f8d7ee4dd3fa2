import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type {
  StartListEventResponse,
  StartListEventsResponse,
  StartListResponse,
} from '@artistic/domain/start-list/schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import type { TestUser } from '../../test/test-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';

/** The start list one event at a time (issue 20, ADR 041): an index and one answer per event. */
const t = useTestApp();
let demo: Competition;
let hiddenId: string;
beforeAll(async () => {
  let hidden: Competition;
  ({ visible: demo, hidden } = await seedDemoCompetitions(t, { results: false }));
  hiddenId = hidden._id;
});

const path = (suffix = '', id = demo._id) => `/api/competitions/${id}/startlist${suffix}`;
const get = (suffix = '', opts: { as?: TestUser | null; id?: string; etag?: string } = {}) =>
  t.request(path(suffix, opts.id), {
    as: opts.as ?? null,
    headers: opts.etag ? { 'If-None-Match': opts.etag } : {},
  });
const full = async () => (await (await get()).json()) as StartListResponse;
const index = async () => (await (await get('/events')).json()) as StartListEventsResponse;

describe('the index of events', () => {
  it('names each block as the page heads it, with its entries; without a score the first is now', async () => {
    const res = await get('/events');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^W\/"/);
    const body = (await res.json()) as StartListEventsResponse;
    const list = await full();
    expect(body.competition).toEqual(list.competition);
    expect(body.startListVersion).toBe(list.startListVersion);
    expect(body.events).toEqual(
      list.StartList.filter((b) => b.Atletas_start.length > 0).map((b) =>
        expect.objectContaining({ Ordem: b.Ordem, Prova: b.Prova }),
      ),
    );
    expect(body.events[0]).toEqual({
      Ordem: 1,
      Prova: 'Figuras',
      Categoria: 'INF',
      label: '1. Infantil — Figuras',
      entries: 5,
    });
    expect(body.now).toBe(1);
  });

  it('leaves out an event nobody entered, which stays in the stored list (issue 38)', async () => {
    const list = await full();
    const empty = list.StartList.filter((b) => b.Atletas_start.length === 0);
    // The demo's order has events nobody entered.
    expect(empty.length).toBeGreaterThan(0);
    const listed = new Set((await index()).events.map((e) => e.Ordem));
    for (const block of empty) expect(listed.has(block.Ordem)).toBe(false);
    expect((await index()).events.every((e) => e.entries > 0)).toBe(true);
    // Asked for by its number, the block still answers (empty).
    const [first] = empty;
    expect(
      ((await (await get(`/events/${first?.Ordem}`)).json()) as StartListEventResponse)
        .Atletas_start,
    ).toEqual([]);
  });

  it('is 404 for a hidden competition but to the admin, and for an unknown one', async () => {
    expect((await get('/events', { id: hiddenId })).status).toBe(404);
    expect((await get('/events', { id: hiddenId, as: users.clubeA })).status).toBe(404);
    const admin = await get('/events', { id: hiddenId, as: users.admin });
    expect(admin.status).toBe(200);
    expect(((await admin.json()) as StartListEventsResponse).now).toBeNull();
    expect((await get('/events', { id: 'f'.repeat(24) })).status).toBe(404);
  });
});

describe('one event', () => {
  it('is the same block as in the full start list, for every event', async () => {
    const list = await full();
    for (const block of list.StartList) {
      const res = await get(`/events/${block.Ordem}`);
      expect(res.status).toBe(200);
      expect((await res.json()) as StartListEventResponse).toEqual(block);
    }
  });

  it('has its own ETag and answers 304 while it is unchanged', async () => {
    const first = await get('/events/1');
    const second = await get('/events/2');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get('etag')).not.toBe(etag);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/events/1', { etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('a redraw of one block changes that event’s ETag only', async () => {
    const count = (await index()).events.length;
    const etags = async () => {
      const out: (string | null)[] = [];
      for (let ordem = 1; ordem <= count; ordem++)
        out.push((await get(`/events/${ordem}`)).headers.get('etag'));
      return out;
    };
    const before = await etags();
    let after = before;
    // A draw of 5 entries may give the same order again: draw until it differs.
    for (let i = 0; i < 6 && after[0] === before[0]; i++) {
      const res = await t.request(path('/blocks/1/redraw'), {
        method: 'POST',
        as: users.admin,
        body: { startListVersion: (await full()).startListVersion },
      });
      expect(res.status).toBe(200);
      after = await etags();
    }
    expect(after[0]).not.toBe(before[0]);
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(await (await get('/events/1')).json()).toEqual((await full()).StartList[0]);
  });

  it('is 404 problem+json for an ordem the start list does not have', async () => {
    const count = (await full()).StartList.length;
    for (const ordem of [count + 1, 1000]) {
      const res = await get(`/events/${ordem}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(JSON.stringify(await res.json())).toContain(`bloco ${ordem}`);
    }
    expect((await get('/events/0')).status).toBe(400);
    expect((await get('/events/x')).status).toBe(400);
  });

  it('is 404 for a hidden competition, whatever the ordem, without naming the block', async () => {
    for (const ordem of [1, 99]) {
      const res = await get(`/events/${ordem}`, { id: hiddenId });
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain('bloco');
    }
  });
});

describe('the event being swum', () => {
  it('is the block of the most recently saved score sheet', async () => {
    const list = await full();
    const block = list.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'JUV');
    expect(block?.Ordem).toBeGreaterThan(1);
    const slot = block?.Atletas_start[0];
    const athlete = slot?.Atletas[0];
    const figures = demo.Figuras.filter((f) => f.Category === 'JUV');
    const saved = await t.request('/api/resultadoFigura/add', {
      method: 'POST',
      as: users.admin,
      body: {
        Categoria: 'JUV',
        Esquema: 'Figuras',
        Clube: '',
        Number: slot?.Numero,
        Atleta: { Licenca: athlete?.License, Nome: athlete?.Name, Ano: athlete?.Year },
        Resultados_fig: figures.map((f) => ({
          Name: f.Nome,
          FP_val: 1,
          J1: 7,
          J2: 7,
          J3: 7,
          J4: 7,
          J5: 7,
        })),
        Extra: false,
        comp_id: demo._id,
      },
    });
    expect(saved.status).toBe(201);
    expect((await index()).now).toBe(block?.Ordem);
  });
});
