import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { ProblemDetails } from '@artistic/domain/core/problem-schema';
import type { CompetitionExport, ImportSummary } from '@artistic/domain/transfer/export-schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { expectVerified } from '../../test/verified.ts';
import type { TestUser } from '../../test/test-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import { MAX_IMPORT_BODY_BYTES } from './routes.ts';

const legacyFixture = JSON.parse(
  readFileSync(new URL('./fixtures/legacy-regional-2027.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const LEGACY_ID = '65f1c0a2b3d4e5f6a7b8c9d0';

const t = useTestApp();
let demoId: string;
beforeAll(async () => {
  demoId = (await seedDemoCompetitions(t)).visible._id;
});

type Problem = ProblemDetails;

const exportOf = async (id: string, as: TestUser | null = users.admin) =>
  t.request(`/api/competitions/${id}/export`, { as });
const importDoc = (body: unknown, query = '', as: TestUser | null = users.admin) =>
  t.request(`/api/import${query}`, { method: 'POST', as, body });
const exported = async (id: string) => (await (await exportOf(id)).json()) as CompetitionExport;
const withoutTime = ({ exportedAt: _e, ...rest }: CompetitionExport) => rest;

/** Rows of every table: what "nothing changed" is measured with. */
async function countRows(): Promise<Record<string, number>> {
  const tables = [
    'competitions',
    'coach_cards',
    'figure_entries',
    'figure_results',
    'routine_results',
    'users',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
  }
  return counts;
}

describe('export and import: who may', () => {
  it('refuses export and import to anonymous (401), clubs and referees (403)', async () => {
    for (const [as, status] of [
      [null, 401],
      [users.clubeA, 403],
      [users.referee, 403],
    ] as const) {
      expect((await exportOf(demoId, as)).status).toBe(status);
      expect((await exportOf('nao-existe', as)).status).toBe(status);
      const res = await importDoc({ format: 'artistic-export' }, '', as);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });

  it('documents both routes in the OpenAPI description', async () => {
    const spec = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(spec.paths['/api/competitions/{id}/export']?.['get']?.security).toEqual([
      { bearer: [] },
    ]);
    expect(spec.paths['/api/import']?.['post']?.security).toEqual([{ bearer: [] }]);
  });

  it('answers 404 to an admin for an unknown competition', async () => {
    const res = await exportOf('nao-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('export → delete → import round trip of the demo competition', () => {
  let first: CompetitionExport;
  let resultList: ResultListResponse;

  it('exports the competition, its entries, start list and results as one attachment', async () => {
    const res = await exportOf(demoId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="campeonato-nacional-de-natacao-artistica-demonstracao-2027-01-07.json"',
    );
    first = (await res.json()) as CompetitionExport;
    expect(first).toMatchObject({ format: 'artistic-export', version: 2 });
    expect(first.competition._id).toBe(demoId);
    expect(first.competition.StartList.length).toBeGreaterThan(0);
    expect(first.startListSeeds).toHaveLength(first.competition.StartList.length);
    expect(first.coachCards).toHaveLength(3);
    expect(first.figureEntries).toHaveLength(4);
    expect(first.figureResults.length).toBeGreaterThan(3);
    expect(first.routineResults).toHaveLength(1);
    // The same shapes as the GET endpoints (spec field names).
    const cards = (await (
      await t.request(`/api/coachcard?compId=${demoId}`, { as: users.admin })
    ).json()) as CoachCard[];
    expect(new Set(first.coachCards.map((c) => c._id))).toEqual(new Set(cards.map((c) => c._id)));
    const figures = (await (
      await t.request(`/api/resultadoFigura/comp/${demoId}`)
    ).json()) as FigureResult[];
    expect(first.figureResults).toEqual(figures);
    resultList = (await (
      await t.request(`/api/competitions/${demoId}/resultList`)
    ).json()) as ResultListResponse;
  });

  it('imports it again after a delete: the second export equals the first', async () => {
    expect(
      (
        await t.request(`/api/competitions/${demoId}?force=true`, {
          method: 'DELETE',
          as: users.admin,
        })
      ).status,
    ).toBe(204);
    expect((await exportOf(demoId)).status).toBe(404);

    const res = await importDoc(first);
    expect(res.status).toBe(201);
    expect((await res.json()) as ImportSummary).toEqual({
      competitionId: demoId,
      Nome: first.competition.Nome,
      format: 'artistic-export',
      replaced: false,
      counts: {
        coachCards: 3,
        figureEntries: 4,
        figureResults: first.figureResults.length,
        routineResults: 1,
        startListBlocks: first.competition.StartList.length,
      },
      // The demo's cards carry the ruleset's values: nothing to change, nothing unknown.
      valueChanges: [],
      unknownCodes: [],
      corrections: 0,
    });
    expect(withoutTime(await exported(demoId))).toEqual(withoutTime(first));
    // The same results; the import writes the sheets anew, so their provisional time is now.
    const imported = (await (
      await t.request(`/api/competitions/${demoId}/resultList`)
    ).json()) as ResultListResponse;
    expect(withoutStatusTimes(imported)).toEqual(withoutStatusTimes(resultList));
  });

  it('stores an INF/JUV routine sheet without figure points, as every writer does (ADR 012)', async () => {
    const rows = await t.db.execute<{ body: RoutineResult; valor_total: number | null }>(
      sql`select body, valor_total from routine_results where competicao = ${demoId}`,
    );
    const stored = (
      rows as unknown as { rows: { body: RoutineResult; valor_total: number | null }[] }
    ).rows;
    const juv = stored.filter((r) => r.body.Categoria === 'JUV');
    expect(juv.length).toBeGreaterThan(0);
    for (const row of juv) {
      // Pending as stored: the grand total needs the figure points, derived on every read.
      expect(row.body.Valor_total ?? null).toBeNull();
      expect(row.body.ResultFig ?? []).toEqual([]);
      expect(row.valor_total).toBeNull();
    }
    // Read, the figure points are there (the export gave them).
    const read = first.routineResults.filter((r) => r.Categoria === 'JUV');
    expect(read.every((r) => (r.ResultFig ?? []).length > 0 && r.Valor_total != null)).toBe(true);
    await expectVerified(t.db);
  });

  it('answers 409 when the competition exists, and replaces it with ?replace=true', async () => {
    const before = await countRows();
    const res = await importDoc(first);
    expect(res.status).toBe(409);
    const { detail } = (await res.json()) as Problem;
    expect(detail).toContain('Já existe uma competição com o identificador');
    expect(detail).toContain('escolha «Substituir»');
    expect(detail).not.toContain('?replace');
    expect(await countRows()).toEqual(before);

    const replaced = await importDoc(first, '?replace=true');
    expect(replaced.status).toBe(201);
    expect(((await replaced.json()) as ImportSummary).replaced).toBe(true);
    expect(await countRows()).toEqual(before);
    // Versions go up, so a client holding the old records gets 409 instead of overwriting.
    const again = await exported(demoId);
    expect(again.competition.version).toBe(first.competition.version + 1);
    expect(again.coachCards.map((c) => c.version)).toEqual(
      first.coachCards.map((c) => c.version + 1),
    );
    const stale = await t.request(`/api/competitions/${demoId}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...first.competition, StartList: undefined, Resultados: undefined, _id: undefined },
    });
    expect(stale.status).toBe(409);
  });

  it('appends one audit entry per import (who, what was replaced, the counts); a refused import none', async () => {
    const log = async () =>
      (
        (await (await t.request(`/api/audit?compId=${demoId}`, { as: users.admin })).json()) as {
          items: { action: string; role: string; before: unknown; after: unknown }[];
        }
      ).items.filter((e) => e.action === 'import');
    const before = (await log()).length;
    expect((await importDoc(first)).status).toBe(409);
    expect(await log()).toHaveLength(before);
    expect((await importDoc(first, '?replace=true')).status).toBe(201);
    const entries = await log();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      role: 'admin',
      before: { Nome: first.competition.Nome },
      after: { counts: { coachCards: first.coachCards.length } },
    });
  });
});

describe('a bad document changes nothing', () => {
  it('names the bad field by its path in the document (400 problem+json)', async () => {
    const doc = await exported(demoId);
    const before = await countRows();
    const bad = structuredClone(doc) as unknown as {
      coachCards: { Elementos: { Elemento: string }[] }[];
    };
    const card = bad.coachCards[1];
    if (card?.Elementos[0]) card.Elementos[0].Elemento = 'Pirueta';
    const res = await importDoc(bad, '?replace=true');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = (await res.json()) as Problem;
    expect(body.errors).toEqual([
      { path: 'coachCards.1.Elementos.0.Elemento', message: 'errors.invalidOption' },
    ]);
    expect(body.detail).toContain('coachCards.1.Elementos.0.Elemento');
    expect(await countRows()).toEqual(before);
    expect(withoutTime(await exported(demoId))).toEqual(withoutTime(doc));
  });

  it('checks results against the start list like the API does, and names each problem', async () => {
    const doc = await exported(demoId);
    const before = await countRows();
    const bad = structuredClone(doc);
    const result = bad.figureResults[0];
    if (result) result.Number = 99;
    const card = bad.coachCards[0];
    if (card) card.Competicao = 'outra';
    const res = await importDoc(bad, '?replace=true');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).errors).toEqual(
      expect.arrayContaining([
        { path: 'figureResults.0.Number', message: 'errors.startSlotMismatch' },
        { path: 'coachCards.0.Competicao', message: 'errors.otherCompetition' },
      ]),
    );
    expect(await countRows()).toEqual(before);
  });

  it('rolls back the replaced competition when a record id belongs to another competition (409)', async () => {
    const doc = await exported(demoId);
    // A copy of the demo under another id, with its own record ids: imports.
    const copy = structuredClone(doc);
    copy.competition._id = 'copia-demo';
    const rename = <T extends { _id: string }>(r: T) => ({ ...r, _id: `copia-${r._id}` });
    copy.coachCards = copy.coachCards.map((c) => ({ ...rename(c), Competicao: 'copia-demo' }));
    copy.figureEntries = copy.figureEntries.map((e) => ({
      ...rename(e),
      Competicao: 'copia-demo',
    }));
    copy.figureResults = copy.figureResults.map((r) => ({ ...rename(r), comp_id: 'copia-demo' }));
    copy.competition.StartList = copy.competition.StartList.map((b) => ({
      ...b,
      Atletas_start: b.Atletas_start.map((s) =>
        s.CoachCardId ? { ...s, CoachCardId: `copia-${s.CoachCardId}` } : s,
      ),
    }));
    copy.routineResults = copy.routineResults.map((r) => ({
      ...rename(r),
      comp_id: 'copia-demo',
      coach_card_id: `copia-${r.coach_card_id ?? ''}`,
    }));
    expect((await importDoc(copy)).status).toBe(201);
    const before = await countRows();

    // Replacing the copy with a document whose entry id is the demo's: refused after the delete.
    const clash = structuredClone(copy);
    const entry = clash.figureEntries[2];
    if (entry) entry._id = doc.figureEntries[2]?._id ?? '';
    // The stored entry the clash drops would be lost: confirmed, so the id check is what answers.
    const res = await importDoc(clash, '?replace=true&confirm=true');
    expect(res.status).toBe(409);
    expect(((await res.json()) as Problem).errors).toEqual([
      { path: 'figureEntries.2._id', message: 'errors.idInUse' },
    ]);
    expect(await countRows()).toEqual(before);
    expect((await exportOf('copia-demo')).status).toBe(200);
  });

  it('refuses an unknown format, an unknown export version and a body that is no document', async () => {
    const before = await countRows();
    const cases: [unknown, string, string][] = [
      [{ format: 'outro' }, 'format', 'errors.unknownImportFormat'],
      [{ ...(await exported(demoId)), version: 3 }, 'version', 'errors.unsupportedExportVersion'],
      [{ qualquer: 1 }, '(body)', 'errors.unknownImportFormat'],
    ];
    for (const [body, path, message] of cases) {
      const res = await importDoc(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Problem).errors).toEqual([{ path, message }]);
    }
    expect((await importDoc([1, 2])).status).toBe(400);
    expect((await importDoc('{"competition": ')).status).toBe(400);
    expect(await countRows()).toEqual(before);
  });
});

describe('a key the schemas do not know', () => {
  it('refuses a __proto__ key in an export (400) like any unknown key, and changes nothing', async () => {
    // JSON.parse keeps "__proto__" as an own key; a copying parse would drop it and import.
    const doc = await exported(demoId);
    const before = await countRows();
    const text = JSON.stringify(doc);
    const atRoot = text.replace(/^\{/, '{"__proto__":{"polluted":"yes"},');
    const inCompetition = text.replace('"competition":{', '"competition":{"__proto__":{"x":1},');
    for (const [body, path] of [
      [atRoot, '__proto__'],
      [inCompetition, 'competition.__proto__'],
    ] as const) {
      const res = await importDoc(body, '?replace=true');
      expect(res.status, body.slice(0, 80)).toBe(400);
      const problem = (await res.json()) as Problem;
      expect(problem.errors?.map((e) => e.path)).toEqual([path]);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(await countRows()).toEqual(before);
    expect(withoutTime(await exported(demoId))).toEqual(withoutTime(doc));
  });
});

describe('a document of the current system (MongoDB style)', () => {
  let summary: ImportSummary;

  it('imports with $oid ids, d/m/y and $date dates, embedded start list and results', async () => {
    const res = await importDoc(legacyFixture);
    expect(res.status).toBe(201);
    summary = (await res.json()) as ImportSummary;
    expect(summary).toEqual({
      competitionId: LEGACY_ID,
      Nome: 'Campeonato Regional de Inverno 2027',
      format: 'legacy',
      replaced: false,
      counts: {
        coachCards: 2,
        figureEntries: 2,
        figureResults: 2,
        routineResults: 1,
        startListBlocks: 3,
      },
      valueChanges: [],
      unknownCodes: [],
      corrections: 0,
    });
    const competition = (await (
      await t.request(`/api/competitions/${LEGACY_ID}`)
    ).json()) as Competition;
    expect(competition).toMatchObject({
      Data: '2027-02-20',
      Limite_inscricao: '2027-02-05',
      JuizesFiguras: 5,
      version: 1,
    });
    // The routine slot is tied to its coach card, so results follow the entry.
    expect(competition.StartList[1]?.Atletas_start[0]?.CoachCardId).toBe(
      '65f1c0a2b3d4e5f6a7b8c9e1',
    );
  });

  it('stores every derived score recomputed, never the totals of the file', async () => {
    const card = (await (
      await t.request('/api/coachcard/65f1c0a2b3d4e5f6a7b8c9e1', { as: users.admin })
    ).json()) as CoachCard;
    // HIB 0.5 + 0.45 + 0.75; ACR Pair 0.1 + 0.5; ChoHy 1 (the file said 9, 1, 0 and 12.5).
    expect(card.Elementos.map((e) => [e.Nota_base, e.Total])).toEqual([
      [0.5, 1.7],
      [0.1, 0.6],
      [0, 1],
    ]);
    expect(card.Total_declarado).toBe(3.3);

    const figures = (await (
      await t.request(`/api/resultadoFigura/comp/${LEGACY_ID}`)
    ).json()) as FigureResult[];
    const ines = figures.find((f) => f.Atleta.Licenca === 10201);
    // docs/scoring.md §3 worked example (the file said 64.2).
    expect(ines?.Resultados_fig.map((f) => [f.Media, f.Pontos])).toEqual([
      [6.8333, 10.9333],
      [7.1, 12.78],
      [6.2, 13.64],
      [5.9, 11.21],
    ]);
    expect(ines?.Pontos).toBe(63.7511);
    // The separate collection wins over the stale embedded copy (all 6): all 7 gives 70.
    expect(figures.find((f) => f.Atleta.Licenca === 20201)?.Pontos).toBe(70);

    const routines = (await (
      await t.request(`/api/resultadoCoachCard/comp/${LEGACY_ID}`)
    ).json()) as RoutineResult[];
    expect(routines).toHaveLength(1);
    const duet = routines[0] as RoutineResult;
    expect(duet._id).toBe('65f1c0a2b3d4e5f6a7b8ca01');
    expect(duet.coach_card_id).toBe('65f1c0a2b3d4e5f6a7b8c9e1');
    expect(duet.Resultados_el.map((e) => e.FP_val)).toEqual([1.7, 0.6, 1]);
    expect(duet.Valor_total).not.toBe(999.9);
    // Saved again through the scoring API, nothing moves: the import computed what the API computes.
    const { _id, ...body } = duet;
    const resaved = await t.request(`/api/resultadoCoachCard/${_id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...body, Valor_total: 0, Total_el: 0 },
    });
    expect(resaved.status).toBe(200);
    const after = (await resaved.json()) as RoutineResult;
    expect(after.Valor_total).toBe(duet.Valor_total);
    expect(after.Total_el).toBe(duet.Total_el);
    expect(after.Resultado_Coreografia).toEqual(duet.Resultado_Coreografia);
  });

  it('sets every declared value from the ruleset and reports each change and each unknown code', async () => {
    const older = structuredClone(legacyFixture) as {
      coachCards: {
        _id: unknown;
        Competicao: unknown;
        Elementos: { Dificuldade_declarada: { Codigo_cc: string; Valor: number }[] }[];
      }[];
      competition: Record<string, unknown>;
      figureEntries?: unknown;
      figureResults?: unknown;
      routineResults?: unknown;
    };
    const id = '65f1c0a2b3d4e5f6a7b8eeee';
    older.competition['_id'] = { $oid: id };
    older.competition['StartList'] = [];
    older.competition['Resultados'] = { ResultadosCC: [], ResultadosFiguras: [] };
    delete older.figureEntries;
    delete older.figureResults;
    delete older.routineResults;
    older.coachCards.forEach((c, i) => {
      c._id = { $oid: `65f1c0a2b3d4e5f6a7b8eef${i}` };
      c.Competicao = { $oid: id };
    });
    const duet = older.coachCards[0];
    if (!duet?.Elementos[0]) throw new Error('fixture changed');
    duet.Elementos[0].Dificuldade_declarada = [
      { Codigo_cc: 'T1', Valor: 7.77 },
      { Codigo_cc: 'S2', Valor: 0.75 },
      { Codigo_cc: 'X42', Valor: 1 },
    ];
    const res = await importDoc(older);
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as ImportSummary;
    expect(answer.valueChanges).toEqual([
      {
        path: 'coachCards.0.Elementos.0.Dificuldade_declarada.0.Valor',
        Ordem: 1,
        Codigo_cc: 'T1',
        from: 7.77,
        to: 0.45,
      },
    ]);
    expect(answer.unknownCodes).toEqual([
      {
        path: 'coachCards.0.Elementos.0.Dificuldade_declarada.2.Codigo_cc',
        message: 'Elemento 1: o código X42 não existe nas tabelas do regulamento.',
      },
    ]);
    const card = (await (
      await t.request('/api/coachcard/65f1c0a2b3d4e5f6a7b8eef0', { as: users.admin })
    ).json()) as CoachCard;
    // 0.5 + 0.45 (not 7.77) + 0.75 + X42 kept as declared (1), to be corrected.
    expect(card.Elementos[0]?.Total).toBe(2.7);
  });

  it('reads a bare competition too, naming bad fields by their path in that file', async () => {
    const bare = structuredClone(legacyFixture['competition']) as Record<string, unknown>;
    const before = await countRows();
    const res = await importDoc({ ...bare, _id: 'outra-regional', Data: '31/02/2027' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).errors).toEqual([
      { path: 'Data', message: 'errors.invalidDate' },
    ]);
    expect(await countRows()).toEqual(before);
  });

  it('names a bad nested field of a legacy coach card by its path', async () => {
    const bad = structuredClone(legacyFixture) as {
      coachCards: { Elementos: Record<string, unknown>[] }[];
      competition: Record<string, unknown>;
    };
    bad.competition['_id'] = { $oid: '65f1c0a2b3d4e5f6a7b8ffff' };
    const element = bad.coachCards[1]?.Elementos[0];
    if (element) element['Elemento'] = 'XYZ';
    const res = await importDoc(bad);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).errors).toContainEqual({
      path: 'coachCards.1.Elementos.0.Elemento',
      message: 'errors.invalidOption',
    });
  });
});

describe('body limit', () => {
  it('accepts a document above the 1 MiB limit of the rest of the API', async () => {
    const doc = await exported(demoId);
    const big = structuredClone(doc);
    big.competition._id = 'grande';
    big.coachCards = [];
    big.routineResults = [];
    big.figureResults = [];
    big.competition.StartList = [];
    big.startListSeeds = [];
    const athletes = Array.from({ length: 200 }, (_, i) => ({
      Nome: `Atleta com um nome bastante comprido número ${i}`,
      Licenca: 100000 + i,
      Ano: 2012,
    }));
    big.figureEntries = Array.from({ length: 120 }, (_, i) => ({
      _id: `grande-${i}`,
      Competicao: 'grande',
      Categoria: 'JUV',
      Clube: `Clube ${i}`,
      Atletas: athletes,
      version: 1,
    }));
    const text = JSON.stringify(big);
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const res = await importDoc(text);
    expect(res.status).toBe(201);
    expect(((await res.json()) as ImportSummary).counts.figureEntries).toBe(120);
  });

  it('answers 413 above 20 MiB, and refuses a non-admin before reading the body', async () => {
    const huge = `{"x":"${'a'.repeat(MAX_IMPORT_BODY_BYTES)}"}`;
    expect((await importDoc(huge)).status).toBe(413);
    expect((await importDoc(huge, '', users.clubeA)).status).toBe(403);
  });
});

describe('the step of the marks travels with the competition (ADR 027)', () => {
  it('an export keeps each panel’s step; one without them (older) imports as tenths', async () => {
    const doc = await exported(demoId);
    expect([doc.competition.PassoFiguras, doc.competition.PassoCoachCard]).toEqual([0.1, 0.1]);
    const copy = structuredClone(doc);
    copy.competition._id = 'passos';
    copy.coachCards = [];
    copy.figureEntries = [];
    copy.figureResults = [];
    copy.routineResults = [];
    copy.competition.StartList = [];
    copy.startListSeeds = [];
    copy.competition.PassoCoachCard = 0.25;
    const { PassoFiguras: _older, ...competition } = copy.competition;
    expect((await importDoc({ ...copy, competition })).status).toBe(201);
    const again = await exported('passos');
    expect([again.competition.PassoFiguras, again.competition.PassoCoachCard]).toEqual([0.1, 0.25]);
    expect((await importDoc(again, '?replace=true')).status).toBe(201);
    expect((await exported('passos')).competition.PassoCoachCard).toBe(0.25);
  });

  it('refuses a document whose sheets hold marks off its competition’s step, naming them', async () => {
    const doc = await exported(demoId);
    const before = await countRows();
    const bad = structuredClone(doc);
    bad.competition.PassoFiguras = 0.25;
    const res = await importDoc(bad, '?replace=true');
    expect(res.status).toBe(400);
    const errors = ((await res.json()) as Problem).errors ?? [];
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) {
      expect(e.path).toMatch(/^figureResults\.\d+\.Resultados_fig\.\d+\.J[1-7]$/);
      expect(e.message).toBe('errors.judgeScoreQuarters');
    }
    expect(await countRows()).toEqual(before);
    expect((await exported(demoId)).competition.PassoFiguras).toBe(0.1);
  });
});

/** A result list without the times of its events' states (issue 22), which a new write moves. */
function withoutStatusTimes(list: ResultListResponse) {
  return {
    ...list,
    statuses: list.statuses.map(({ provisionalSince: _p, inquiriesUntil: _i, ...rest }) => rest),
  };
}
