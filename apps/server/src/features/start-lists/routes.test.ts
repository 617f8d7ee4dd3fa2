import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type {
  GenerateStartListResponse,
  StartListResponse,
} from '@artistic/domain/start-list/schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import type { TestUser } from '../../test/test-app.ts';
import { NON_ADMINS, users, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let demo: Competition;
let hiddenId: string;
beforeAll(async () => {
  let hidden: Competition;
  ({ visible: demo, hidden } = await seedDemoCompetitions(t, { results: false }));
  hiddenId = hidden._id;
});

const generate = (as: TestUser | null = users.admin, body?: unknown, id = demo._id) =>
  t.request(`/api/competitions/${id}/startlist`, { method: 'POST', as, body });

describe('start list generation', () => {
  it.each(NON_ADMINS)('%s may not generate (%s)', async (_l, as, status) => {
    expect((await generate(as)).status).toBe(status);
  });

  it('the admin generates one block per event; drafts are left out and named', async () => {
    const res = await generate(users.admin, { confirm: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as GenerateStartListResponse;
    expect(body.StartList.map((b) => [b.Ordem, b.Categoria, b.Prova])).toEqual(
      demo.Ordem.map((o, i) => [i + 1, o.Categoria, o.Tipo]),
    );
    const figuresInf = body.StartList[0];
    expect(figuresInf?.Atletas_start).toHaveLength(5); // Alfa 3 + Beta 2 INF figure athletes
    const duetJuv = body.StartList.find((b) => b.Prova === 'DUETO LIVRE' && b.Categoria === 'JUV');
    expect(duetJuv?.Atletas_start).toHaveLength(1);
    expect(duetJuv?.Atletas_start[0]?.CoachCardId).toEqual(expect.any(String));
    expect(body.excludedDrafts).toEqual([
      expect.objectContaining({
        Clube: 'Clube Natação Alfa',
        Categoria: 'INF',
        Esquema: 'SOLO LIVRE',
      }),
    ]);
    expect(body.clubs).toEqual([
      { club: 'Clube Natação Alfa', athletes: 5 },
      { club: 'Clube Natação Beta', athletes: 4 },
    ]);
    expect(body.totalAthletes).toBe(9);
  });

  it('the same athlete keeps one number in every block', async () => {
    const body = (await (
      await t.request(`/api/competitions/${demo._id}/startlist`)
    ).json()) as StartListResponse;
    const numbers = new Map<number, Set<number>>();
    for (const b of body.StartList)
      for (const s of b.Atletas_start)
        for (const a of s.Atletas) {
          numbers.set(a.License, (numbers.get(a.License) ?? new Set()).add(a.Numero));
        }
    expect([...numbers.values()].every((s) => s.size === 1)).toBe(true);
    expect(numbers.get(10231)?.size).toBe(1); // Beatriz swims figures (JUV) and the JUV duet
  });

  it('replacing an existing start list needs confirm (the demo seed drew one already)', async () => {
    const refused = await generate();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { type: string }).type).toBe('about:blank#has_dependents');
    expect((await generate(users.admin, { confirm: true })).status).toBe(200);
  });

  it('the public reads the start list of a visible competition, not of a hidden one', async () => {
    const pub = await t.request(`/api/competitions/${demo._id}/startlist`);
    expect(pub.status).toBe(200);
    expect((await t.request(`/api/competitions/${hiddenId}/startlist`)).status).toBe(404);
    expect(
      (await t.request(`/api/competitions/${hiddenId}/startlist`, { as: users.admin })).status,
    ).toBe(200);
  });

  it('the competition list shows the start list (its StartList buttons enable)', async () => {
    const list = (await (await t.request('/api/competitions')).json()) as Competition[];
    expect(list.find((c) => c._id === demo._id)?.StartList.length).toBe(demo.Ordem.length);
  });

  it('drawing does not make the admin form stale (the competition version is unchanged)', async () => {
    const c = (await (await t.request(`/api/competitions/${demo._id}`)).json()) as Competition;
    expect(c.version).toBe(demo.version);
  });
});

describe('redraw and move', () => {
  const current = async () =>
    (await (
      await t.request(`/api/competitions/${demo._id}/startlist`)
    ).json()) as StartListResponse;

  it('moves a slot down with the current version; a stale version gets 409', async () => {
    const before = await current();
    const block = before.StartList[0];
    const res = await t.request(`/api/competitions/${demo._id}/startlist/blocks/1/move`, {
      method: 'POST',
      as: users.admin,
      body: { startListVersion: before.startListVersion, slot: 1, direction: 'down' },
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as StartListResponse;
    const licences = (b: typeof block) => b?.Atletas_start.map((s) => s.Atletas[0]?.License);
    const expected = licences(block);
    expect(licences(after.StartList[0])).toEqual([
      expected?.[1],
      expected?.[0],
      ...(expected?.slice(2) ?? []),
    ]);
    expect(after.StartList[0]?.Atletas_start.map((s) => s.Numero)).toEqual([1, 2, 3, 4, 5]);
    const stale = await t.request(`/api/competitions/${demo._id}/startlist/blocks/1/move`, {
      method: 'POST',
      as: users.admin,
      body: { startListVersion: before.startListVersion, slot: 1, direction: 'down' },
    });
    expect(stale.status).toBe(409);
  });

  it('redraws one block and leaves the others as they were', async () => {
    const before = await current();
    let changed = false;
    for (let i = 0; i < 5 && !changed; i++) {
      const now = await current();
      const res = await t.request(`/api/competitions/${demo._id}/startlist/blocks/1/redraw`, {
        method: 'POST',
        as: users.admin,
        body: { startListVersion: now.startListVersion },
      });
      expect(res.status).toBe(200);
      const after = (await res.json()) as StartListResponse;
      expect(after.StartList.slice(1)).toEqual(before.StartList.slice(1));
      changed = JSON.stringify(after.StartList[0]) !== JSON.stringify(before.StartList[0]);
    }
    expect(changed).toBe(true);
  });

  it('refuses a block that does not exist, a bad slot and non-admins', async () => {
    const now = await current();
    const bad = (
      path: string,
      body: unknown,
      as = users.admin as (typeof users)[keyof typeof users],
    ) =>
      t.request(`/api/competitions/${demo._id}/startlist/blocks/${path}`, {
        method: 'POST',
        as,
        body,
      });
    expect((await bad('99/redraw', { startListVersion: now.startListVersion })).status).toBe(404);
    expect(
      (await bad('1/move', { startListVersion: now.startListVersion, slot: 9, direction: 'up' }))
        .status,
    ).toBe(400);
    expect(
      (
        await bad('1/move', {
          startListVersion: now.startListVersion,
          slot: 1,
          direction: 'sideways',
        })
      ).status,
    ).toBe(400);
    expect(
      (await bad('1/redraw', { startListVersion: now.startListVersion }, users.referee)).status,
    ).toBe(403);
  });
});
