import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import { competitions } from '../../db/schema.ts';
import type { TestUser } from '../../test/test-app.ts';
import {
  competitionInput,
  NON_ADMINS,
  postCompetition,
  users,
  useTestApp,
} from '../../test/test-app.ts';
import { assertEntriesOpen } from './service.ts';

const t = useTestApp();
beforeEach(async () => {
  await t.db.delete(competitions);
});

const body = (over: Record<string, unknown> = {}) =>
  competitionInput({
    Nome: 'Campeonato Nacional de Inverno',
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 12.5 },
      { Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: true, Price: 20 },
    ],
    Figuras: [{ Nome: 'Barracuda', Valor: 1.8, Category: 'INF' }],
    ElementosTecnicos: [],
    JuizesCoachCard: 7,
    ...over,
  });

const create = (over: Record<string, unknown> = {}) => postCompetition(t, body(over));
const get = async (id: string, as?: TestUser) => t.request(`/api/competitions/${id}`, { as });
const list = async (as?: TestUser) =>
  (await (await t.request('/api/competitions', { as })).json()) as Competition[];

describe('create and read', () => {
  it('an admin creates a competition and anyone reads it back with the spec field names', async () => {
    const id = await create();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    const res = await get(id);
    expect(res.status).toBe(200);
    // The ETag leads with the version (If-Match takes it back) and covers the content.
    expect(res.headers.get('etag')).toMatch(/^W\/"1-[\w-]+"$/);
    expect(await res.json()).toEqual({
      _id: id,
      ...body(),
      // Created without a step: both panels mark in tenths (ADR 027).
      PassoCoachCard: 0.1,
      PassoFiguras: 0.1,
      // Created without them: the default inquiry window and club points (issue 22).
      JanelaReclamacao: 30,
      PontosClubes: [9, 7, 6, 5, 4, 3, 2, 1],
      // Created without a ruleset: past the built-in one's validity (2026), the one that ended last.
      Regras: 'wa-2022-2026',
      StartList: [],
      Resultados: { ResultadosCC: [], ResultadosFiguras: [] },
      version: 1,
    });
  });

  it.each(NON_ADMINS)('%s cannot create (%i) and nothing is stored', async (_l, as, status) => {
    const res = await t.request('/api/competitions/add', { method: 'POST', as, body: body() });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await list(users.admin)).toHaveLength(0);
  });

  it('ignores a client-sent start list and results on create', async () => {
    const id = await create({
      StartList: [{ Ordem: 1, Categoria: 'INF', Prova: 'Figuras', Atletas_start: [] }],
    });
    expect(((await (await get(id)).json()) as Competition).StartList).toEqual([]);
  });
});

describe('validation', () => {
  it.each([
    [{ Nome: '  ' }, 'Nome', 'errors.required'],
    [{ JuizesCoachCard: 8 }, 'JuizesCoachCard', 'errors.judgeCountRange'],
    [{ JuizesFiguras: 4 }, 'JuizesFiguras', 'errors.judgeCountRange'],
    [{ Data: '31/12/2027' }, 'Data', 'errors.invalidDate'],
    [{ Limite_inscricao: '2027-03-01' }, 'Limite_inscricao', 'errors.deadlineAfterDate'],
    [
      { Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 12.345 }] },
      'Ordem.0.Price',
      'errors.priceStep',
    ],
    [
      { Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: -1 }] },
      'Ordem.0.Price',
      'errors.priceRange',
    ],
    [
      { Ordem: [{ Tipo: 'NADO', Categoria: 'INF', Resultado: false, Price: 1 }] },
      'Ordem.0.Tipo',
      'errors.invalidOption',
    ],
    [{ hacker: true }, 'hacker', 'errors.unknownField'],
    [{ __proto__: { polluted: 1 }, constructor: 'x' }, 'constructor', 'errors.unknownField'],
  ])('%o answers 400 naming %s, and stores nothing', async (over, path, message) => {
    const res = await t.request('/api/competitions/add', {
      method: 'POST',
      as: users.admin,
      body: body(over),
    });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(problem.errors).toContainEqual({ path, message });
    expect(await list(users.admin)).toHaveLength(0);
  });

  it('malformed JSON is a 400 problem, not a 500', async () => {
    const res = await t.request('/api/competitions/add', {
      method: 'POST',
      as: users.admin,
      body: '{"Nome":',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('visibility', () => {
  it('hidden competitions: listed and readable only by admins, 404 for everyone else', async () => {
    const visible = await create({ Nome: 'Aberta' });
    const hidden = await create({ Nome: 'Oculta', visible: false });
    for (const who of [undefined, users.clubeA, users.referee]) {
      expect((await list(who)).map((c) => c._id)).toEqual([visible]);
      const res = await get(hidden, who);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Oculta');
    }
    expect((await list(users.admin)).map((c) => c.Nome).sort()).toEqual(['Aberta', 'Oculta']);
    expect((await get(hidden, users.admin)).status).toBe(200);
  });

  it('an unknown id is 404', async () => {
    expect((await get('5f1d7c9e8b3a2c1d0e9f8a7b')).status).toBe(404);
  });
});

describe('update', () => {
  it('an admin updates with the current version; the version goes up', async () => {
    const id = await create();
    const res = await t.request(`/api/competitions/${id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...body({ Nome: 'Novo nome', visible: false }), version: 1 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Nome: 'Novo nome', visible: false, version: 2 });
  });

  it('a stale version gets 409 and the first write is kept', async () => {
    const id = await create();
    const first = await t.request(`/api/competitions/${id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...body({ Nome: 'Primeiro' }), version: 1 },
    });
    expect(first.status).toBe(200);
    const second = await t.request(`/api/competitions/${id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...body({ Nome: 'Segundo' }), version: 1 },
    });
    expect(second.status).toBe(409);
    expect(second.headers.get('content-type')).toContain('application/problem+json');
    expect(((await (await get(id)).json()) as Competition).Nome).toBe('Primeiro');
  });

  it('accepts the version as If-Match, and refuses a write without any version', async () => {
    const id = await create();
    const ok = await t.request(`/api/competitions/${id}`, {
      method: 'PUT',
      as: users.admin,
      body: body({ Nome: 'Via If-Match' }),
      headers: { 'if-match': 'W/"1"' },
    });
    expect(ok.status).toBe(200);
    const missing = await t.request(`/api/competitions/${id}`, {
      method: 'PUT',
      as: users.admin,
      body: body(),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe(
      'version',
    );
  });

  it.each(NON_ADMINS)('%s cannot update (%i)', async (_l, as, status) => {
    const id = await create();
    const res = await t.request(`/api/competitions/${id}`, {
      method: 'PUT',
      as,
      body: { ...body({ Nome: 'X' }), version: 1 },
    });
    expect(res.status).toBe(status);
    expect(((await (await get(id)).json()) as Competition).Nome).toBe(body().Nome);
  });

  it('404 for an unknown competition', async () => {
    const res = await t.request('/api/competitions/nope', {
      method: 'PUT',
      as: users.admin,
      body: { ...body(), version: 1 },
    });
    expect(res.status).toBe(404);
  });
});

describe('delete', () => {
  it.each(NON_ADMINS)('%s cannot delete (%i)', async (_l, as, status) => {
    const id = await create();
    expect((await t.request(`/api/competitions/${id}`, { method: 'DELETE', as })).status).toBe(
      status,
    );
    expect((await get(id)).status).toBe(200);
  });

  it('an admin deletes an empty competition', async () => {
    const id = await create();
    expect(
      (await t.request(`/api/competitions/${id}`, { method: 'DELETE', as: users.admin })).status,
    ).toBe(204);
    expect((await get(id, users.admin)).status).toBe(404);
  });

  it('a competition with a start list needs ?force=true', async () => {
    const id = await create();
    await t.db.execute(
      sql`update competitions set start_list = '[{"Ordem":1,"Categoria":"INF","Prova":"Figuras","Atletas_start":[]}]'::jsonb where id = ${id}`,
    );
    const refused = await t.request(`/api/competitions/${id}`, {
      method: 'DELETE',
      as: users.admin,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { type: string }).type).toBe('about:blank#has_dependents');
    expect((await get(id)).status).toBe(200);
    const forced = await t.request(`/api/competitions/${id}?force=true`, {
      method: 'DELETE',
      as: users.admin,
    });
    expect(forced.status).toBe(204);
    expect((await get(id, users.admin)).status).toBe(404);
  });
});

describe('entries deadline', () => {
  const competition = { Limite_inscricao: '2027-02-01' };
  it('clubs may enter until the end of the deadline day (Lisbon time), admins always', () => {
    expect(() =>
      assertEntriesOpen(competition, users.clubeA, new Date('2027-02-01T23:30:00Z')),
    ).not.toThrow();
    expect(() =>
      assertEntriesOpen(competition, users.clubeA, new Date('2027-02-02T00:30:00Z')),
    ).toThrow(/prazo/);
    expect(() =>
      assertEntriesOpen(competition, users.admin, new Date('2030-01-01T00:00:00Z')),
    ).not.toThrow();
  });
  it('uses the Lisbon calendar day (summer time)', () => {
    const summer = { Limite_inscricao: '2027-07-01' };
    expect(() =>
      assertEntriesOpen(summer, users.clubeA, new Date('2027-07-01T22:30:00Z')),
    ).not.toThrow();
    expect(() => assertEntriesOpen(summer, users.clubeA, new Date('2027-07-01T23:30:00Z'))).toThrow(
      /prazo/,
    );
  });
});
