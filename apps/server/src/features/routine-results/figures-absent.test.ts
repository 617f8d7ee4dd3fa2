/**
 * Issue 38, ADR 062: figure points count only where the competition holds the category's figures
 * event. A JUV duet of a competition with only INF figures gets the routine's own total, a place
 * and a medal (it used to stay 'pending its figure points' for ever); adding the JUV figures
 * event to the order makes it wait for its athletes' figure sheets again. And a figure listed
 * twice in a category is refused (400 naming the row).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { coachCardCreateSchema } from '@artistic/domain/coach-card/schema';
import type { Competition, CompetitionCreate } from '@artistic/domain/competition/schema';
import { recomputeCoachCardTotals } from '@artistic/domain/coach-card/scoring';
import type { MedalsResponse } from '@artistic/domain/result-list/medals-schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import { domainMessagesPt } from '@artistic/domain/core/messages';
import { DUET_ATHLETES } from '@artistic/domain/testing/builders';
import { users, useTestApp } from '../../test/test-app.ts';
import {
  ALFA,
  BETA,
  coachCardBody,
  competitionBody,
  createCompetitionFixture,
  generateStartListFixture,
  routineResultBody,
} from '../../test/route-fixtures.ts';
import { insertCoachCard } from '../coach-cards/repository.ts';
import { newId } from '../competitions/service.ts';

const t = useTestApp();

const BETA_DUET = [
  { Licenca: 20241, Nome: 'Eva Moreira', Ano: 2012 },
  { Licenca: 20242, Nome: 'Filipa Reis', Ano: 2012 },
] as const;

/** The demo competition as the issue found it: INF figures (event and list), a JUV free duet. */
function onlyInfantileFigures(): Partial<CompetitionCreate> {
  const demo = competitionBody();
  return {
    Ordem: demo.Ordem.filter((o) => !(o.Tipo === 'Figuras' && o.Categoria === 'JUV')),
    Figuras: demo.Figuras.filter((f) => f.Category === 'INF'),
  };
}

async function submittedDuet(competitionId: string, club: string, athletes: readonly object[]) {
  const body = coachCardCreateSchema.parse({
    ...coachCardBody(competitionId, club),
    Atletas: athletes,
    Reservas: [],
  });
  return insertCoachCard(t.db, newId(), {
    ...body,
    ...recomputeCoachCardTotals(body),
    State: 'Submetido',
  });
}

async function postRoutine(card: CoachCard, seed: number): Promise<RoutineResult> {
  const res = await t.request('/api/resultadoCoachCard/add', {
    method: 'POST',
    as: users.admin,
    body: await routineResultBody(t.db, card, seed),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as RoutineResult;
}

async function duetRows(competitionId: string) {
  const res = await t.request(`/api/competitions/${competitionId}/resultList`);
  expect(res.status).toBe(200);
  const list = (await res.json()) as ResultListResponse;
  const block = list.blocks.find((b) => b.Categoria === 'JUV' && b.Prova === 'DUETO LIVRE');
  if (block?.kind !== 'routine') throw new Error('no JUV free duet block');
  return block.rows.map((r) => ({
    position: r.position,
    club: r.club,
    total: r.total,
    figurePoints: r.figurePoints,
  }));
}

describe('a JUV duet in a competition without JUV figures (ADR 062)', () => {
  let competition: Competition;
  let alfa: RoutineResult;
  let beta: RoutineResult;

  beforeAll(async () => {
    competition = await createCompetitionFixture(t.db, onlyInfantileFigures());
    const cards = {
      alfa: await submittedDuet(competition._id, ALFA, DUET_ATHLETES),
      beta: await submittedDuet(competition._id, BETA, BETA_DUET),
    };
    await generateStartListFixture(t.db, competition._id);
    alfa = await postRoutine(cards.alfa, 3);
    beta = await postRoutine(cards.beta, 5);
  });

  it("answers the routine's own total at once: scheme value less its listed penalties (none)", () => {
    expect(alfa.Valor_esquema).toEqual(expect.any(Number));
    expect(alfa.Valor_total).toBe(alfa.Valor_esquema);
    expect(alfa.ResultFig).toEqual([]);
    expect(beta.Valor_total).toBe(beta.Valor_esquema);
    expect(alfa.Valor_total).not.toBe(beta.Valor_total);
  });

  it('ranks both duets on the result list, each saying no JUV figures count', async () => {
    const [first, second] = [alfa, beta].sort(
      (a, b) => (b.Valor_total ?? 0) - (a.Valor_total ?? 0),
    );
    const noFigures = { value: 0, missing: [], held: false };
    expect(await duetRows(competition._id)).toEqual([
      { position: 1, club: first?.Clube, total: first?.Valor_total, figurePoints: noFigures },
      { position: 2, club: second?.Clube, total: second?.Valor_total, figurePoints: noFigures },
    ]);
    // The sheets as read (Resultados, the routine GET) agree with the list.
    const read = (await (
      await t.request(`/api/resultadoCoachCard/comp/${competition._id}`, { as: users.admin })
    ).json()) as RoutineResult[];
    expect(read.map((r) => [r.Clube, r.Valor_total]).sort()).toEqual(
      [
        [ALFA, alfa.Valor_total],
        [BETA, beta.Valor_total],
      ].sort(),
    );
  });

  it('gives the duets their medals on the Medalheiro', async () => {
    const res = await t.request(`/api/competitions/${competition._id}/medals`);
    expect(res.status).toBe(200);
    const medals = (await res.json()) as MedalsResponse;
    const duet = medals.events.find((e) => e.Categoria === 'JUV' && e.Prova === 'DUETO LIVRE');
    expect(duet?.medallists.map((m) => [m.medal, m.position])).toEqual([
      ['gold', 1],
      ['silver', 2],
    ]);
    expect(medals.medalTable.map((c) => c.club).sort()).toEqual([ALFA, BETA].sort());
  });

  it('with the JUV figures event added to the order, the duets wait for their figure sheets, named', async () => {
    const stored = (await (
      await t.request(`/api/competitions/${competition._id}`, { as: users.admin })
    ).json()) as Competition;
    const { _id, StartList: _s, Resultados: _r, ...fields } = stored;
    const res = await t.request(`/api/competitions/${competition._id}`, {
      method: 'PUT',
      as: users.admin,
      body: {
        ...fields,
        Ordem: [...stored.Ordem, { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true, Price: 12 }],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await duetRows(competition._id);
    expect(rows.map((r) => [r.position, r.total, r.figurePoints])).toEqual([
      [null, null, { value: null, missing: ['Beatriz Santos', 'Carolina Pires'], held: true }],
      [null, null, { value: null, missing: ['Eva Moreira', 'Filipa Reis'], held: true }],
    ]);
  });
});

describe('adding the figures event under an official routine event (ADR 058, 060, 062)', () => {
  it('needs a reason (400 naming it, nothing changed); with one, leaves a correction per duet', async () => {
    const competition = await createCompetitionFixture(t.db, onlyInfantileFigures());
    const alfaCard = await submittedDuet(competition._id, ALFA, DUET_ATHLETES);
    await generateStartListFixture(t.db, competition._id);
    const alfa = await postRoutine(alfaCard, 3);
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

    const put = async (reason?: string) => {
      const stored = (await (
        await t.request(`/api/competitions/${competition._id}`, { as: users.admin })
      ).json()) as Competition;
      const { _id, StartList: _s, Resultados: _r, ...fields } = stored;
      return t.request(`/api/competitions/${competition._id}`, {
        method: 'PUT',
        as: users.admin,
        body: {
          ...fields,
          Ordem: [
            ...stored.Ordem,
            { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true, Price: 12 },
          ],
          ...(reason === undefined ? {} : { reason }),
        },
      });
    };
    const refused = await put();
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { errors?: { path: string }[] };
    expect(problem.errors?.map((e) => e.path)).toEqual(['reason']);
    expect((await duetRows(competition._id)).map((r) => r.total)).toEqual([alfa.Valor_total]);

    const res = await put('A prova de Figuras JUV faltava na ordem');
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await duetRows(competition._id)).map((r) => r.total)).toEqual([null]);
    const history = (await (
      await t.request(`${duetPath}/corrections`, { as: users.admin })
    ).json()) as {
      corrections: { entry: string; beforeTotal: number; afterTotal: number | null }[];
    };
    expect(history.corrections).toEqual([
      expect.objectContaining({
        entry: `cc:${alfaCard._id}`,
        beforeTotal: alfa.Valor_total,
        afterTotal: null,
      }),
    ]);
  });
});

describe('a figure twice in a category (issue 38)', () => {
  const barracuda = { Nome: 'Barracuda', Valor: 1.8, Category: 'INF' } as const;
  const twice = [barracuda, { ...barracuda, Nome: 'Tower' }, barracuda];

  it('is refused on create: 400 naming the repeated row, in Portuguese, nothing stored', async () => {
    const res = await t.request('/api/competitions/add', {
      method: 'POST',
      as: users.admin,
      body: competitionBody({ Nome: 'Torneio das figuras repetidas', Figuras: twice }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(problem.errors).toEqual([{ path: 'Figuras.2.Nome', message: 'errors.duplicateFigure' }]);
    // The key the web app shows beside the row, in Portuguese.
    expect(domainMessagesPt['errors.duplicateFigure']).toBe(
      'Esta figura já está na lista para esta categoria: cada figura entra uma vez por categoria.',
    );
    const listed = (await (
      await t.request('/api/competitions', { as: users.admin })
    ).json()) as Competition[];
    expect(listed.map((c) => c.Nome)).not.toContain('Torneio das figuras repetidas');
  });

  it('is refused on update, and the stored list is unchanged', async () => {
    const competition = await createCompetitionFixture(t.db);
    const { _id, StartList: _s, Resultados: _r, ...fields } = competition;
    const res = await t.request(`/api/competitions/${competition._id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...fields, Figuras: [...competition.Figuras, competition.Figuras[0]] },
    });
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(problem.errors).toEqual([
      { path: `Figuras.${competition.Figuras.length}.Nome`, message: 'errors.duplicateFigure' },
    ]);
    const stored = (await (
      await t.request(`/api/competitions/${competition._id}`, { as: users.admin })
    ).json()) as Competition;
    expect(stored.Figuras).toEqual(competition.Figuras);
  });
});
