import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import { auditLog, figureEntries, figureResults } from '../../db/schema.ts';
import type { TestUser } from '../../test/test-app.ts';
import {
  competitionInput,
  expectFieldError,
  postCompetition,
  users,
  useTestApp,
} from '../../test/test-app.ts';

let compId: string;
let closedCompId: string;

const t = useTestApp({ deps: { now: () => new Date('2027-01-15T12:00:00Z') } });
beforeAll(async () => {
  const add = (over: Record<string, unknown>) =>
    postCompetition(
      t,
      competitionInput({
        Nome: 'Taça de Figuras',
        Ordem: [
          { Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 10 },
          { Tipo: 'Elementos Tecnicos', Categoria: 'MAS', Resultado: false, Price: 10 },
        ],
        ...over,
      }),
    );
  compId = await add({});
  closedCompId = await add({ Data: '2027-01-20', Limite_inscricao: '2027-01-10' });
});
beforeEach(async () => {
  await t.db.delete(figureEntries);
});

const entry = (over: Record<string, unknown> = {}) => ({
  Competicao: compId,
  Categoria: 'INF',
  Clube: 'Clube Natação Alfa',
  Atletas: [
    { Nome: 'Inês', Licenca: 201, Ano: 2015 },
    { Nome: 'Joana', Licenca: 202, Ano: 2015 },
    { Nome: 'Leonor', Licenca: 203, Ano: 2016 },
  ],
  ...over,
});
const add = async (as: TestUser | undefined, over: Record<string, unknown> = {}) =>
  t.request('/api/figura/add', { method: 'POST', as, body: entry(over) });
const addOk = async (as: TestUser = users.clubeA, over: Record<string, unknown> = {}) => {
  const res = await add(as, over);
  expect(res.status).toBe(201);
  const { insertedId: _i, ...e } = (await res.json()) as FigureEntry & { insertedId: string };
  return e;
};

describe('figure entries', () => {
  it('a club enters three athletes; its club is forced', async () => {
    const e = await addOk(users.clubeA, { Clube: 'Outro' });
    expect(e).toMatchObject({ Clube: 'Clube Natação Alfa', Categoria: 'INF', version: 1 });
    expect(e.Atletas).toHaveLength(3);
  });

  it.each([
    [{ Atletas: [] }, 'Atletas', 'errors.atLeastOneAthlete'],
    [{ Atletas: [{ Nome: '', Licenca: 1, Ano: 2015 }] }, 'Atletas.0.Nome', 'errors.required'],
    [{ Atletas: [{ Nome: 'A', Licenca: 'x', Ano: 2015 }] }, 'Atletas.0.Licenca', 'errors.number'],
    [{ Atletas: [{ Nome: 'A', Licenca: 1, Ano: 15 }] }, 'Atletas.0.Ano', 'errors.yearRange'],
    [{ Categoria: 'JUV' }, 'Categoria', 'errors.categoryNotInCompetition'],
    [
      {
        Atletas: [
          { Nome: 'A', Licenca: 5, Ano: 2015 },
          { Nome: 'B', Licenca: 5, Ano: 2015 },
        ],
      },
      'Atletas.1.Licenca',
      'errors.duplicateLicence',
    ],
  ])('%o → 400 naming %s; nothing stored', async (over, path, message) => {
    const res = await add(users.clubeA, over);
    await expectFieldError(res, path, message);
    expect(await t.db.select().from(figureEntries)).toHaveLength(0);
  });

  it('anonymous 401, referee 403 on create', async () => {
    expect((await add(undefined)).status).toBe(401);
    expect((await add(users.referee)).status).toBe(403);
  });

  it('deadline: clubs refused after it, admins not', async () => {
    expect((await add(users.clubeA, { Competicao: closedCompId })).status).toBe(403);
    expect((await add(users.admin, { Competicao: closedCompId })).status).toBe(201);
  });

  it('visibility: club own only; referee and admin all', async () => {
    const a = await addOk(users.clubeA);
    const b = await addOk(users.clubeB, { Atletas: [{ Nome: 'Maria', Licenca: 301, Ano: 2015 }] });
    const ids = async (as: TestUser) =>
      ((await (await t.request('/api/figura', { as })).json()) as FigureEntry[])
        .map((e) => e._id)
        .sort();
    expect(await ids(users.clubeA)).toEqual([a._id]);
    expect(await ids(users.referee)).toEqual([a._id, b._id].sort());
    expect(await ids(users.admin)).toEqual([a._id, b._id].sort());
    expect((await t.request(`/api/figura/${a._id}`, { as: users.clubeB })).status).toBe(404);
  });

  it('PUT replaces the entry atomically with its version; a stale one gets 409', async () => {
    const e = await addOk();
    const { _id, ...body } = e;
    const changed = {
      ...body,
      Atletas: [...body.Atletas, { Nome: 'Maria', Licenca: 204, Ano: 2016 }],
    };
    const res = await t.request(`/api/figura/${_id}`, {
      method: 'PUT',
      as: users.clubeA,
      body: changed,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as FigureEntry).Atletas).toHaveLength(4);
    const stale = await t.request(`/api/figura/${_id}`, {
      method: 'PUT',
      as: users.clubeA,
      body: { ...body, Atletas: [] },
    });
    expect(stale.status).toBe(400);
    const stale2 = await t.request(`/api/figura/${_id}`, { method: 'PUT', as: users.clubeA, body });
    expect(stale2.status).toBe(409);
    const stored = (await (
      await t.request(`/api/figura/${_id}`, { as: users.clubeA })
    ).json()) as FigureEntry;
    expect(stored.Atletas).toHaveLength(4);
  });

  it('a failed replace (bad body) keeps the old entry', async () => {
    const e = await addOk();
    const { _id, ...body } = e;
    const bad = await t.request(`/api/figura/${_id}`, {
      method: 'PUT',
      as: users.clubeA,
      body: { ...body, Atletas: [{ Nome: 'X', Licenca: -1, Ano: 2015 }] },
    });
    expect(bad.status).toBe(400);
    expect(
      ((await (await t.request(`/api/figura/${_id}`, { as: users.clubeA })).json()) as FigureEntry)
        .Atletas,
    ).toHaveLength(3);
  });

  it('delete: referee 403, other club 404, own club 204', async () => {
    const e = await addOk();
    expect(
      (await t.request(`/api/figura/${e._id}`, { method: 'DELETE', as: users.referee })).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/figura/${e._id}`, { method: 'DELETE', as: users.clubeB })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/figura/${e._id}`, { method: 'DELETE', as: users.clubeA })).status,
    ).toBe(204);
  });

  it('an entry whose athlete has a stored figure result is not deleted (409, club and admin)', async () => {
    // Issue 36, finding 11: the results stayed on the list and the fee left the price list.
    const e = await addOk();
    await t.db.insert(figureResults).values({
      id: 'scored-202',
      competicao: compId,
      categoria: 'INF',
      esquema: 'Figuras',
      licenca: 202,
      body: {},
      pontos: 61.5,
    });
    try {
      for (const as of [users.clubeA, users.admin]) {
        const res = await t.request(`/api/figura/${e._id}`, { method: 'DELETE', as });
        expect(res.status).toBe(409);
        expect(((await res.json()) as { detail: string }).detail).toBe(
          'Esta inscrição de figuras tem atletas com resultado lançado nesta competição e não pode ser apagada.',
        );
      }
      expect((await t.request(`/api/figura/${e._id}`, { as: users.clubeA })).status).toBe(200);
      // A result of the same licence in another category does not keep this entry.
      await t.db.update(figureResults).set({ categoria: 'MAS' });
      expect(
        (await t.request(`/api/figura/${e._id}`, { method: 'DELETE', as: users.clubeA })).status,
      ).toBe(204);
    } finally {
      await t.db.delete(figureResults);
    }
  });

  it('a licence already in another entry of the competition and category is refused on its field', async () => {
    // clube B entered 202 in INF figures; clube A's entry (201, 202, 203) repeats it.
    const other = await addOk(users.clubeB, {
      Atletas: [{ Nome: 'Joana', Licenca: 202, Ano: 2015 }],
    });
    const res = await add(users.clubeA);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    const problem = (await res.json()) as { detail: string; errors: unknown[] };
    expect(problem.errors).toEqual([
      {
        path: 'Atletas.1.Licenca',
        message: 'A licença 202 já consta de outra inscrição desta competição e categoria.',
      },
    ]);
    // The other entry (another club's) is not named: neither its id nor its club.
    expect(JSON.stringify(problem)).not.toContain(other._id);
    expect(JSON.stringify(problem)).not.toContain('Beta');
    expect(await t.db.select().from(figureEntries)).toHaveLength(1);

    // The same club entering the licence twice is refused the same way.
    const own = await addOk(users.clubeA, {
      Atletas: [{ Nome: 'Inês', Licenca: 201, Ano: 2015 }],
    });
    const again = await add(users.clubeA, {
      Atletas: [
        { Nome: 'Leonor', Licenca: 203, Ano: 2016 },
        { Nome: 'Inês', Licenca: 201, Ano: 2015 },
      ],
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: unknown[] }).errors).toEqual([
      {
        path: 'Atletas.1.Licenca',
        message: 'A licença 201 já consta de outra inscrição desta competição e categoria.',
      },
    ]);

    // Another category's event may take the licence.
    expect(
      (
        await addOk(users.clubeA, {
          Categoria: 'MAS',
          Atletas: [{ Nome: 'Inês', Licenca: 201, Ano: 1990 }],
        })
      ).Categoria,
    ).toBe('MAS');

    // PUT: an entry keeps its own licences, but may not take another entry's.
    const { _id, ...body } = own;
    const kept = await t.request(`/api/figura/${_id}`, {
      method: 'PUT',
      as: users.clubeA,
      body: { ...body, Atletas: [...body.Atletas, { Nome: 'Leonor', Licenca: 203, Ano: 2016 }] },
    });
    expect(kept.status).toBe(200);
    const taken = await t.request(`/api/figura/${_id}`, {
      method: 'PUT',
      as: users.clubeA,
      body: {
        ...body,
        version: 2,
        Atletas: [...body.Atletas, { Nome: 'Joana', Licenca: 202, Ano: 2015 }],
      },
    });
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as { errors: unknown[] }).errors).toEqual([
      {
        path: 'Atletas.1.Licenca',
        message: 'A licença 202 já consta de outra inscrição desta competição e categoria.',
      },
    ]);
    const stored = (await (
      await t.request(`/api/figura/${_id}`, { as: users.clubeA })
    ).json()) as FigureEntry;
    expect(stored.Atletas.map((a) => a.Licenca)).toEqual([201, 203]);
  });

  it.each([
    ['clube1, out of a closed competition into an open one', users.clubeA, 'closed', 'open'],
    ['admin, out of an open competition into a closed one', users.admin, 'open', 'closed'],
  ] as const)(
    'an entry cannot change competition (%s): 400 naming Competicao, nothing changed',
    async (_label, as, from, to) => {
      const ids = { open: compId, closed: closedCompId };
      const e = await addOk(users.admin, { Competicao: ids[from] });
      const auditRows = (await t.db.select().from(auditLog)).length;
      const { _id, ...body } = e;
      const res = await t.request(`/api/figura/${_id}`, {
        method: 'PUT',
        as,
        body: { ...body, Competicao: ids[to] },
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('Content-Type')).toContain('application/problem+json');
      expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
        { path: 'Competicao', message: 'errors.competitionFixed' },
      ]);
      const stored = (await (
        await t.request(`/api/figura/${_id}`, { as: users.admin })
      ).json()) as FigureEntry;
      expect(stored).toEqual(e);
      const left = (await (
        await t.request(`/api/figura?compId=${ids[from]}`, { as: users.admin })
      ).json()) as FigureEntry[];
      expect(left.map((x) => x._id)).toEqual([_id]);
      expect(await t.db.select().from(auditLog)).toHaveLength(auditRows);
    },
  );
});
