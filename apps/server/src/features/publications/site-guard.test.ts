/**
 * A competition published from a venue is read-only on the site (issue 40, ADR 064): every write
 * route of the authorization matrix that touches a competition answers 409 #published_from_venue
 * naming the venue while the publication is active, and changes nothing (migration 0016's
 * guard, and the early checks of an import and a restore); once the publication ends, the same
 * writes work again.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import type { RulesetDocument } from '@artistic/domain/ruleset/document';
import type { StoredRuleset } from '@artistic/domain/ruleset/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type { MatrixCase, World } from '../../test/authorization-matrix.ts';
import { AUTHORIZATION_MATRIX, CALLERS } from '../../test/authorization-matrix.ts';
import {
  NOW,
  createCoachCardFixture,
  createCompetitionFixture,
  createRoutineResultFixture,
  snapshotDatabase,
} from '../../test/route-fixtures.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import { revalueStoredCoachCards } from '../coach-cards/service.ts';
import { rescoreRoutineOfCard } from '../routine-results/service.ts';

const t = useTestApp({ deps: { now: () => NOW } });
const VENUE = 'Piscina Municipal da Guarda';

/** Writes that touch no competition (or only the publishing itself): not guarded. */
const UNGUARDED = [
  /^POST \/api\/athletes/,
  /^PUT \/api\/athletes\//,
  /^POST \/api\/rulesets(\/\{id\}\/copy)?$/,
  /^PUT \/api\/rulesets\/\{id\}$/,
  /^POST \/api\/competitions\/add$/,
  // A phone's seat session is no record of the competition; its marks are refused.
  /^POST \/api\/judge\/session$/,
  /\/api\/publications/,
  /\/publishing$/,
];

/** The matrix's writes an admin may make (one per route and label), previews left out. */
const guarded: MatrixCase[] = AUTHORIZATION_MATRIX.filter(
  (c) =>
    c.write &&
    !c.hidden &&
    c.stores !== false &&
    !UNGUARDED.some((pattern) => pattern.test(c.route)),
);

/**
 * Publishes every competition of the database (and every one a snapshot keeps, deleted since)
 * that has no active publication, from VENUE; gives a function that ends them.
 */
async function publishEverything(): Promise<() => Promise<void>> {
  const tag = `guard-${Math.random().toString(36).slice(2, 10)}`;
  await t.db.execute(sql`
    insert into publications (id, competicao, venue, key_hash, created_by)
    select ${tag} || '-' || row_number() over (), ids.id, ${VENUE}, 'x', 'test'
      from (select id from competitions union select competition_id from competition_snapshots) ids
     where not exists (
       select 1 from publications p where p.competicao = ids.id and p.ended_at is null)`);
  return async () => {
    await t.db.execute(sql`update publications set ended_at = now()
      where id like ${`${tag}-%`} and ended_at is null`);
  };
}

const send = async (c: MatrixCase) => {
  const req = await c.prepare({ db: t.db, world: undefined as unknown as World });
  const method = c.route.split(' ')[0] ?? 'POST';
  return {
    req,
    send: () =>
      t.request(req.path, { method, as: CALLERS.admin, body: req.body, headers: req.headers }),
  };
};

describe('a published competition refuses the site’s own writes', () => {
  it('guards the writes the issue names (the list is not empty by mistake)', () => {
    const routes = new Set(guarded.map((c) => c.route));
    for (const route of [
      'PUT /api/competitions/{id}',
      'DELETE /api/competitions/{id}',
      'POST /api/coachcard/add',
      'PUT /api/coachcard/{id}',
      'DELETE /api/coachcard/{id}',
      'POST /api/resultadoFigura/add',
      'PUT /api/resultadoFigura/{id}',
      'POST /api/resultadoCoachCard/add',
      'POST /api/competitions/{id}/startlist',
      'POST /api/competitions/{id}/resultList/events/{ordem}/sign',
      'POST /api/competitions/{id}/resultList/events/{ordem}/inquiries',
      'POST /api/judge/marks',
      'POST /api/import',
      'POST /api/snapshots/{id}/restore',
    ])
      expect(routes, route).toContain(route);
  });

  it.each(guarded.map((c) => [`${c.route} (${c.label})`, c] as const))(
    '%s: 409 naming the venue, nothing changed; after the end, accepted',
    async (_name, c) => {
      const { send: write } = await send(c);
      const end = await publishEverything();
      const before = await snapshotDatabase(t.db);
      const res = await write();
      const text = await res.text();
      expect(res.status, text).toBe(409);
      const problem = JSON.parse(text) as ProblemDetails & { venue?: string };
      expect(problem.type).toBe('about:blank#published_from_venue');
      expect(problem.venue).toBe(VENUE);
      expect(problem.detail).toContain(`«${VENUE}»`);
      expect(await snapshotDatabase(t.db), 'a refused write changes nothing').toEqual(before);
      await end();
      const again = await write();
      expect(again.status, await again.text()).toBeLessThan(300);
    },
  );
});

describe('a ruleset edit on the site', () => {
  it('leaves a published competition on the ruleset it was published with (held), instead of failing', async () => {
    const copied = await t.request(`/api/rulesets/${BUILT_IN_RULESET.id}/copy`, {
      method: 'POST',
      as: users.admin,
      body: {
        id: 'pub-rules',
        name: 'Época publicada',
        validFrom: '2010-01-01',
        validTo: '2010-12-31',
      },
    });
    expect(copied.status).toBe(201);
    const c = await createCompetitionFixture(t.db, { Regras: 'pub-rules' });
    const card = await createCoachCardFixture(t.db, c._id, 'Submetido');
    const sheet = await createRoutineResultFixture(t.db, card);
    const published = await t.request('/api/publications', {
      method: 'POST',
      as: users.admin,
      body: { competicao: c._id, venue: VENUE },
    });
    expect(published.status).toBe(201);
    // A new C&M factor of JUV free duets would move the duet's total: the competition is held.
    const stored = (await (await t.request('/api/rulesets/pub-rules')).json()) as StoredRuleset;
    const doc = JSON.parse(JSON.stringify(stored.ruleset)) as RulesetDocument;
    const cell = doc.artisticFactors['Coreografia & Musicalidade']['DUETO LIVRE']?.JUV;
    if (!cell) throw new Error('the ruleset has a C&M factor for JUV free duets');
    cell.value = 2.0;
    const saved = await t.request('/api/rulesets/pub-rules', {
      method: 'PUT',
      as: users.admin,
      body: { ruleset: doc, version: stored.version },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const sheets = (await (
      await t.request(`/api/resultadoCoachCard/comp/${c._id}`, { as: users.admin })
    ).json()) as RoutineResult[];
    expect(sheets.find((r) => r._id === sheet._id)?.Valor_total).toBe(sheet.Valor_total);
  });
});

describe('the start of the server', () => {
  it("leaves a published competition's coach cards as the venue sent them, and values the others", async () => {
    const published = await createCompetitionFixture(t.db);
    const open = await createCompetitionFixture(t.db);
    const cards = [
      await createCoachCardFixture(t.db, published._id, 'Submetido'),
      await createCoachCardFixture(t.db, open._id, 'Submetido'),
    ];
    // Values the ruleset would not give (stored before the server valued every card, issue 15).
    for (const card of cards)
      await t.db.execute(sql`update coach_cards set total_declarado = 0 where id = ${card._id}`);
    const res = await t.request('/api/publications', {
      method: 'POST',
      as: users.admin,
      body: { competicao: published._id, venue: VENUE },
    });
    expect(res.status).toBe(201);
    const { revalued } = await revalueStoredCoachCards(t.db, rescoreRoutineOfCard);
    const ids = revalued.map((r) => r.id);
    expect(ids).toContain(cards[1]?._id);
    expect(ids).not.toContain(cards[0]?._id);
    const rows = (await t.db.execute(
      sql`select total_declarado as total from coach_cards where id = ${cards[0]?._id ?? ''}`,
    )) as unknown as { rows: { total: number }[] };
    expect(rows.rows[0]?.total).toBe(0);
    // Once the publication ends, the next start values it too.
    const { publication } = (await res.json()) as { publication: { id: string } };
    const ended = await t.request(`/api/publications/${publication.id}/end`, {
      method: 'POST',
      as: users.admin,
    });
    expect(ended.status).toBe(200);
    const again = await revalueStoredCoachCards(t.db, rescoreRoutineOfCard);
    expect(again.revalued.map((r) => r.id)).toEqual([cards[0]?._id]);
  });
});
