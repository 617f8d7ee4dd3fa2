/**
 * Every route × {anonymous, club of the entry (Alfa), another club (Beta), referee, admin}
 * answers the status the permission table implies (authorization-matrix.ts), and nothing of a
 * hidden competition or of another club leaks through any read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallerName, MatrixCase, PreparedRequest, World } from './authorization-matrix.ts';
import {
  AUTHORIZATION_MATRIX,
  CALLERS,
  CALLER_NAMES,
  createWorld,
  expectedStatus,
  listApiRoutes,
} from './authorization-matrix.ts';
import { ALFA, BETA, NOW, snapshotDatabase } from './route-fixtures.ts';
import { useTestApp } from './test-app.ts';

let world: World;

const t = useTestApp({ deps: { now: () => NOW } });
beforeAll(async () => {
  world = await createWorld(t.db);
}, 120_000);

const send = async (c: MatrixCase, caller: CallerName, req?: PreparedRequest) => {
  const { path, body, headers } = req ?? (await c.prepare({ db: t.db, world }));
  const method = c.route.split(' ')[0] ?? 'GET';
  return t.request(path, { method, as: CALLERS[caller], body, headers });
};

describe('route table', () => {
  it('every route of the app has a line in the matrix, and every line a route', () => {
    const routes = listApiRoutes(t.app);
    const inMatrix = new Set(AUTHORIZATION_MATRIX.map((c) => c.route));
    expect(
      routes.filter((r) => !inMatrix.has(r)),
      'routes without a matrix line',
    ).toEqual([]);
    expect(
      [...inMatrix].filter((r) => !routes.includes(r)),
      'matrix lines of routes that no longer exist',
    ).toEqual([]);
    // The enumeration itself sees the whole API (a broken listing would pass the two above).
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes).toContain('PUT /api/coachcard/{id}');
  });
});

describe.each(AUTHORIZATION_MATRIX.map((c) => [`${c.route} (${c.label})`, c] as const))(
  '%s',
  (_name, c) => {
    it.each(CALLER_NAMES.map((n) => [n, expectedStatus(c, n)] as const))(
      '%s → %i',
      async (caller, expected) => {
        const req = await c.prepare({ db: t.db, world });
        const before = c.write ? await snapshotDatabase(t.db) : undefined;
        const res = await send(c, caller, req);
        // A live stream never ends: its status is the answer, its events are tested elsewhere.
        const text =
          c.stream && res.status === 200 ? (await res.body?.cancel(), '') : await res.text();
        expect(res.status, text).toBe(expected);
        if (expected >= 400) {
          expect(res.headers.get('content-type')).toContain('application/problem+json');
        }
        if (before) {
          const after = await snapshotDatabase(t.db);
          if (expected < 300 && c.stores === false)
            expect(after, 'a preview changes nothing').toEqual(before);
          else if (expected < 300)
            expect(after, 'an accepted write changes the database').not.toEqual(before);
          else expect(after, 'a refused write changes nothing').toEqual(before);
        }
      },
    );
  },
);

describe('nothing leaks', () => {
  const hiddenMarkers = () => [
    world.hidden.compId,
    world.hidden.compName,
    world.demo.hiddenId,
    world.demo.hiddenName,
    ...Object.values(world.hidden.cards),
    world.hidden.entryId,
    world.hidden.figureResultId,
    world.hidden.routineResultId,
  ];
  const reads = AUTHORIZATION_MATRIX.filter((c) => !c.write && !c.stream);

  it.each(['anonymous', 'clubeA', 'clubeB', 'referee'] as const)(
    'a hidden competition appears in no answer of any read to %s',
    async (caller) => {
      let ok = 0;
      for (const c of reads) {
        const res = await send(c, caller);
        const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
        // A problem+json names the path that was asked (instance); that is the caller's own input.
        const { instance: _asked, ...rest } = body ?? {};
        const text = res.ok ? JSON.stringify(body) : JSON.stringify(rest);
        for (const marker of hiddenMarkers()) {
          expect(text.includes(marker), `${c.route} (${c.label}) shows ${marker}`).toBe(false);
        }
        if (res.ok) ok++;
      }
      expect(ok).toBeGreaterThan(10);
    },
  );

  it('admins do see the hidden competition and what is in it (the check above can fail)', async () => {
    const admin = CALLERS.admin;
    const list = await (await t.request('/api/competitions', { as: admin })).text();
    expect(list).toContain(world.hidden.compName);
    expect(list).toContain(world.demo.hiddenName);
    const cards = await (await t.request('/api/coachcard', { as: admin })).text();
    expect(cards).toContain(world.hidden.cards.Submetido);
    const entries = await (await t.request('/api/figura', { as: admin })).text();
    expect(entries).toContain(world.hidden.entryId);
  });

  type Item = { _id: string; Clube: string; State?: string; Competicao: string };
  const listOf = async (path: string, caller: CallerName) => {
    const res = await t.request(path, { as: CALLERS[caller] });
    expect(res.status).toBe(200);
    return (await res.json()) as Item[];
  };
  const entityLists = () => [
    '/api/coachcard',
    `/api/coachcard?compId=${world.visible.compId}`,
    `/api/coachcard?compId=${world.demo.visibleId}`,
    '/api/figura',
    `/api/figura?compId=${world.visible.compId}`,
    `/api/figura?compId=${world.demo.visibleId}`,
  ];

  it("another club never sees Alfa's coach cards or figure entries in a list", async () => {
    for (const path of entityLists()) {
      const items = await listOf(path, 'clubeB');
      expect(items.length, path).toBeGreaterThan(0);
      expect(
        items.filter((i) => i.Clube !== BETA),
        path,
      ).toEqual([]);
    }
    const alfaIds = [...Object.values(world.visible.cards), world.visible.entryId];
    const seen = JSON.stringify(await listOf('/api/coachcard', 'clubeB'));
    for (const id of alfaIds) expect(seen).not.toContain(id);
  });

  it('a club sees its own cards and entries in every state (the check above can fail)', async () => {
    const cards = await listOf(`/api/coachcard?compId=${world.visible.compId}`, 'clubeA');
    expect(cards.map((c) => c._id).sort()).toEqual(Object.values(world.visible.cards).sort());
    expect(cards.every((c) => c.Clube === ALFA)).toBe(true);
    const entries = await listOf(`/api/figura?compId=${world.visible.compId}`, 'clubeA');
    expect(entries.map((e) => e._id)).toEqual([world.visible.entryId]);
  });

  it('referees see only submitted and verified coach cards', async () => {
    const all = await listOf('/api/coachcard', 'referee');
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((c) => c.State !== 'Submetido' && c.State !== 'Verificado')).toEqual([]);
    const ids = all.map((c) => c._id);
    expect(ids).toContain(world.visible.cards.Submetido);
    expect(ids).toContain(world.visible.cards.Verificado);
    expect(ids).not.toContain(world.visible.cards.Rascunho);
  });
});
