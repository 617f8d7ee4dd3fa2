import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import { getArtisticRows } from '@artistic/domain/ruleset/factors';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import { peekParsedCompetition } from './repository.ts';

/**
 * The step of each panel's marks (ADR 027): 0.1 unless the competition says 0.25, checked on
 * both result kinds (the figure write's fast path included) and kept true when it changes.
 */
const t = useTestApp();
let demoId: string;
let card: CoachCard;
beforeAll(async () => {
  const { visible } = await seedDemoCompetitions(t, { results: false });
  demoId = visible._id;
  const cards = (await (
    await t.request(`/api/coachcard?compId=${demoId}`, { as: users.admin })
  ).json()) as CoachCard[];
  card = cards.find((c) => c.Esquema === 'DUETO LIVRE') as CoachCard;
});

type Problem = { type: string; errors: { path: string; message: string }[] };

const getCompetition = async () =>
  (await (
    await t.request(`/api/competitions/${demoId}`, { as: users.admin })
  ).json()) as Competition;

/** PUT the competition as it is, with the steps changed. */
async function setSteps(steps: Partial<Pick<Competition, 'PassoFiguras' | 'PassoCoachCard'>>) {
  const { _id, ...current } = await getCompetition();
  return t.request(`/api/competitions/${demoId}`, {
    method: 'PUT',
    as: users.admin,
    body: { ...current, ...steps },
  });
}

const judges = (...marks: number[]) =>
  Object.fromEntries(marks.map((mark, i) => [`J${i + 1}`, mark]));

async function figureSheet(number: number, marks: number[]) {
  const competition = await getCompetition();
  const block = competition.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
  const athlete = block?.Atletas_start.find((s) => s.Numero === number)?.Atletas[0];
  const figures = competition.Figuras.filter((f) => f.Category === 'INF');
  return {
    Categoria: 'INF',
    Esquema: 'Figuras',
    Clube: athlete?.Team ?? '',
    Number: number,
    Atleta: { Licenca: athlete?.License ?? 0, Nome: athlete?.Name ?? '', Ano: athlete?.Year ?? 0 },
    Resultados_fig: figures.map((f) => ({ Name: f.Nome, FP_val: f.Valor, ...judges(...marks) })),
    Extra: false,
    comp_id: demoId,
  };
}

function routineSheet(marks: number[]) {
  return {
    Categoria: card.Categoria,
    Esquema: card.Esquema,
    Clube: card.Clube,
    Atletas: card.Atletas.map((a) => ({ Nome: a.Nome, Licenca: a.Licenca })),
    Resultados_el: card.Elementos.map((e) => ({
      Elemento: e.Elemento,
      FP_val: e.Total,
      ...judges(...marks),
    })),
    Erros: { Simples: 0, Obvio: 0, Maior: 0 },
    Penalty: { Selected: 0 },
    Resultado_Coreografia: getArtisticRows(card.Esquema, card.Categoria, BUILT_IN_RULESET).map(
      (row) => ({
        Name: row.name,
        ...judges(...marks),
      }),
    ),
    Penalties: [],
    comp_id: demoId,
    coach_card_id: card._id,
  };
}

const post = (kind: 'resultadoFigura' | 'resultadoCoachCard', body: unknown) =>
  t.request(`/api/${kind}/add`, { method: 'POST', as: users.admin, body });
const figures = async () =>
  (await (
    await t.request(`/api/resultadoFigura/comp/${demoId}`, { as: users.admin })
  ).json()) as FigureResult[];
const routines = async () =>
  (await (
    await t.request(`/api/resultadoCoachCard/comp/${demoId}`, { as: users.admin })
  ).json()) as RoutineResult[];

/** The demo panels: five figure judges, seven routine judges. */
const QUARTERS = [7.25, 7.5, 7.75, 7.25, 8];
const TENTHS = [7.3, 7.5, 7.7, 7.3, 7.5];
const ROUTINE_QUARTERS = [7.25, 7.5, 7.75, 7.25, 7.5, 7.75, 7.25];

describe('the step of the marks, per panel', () => {
  it('the demo competition was stored without a step: both panels mark in tenths', async () => {
    const c = await getCompetition();
    expect([c.PassoFiguras, c.PassoCoachCard]).toEqual([0.1, 0.1]);
  });

  it('a 0.1 panel refuses 7,25 on both result kinds, naming the field; nothing is stored', async () => {
    const fig = await post('resultadoFigura', await figureSheet(1, QUARTERS));
    expect(fig.status).toBe(400);
    expect(fig.headers.get('content-type')).toContain('application/problem+json');
    const figProblem = (await fig.json()) as Problem;
    expect(figProblem.errors).toContainEqual({
      path: 'Resultados_fig.0.J1',
      message: 'errors.judgeScoreTenths',
    });
    expect(figProblem.errors.map((e) => e.path)).not.toContain('Resultados_fig.0.J2');

    const routine = await post('resultadoCoachCard', routineSheet(ROUTINE_QUARTERS));
    expect(routine.status).toBe(400);
    const routineProblem = (await routine.json()) as Problem;
    expect(routineProblem.errors).toContainEqual({
      path: 'Resultados_el.0.J1',
      message: 'errors.judgeScoreTenths',
    });
    expect(routineProblem.errors).toContainEqual({
      path: 'Resultado_Coreografia.0.J3',
      message: 'errors.judgeScoreTenths',
    });
    expect(await figures()).toEqual([]);
    expect(await routines()).toEqual([]);
  });

  it('a 0.25 panel takes 7,25 on both result kinds and scores it exactly', async () => {
    expect((await setSteps({ PassoFiguras: 0.25, PassoCoachCard: 0.25 })).status).toBe(200);
    const c = await getCompetition();
    expect([c.PassoFiguras, c.PassoCoachCard]).toEqual([0.25, 0.25]);

    const fig = await post('resultadoFigura', await figureSheet(1, QUARTERS));
    expect(fig.status).toBe(201);
    const saved = (await fig.json()) as FigureResult;
    // Five judges: the highest and lowest dropped, (7.5 + 7.75 + 7.25) / 3 = 7.5.
    expect(saved.Resultados_fig[0]?.J1).toBe(7.25);
    expect(saved.Resultados_fig[0]?.Media).toBe(7.5);

    const routine = await post('resultadoCoachCard', routineSheet(ROUTINE_QUARTERS));
    expect(routine.status).toBe(201);
    const stored = (await routine.json()) as RoutineResult;
    expect(stored.Resultado_Coreografia[0]?.J1).toBe(7.25);
    expect(stored.Resultado_Coreografia[0]?.Media).toBe(7.45);
  });

  it('a 0.25 panel refuses 7,3 with the quarter-point message', async () => {
    const res = await post('resultadoFigura', await figureSheet(2, TENTHS));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).errors).toContainEqual({
      path: 'Resultados_fig.0.J1',
      message: 'errors.judgeScoreQuarters',
    });
    expect(await figures()).toHaveLength(1);
  });

  it('a step the stored marks do not fit is refused, naming the field; the competition is kept', async () => {
    const before = await getCompetition();
    const res = await setSteps({ PassoFiguras: 0.1 });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as Problem).errors).toEqual([
      { path: 'PassoFiguras', message: 'errors.storedMarksOffStep' },
    ]);
    const routine = await setSteps({ PassoCoachCard: 0.1 });
    expect(routine.status).toBe(400);
    expect(((await routine.json()) as Problem).errors).toEqual([
      { path: 'PassoCoachCard', message: 'errors.storedMarksOffStep' },
    ]);
    const after = await getCompetition();
    expect(after.version).toBe(before.version);
    expect([after.PassoFiguras, after.PassoCoachCard]).toEqual([0.25, 0.25]);
  });

  it('the fast path checks the step too: a sheet after a step change is checked at the new step', async () => {
    const [sheet] = await figures();
    if (!sheet) throw new Error('no figure sheet');
    const put = (body: object, version: number) =>
      t.request(`/api/resultadoFigura/${sheet._id}`, {
        method: 'PUT',
        as: users.admin,
        body: { ...body, version },
      });
    // Marks both steps accept, so the figure panel may go back to tenths.
    const even = await put(await figureSheet(1, [7.5, 7.5, 7.5, 7.5, 7.5]), sheet.version);
    expect(even.status).toBe(200);
    const evenSheet = (await even.json()) as FigureResult;
    const quarters = await figureSheet(1, QUARTERS);
    const tenths = await figureSheet(1, TENTHS);
    expect((await setSteps({ PassoFiguras: 0.1 })).status).toBe(200);
    // The competition as last parsed (what the fast path checks against) still says 0.25.
    expect(peekParsedCompetition(t.db, demoId)?.competition.PassoFiguras).toBe(0.25);
    const res = await put(quarters, evenSheet.version);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).errors).toContainEqual({
      path: 'Resultados_fig.0.J1',
      message: 'errors.judgeScoreTenths',
    });
    const [kept] = await figures();
    expect(kept?.version).toBe(evenSheet.version);
    expect(kept?.Resultados_fig[0]?.J1).toBe(7.5);
    // The fast path on a competition parsed at 0.1 refuses it as well; tenths go through.
    expect(peekParsedCompetition(t.db, demoId)?.competition.PassoFiguras).toBe(0.1);
    expect((await put(quarters, evenSheet.version)).status).toBe(400);
    expect((await put(tenths, evenSheet.version)).status).toBe(200);
  });

  it('a step outside 0.1 and 0.25 is refused with the field named', async () => {
    const res = await setSteps({ PassoCoachCard: 0.2 as 0.25 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).errors).toEqual([
      { path: 'PassoCoachCard', message: 'errors.scoreStepOption' },
    ]);
  });
});
