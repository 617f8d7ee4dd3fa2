/**
 * Issue 15: an INF/JUV routine's figure points are derived from its athletes' current figure
 * results on every read (ADR 012), so the order in which sheets are saved or corrected never
 * changes a routine's total or rank: on the result list, in Resultados and on the routine GET.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { coachCardCreateSchema } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import { figureEntryCreateSchema } from '@artistic/domain/figures/entry-schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { recomputeCoachCardTotals } from '@artistic/domain/coach-card/scoring';
import { roundDecimal, sumDecimals, toDecimal } from '@artistic/domain/core/decimal';
import { JUDGE_COLUMNS } from '@artistic/domain/core/trimmed-mean';
import { users, useTestApp } from '../../test/test-app.ts';
import {
  ALFA,
  BETA,
  coachCardBody,
  createCompetitionFixture,
  generateStartListFixture,
  routineResultBody,
} from '../../test/route-fixtures.ts';
import { insertCoachCard } from '../coach-cards/repository.ts';
import { findCompetition } from '../competitions/repository.ts';
import { newId } from '../competitions/service.ts';
import { insertFigureEntry } from '../figure-entries/repository.ts';
import { DUET_ATHLETES, aFigureResultFor } from '@artistic/domain/testing/builders';

const t = useTestApp();

/** Two JUV free duets: Alfa's (the card fixture's athletes) and Beta's. */
const DUETS = {
  alfa: DUET_ATHLETES,
  beta: [
    { Licenca: 20241, Nome: 'Eva Moreira', Ano: 2012 },
    { Licenca: 20242, Nome: 'Filipa Reis', Ano: 2012 },
  ],
} as const;

interface Setup {
  competition: Competition;
  cards: { alfa: CoachCard; beta: CoachCard };
}

/** A competition with both duets submitted, their athletes entered in JUV figures, drawn. */
async function setUp(): Promise<Setup> {
  const { _id: id } = await createCompetitionFixture(t.db);
  const card = async (club: string, athletes: readonly { Licenca: number }[]) => {
    const body = coachCardCreateSchema.parse({
      ...coachCardBody(id, club),
      Atletas: athletes,
      Reservas: [],
    });
    return insertCoachCard(t.db, newId(), {
      ...body,
      ...recomputeCoachCardTotals(body),
      State: 'Submetido',
    });
  };
  const cards = { alfa: await card(ALFA, DUETS.alfa), beta: await card(BETA, DUETS.beta) };
  for (const [club, athletes] of [
    [ALFA, DUETS.alfa],
    [BETA, DUETS.beta],
  ] as const) {
    const { version: _v, ...entry } = figureEntryCreateSchema.parse({
      Competicao: id,
      Categoria: 'JUV',
      Clube: club,
      Atletas: athletes,
    });
    await insertFigureEntry(t.db, newId(), entry);
  }
  await generateStartListFixture(t.db, id);
  const competition = await findCompetition(t.db, id);
  if (!competition) throw new Error('competition not stored');
  return { competition, cards };
}

/** The JUV figure sheet of an athlete, every judge giving `mark`. */
function figureSheet(competition: Competition, licence: number, mark: number) {
  const block = competition.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'JUV');
  const slot = block?.Atletas_start.find((s) => s.Atletas[0]?.License === licence);
  const athlete = slot?.Atletas[0];
  if (!slot || !athlete) throw new Error(`athlete ${licence} not in the JUV figures draw`);
  const marks = Object.fromEntries(
    JUDGE_COLUMNS.slice(0, competition.JuizesFiguras).map((judge) => [judge, mark]),
  );
  return aFigureResultFor({
    comp_id: competition._id,
    Categoria: 'JUV',
    Esquema: 'Figuras',
    slot,
    figures: competition.Figuras.filter((f) => f.Category === 'JUV'),
    marksOf: () => marks,
  });
}

async function postFigure(competition: Competition, licence: number, mark: number) {
  const res = await t.request('/api/resultadoFigura/add', {
    method: 'POST',
    as: users.admin,
    body: figureSheet(competition, licence, mark),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as FigureResult;
}

async function correctFigure(competition: Competition, saved: FigureResult, mark: number) {
  const res = await t.request(`/api/resultadoFigura/${saved._id}`, {
    method: 'PUT',
    as: users.admin,
    body: { ...figureSheet(competition, saved.Atleta.Licenca, mark), version: saved.version },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as FigureResult;
}

/** Both duets get the same marks, so only their figure points tell them apart. */
async function postRoutine(card: CoachCard) {
  const res = await t.request('/api/resultadoCoachCard/add', {
    method: 'POST',
    as: users.admin,
    body: await routineResultBody(t.db, card),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as RoutineResult;
}

async function readResultList(competitionId: string) {
  const res = await t.request(`/api/competitions/${competitionId}/resultList`);
  expect(res.status).toBe(200);
  const list = (await res.json()) as ResultListResponse;
  const block = list.blocks.find((b) => b.Categoria === 'JUV' && b.Prova === 'DUETO LIVRE');
  if (block?.kind !== 'routine') throw new Error('no JUV free duet block');
  return {
    etag: res.headers.get('etag'),
    rows: block.rows.map((r) => ({
      position: r.position,
      club: r.club,
      total: r.total,
      figurePoints: r.figurePoints,
    })),
  };
}

/** Club → [Valor_total, ResultFig] of the routine results, as Resultados and the GET give them. */
async function readRoutineTotals(competitionId: string) {
  const byClub = (results: readonly Pick<RoutineResult, 'Clube' | 'Valor_total' | 'ResultFig'>[]) =>
    Object.fromEntries(
      results.map((r) => [r.Clube, { total: r.Valor_total ?? null, figures: r.ResultFig }]),
    );
  const competition = (await (
    await t.request(`/api/competitions/${competitionId}`, { as: users.admin })
  ).json()) as Competition;
  const listed = (await (
    await t.request(`/api/resultadoCoachCard/comp/${competitionId}`, { as: users.admin })
  ).json()) as RoutineResult[];
  const fromResultados = byClub(competition.Resultados.ResultadosCC);
  expect(byClub(listed)).toEqual(fromResultados);
  return fromResultados;
}

/** Scheme value − listed penalties (none) + the mean of the athletes' figure totals. */
const expectedTotal = (schemeValue: number, figures: readonly FigureResult[]) =>
  roundDecimal(
    toDecimal(schemeValue).plus(
      roundDecimal(sumDecimals(figures.map((f) => f.Pontos ?? 0)).div(figures.length)),
    ),
  ).toNumber();

describe('INF/JUV figure points do not depend on the order of the writes', () => {
  let routineFirst: Setup;
  let figuresFirst: Setup;
  let schemeValue: number;
  const figures = new Map<number, FigureResult>();
  const sheetsOf = (...licences: number[]) =>
    licences.map((licence) => {
      const sheet = figures.get(licence);
      if (!sheet) throw new Error(`no figure sheet of ${licence}`);
      return sheet;
    });

  beforeAll(async () => {
    routineFirst = await setUp();
    figuresFirst = await setUp();
  });

  it('a routine saved before its athletes’ figure sheets is pending and names who is missing', async () => {
    const { competition, cards } = routineFirst;
    const alfa = await postRoutine(cards.alfa);
    await postRoutine(cards.beta);
    schemeValue = alfa.Valor_esquema ?? 0;
    expect(schemeValue).toBeGreaterThan(0);
    expect(alfa.Valor_total).toBeNull();
    expect(alfa.ResultFig).toEqual([]);

    figures.set(10231, await postFigure(competition, 10231, 6));
    const list = await readResultList(competition._id);
    expect(list.rows).toEqual([
      {
        position: null,
        club: ALFA,
        total: null,
        figurePoints: { value: null, missing: ['Carolina Pires'], held: true },
      },
      {
        position: null,
        club: BETA,
        total: null,
        figurePoints: { value: null, missing: ['Eva Moreira', 'Filipa Reis'], held: true },
      },
    ]);
    const totals = await readRoutineTotals(competition._id);
    expect(totals[ALFA]).toEqual({
      total: null,
      figures: [{ licenca: 10231, valor: figures.get(10231)?.Pontos }],
    });
    expect(totals[BETA]).toEqual({ total: null, figures: [] });
  });

  it('figure sheets saved later give the routines their figure points and ranks', async () => {
    const { competition } = routineFirst;
    figures.set(10232, await postFigure(competition, 10232, 6));
    figures.set(20241, await postFigure(competition, 20241, 7));
    figures.set(20242, await postFigure(competition, 20242, 7));
    const alfa = expectedTotal(schemeValue, sheetsOf(10231, 10232));
    const beta = expectedTotal(schemeValue, sheetsOf(20241, 20242));
    expect(beta).toBeGreaterThan(alfa);
    const list = await readResultList(competition._id);
    expect(list.rows.map((r) => [r.position, r.club, r.total])).toEqual([
      [1, BETA, beta],
      [2, ALFA, alfa],
    ]);
    const totals = await readRoutineTotals(competition._id);
    expect(totals[ALFA]?.total).toBe(alfa);
    expect(totals[BETA]?.total).toBe(beta);
  });

  it('a corrected figure sheet changes the routine total, its rank and the list ETag', async () => {
    const { competition } = routineFirst;
    const before = await readResultList(competition._id);
    const [first] = sheetsOf(10231);
    if (!first) throw new Error('no figure sheet of 10231');
    figures.set(10231, await correctFigure(competition, first, 9));
    const after = await readResultList(competition._id);
    expect(after.etag).not.toBeNull();
    expect(after.etag).not.toBe(before.etag);
    const alfa = expectedTotal(schemeValue, sheetsOf(10231, 10232));
    expect(after.rows.map((r) => [r.position, r.club, r.total])).toEqual([
      [1, ALFA, alfa],
      [2, BETA, before.rows[0]?.total],
    ]);
    expect((await readRoutineTotals(competition._id))[ALFA]?.total).toBe(alfa);
    // The old ETag no longer matches: a poll gets the new list, not a 304.
    const poll = await t.request(`/api/competitions/${competition._id}/resultList`, {
      headers: { 'if-none-match': before.etag ?? '' },
    });
    expect(poll.status).toBe(200);
  });

  it('the opposite order (final figure sheets first, routines last) gives the same totals and ranks', async () => {
    const { competition, cards } = figuresFirst;
    await postFigure(competition, 10231, 9);
    await postFigure(competition, 10232, 6);
    await postFigure(competition, 20241, 7);
    await postFigure(competition, 20242, 7);
    const alfa = await postRoutine(cards.alfa);
    await postRoutine(cards.beta);
    expect(alfa.Valor_esquema).toBe(schemeValue);

    const one = await readResultList(routineFirst.competition._id);
    const other = await readResultList(figuresFirst.competition._id);
    expect(other.rows).toEqual(one.rows);
    expect(other.rows.map((r) => r.figurePoints?.missing)).toEqual([[], []]);
    expect(await readRoutineTotals(figuresFirst.competition._id)).toEqual(
      await readRoutineTotals(routineFirst.competition._id),
    );
    // What the write answered agrees with what is read.
    expect(alfa.Valor_total).toBe(one.rows[0]?.total);
  });
});

describe('a figure correction that moves an official routine event (issue 36)', () => {
  it('needs a reason (400 naming correctionReason, nothing changed); with one, the routine event gets the correction too', async () => {
    const { competition, cards } = await setUp();
    const saved = new Map<number, FigureResult>();
    for (const a of [...DUETS.alfa, ...DUETS.beta])
      saved.set(a.Licenca, await postFigure(competition, a.Licenca, 6));
    await postRoutine(cards.alfa);
    await postRoutine(cards.beta);
    const ordem =
      competition.Ordem.findIndex(
        (o) => o.Resultado && o.Tipo === 'DUETO LIVRE' && o.Categoria === 'JUV',
      ) + 1;
    const duetPath = `/api/competitions/${competition._id}/resultList/events/${ordem}`;
    const signed = await t.request(`${duetPath}/sign`, {
      method: 'POST',
      as: users.admin,
      body: { closeInquiryWindow: true },
    });
    expect(signed.status, await signed.clone().text()).toBe(200);
    const status = async () =>
      (
        (await (await t.request(duetPath, { as: users.admin })).json()) as {
          status: { state: string; corrected: boolean };
        }
      ).status;
    const before = await readRoutineTotals(competition._id);
    const first = DUETS.alfa[0];
    const sheet = first && saved.get(first.Licenca);
    if (!first || !sheet) throw new Error('figure sheet');
    const put = (reason?: string) =>
      t.request(`/api/resultadoFigura/${sheet._id}`, {
        method: 'PUT',
        as: users.admin,
        body: {
          ...figureSheet(competition, first.Licenca, 8),
          version: sheet.version,
          ...(reason === undefined ? {} : { correctionReason: reason }),
        },
      });

    // The figures event is provisional, the duet event official: no reason, no change.
    const refused = await put();
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { detail?: string; errors?: { path: string }[] };
    expect(problem.errors?.map((e) => e.path)).toEqual(['correctionReason']);
    expect(problem.detail).toContain('Dueto Livre JUV');
    expect(await readRoutineTotals(competition._id)).toEqual(before);
    expect(await status()).toMatchObject({ state: 'official', corrected: false });

    const res = await put('J3 trocou as notas');
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await readRoutineTotals(competition._id);
    expect(after[ALFA]?.total).not.toBe(before[ALFA]?.total);
    expect(after[BETA]).toEqual(before[BETA]);
    expect(await status()).toMatchObject({ state: 'provisional', corrected: true });
    const history = (await (
      await t.request(`${duetPath}/corrections`, { as: users.admin })
    ).json()) as {
      corrections: { entry: string; beforeTotal: number; afterTotal: number; reason: string }[];
    };
    expect(history.corrections).toEqual([
      expect.objectContaining({
        entry: `cc:${cards.alfa._id}`,
        beforeTotal: before[ALFA]?.total,
        afterTotal: after[ALFA]?.total,
        reason: `Correção das figuras de ${first.Nome}: J3 trocou as notas`,
      }),
    ]);
  });
});
