/**
 * Issue 37: verify recomputes every stored and served number of a competition from its raw marks,
 * coach cards and ruleset. A competition scored through the API (INF and JUV figures whose figure
 * points cascade into the routines, a JUN routine, 7 routine judges, events signed official and a
 * correction with its reason) has no difference; a number changed behind the app's back is found
 * with its path, what is stored and what it should be; GET /api/verify is an admin's read only.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachCard, CoachCardPerson } from '@artistic/domain/coach-card/schema';
import { coachCardCreateSchema } from '@artistic/domain/coach-card/schema';
import { recomputeCoachCardTotals } from '@artistic/domain/coach-card/scoring';
import type { Competition } from '@artistic/domain/competition/schema';
import type { Category } from '@artistic/domain/core/enums';
import { figureEntryCreateSchema } from '@artistic/domain/figures/entry-schema';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { ResultListEventsResponse } from '@artistic/domain/result-list/schema';
import type { Verification } from '@artistic/domain/result-list/verification-schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import {
  DUET_ATHLETES,
  INF_ATHLETES,
  aFigureResultFor,
  judgeMarks,
} from '@artistic/domain/testing/builders';
import { insertCoachCard } from '../coach-cards/repository.ts';
import { findCompetition } from '../competitions/repository.ts';
import { newId } from '../competitions/service.ts';
import { insertFigureEntry } from '../figure-entries/repository.ts';
import {
  ALFA,
  BETA,
  coachCardBody,
  createCompetitionFixture,
  generateStartListFixture,
  routineResultBody,
  snapshotDatabase,
} from '../../test/route-fixtures.ts';
import { NON_ADMINS, users, useTestApp } from '../../test/test-app.ts';
import { expectVerified } from '../../test/verified.ts';
import { verifyAll, verifyCompetition } from './service.ts';

const t = useTestApp({ verifyAfter: false }); // it plants differences on purpose

/** The events, in this order: INF and JUV figures, then the duets of INF, JUV and JUN. */
const ORDEM = [
  { Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 12 },
  { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true, Price: 12 },
  { Tipo: 'DUETO LIVRE', Categoria: 'INF', Resultado: true, Price: 20 },
  { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: true, Price: 25 },
  { Tipo: 'DUETO LIVRE', Categoria: 'JUN', Resultado: true, Price: 25 },
] as const;
const ordemOf = (Categoria: string, Tipo: string) =>
  ORDEM.findIndex((o) => o.Categoria === Categoria && o.Tipo === Tipo) + 1;

const person = (Licenca: number, Nome: string, Ano: number): CoachCardPerson => ({
  Licenca,
  Nome,
  Ano,
});
/** Each club's athletes per category (INF and JUV swim figures too). */
const ATHLETES: Record<string, Record<'INF' | 'JUV' | 'JUN', readonly CoachCardPerson[]>> = {
  [ALFA]: {
    INF: INF_ATHLETES,
    JUV: DUET_ATHLETES,
    JUN: [person(10301, 'Marta Sousa', 2009), person(10302, 'Sofia Reis', 2009)],
  },
  [BETA]: {
    INF: INF_ATHLETES.map((a) => ({ ...a, Licenca: a.Licenca + 10000 })),
    JUV: [person(20241, 'Eva Moreira', 2012), person(20242, 'Filipa Reis', 2012)],
    JUN: [person(20301, 'Rita Lopes', 2009), person(20302, 'Vera Matos', 2009)],
  },
};

interface Scored {
  competition: Competition;
  cards: CoachCard[];
  figures: FigureResult[];
  routines: RoutineResult[];
}

const post = async <T>(path: string, body: unknown): Promise<T> => {
  const res = await t.request(path, { method: 'POST', as: users.admin, body });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

async function putFigure(competition: Competition, sheet: FigureResult, reason?: string) {
  const { _id, insertedId: _i, ...body } = sheet as FigureResult & { insertedId?: string };
  const res = await t.request(`/api/resultadoFigura/${_id}`, {
    method: 'PUT',
    as: users.admin,
    body: {
      ...body,
      comp_id: competition._id,
      Resultados_fig: body.Resultados_fig.map((r, i) =>
        i === 0 ? { ...r, J1: 9, J2: 8.9, J3: 9.1, J4: 8.8, J5: 9.2 } : r,
      ),
      ...(reason ? { correctionReason: reason } : {}),
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as FigureResult;
}

async function sign(competition: Competition, Categoria: Category, Tipo: string) {
  const path = `/api/competitions/${competition._id}/resultList/events/${ordemOf(Categoria, Tipo)}`;
  const event = (await (await t.request(path)).json()) as {
    status: { provisionalSince: string | null };
  };
  const res = await t.request(`${path}/sign`, {
    method: 'POST',
    as: users.referee,
    body: { provisionalSince: event.status.provisionalSince, closeInquiryWindow: true },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/**
 * A competition scored through the API as the scoring table does: every figure sheet of INF and
 * JUV, every duet (7 judges), a figure corrected after its duet was scored, the INF events signed
 * official, then an INF figure corrected with a reason (its duet's figure points move with it).
 */
async function scoreCompetition(): Promise<Scored> {
  const { _id: id } = await createCompetitionFixture(t.db, {
    visible: true,
    Ordem: ORDEM.map((o) => ({ ...o })),
    JuizesCoachCard: 7,
    JuizesFiguras: 5,
  });
  const cards: CoachCard[] = [];
  for (const club of [ALFA, BETA]) {
    const athletes = ATHLETES[club];
    if (!athletes) throw new Error('no athletes');
    for (const Categoria of ['INF', 'JUV'] as const) {
      const { version: _v, ...entry } = figureEntryCreateSchema.parse({
        Competicao: id,
        Categoria,
        Clube: club,
        Atletas: athletes[Categoria],
      });
      await insertFigureEntry(t.db, newId(), entry);
    }
    for (const Categoria of ['INF', 'JUV', 'JUN'] as const) {
      const body = coachCardCreateSchema.parse({
        ...coachCardBody(id, club),
        Categoria,
        Atletas: athletes[Categoria].slice(0, 2),
        Reservas: [],
      });
      cards.push(
        await insertCoachCard(t.db, newId(), {
          ...body,
          ...recomputeCoachCardTotals(body),
          State: Categoria === 'JUN' ? 'Verificado' : 'Submetido',
        }),
      );
    }
  }
  await generateStartListFixture(t.db, id);
  const competition = await findCompetition(t.db, id);
  if (!competition) throw new Error('competition not stored');

  let seed = 11;
  const figures: FigureResult[] = [];
  for (const block of competition.StartList) {
    if (block.Prova !== 'Figuras') continue;
    for (const slot of block.Atletas_start)
      figures.push(
        await post<FigureResult>(
          '/api/resultadoFigura/add',
          aFigureResultFor({
            comp_id: id,
            Categoria: block.Categoria,
            Esquema: 'Figuras',
            slot,
            figures: competition.Figuras.filter((f) => f.Category === block.Categoria),
            marksOf: () => judgeMarks(seed++, competition.JuizesFiguras),
          }),
        ),
      );
  }
  const routines: RoutineResult[] = [];
  for (const card of cards) {
    const body = await routineResultBody(t.db, card, seed++);
    // The JUN duet with an extra penalty and a listed one: every kind of deduction counted.
    const extra =
      card.Categoria === 'JUN'
        ? { Penalty: { Selected: 1 }, Penalties: [{ Name: 'Desfile' as const, Selected: true }] }
        : {};
    routines.push(await post<RoutineResult>('/api/resultadoCoachCard/add', { ...body, ...extra }));
  }
  // A JUV figure corrected after its duet was scored: the duet's figure points follow it.
  const juv = figures.find((f) => f.Categoria === 'JUV');
  if (!juv) throw new Error('no JUV figure sheet');
  await putFigure(competition, juv);
  // The INF events signed, then an INF figure corrected with a reason: a correction in both.
  await sign(competition, 'INF', 'Figuras');
  await sign(competition, 'INF', 'DUETO LIVRE');
  const inf = figures.find((f) => f.Atleta.Licenca === INF_ATHLETES[0]?.Licenca);
  if (!inf) throw new Error('no INF figure sheet of the duet');
  const current = (await (
    await t.request(`/api/resultadoFigura/comp/${id}`, { as: users.admin })
  ).json()) as FigureResult[];
  await putFigure(
    competition,
    current.find((f) => f._id === inf._id) ?? inf,
    'Nota do J3 trocada na primeira figura.',
  );
  return { competition, cards, figures, routines };
}

/** The label an entry has in verify's paths: its start number, names and club. */
function entryOf(competition: Competition, Categoria: string, Prova: string, licence: number) {
  const block = competition.StartList.find((b) => b.Categoria === Categoria && b.Prova === Prova);
  const slot = block?.Atletas_start.find((s) => s.Atletas.some((a) => a.License === licence));
  if (!slot) throw new Error(`no slot of ${licence} in ${Categoria} ${Prova}`);
  const names = slot.Atletas.map((a) => a.Name).join(', ');
  return `entrada ${slot.Numero} — ${names} (${slot.Atletas[0]?.Team})`;
}

let scored: Scored;
beforeAll(async () => {
  scored = await scoreCompetition();
}, 120_000);

describe('a competition scored through the API', () => {
  it('has official events, a correction and figure points from the figure sheets', async () => {
    const index = (await (
      await t.request(`/api/competitions/${scored.competition._id}/resultList/events`)
    ).json()) as ResultListEventsResponse;
    expect(index.events.map((e) => [e.Categoria, e.Prova, e.status.state])).toEqual([
      ['INF', 'Figuras', 'provisional'],
      ['JUV', 'Figuras', 'provisional'],
      ['INF', 'DUETO LIVRE', 'provisional'],
      ['JUV', 'DUETO LIVRE', 'provisional'],
      ['JUN', 'DUETO LIVRE', 'provisional'],
    ]);
    // Signed, then corrected: provisional again, 'corrigido'.
    expect(index.events.slice(0, 3).map((e) => e.status.corrected)).toEqual([true, false, true]);
    expect(index.events.every((e) => e.rows > 0 && e.scored === e.rows)).toBe(true);
  });

  it('verifies with no difference, many numbers compared, through the read path and the routes', async () => {
    const direct = await verifyAll(t.db);
    expect(direct.differences).toEqual([]);
    expect(direct.checked).toBeGreaterThan(1000);
    const routes = await verifyAll(t.db, {
      served: (path) => t.request(path, { as: users.admin }),
    });
    expect(routes).toEqual(direct);
    await expectVerified(t.db);
    const one = await verifyCompetition(t.db, scored.competition._id);
    expect(one.differences).toEqual([]);
    expect(one.checked).toBeGreaterThan(500);
  });
});

describe('a number changed behind the app', () => {
  const base = () => `competições/${scored.competition.Nome} (${scored.competition._id})`;
  let found: Verification;
  let routine: RoutineResult;
  let card: CoachCard;
  let figure: FigureResult;

  beforeAll(async () => {
    const { competition } = scored;
    routine = scored.routines.find(
      (r) => r.Categoria === 'JUN' && r.Clube === ALFA,
    ) as RoutineResult;
    card = scored.cards.find((c) => c.Categoria === 'JUV' && c.Clube === BETA) as CoachCard;
    figure = scored.figures.find((f) => f.Categoria === 'JUV' && f.Clube === BETA) as FigureResult;
    expect(routine.Valor_total).toEqual(expect.any(Number));
    await t.db.execute(sql`update routine_results
      set body = jsonb_set(body, '{Valor_total}', to_jsonb(${(routine.Valor_total ?? 0) + 1}::numeric)),
        valor_total = ${(routine.Valor_total ?? 0) + 1}
      where id = ${routine._id}`);
    await t.db.execute(sql`update coach_cards
      set elementos = jsonb_set(elementos, '{0,Dificuldade_declarada,1,Valor}', '1.5'::jsonb)
      where id = ${card._id}`);
    await t.db.execute(sql`update figure_results
      set body = jsonb_set(body, '{Resultados_fig,1,Pontos}', '12.3456'::jsonb)
      where id = ${figure._id}`);
    found = await verifyCompetition(t.db, competition._id);
  });

  it('finds the routine total, stored and served, with its path', () => {
    const at = `${base()}/JUN DUETO LIVRE/${entryOf(scored.competition, 'JUN', 'DUETO LIVRE', 10301)}`;
    const total = routine.Valor_total ?? 0;
    expect(found.differences).toEqual(
      expect.arrayContaining([
        { path: `${at}/folha/Valor_total`, stored: total + 1, recomputed: total },
        {
          path: `${at}/folha/Valor_total (coluna valor_total)`,
          stored: total + 1,
          recomputed: total,
        },
        { path: `${at}/lista de resultados/total`, stored: total + 1, recomputed: total },
        {
          path: `${at}/servido (resultadoCoachCard)/Valor_total`,
          stored: total + 1,
          recomputed: total,
        },
      ]),
    );
  });

  it("finds the coach card's declared value, the one the ruleset gives instead", () => {
    const s2 = card.Elementos[0]?.Dificuldade_declarada[1];
    expect(s2?.Codigo_cc).toBe('S2');
    expect(found.differences).toContainEqual({
      path: `${base()}/JUV DUETO LIVRE/coach card «${card.Tema_esquema}» (${BETA})/elemento 1 (HIB)/Dificuldade_declarada 2 S2/Valor`,
      stored: 1.5,
      recomputed: s2?.Valor,
    });
  });

  it("finds the figure's points, where its judges' marks give others", () => {
    const at = `${base()}/JUV Figuras/${entryOf(scored.competition, 'JUV', 'Figuras', figure.Atleta.Licenca)}`;
    const row = figure.Resultados_fig[1];
    expect(found.differences).toContainEqual({
      path: `${at}/folha/figura 2 ${row?.Name}/Pontos`,
      stored: 12.3456,
      recomputed: row?.Pontos,
    });
    // The sheet's total and its column stay what the marks give; the result list shows the
    // figure's points as stored (the whole list and the event's own answer).
    const here = found.differences.filter((d) => d.path.startsWith(`${at}/`));
    expect(here.map((d) => d.path.slice(at.length))).toEqual([
      `/folha/figura 2 ${row?.Name}/Pontos`,
      `/lista de resultados/figura 2 ${row?.Name}/pontos`,
      `/lista de resultados (prova)/figura 2 ${row?.Name}/pontos`,
    ]);
  });

  it('verifyAll finds the same, and nothing else', async () => {
    const all = await verifyAll(t.db);
    expect(all.differences).toEqual(found.differences);
    await expect(expectVerified(t.db)).rejects.toThrow(/folha\/Valor_total/);
  });
});

describe('GET /api/verify', () => {
  const path = () => `/api/verify?compId=${scored.competition._id}`;

  it.each(NON_ADMINS)('refuses %s (%i)', async (_who, as, status) => {
    const res = await t.request(path(), { as });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it.each([
    ['missing', '/api/verify'],
    ['empty', '/api/verify?compId='],
    ['too long', `/api/verify?compId=${'x'.repeat(500)}`],
  ])('answers 400 naming compId when it is %s', async (_case, url) => {
    const res = await t.request(url, { as: users.admin });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const problem = (await res.json()) as { errors?: { path: string }[] };
    expect(problem.errors?.map((e) => e.path)).toContain('compId');
  });

  it('answers 404 for a competition that does not exist', async () => {
    const res = await t.request('/api/verify?compId=000000000000000000000000', {
      as: users.admin,
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it("gives an admin the competition's differences, and changes nothing", async () => {
    const before = await snapshotDatabase(t.db);
    const res = await t.request(path(), { as: users.admin });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Verification;
    expect(answer.checked).toBeGreaterThan(500);
    const stored = (await verifyCompetition(t.db, scored.competition._id)).differences.filter(
      (d) => d.path.includes('/folha/') || d.path.includes('/coach card '),
    );
    expect(answer.differences).toEqual(expect.arrayContaining(stored));
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});
