import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import { getArtisticRows } from '@artistic/domain/ruleset/factors';
import type { AuditPage } from '@artistic/domain/audit/schema';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';

/**
 * The technical controllers' calls (AS 6.7.7, 6.7.9, 6.7.10) through the API. Demo cards,
 * seven judges all marking 7 (mean 7):
 *   ABS technical duet: TRE_DT_1A declared 3 (CD 1), HIB base mark 0.5 declared 0.95 (CD 0.5),
 *     ACR Pair base mark 0.1 declared 0.5 (CD 1).
 *   JUV free duet: HIB base mark 0.5 declared 1.7 (CD 0.5), ACR Pair 0.1 / 0.6 (CD 1),
 *     ChoHy 1 (CD 0.5).
 */
const t = useTestApp();
let demo: Competition;
let technical: CoachCard;
let free: CoachCard;
beforeAll(async () => {
  ({ visible: demo } = await seedDemoCompetitions(t, { results: false }));
  const cards = (await (
    await t.request(`/api/coachcard?compId=${demo._id}`, { as: users.admin })
  ).json()) as CoachCard[];
  technical = cards.find((c) => c.Esquema === 'DUETO TECNICO') as CoachCard;
  free = cards.find((c) => c.Esquema === 'DUETO LIVRE') as CoachCard;
});

const sevens = { J1: 7, J2: 7, J3: 7, J4: 7, J5: 7, J6: 7, J7: 7 };

/** A sheet of the card; `rows` adds to each element row (calls, hostile values). */
function sheet(card: CoachCard, rows: Record<string, unknown>[] = []) {
  return {
    Categoria: card.Categoria,
    Esquema: card.Esquema,
    Clube: card.Clube,
    Atletas: card.Atletas.map((a) => ({ Nome: a.Nome, Licenca: a.Licenca })),
    Resultados_el: card.Elementos.map((e, i) => ({
      Elemento: e.Elemento,
      FP_val: e.Total,
      ...sevens,
      ...rows[i],
    })),
    Erros: { Simples: 0, Obvio: 0, Maior: 0 },
    Penalty: { Selected: 0 },
    Resultado_Coreografia: getArtisticRows(card.Esquema, card.Categoria, BUILT_IN_RULESET).map(
      (row) => ({
        Name: row.name,
        ...sevens,
      }),
    ),
    Penalties: [],
    comp_id: demo._id,
    coach_card_id: card._id,
  };
}

const create = (body: unknown) =>
  t.request('/api/resultadoCoachCard/add', { method: 'POST', as: users.admin, body });
const update = (id: string, body: unknown) =>
  t.request(`/api/resultadoCoachCard/${id}`, { method: 'PUT', as: users.admin, body });

describe("the technical controllers' calls", () => {
  let declared: RoutineResult;

  it('as declared (no call sent): BM, DD and FP_val from the card; 21 + 3.325 + 3.5 = 27.825', async () => {
    const res = await create(sheet(technical));
    expect(res.status).toBe(201);
    declared = (await res.json()) as RoutineResult;
    expect(declared.Resultados_el.map((e) => [e.FP, e.BM, e.DD, e.FP_val, e.Pontos])).toEqual([
      ['Declarado', 0, 3, 3, 21],
      ['Declarado', 0.5, 0.95, 0.95, 3.325],
      ['Declarado', 0.1, 0.5, 0.5, 3.5],
    ]);
    expect(declared.Total_el).toBe(27.825);
  });

  it("'NB' on the hybrid scores its base mark: 7 × 0.5 × 0.5 = 1.75; totals 1.575 lower; the audit log shows the call", async () => {
    const res = await update(declared._id, {
      ...sheet(technical, [{}, { FP: 'NB' }]),
      version: declared.version,
    });
    expect(res.status).toBe(200);
    const r = (await res.json()) as RoutineResult;
    expect(r.Resultados_el[1]).toMatchObject({ FP: 'NB', BM: 0.5, DD: 0.95, FP_val: 0.5 });
    expect(r.Resultados_el[1]?.Pontos).toBe(1.75);
    expect(r.Total_el).toBe(26.25);
    expect(r.Valor_esquema).toBe(Number(((declared.Valor_esquema ?? 0) - 1.575).toFixed(4)));
    expect(r.Valor_total).toBe(Number(((declared.Valor_total ?? 0) - 1.575).toFixed(4)));

    const audit = (await (
      await t.request(`/api/audit?compId=${demo._id}`, { as: users.admin })
    ).json()) as AuditPage;
    const row = audit.items.find((i) => i.entityId === declared._id && i.action === 'update');
    const callsOf = (snapshot: Record<string, unknown> | null | undefined) =>
      (snapshot?.['Resultados_el'] as { FP?: string }[]).map((e) => e.FP);
    expect(callsOf(row?.before)).toEqual(['Declarado', 'Declarado', 'Declarado']);
    expect(callsOf(row?.after)).toEqual(['Declarado', 'NB', 'Declarado']);
  });

  it("'Omitido' on the TRE scores 0; client-sent BM, DD and FP_val are ignored", async () => {
    const current = (await (
      await t.request(`/api/resultadoCoachCard/comp/${demo._id}`, { as: users.admin })
    ).json()) as RoutineResult[];
    const stored = current.find((r) => r._id === declared._id) as RoutineResult;
    const hostile = { BM: 20, DD: 20, FP_val: 20, Pontos: 999, CD: 20, Media: 99 };
    const res = await update(declared._id, {
      ...sheet(technical, [
        { ...hostile, FP: 'Omitido' },
        { ...hostile, FP: 'NB' },
        { ...hostile, DD: 'T1 T2 T3' },
      ]),
      version: stored.version,
    });
    expect(res.status).toBe(200);
    const r = (await res.json()) as RoutineResult;
    expect(r.Resultados_el.map((e) => [e.FP, e.BM, e.DD, e.FP_val, e.CD, e.Pontos])).toEqual([
      ['Omitido', 0, 3, 0, 1, 0],
      ['NB', 0.5, 0.95, 0.5, 0.5, 1.75],
      ['Declarado', 0.1, 0.5, 0.5, 1, 3.5],
    ]);
    expect(r.Total_el).toBe(5.25);
  });

  it('a call the element does not allow, or a value that is no call, is a 400 naming Resultados_el.<i>.FP', async () => {
    for (const [rows, path] of [
      [[{ FP: 'NB' }], 'Resultados_el.0.FP'],
      [[{}, { FP: 'Omitido' }], 'Resultados_el.1.FP'],
      [[{}, {}, { FP: 'Omitido' }], 'Resultados_el.2.FP'],
      [[{}, { FP: 'Nota base' }], 'Resultados_el.1.FP'],
      [[{ FP: 1.5 }], 'Resultados_el.0.FP'],
    ] as const) {
      const res = await create(sheet(technical, [...rows]));
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const problem = (await res.json()) as { errors?: { path: string }[] };
      expect(problem.errors?.map((e) => e.path)).toContain(path);
    }
    const choHy = await create(sheet(free, [{}, {}, { FP: 'NB' }]));
    expect(choHy.status).toBe(400);
    expect(
      ((await choHy.json()) as { errors?: { path: string }[] }).errors?.map((e) => e.path),
    ).toEqual(['Resultados_el.2.FP']);
  });

  it("the public result list shows the lower value and the 'NB' call at once", async () => {
    const res = await create(sheet(free, [{ FP: 'NB' }]));
    expect(res.status).toBe(201);
    const r = (await res.json()) as RoutineResult;
    // HIB 7 × 0.5 × 0.5 = 1.75 (1.7 declared: 5.95); ACR 4.2; ChoHy 3.5 → 9.45 instead of 13.65.
    expect(r.Total_el).toBe(9.45);
    const list = (await (
      await t.request(`/api/competitions/${demo._id}/resultList`)
    ).json()) as ResultListResponse;
    const block = list.blocks.find((b) => b.Prova === 'DUETO LIVRE');
    if (block?.kind !== 'routine') throw new Error('no routine block');
    expect(block.rows[0]?.total).toBe(r.Valor_total);
    expect(block.rows[0]?.elements.map((e) => [e.name, e.call, e.dd, e.points])).toEqual([
      ['HIB', 'NB', 0.5, 1.75],
      ['ACR', 'Declarado', 0.6, 4.2],
      ['ChoHy', 'Declarado', 1, 3.5],
    ]);
  });
});
