import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import type { TestUser } from '../../test/test-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let demo: Competition;
beforeAll(async () => {
  ({ visible: demo } = await seedDemoCompetitions(t, { results: false }));
});

const judges = (...s: number[]) => Object.fromEntries(s.map((v, i) => [`J${i + 1}`, v]));
const infFigures = () => demo.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
const slot = (n: number) => infFigures()?.Atletas_start[n - 1];

/** The worked example of docs/scoring.md §3: overall 63.7511. Client-sent values are nonsense on purpose. */
const sheet = (number: number, over: Record<string, unknown> = {}) => {
  const athlete = slot(number)?.Atletas[0];
  return {
    Categoria: 'INF',
    Esquema: 'Figuras',
    Clube: 'qualquer',
    Number: number,
    Atleta: { Licenca: athlete?.License, Nome: 'Nome errado', Ano: 2000 },
    Resultados_fig: [
      {
        Name: 'Straight Ballet Leg',
        FP_val: 9,
        ...judges(6.5, 7, 7, 7.5, 6),
        Media: 99,
        Pontos: 99,
      },
      { Name: 'Barracuda', FP_val: 9, ...judges(7, 7.2, 6.8, 7.1, 7.4) },
      { Name: 'Front Ariana', FP_val: 9, ...judges(6, 6.2, 6.4, 6.1, 6.3) },
      { Name: 'Tower', FP_val: 9, ...judges(5.5, 6, 5.8, 5.9, 6.1), Penalties: 1 },
    ],
    Pontos: 1000,
    Extra: false,
    comp_id: demo._id,
    ...over,
  };
};
const post = (body: unknown, as: TestUser | null = users.admin) =>
  t.request('/api/resultadoFigura/add', { method: 'POST', as, body });

describe('figure results', () => {
  let saved: FigureResult;

  it('the admin saves a sheet; the server recomputes every mean, point and the overall', async () => {
    const res = await post(sheet(1));
    expect(res.status).toBe(201);
    saved = (await res.json()) as FigureResult;
    expect(saved.Resultados_fig.map((f) => [f.FP_val, f.Media, f.Pontos])).toEqual([
      [1.6, 6.8333, 10.9333],
      [1.8, 7.1, 12.78],
      [2.2, 6.2, 13.64],
      [1.9, 5.9, 11.21],
    ]);
    expect(saved.Pontos).toBe(63.7511);
    expect(saved.Atleta.Nome).toBe(slot(1)?.Atletas[0]?.Name);
    expect(saved.Clube).toBe(slot(1)?.Atletas[0]?.Team);
  });

  it.each([
    [
      'a score above 10',
      { Resultados_fig: [{ Name: 'Barracuda', FP_val: 1.8, ...judges(7, 7, 7, 7, 11) }] },
      'Resultados_fig.0.J5',
    ],
    [
      'a score below 1',
      { Resultados_fig: [{ Name: 'Barracuda', FP_val: 1.8, ...judges(0.5, 7, 7, 7, 7) }] },
      'Resultados_fig.0.J1',
    ],
    [
      'a sixth judge on a 5-judge panel',
      { Resultados_fig: [{ Name: 'Barracuda', FP_val: 1.8, ...judges(7, 7, 7, 7, 7, 7) }] },
      'Resultados_fig.0.J6',
    ],
    [
      'a figure the competition does not have',
      { Resultados_fig: [{ Name: 'Saturn', FP_val: 2.5, ...judges(7, 7, 7, 7, 7) }] },
      'Resultados_fig.0.Name',
    ],
    ['a start number that is not this athlete', { Number: 2 }, 'Number'],
  ])('%s → 400 naming the field, nothing stored', async (_label, over, path) => {
    const res = await post(sheet(3, over));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { path: string }[] };
    expect(body.errors.map((e) => e.path)).toContain(path);
    const all = (await (
      await t.request(`/api/resultadoFigura/comp/${demo._id}`)
    ).json()) as FigureResult[];
    expect(all).toHaveLength(1);
  });

  it('only admins write', async () => {
    expect((await post(sheet(2), null)).status).toBe(401);
    expect((await post(sheet(2), users.referee)).status).toBe(403);
    expect((await post(sheet(2), users.clubeA)).status).toBe(403);
  });

  it('one result per athlete and event: a second POST is a 409', async () => {
    expect((await post(sheet(1))).status).toBe(409);
  });

  it('two admins saving the same sheet: one wins, the other gets 409, nothing is lost', async () => {
    const put = (over: Record<string, unknown>) =>
      t.request(`/api/resultadoFigura/${saved._id}`, {
        method: 'PUT',
        as: users.admin,
        body: { ...sheet(1, over), version: saved.version },
      });
    const [a, b] = [await put({ Extra: true }), await put({ Extra: false })];
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const stored = (
      (await (await t.request(`/api/resultadoFigura/comp/${demo._id}`)).json()) as FigureResult[]
    )[0];
    expect(stored?.Extra).toBe(true);
    expect(stored?.version).toBe(2);
  });

  it('an incomplete sheet is saved but has no total (never a guess)', async () => {
    const res = await post(
      sheet(2, { Resultados_fig: [{ Name: 'Barracuda', FP_val: 1.8, ...judges(7, 7, 7, 7) }] }),
    );
    expect(res.status).toBe(201);
    const r = (await res.json()) as FigureResult;
    expect(r.Resultados_fig[0]?.Media).toBeNull();
    expect(r.Pontos).toBeNull();
  });
});

describe('routine results', () => {
  let card: CoachCard;
  beforeAll(async () => {
    const cards = (await (
      await t.request(`/api/coachcard?compId=${demo._id}`, { as: users.admin })
    ).json()) as CoachCard[];
    card = cards.find((c) => c.Esquema === 'DUETO LIVRE') as CoachCard;
  });

  const routine = (over: Record<string, unknown> = {}) => ({
    Categoria: 'ABS',
    Esquema: 'SOLO LIVRE',
    Clube: 'qualquer',
    Atletas: [{ Nome: 'X', Licenca: 1 }],
    Resultados_el: card.Elementos.map((e) => ({
      Elemento: e.Elemento,
      FP_val: 20,
      ...judges(7, 7, 7, 7, 7, 7, 7),
      Pontos: 500,
    })),
    Erros: { Simples: 0, Obvio: 0, Maior: 0 },
    Penalty: { Selected: 0 },
    Resultado_Coreografia: ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map(
      (Name) => ({ Name, ...judges(7, 7, 7, 7, 7, 7, 7) }),
    ),
    Penalties: [],
    Valor_total: 9999,
    comp_id: demo._id,
    coach_card_id: card._id,
    ...over,
  });

  it('an admin scores the JUV duet; values come from the coach card and every total is recomputed', async () => {
    const res = await t.request('/api/resultadoCoachCard/add', {
      method: 'POST',
      as: users.admin,
      body: routine(),
    });
    expect(res.status).toBe(201);
    const r = (await res.json()) as RoutineResult;
    // HIB 7 × 1.7 × 0.5 = 5.95; ACR Pair 7 × 0.6 × 1 = 4.2; ChoHy 7 × 1 × 0.5 = 3.5 → 13.65
    expect(r.Resultados_el.map((e) => [e.FP_val, e.Pontos])).toEqual([
      [1.7, 5.95],
      [0.6, 4.2],
      [1, 3.5],
    ]);
    expect(r.Total_el).toBe(13.65);
    // Artistic (free routine, provisional factors 1.6 / 1.5 / 1.6): 3 × f × 7 → 33.6 + 31.5 + 33.6 = 98.7
    expect(r.Total_impress).toBe(98.7);
    expect(r.Valor_esquema).toBe(112.35);
    // JUV adds the mean of its athletes' figure scores: none yet → pending, never a 0.
    expect(r.Valor_total).toBeNull();
    expect(r.ResultFig).toEqual([]);
    expect(r).toMatchObject({
      Categoria: 'JUV',
      Esquema: 'DUETO LIVRE',
      Clube: 'Clube Natação Alfa',
    });
  });

  it('refuses a sheet whose elements are not the card’s, and a referee may score (admin and referee write)', async () => {
    const bad = await t.request('/api/resultadoCoachCard/add', {
      method: 'POST',
      as: users.admin,
      body: routine({ Resultados_el: [{ Elemento: 'TRA', FP_val: 0 }] }),
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await t.request('/api/resultadoCoachCard/add', {
          method: 'POST',
          as: users.clubeA,
          body: routine(),
        })
      ).status,
    ).toBe(403);
  });

  it('a scored coach card cannot be deleted', async () => {
    const res = await t.request(`/api/coachcard/${card._id}`, {
      method: 'DELETE',
      as: users.admin,
    });
    expect(res.status).toBe(409);
  });
});

describe('reading results', () => {
  it('GET /api/competitions/{id} assembles Resultados from the results tables', async () => {
    const c = (await (await t.request(`/api/competitions/${demo._id}`)).json()) as Competition;
    expect(c.Resultados.ResultadosFiguras.length).toBe(2);
    expect(c.Resultados.ResultadosCC.length).toBe(1);
  });

  it('the result list ranks each flagged event, Extra last, incomplete sheets without a position', async () => {
    const list = (await (
      await t.request(`/api/competitions/${demo._id}/resultList`)
    ).json()) as ResultListResponse;
    expect(list.blocks.map((b) => [b.Categoria, b.Prova])).toEqual([
      ['INF', 'Figuras'],
      ['JUV', 'Figuras'],
      ['JUV', 'DUETO LIVRE'],
    ]);
    const inf = list.blocks[0];
    expect(inf?.rows.map((r) => [r.position, r.extra, r.total])).toEqual([
      [null, false, null],
      [null, true, 63.7511],
    ]);
  });
});
