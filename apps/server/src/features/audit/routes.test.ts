import { gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@artistic/domain/audit/schema';
import { auditPageSchema } from '@artistic/domain/audit/schema';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import type { StartListResponse } from '@artistic/domain/start-list/schema';
import { auditLog } from '../../db/schema.ts';
import { nowMs } from '../../clock.ts';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import type { TestUser } from '../../test/test-app.ts';
import { competitionInput, users, useTestApp } from '../../test/test-app.ts';

const NOW = new Date('2027-01-15T12:00:00Z');
const t = useTestApp({ deps: { now: () => NOW } });
let demo: Competition;

beforeAll(async () => {
  ({ visible: demo } = await seedDemoCompetitions(t, { seededAt: NOW, results: false }));
});

type Row = typeof auditLog.$inferSelect;

const lastAuditId = async () => {
  const rows = await t.db
    .select({ id: sql<string>`coalesce(max(${auditLog.id}), 0)` })
    .from(auditLog);
  return Number(rows[0]?.id ?? 0);
};

/** Runs one write; returns its answer and the audit rows it appended. */
async function audited(
  write: () => Promise<Response>,
): Promise<{ res: Response; body: unknown; rows: Row[] }> {
  const mark = await lastAuditId();
  const res = await write();
  const text = await res.text();
  const rows = await t.db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(auditLog.id);
  return { res, body: text ? (JSON.parse(text) as unknown) : null, rows };
}

/** The one row a successful write appended. */
function onlyRow(r: { res: Response; rows: Row[] }, status: number): Row {
  expect(r.res.status).toBe(status);
  expect(r.rows).toHaveLength(1);
  return r.rows[0] as Row;
}

/** A refused write: problem+json with the status, and nothing appended. */
function refused(r: { res: Response; rows: Row[] }, status: number) {
  expect(r.res.status).toBe(status);
  expect(r.res.headers.get('content-type')).toContain('application/problem+json');
  expect(r.rows).toEqual([]);
}

const who = (u: TestUser & { sub: string; name: string }) => ({
  actor: u.sub,
  actorName: u.name,
  role: u.role,
  club: u.club ?? null,
});

const call = (path: string, method: string, as: TestUser | null, body?: unknown) =>
  t.request(path, { method, as, body });

/** Sends one write that must answer `status` and append one row: the answer and that row. */
async function expectOneRow(status: number, ...request: Parameters<typeof call>) {
  const r = await audited(() => call(...request));
  return { body: r.body, row: onlyRow(r, status) };
}

/** Sends one write that must be refused with `status` (see `refused`). */
const expectRefused = async (status: number, ...request: Parameters<typeof call>) =>
  refused(await audited(() => call(...request)), status);

const competitionBody = (over: Record<string, unknown> = {}) =>
  competitionInput({
    Nome: 'Taça de Inverno',
    Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 10 }],
    ...over,
  });

describe('competition writes', () => {
  let id: string;

  it('create appends one row: who, role, entity, no before, the stored record after', async () => {
    const r = await audited(() =>
      call('/api/competitions/add', 'POST', users.admin, competitionBody()),
    );
    const row = onlyRow(r, 201);
    id = (r.body as { insertedId: string }).insertedId;
    expect(row).toMatchObject({
      ...who(users.admin),
      competitionId: id,
      entityType: 'competition',
      entityId: id,
      action: 'create',
      before: null,
    });
    expect(row.after).toMatchObject({ _id: id, Nome: 'Taça de Inverno', version: 1 });
    // The start list is logged by its own entries, not inside every competition snapshot.
    expect(row.after).not.toHaveProperty('StartList');
    expect(Math.abs(nowMs() - row.at.getTime())).toBeLessThan(60_000);
  });

  it('update appends one row with the record before and after', async () => {
    const r = await audited(() =>
      call(
        `/api/competitions/${id}`,
        'PUT',
        users.admin,
        competitionBody({ Nome: 'Taça de Inverno 2027', version: 1 }),
      ),
    );
    const row = onlyRow(r, 200);
    expect(row).toMatchObject({ ...who(users.admin), entityId: id, action: 'update' });
    expect(row.before).toMatchObject({ Nome: 'Taça de Inverno', version: 1 });
    expect(row.after).toMatchObject({ Nome: 'Taça de Inverno 2027', version: 2 });
  });

  it('a stale version (409) and an invalid body (400) append nothing', async () => {
    await expectRefused(
      409,
      `/api/competitions/${id}`,
      'PUT',
      users.admin,
      competitionBody({ Nome: 'Perdida', version: 1 }),
    );
    await expectRefused(
      400,
      `/api/competitions/${id}`,
      'PUT',
      users.admin,
      competitionBody({ JuizesFiguras: 9, version: 2 }),
    );
    await expectRefused(
      403,
      `/api/competitions/${id}`,
      'PUT',
      users.clubeA,
      competitionBody({ version: 2 }),
    );
  });

  it('the log row is written in the transaction of the change: when it fails, nothing changes', async () => {
    await t.db.execute(
      sql`alter table audit_log add constraint audit_log_test_refuse check (false) not valid`,
    );
    try {
      const res = await call(
        `/api/competitions/${id}`,
        'PUT',
        users.admin,
        competitionBody({ Nome: 'Sem registo', version: 2 }),
      );
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint audit_log_test_refuse`);
    }
    const stored = (await (
      await call(`/api/competitions/${id}`, 'GET', users.admin)
    ).json()) as Competition;
    expect(stored).toMatchObject({ Nome: 'Taça de Inverno 2027', version: 2 });
  });

  it('delete appends one row with the record before and nothing after; the row outlives it', async () => {
    const r = await audited(() => call(`/api/competitions/${id}`, 'DELETE', users.admin));
    const row = onlyRow(r, 204);
    expect(row).toMatchObject({ entityId: id, action: 'delete', after: null });
    expect(row.before).toMatchObject({ Nome: 'Taça de Inverno 2027', version: 2 });
    expect((await call(`/api/competitions/${id}`, 'GET', users.admin)).status).toBe(404);
    const history = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.competitionId} = ${id}`);
    expect(history.map((h) => h.action)).toEqual(['create', 'update', 'delete']);
  });
});

describe('start list writes', () => {
  const current = async () =>
    (await (
      await call(`/api/competitions/${demo._id}/startlist`, 'GET', null)
    ).json()) as StartListResponse;

  it('generate, move and redraw each append one row; refused ones append nothing', async () => {
    const first = await current();
    await expectRefused(409, `/api/competitions/${demo._id}/startlist`, 'POST', users.admin, {});

    const gen = await audited(() =>
      call(`/api/competitions/${demo._id}/startlist`, 'POST', users.admin, { confirm: true }),
    );
    const genRow = onlyRow(gen, 200);
    expect(genRow).toMatchObject({
      ...who(users.admin),
      competitionId: demo._id,
      entityType: 'startList',
      entityId: demo._id,
      action: 'generate',
    });
    expect(genRow.before).toMatchObject({
      startListVersion: first.startListVersion,
      StartList: first.StartList,
    });
    expect(genRow.after).toMatchObject({
      startListVersion: first.startListVersion + 1,
      StartList: (gen.body as StartListResponse).StartList,
    });

    const beforeMove = await current();
    const block = beforeMove.StartList[0];
    const move = await audited(() =>
      call(`/api/competitions/${demo._id}/startlist/blocks/1/move`, 'POST', users.admin, {
        startListVersion: beforeMove.startListVersion,
        slot: 1,
        direction: 'down',
      }),
    );
    const moveRow = onlyRow(move, 200);
    expect(moveRow).toMatchObject({ action: 'move', entityType: 'startList' });
    expect(moveRow.before).toMatchObject({
      startListVersion: beforeMove.startListVersion,
      Ordem: 1,
      Atletas_start: block?.Atletas_start,
    });
    expect(moveRow.after).toMatchObject({
      startListVersion: beforeMove.startListVersion + 1,
      Atletas_start: (move.body as StartListResponse).StartList[0]?.Atletas_start,
    });

    await expectRefused(
      409,
      `/api/competitions/${demo._id}/startlist/blocks/1/move`,
      'POST',
      users.admin,
      {
        startListVersion: beforeMove.startListVersion,
        slot: 1,
        direction: 'down',
      },
    );

    const beforeRedraw = await current();
    const redraw = await audited(() =>
      call(`/api/competitions/${demo._id}/startlist/blocks/2/redraw`, 'POST', users.admin, {
        startListVersion: beforeRedraw.startListVersion,
      }),
    );
    const redrawRow = onlyRow(redraw, 200);
    expect(redrawRow).toMatchObject({ action: 'redraw' });
    expect(redrawRow.before).toMatchObject({
      Ordem: 2,
      startListVersion: beforeRedraw.startListVersion,
    });
    expect(redrawRow.after).toMatchObject({
      Ordem: 2,
      startListVersion: beforeRedraw.startListVersion + 1,
    });
    expect((redrawRow.after as { seed: number }).seed).not.toBe(
      (redrawRow.before as { seed: number }).seed,
    );
  });
});

describe('coach card writes', () => {
  let card: CoachCard;
  const solo = (over: Record<string, unknown> = {}) => ({
    Competicao: demo._id,
    Categoria: 'INF',
    Esquema: 'SOLO LIVRE',
    Clube: 'Clube Natação Alfa',
    Tema_esquema: 'Marés',
    Atletas: [{ Licenca: 10203, Nome: 'Leonor Costa', Ano: 2016 }],
    Reservas: [],
    Elementos: [{ Elemento: 'TRA', Ordem: 1 }],
    State: 'Rascunho',
    ...over,
  });
  const put = (as: TestUser, over: Record<string, unknown>) => {
    const { _id, ...body } = card;
    return call(`/api/coachcard/${_id}`, 'PUT', as, { ...body, ...over });
  };

  it('a club creates a draft: one row naming the club user and its club', async () => {
    const r = await audited(() => call('/api/coachcard/add', 'POST', users.clubeA, solo()));
    const row = onlyRow(r, 201);
    const { insertedId: _i, ...created } = r.body as CoachCard & { insertedId: string };
    card = created;
    expect(row).toMatchObject({
      ...who(users.clubeA),
      club: 'Clube Natação Alfa',
      competitionId: demo._id,
      entityType: 'coachCard',
      entityId: card._id,
      action: 'create',
      before: null,
      after: card,
    });
  });

  it('saving the draft is an update; submitting and verifying are state changes', async () => {
    const save = await audited(() => put(users.clubeA, { Tema_esquema: 'Marés vivas' }));
    const saveRow = onlyRow(save, 200);
    expect(saveRow).toMatchObject({ action: 'update', before: card, after: save.body });
    card = save.body as CoachCard;

    const submit = await audited(() => put(users.clubeA, { State: 'Submetido' }));
    const submitRow = onlyRow(submit, 200);
    expect(submitRow).toMatchObject({ ...who(users.clubeA), action: 'stateChange' });
    expect(submitRow.before).toMatchObject({ State: 'Rascunho', version: card.version });
    expect(submitRow.after).toMatchObject({ State: 'Submetido', version: card.version + 1 });
    card = submit.body as CoachCard;

    const verify = await audited(() => put(users.referee, { State: 'Verificado' }));
    const verifyRow = onlyRow(verify, 200);
    expect(verifyRow).toMatchObject({
      ...who(users.referee),
      role: 'referee',
      action: 'stateChange',
    });
    expect(verifyRow.before).toMatchObject({ State: 'Submetido' });
    expect(verifyRow.after).toMatchObject({ State: 'Verificado' });
    card = verify.body as CoachCard;
  });

  it('a stale version, a refused transition and an invalid card append nothing', async () => {
    // The admin may send a verified card back, but not from a version it did not read.
    refused(await audited(() => put(users.admin, { State: 'Rascunho', version: 1 })), 409);
    // A club may not send back its verified card; it cannot be verified twice.
    refused(await audited(() => put(users.clubeA, { State: 'Rascunho' })), 403);
    refused(await audited(() => put(users.referee, { State: 'Verificado' })), 409);
    await expectRefused(
      400,
      '/api/coachcard/add',
      'POST',
      users.clubeA,
      solo({ Categoria: 'MAS' }),
    );
  });

  it('deleting appends the card as it was', async () => {
    const r = await audited(() => call(`/api/coachcard/${card._id}`, 'DELETE', users.admin));
    const row = onlyRow(r, 204);
    expect(row).toMatchObject({ action: 'delete', entityId: card._id, before: card, after: null });
  });
});

describe('figure entry writes', () => {
  let entry: FigureEntry;
  const body = (over: Record<string, unknown> = {}) => ({
    Competicao: demo._id,
    Categoria: 'INF',
    Clube: 'Clube Natação Beta',
    Atletas: [{ Nome: 'Clara Dias', Licenca: 20299, Ano: 2016 }],
    ...over,
  });

  it('create, replace and delete each append one row; refused writes append nothing', async () => {
    const created = await audited(() => call('/api/figura/add', 'POST', users.clubeB, body()));
    const createRow = onlyRow(created, 201);
    const { insertedId: _i, ...e } = created.body as FigureEntry & { insertedId: string };
    entry = e;
    expect(createRow).toMatchObject({
      ...who(users.clubeB),
      entityType: 'figureEntry',
      entityId: entry._id,
      competitionId: demo._id,
      action: 'create',
      before: null,
      after: entry,
    });

    const next = body({
      Atletas: [
        { Nome: 'Clara Dias', Licenca: 20299, Ano: 2016 },
        { Nome: 'Rosa Dias', Licenca: 20298, Ano: 2016 },
      ],
      version: entry.version,
    });
    const replaced = await audited(() =>
      call(`/api/figura/${entry._id}`, 'PUT', users.clubeB, next),
    );
    const replaceRow = onlyRow(replaced, 200);
    expect(replaceRow).toMatchObject({ action: 'update', before: entry, after: replaced.body });

    await expectRefused(409, `/api/figura/${entry._id}`, 'PUT', users.clubeB, next);
    await expectRefused(400, `/api/figura/${entry._id}`, 'PUT', users.clubeB, {
      ...next,
      Atletas: [],
      version: entry.version + 1,
    });

    const deleted = await audited(() => call(`/api/figura/${entry._id}`, 'DELETE', users.clubeB));
    const deleteRow = onlyRow(deleted, 204);
    expect(deleteRow).toMatchObject({ action: 'delete', before: replaced.body, after: null });
  });
});

/**
 * A sheet added to the demo competition by `as`: the answer, and the one row it appended (by
 * `as`, in the demo competition, a create with nothing before).
 */
async function sheetCreated<T extends { _id: string }>(
  path: string,
  as: TestUser & { sub: string; name: string },
  body: unknown,
  entityType: 'figureResult' | 'routineResult',
) {
  const { body: answer, row: createRow } = await expectOneRow(201, path, 'POST', as, body);
  const saved = answer as T & { insertedId: string };
  expect(createRow).toMatchObject({
    ...who(as),
    competitionId: demo._id,
    entityType,
    entityId: saved._id,
    action: 'create',
    before: null,
  });
  return { saved, createRow };
}

describe('result writes', () => {
  const judges = (...s: number[]) => Object.fromEntries(s.map((v, i) => [`J${i + 1}`, v]));

  it('figure results: create and update append one row each; 409 and 400 append nothing', async () => {
    const list = (await (
      await call(`/api/competitions/${demo._id}/startlist`, 'GET', null)
    ).json()) as StartListResponse;
    const block = list.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
    const slot = block?.Atletas_start[0];
    const athlete = slot?.Atletas[0];
    const figures = demo.Figuras.filter((f) => f.Category === 'INF');
    const sheet = (mark: number, over: Record<string, unknown> = {}) => ({
      Categoria: 'INF',
      Esquema: 'Figuras',
      Clube: athlete?.Team,
      Number: slot?.Numero,
      Atleta: { Licenca: athlete?.License, Nome: athlete?.Name, Ano: athlete?.Year },
      Resultados_fig: figures.map((f) => ({
        Name: f.Nome,
        FP_val: f.Valor,
        ...judges(mark, mark, mark, mark, mark),
      })),
      Extra: false,
      comp_id: demo._id,
      ...over,
    });

    const { saved, createRow } = await sheetCreated<FigureResult>(
      '/api/resultadoFigura/add',
      users.admin,
      sheet(7),
      'figureResult',
    );
    expect(createRow.after).toMatchObject({ Pontos: saved.Pontos, version: 1 });

    await expectRefused(409, '/api/resultadoFigura/add', 'POST', users.admin, sheet(8));

    const updated = await expectOneRow(
      200,
      `/api/resultadoFigura/${saved._id}`,
      'PUT',
      users.admin,
      sheet(8, { version: 1 }),
    );
    const updateRow = updated.row;
    const after = updated.body as FigureResult;
    expect(updateRow).toMatchObject({ action: 'update', entityId: saved._id });
    expect(updateRow.before).toMatchObject({ Pontos: saved.Pontos, version: 1 });
    expect(updateRow.after).toMatchObject({ Pontos: after.Pontos, version: 2 });
    // The whole sheets, as the API answered them, before and after.
    const { insertedId: _inserted, ...savedSheet } = saved;
    expect(updateRow.before).toEqual(savedSheet);
    expect(updateRow.after).toEqual(after);
    expect(after.Pontos).not.toBe(saved.Pontos);
    expect((updateRow.after as FigureResult).Resultados_fig[0]).toMatchObject(
      judges(8, 8, 8, 8, 8),
    );

    const refusedPut = (status: number, as: TestUser, body: unknown) =>
      expectRefused(status, `/api/resultadoFigura/${saved._id}`, 'PUT', as, body);
    await refusedPut(409, users.admin, sheet(9, { version: 1 }));
    await refusedPut(400, users.admin, sheet(11, { version: 2 }));
    await refusedPut(403, users.referee, sheet(9, { version: 2 }));
  });

  it('routine results: a referee creates, an admin updates; each appends one row', async () => {
    const cards = (await (
      await call(`/api/coachcard?compId=${demo._id}`, 'GET', users.admin)
    ).json()) as CoachCard[];
    const duet = cards.find((c) => c.Esquema === 'DUETO LIVRE') as CoachCard;
    const routine = (mark: number, over: Record<string, unknown> = {}) => ({
      Categoria: duet.Categoria,
      Esquema: duet.Esquema,
      Clube: duet.Clube,
      Atletas: [],
      Resultados_el: duet.Elementos.map((e) => ({
        Elemento: e.Elemento,
        FP_val: e.Total ?? 0,
        ...judges(mark, mark, mark, mark, mark, mark, mark),
      })),
      Erros: { Simples: 0, Obvio: 0, Maior: 0 },
      Penalty: { Selected: 0 },
      Resultado_Coreografia: ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map(
        (Name) => ({ Name, ...judges(mark, mark, mark, mark, mark, mark, mark) }),
      ),
      Penalties: [],
      comp_id: demo._id,
      coach_card_id: duet._id,
      ...over,
    });

    const { saved, createRow } = await sheetCreated<RoutineResult>(
      '/api/resultadoCoachCard/add',
      users.referee,
      routine(7),
      'routineResult',
    );
    expect(createRow.after).toMatchObject({ Valor_total: saved.Valor_total, version: 1 });

    await expectRefused(409, '/api/resultadoCoachCard/add', 'POST', users.admin, routine(7));

    const updated = await expectOneRow(
      200,
      `/api/resultadoCoachCard/${saved._id}`,
      'PUT',
      users.admin,
      routine(8, { version: 1 }),
    );
    const updateRow = updated.row;
    expect(updateRow).toMatchObject({ ...who(users.admin), action: 'update' });
    expect(updateRow.before).toMatchObject({ Valor_total: saved.Valor_total, version: 1 });
    expect(updateRow.after).toMatchObject({
      Valor_total: (updated.body as RoutineResult).Valor_total,
      version: 2,
    });

    const refusedPut = (status: number, body: unknown) =>
      expectRefused(status, `/api/resultadoCoachCard/${saved._id}`, 'PUT', users.admin, body);
    await refusedPut(409, routine(9, { version: 1 }));
    await refusedPut(
      400,
      routine(9, { version: 2, Resultados_el: [{ Elemento: 'TRA', FP_val: 0 }] }),
    );
  });
});

describe('GET /api/audit', () => {
  const get = (query: string, as: TestUser | null = users.admin) =>
    call(`/api/audit${query}`, 'GET', as);

  it.each([
    ['anonymous', null, 401],
    ['a referee', users.referee, 403],
    ['a club', users.clubeA, 403],
  ] as const)('%s gets %s problem+json', async (_label, as, status) => {
    const res = await get('', as);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(JSON.stringify(await res.json())).not.toContain('"items"');
  });

  it('an admin reads the log newest first, in the schema of packages/domain', async () => {
    const res = await get('?limit=200');
    expect(res.status).toBe(200);
    const page = auditPageSchema.parse(await res.json());
    const ids = page.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const stored = await t.db.select().from(auditLog);
    expect(page.items).toHaveLength(Math.min(200, stored.length));
    // The demo seed's writes are there too, under the seed's own name.
    expect(page.items.some((i) => i.actor === 'demo-seed' && i.action === 'generate')).toBe(true);
  });

  it('filters by competition and pages with before=<nextBefore> until nextBefore is null', async () => {
    const stored = (
      await t.db
        .select()
        .from(auditLog)
        .orderBy(sql`${auditLog.id} desc`)
    ).filter((r) => r.competitionId === demo._id);
    expect(stored.length).toBeGreaterThan(5);
    expect(stored.length).toBeLessThan((await t.db.select().from(auditLog)).length);
    const seen: AuditEntry[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const res = await get(`?compId=${demo._id}&limit=3${before ? `&before=${before}` : ''}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as AuditPage;
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      before = page.nextBefore;
      pages++;
    } while (before !== null && pages < 100);
    expect(seen.map((s) => s.id)).toEqual(stored.map((s) => s.id));
    expect(seen.every((s) => s.competitionId === demo._id)).toBe(true);
    const first = seen.find((s) => s.id === stored[0]?.id);
    expect(first?.at).toBe(stored[0]?.at.toISOString());

    const none = (await (await get('?compId=nao-existe')).json()) as AuditPage;
    expect(none).toEqual({ items: [], nextBefore: null });
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=201', 'limit'],
    ['?before=-5', 'before'],
    ['?before=1.5', 'before'],
    ['?compId=', 'compId'],
    ['?foo=1', 'foo'],
  ])('a bad query %s is a 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { errors: { path: string }[] };
    expect(problem.errors.map((e) => e.path)).toContain(field);
  });
});

describe('OpenAPI', () => {
  it('documents GET /api/audit with its query and no other method', async () => {
    const spec = (await (await call('/api/openapi.json', 'GET', null)).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const path = spec.paths['/api/audit'] ?? {};
    expect(Object.keys(path)).toEqual(['get']);
    expect(path['get']?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'query:before',
      'query:compId',
      'query:limit',
    ]);
    expect(Object.keys(spec.paths).filter((p) => p.startsWith('/api/audit'))).toEqual([
      '/api/audit',
    ]);
  });
});

describe('the log cannot be edited', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s on /api/audit and /api/audit/{id} is refused and changes nothing',
    async (method) => {
      const before = await t.db.select().from(auditLog).orderBy(auditLog.id);
      const first = before[0] as Row;
      for (const path of ['/api/audit', `/api/audit/${first.id}`]) {
        const res = await call(path, method, users.admin, { action: 'delete', before: null });
        expect([404, 405]).toContain(res.status);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
      }
      expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toEqual(before);
    },
  );

  it('the database itself refuses UPDATE and DELETE of a row', async () => {
    const [first] = await t.db.select().from(auditLog).orderBy(auditLog.id).limit(1);
    await expect(
      t.db.execute(sql`update audit_log set actor = 'someone' where id = ${first?.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from audit_log where id = ${first?.id}`),
    ).rejects.toThrow();
    const [again] = await t.db.select().from(auditLog).orderBy(auditLog.id).limit(1);
    expect(again).toEqual(first);
  });
});
