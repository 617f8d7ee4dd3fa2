import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type {
  JudgeEvaluationResponse,
  JudgeHistoryResponse,
  JudgeNamesResponse,
} from '@artistic/domain/judge-panel/evaluation-schema';
import {
  judgeEvaluationResponseSchema,
  judgeHistoryResponseSchema,
  judgeNamesResponseSchema,
} from '@artistic/domain/judge-panel/evaluation-schema';
import { CLUB_ALFA, CLUB_BETA } from '@artistic/domain/testing/builders';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import type { TestUser } from '../../test/test-app.ts';
import { NON_ADMINS, expectFieldError, users, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let demo: Competition;
let hidden: Competition;

/**
 * The worked example of docs/scoring.md section 9 on the demo's INF figures: each athlete gets
 * the same five marks on every figure, so her overall is 10 × the row's trimmed mean and the
 * places are A 1st (8.0), B 2nd (7.0), C 3rd (6.5), D 4th (6.0).
 */
const MARKS = {
  A: [8.0, 7.5, 9.0, 8.5, 7.0],
  B: [7.0, 7.0, 8.0, 7.0, 6.5],
  C: [6.0, 6.0, 7.5, 7.2, 6.3],
  D: [5.5, 6.0, 7.0, 6.5, 5.0],
} as const;

async function scoreWorkedExample(competition: Competition) {
  const block = competition.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
  const slotsOf = (club: string) =>
    block?.Atletas_start.filter((s) => s.Atletas[0]?.Team === club) ?? [];
  const [a1, a2] = slotsOf(CLUB_ALFA);
  const [b1, b2] = slotsOf(CLUB_BETA);
  const figures = competition.Figuras.filter((f) => f.Category === 'INF');
  const plan = [
    [a1, MARKS.A],
    [b1, MARKS.B],
    [a2, MARKS.C],
    [b2, MARKS.D],
  ] as const;
  for (const [slot, marks] of plan) {
    const athlete = slot?.Atletas[0];
    if (!slot || !athlete) throw new Error('the demo INF figures block lacks an athlete');
    const [J1, J2, J3, J4, J5] = marks;
    const res = await t.request('/api/resultadoFigura/add', {
      method: 'POST',
      as: users.admin,
      body: {
        Categoria: 'INF',
        Esquema: 'Figuras',
        Clube: athlete.Team,
        Number: slot.Numero,
        Atleta: { Licenca: athlete.License, Nome: athlete.Name, Ano: athlete.Year },
        Resultados_fig: figures.map((f) => ({ Name: f.Nome, FP_val: f.Valor, J1, J2, J3, J4, J5 })),
        Extra: false,
        comp_id: competition._id,
      },
    });
    expect(res.status).toBe(201);
  }
  return figures.length;
}

let figureCount = 0;
beforeAll(async () => {
  ({ visible: demo, hidden } = await seedDemoCompetitions(t, { results: false }));
  figureCount = await scoreWorkedExample(demo);
});

async function readEvaluation(id: string, query = '', as: TestUser = users.referee) {
  const res = await t.request(`/api/competitions/${id}/judges${query}`, { as });
  expect(res.status).toBe(200);
  const body = (await res.json()) as JudgeEvaluationResponse;
  expect(judgeEvaluationResponseSchema.parse(body)).toEqual(body);
  return body;
}

async function readNames(id: string, as: TestUser = users.admin) {
  const res = await t.request(`/api/competitions/${id}/judges/names`, { as });
  expect(res.status).toBe(200);
  const body = (await res.json()) as JudgeNamesResponse;
  expect(judgeNamesResponseSchema.parse(body)).toEqual(body);
  return body;
}

const seatOf = (names: JudgeNamesResponse, panel: string, seat: number) => {
  const found = names.seats.find((s) => s.panel === panel && s.seat === seat);
  if (!found) throw new Error(`no seat ${panel} J${seat}`);
  return found;
};

const putNames = (id: string, judges: unknown[], as: TestUser | null = users.admin) =>
  t.request(`/api/competitions/${id}/judges/names`, {
    method: 'PUT',
    ...(as ? { as } : {}),
    body: { judges },
  });

describe('GET /api/competitions/{id}/judges', () => {
  it('evaluates each figures seat on the stored sheets: deviation, dropped marks, ranking', async () => {
    const body = await readEvaluation(demo._id);
    expect(body.competition).toEqual({ _id: demo._id, Nome: demo.Nome, Data: demo.Data });
    expect(body.threshold).toBe(0.3);
    const figures = body.panels.find((p) => p.panel === 'figuras');
    const routines = body.panels.find((p) => p.panel === 'coachCard');
    expect(figures?.judgeCount).toBe(demo.JuizesFiguras);
    expect(figures?.rows).toBe(4 * figureCount);
    expect(routines?.rows).toBe(0);
    expect(routines?.seats).toHaveLength(demo.JuizesCoachCard);
    const seats = figures?.seats ?? [];
    expect(seats.map((s) => [s.seat, s.marks, s.meanDeviation, s.meanAbsDeviation])).toEqual([
      [1, 4 * figureCount, -0.25, 0.25],
      [2, 4 * figureCount, -0.25, 0.25],
      [3, 4 * figureCount, 1, 1],
      [4, 4 * figureCount, 0.425, 0.425],
      [5, 4 * figureCount, -0.675, 0.675],
    ]);
    // J3 was the dropped high mark on every row; J5 the dropped low one but on C's rows (a tie).
    expect(seats[2]?.droppedHigh).toEqual({ count: 4 * figureCount, percent: 100 });
    expect(seats[4]?.droppedLow).toEqual({ count: 3 * figureCount, percent: 75 });
    expect(seats.map((s) => s.rankCorrelation)).toEqual([1, 0.9487, 1, 0.8, 1]);
    // The demo names every seat; J1 is of Alfa's, J2 of Beta's, the others of no club known.
    expect(seats.map((s) => s.judge?.nome)).toEqual([
      'Ana Ferreira',
      'Beatriz Costa',
      'Carla Mendes',
      'Diana Rocha',
      'Elsa Martins',
    ]);
    // J1 (Alfa): A 0, C −0.5 → −0.25; B 0, D −0.5 → −0.25.
    expect(seats[0]?.club).toMatchObject({ club: CLUB_ALFA, difference: 0, flagged: false });
    expect(seats[3]?.club).toBeNull();
  });

  it('flags a judge’s own club above the threshold on the page’s ?bias=', async () => {
    const names = await readNames(demo._id);
    const put = await putNames(demo._id, [
      {
        panel: 'figuras',
        seat: 4,
        nome: 'Diana Rocha',
        clube: CLUB_ALFA,
        version: seatOf(names, 'figuras', 4).version,
      },
    ]);
    expect(put.status).toBe(200);
    // J4 (Alfa): A +0.5, C +0.7 → 0.6 against B 0, D +0.5 → 0.25: 0.35 above.
    const flagged = (await readEvaluation(demo._id)).panels[0]?.seats[3]?.club;
    expect(flagged).toEqual({
      club: CLUB_ALFA,
      own: { marks: 2 * figureCount, meanDeviation: 0.6 },
      others: { marks: 2 * figureCount, meanDeviation: 0.25 },
      difference: 0.35,
      flagged: true,
    });
    const relaxed = await readEvaluation(demo._id, '?bias=0,5', users.admin);
    expect(relaxed.threshold).toBe(0.5);
    expect(relaxed.panels[0]?.seats[3]?.club?.flagged).toBe(false);
  });

  it('is for referees and admins: 401 signed out, 403 for a club, 404 hidden to a referee', async () => {
    expect((await t.request(`/api/competitions/${demo._id}/judges`)).status).toBe(401);
    expect(
      (await t.request(`/api/competitions/${demo._id}/judges`, { as: users.clubeA })).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/competitions/${hidden._id}/judges`, { as: users.referee })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/competitions/${hidden._id}/judges`, { as: users.admin })).status,
    ).toBe(200);
  });

  it('refuses a bias threshold that is not a number from 0 to 10, naming the field', async () => {
    for (const bias of ['muito', '11', '-1']) {
      const res = await t.request(`/api/competitions/${demo._id}/judges?bias=${bias}`, {
        as: users.admin,
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const body = (await res.json()) as { errors: { path: string }[] };
      expect(body.errors.map((e) => e.path)).toEqual(['bias']);
    }
  });
});

describe('GET and PUT /api/competitions/{id}/judges/names', () => {
  it('names a seat, renames it with its version, takes the name away, and logs each change', async () => {
    const before = await readNames(demo._id, users.referee);
    expect(before.panels).toEqual([
      { panel: 'figuras', judgeCount: demo.JuizesFiguras },
      { panel: 'coachCard', judgeCount: demo.JuizesCoachCard },
    ]);
    const j5 = seatOf(before, 'coachCard', 5);
    expect(j5.nome).toBe('Elsa Martins');
    const renamed = await putNames(demo._id, [
      {
        panel: 'coachCard',
        seat: 5,
        nome: '  Marta Lopes ',
        clube: CLUB_BETA,
        version: j5.version,
      },
    ]);
    expect(renamed.status).toBe(200);
    const after = seatOf((await renamed.json()) as JudgeNamesResponse, 'coachCard', 5);
    expect(after).toEqual({
      panel: 'coachCard',
      seat: 5,
      nome: 'Marta Lopes',
      clube: CLUB_BETA,
      version: j5.version + 1,
    });
    const cleared = await putNames(demo._id, [
      { panel: 'coachCard', seat: 5, nome: '', version: after.version },
    ]);
    expect(seatOf((await cleared.json()) as JudgeNamesResponse, 'coachCard', 5)).toMatchObject({
      nome: null,
      version: 0,
    });
    const audit = await t.request(`/api/audit?compId=${demo._id}&limit=3`, { as: users.admin });
    const rows = ((await audit.json()) as { items: Record<string, unknown>[] }).items.filter(
      (r) => r.entityType === 'judgeName' && r.entityId === `${demo._id}:coachCard:J5`,
    );
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update']);
    expect(rows[1]?.after).toEqual({
      panel: 'coachCard',
      seat: 5,
      nome: 'Marta Lopes',
      clube: CLUB_BETA,
    });
  });

  it('answers 409 to a stale version and writes nothing of the request', async () => {
    const names = await readNames(demo._id);
    const j1 = seatOf(names, 'coachCard', 1);
    const j2 = seatOf(names, 'coachCard', 2);
    const res = await putNames(demo._id, [
      { panel: 'coachCard', seat: 2, nome: 'Nova Juíza', version: j2.version },
      { panel: 'coachCard', seat: 1, nome: 'Outra Pessoa', version: j1.version + 1 },
    ]);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toBe(
      'Os nomes dos juízes foram alterados entretanto por outra pessoa. Recarregue e volte a gravar.',
    );
    const again = await readNames(demo._id);
    expect(seatOf(again, 'coachCard', 2).nome).toBe(j2.nome);
    // A seat never named, named without a version meanwhile: the second writer is stale.
    const fresh = await putNames(demo._id, [{ panel: 'coachCard', seat: 5, nome: 'Primeira' }]);
    expect(fresh.status).toBe(200);
    const late = await putNames(demo._id, [{ panel: 'coachCard', seat: 5, nome: 'Segunda' }]);
    expect(late.status).toBe(409);
  });

  it('refuses a seat beyond the panel, a seat twice and a NUL in a name, naming the field', async () => {
    const beyond = await putNames(demo._id, [
      { panel: 'figuras', seat: demo.JuizesFiguras + 1, nome: 'Sem Lugar' },
    ]);
    await expectFieldError(beyond, 'judges.0.seat', 'errors.seatRange');
    const twice = await putNames(demo._id, [
      { panel: 'figuras', seat: 1, nome: 'A' },
      { panel: 'figuras', seat: 1, nome: 'B' },
    ]);
    await expectFieldError(twice, 'judges.1.seat', 'errors.duplicateSeat');
    const nul = await putNames(demo._id, [{ panel: 'figuras', seat: 1, nome: 'Ana\u0000' }]);
    await expectFieldError(nul, 'judges.0.nome', 'errors.invalidCharacters');
    const club = await putNames(demo._id, [
      { panel: 'figuras', seat: 1, nome: 'Ana', clube: 'Clube\u202E' },
    ]);
    await expectFieldError(club, 'judges.0.clube', 'errors.invisibleCharacters');
  });

  it.each(NON_ADMINS)('refuses %s a change (%s → %i)', async (_name, as, status) => {
    const res = await putNames(demo._id, [{ panel: 'figuras', seat: 1, nome: 'Intrusa' }], as);
    expect(res.status).toBe(status);
  });
});

describe('GET /api/judges/history', () => {
  it('follows a person across competitions by the name, whatever its case', async () => {
    const other = await t.request('/api/competitions/add', {
      method: 'POST',
      as: users.admin,
      body: {
        Nome: 'Taça Sem Folhas',
        Data: '2027-03-20',
        Limite_inscricao: '2027-03-01',
        visible: true,
        JuizesFiguras: 5,
        JuizesCoachCard: 5,
        Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 10 }],
      },
    });
    const otherId = ((await other.json()) as { insertedId: string }).insertedId;
    expect(
      (await putNames(otherId, [{ panel: 'figuras', seat: 2, nome: 'CARLA MENDES' }])).status,
    ).toBe(200);
    const res = await t.request('/api/judges/history?nome=carla%20mendes', { as: users.referee });
    expect(res.status).toBe(200);
    const body = (await res.json()) as JudgeHistoryResponse;
    expect(judgeHistoryResponseSchema.parse(body)).toEqual(body);
    const figures = body.items.filter((i) => i.panel === 'figuras');
    expect(figures.map((i) => [i.competition.Nome, i.evaluation.seat])).toEqual(
      expect.arrayContaining([
        [demo.Nome, 3],
        ['Taça Sem Folhas', 2],
      ]),
    );
    const onDemo = figures.find((i) => i.competition._id === demo._id);
    expect(onDemo?.evaluation.droppedHigh).toEqual({ count: 4 * figureCount, percent: 100 });
    // Both panels of the demo and the sheetless cup: the marks are the demo's figures only.
    expect(body.overall?.marks).toBe(4 * figureCount);
    expect(body.overall?.meanDeviation).toBe(1);
    expect((await t.request('/api/judges/history?nome=')).status).toBe(400);
    expect((await t.request('/api/judges/history?nome=x')).status).toBe(401);
    expect((await t.request('/api/judges/history?nome=x', { as: users.clubeB })).status).toBe(403);
  });
});
