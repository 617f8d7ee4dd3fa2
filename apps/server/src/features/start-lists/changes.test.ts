import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { StartListChangesResponse } from '@artistic/domain/start-list/schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import type { TestUser } from '../../test/test-app.ts';
import { NON_ADMINS, users, useTestApp } from '../../test/test-app.ts';

/** Issue 17: the admin is told when entries changed after the start list was drawn. */
const NOW = new Date('2026-11-23T10:00:00Z');
const t = useTestApp({ deps: { now: () => NOW } });
let demo: Competition;

beforeAll(async () => {
  ({ visible: demo } = await seedDemoCompetitions(t, { seededAt: NOW, results: false }));
  const drawn = await t.request(`/api/competitions/${demo._id}/startlist`, {
    method: 'POST',
    as: users.admin,
    body: { confirm: true },
  });
  expect(drawn.status).toBe(200);
});

const changes = async (query = '', as: TestUser | null = users.admin) => {
  const res = await t.request(`/api/startlist/changes${query}`, { as });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return (await res.json()) as StartListChangesResponse;
};

describe('start list changes since the draw', () => {
  it.each(NON_ADMINS)('%s may not read them (%s)', async (_l, as, status) => {
    expect((await t.request('/api/startlist/changes', { as })).status).toBe(status);
  });

  it('a bad competition id is refused with 400 problem+json naming the field; an unknown one is 404', async () => {
    const res = await t.request(`/api/startlist/changes?competition=${'x'.repeat(300)}`, {
      as: users.admin,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const body = (await res.json()) as { errors: { path: string }[] };
    expect(body.errors.map((e) => e.path)).toContain('competition');
    const unknown = await t.request('/api/startlist/changes?competition=nope', { as: users.admin });
    expect(unknown.status).toBe(404);
  });

  it('nothing right after the draw', async () => {
    expect(await changes()).toEqual([]);
  });

  it('a figure athlete entered and a coach card withdrawn after the draw are named per event', async () => {
    const added = await t.request('/api/figura/add', {
      method: 'POST',
      as: users.clubeA,
      body: {
        Competicao: demo._id,
        Categoria: 'INF',
        Clube: 'Clube Natação Alfa',
        Atletas: [{ Licenca: 10299, Nome: 'Leonor Tardia', Ano: 2016 }],
      },
    });
    expect(added.status).toBe(201);
    const cards = (await (
      await t.request('/api/coachcard', { as: users.clubeA })
    ).json()) as CoachCard[];
    const submitted = cards.find((c) => c.State === 'Submetido' && c.Competicao === demo._id);
    expect(submitted).toBeDefined();
    const deleted = await t.request(`/api/coachcard/${submitted?._id}`, {
      method: 'DELETE',
      as: users.clubeA,
    });
    expect(deleted.status).toBe(204);

    const [only, ...others] = await changes();
    expect(others).toEqual([]);
    expect(only?.competition).toBe(demo._id);
    const figures = only?.events.find((e) => e.Prova === 'Figuras' && e.Categoria === 'INF');
    expect(figures?.changes).toEqual([
      {
        kind: 'added',
        Clube: 'Clube Natação Alfa',
        Atletas: ['Leonor Tardia'],
        athletesIn: [],
        athletesOut: [],
      },
    ]);
    const routine = only?.events.find(
      (e) => e.Prova === submitted?.Esquema && e.Categoria === submitted.Categoria,
    );
    expect(routine?.changes).toEqual([
      expect.objectContaining({
        kind: 'removed',
        Clube: 'Clube Natação Alfa',
        CoachCardId: submitted?._id,
        Atletas: submitted?.Atletas.map((a) => a.Nome),
      }),
    ]);
    expect(only?.events).toHaveLength(2);
    // The same answer for the one competition.
    expect(await changes(`?competition=${demo._id}`)).toEqual([only]);
    // A read of the public start list is unchanged by it (no new draw was made).
    const pub = await t.request(`/api/competitions/${demo._id}/startlist`);
    expect(pub.status).toBe(200);
  });

  it('a redraw brings the start list up to date', async () => {
    const redrawn = await t.request(`/api/competitions/${demo._id}/startlist`, {
      method: 'POST',
      as: users.admin,
      body: { confirm: true },
    });
    expect(redrawn.status).toBe(200);
    expect(await changes()).toEqual([]);
  });
});
