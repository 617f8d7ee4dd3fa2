import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { MedalsResponse } from '@artistic/domain/result-list/medals-schema';
import { medalsResponseSchema } from '@artistic/domain/result-list/medals-schema';
import { CLUB_ALFA, CLUB_BETA } from '@artistic/domain/testing/builders';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let demo: Competition;
let hidden: Competition;

const judges = (mark: number) => ({ J1: mark, J2: mark, J3: mark, J4: mark, J5: mark });

/**
 * The demo's INF figures, scored through the API with one mark for every judge and figure, so an
 * athlete's overall is 10 × the mark (Σ mark × FP / Σ FP × 10):
 *   Alfa 1: 8 → 80, 1st (gold)        Beta 1: 7 → 70, 2nd (silver, tied)
 *   Alfa 2: 7 → 70, 2nd (silver, tied) Beta 2: 6 → 60, 4th (no bronze: the tie took place 3)
 *   Alfa 3: 9 → 90 but Extra: no place, no medal, no points.
 */
async function scoreInfFigures(competition: Competition) {
  const block = competition.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
  const slotsOf = (club: string) =>
    block?.Atletas_start.filter((s) => s.Atletas[0]?.Team === club) ?? [];
  const [a1, a2, a3] = slotsOf(CLUB_ALFA);
  const [b1, b2] = slotsOf(CLUB_BETA);
  const figures = competition.Figuras.filter((f) => f.Category === 'INF');
  const plan = [
    [a1, 8, false],
    [b1, 7, false],
    [a2, 7, false],
    [b2, 6, false],
    [a3, 9, true],
  ] as const;
  for (const [slot, mark, extra] of plan) {
    const athlete = slot?.Atletas[0];
    if (!slot || !athlete) throw new Error('the demo INF figures block lacks an athlete');
    const res = await t.request('/api/resultadoFigura/add', {
      method: 'POST',
      as: users.admin,
      body: {
        Categoria: 'INF',
        Esquema: 'Figuras',
        Clube: athlete.Team,
        Number: slot.Numero,
        Atleta: { Licenca: athlete.License, Nome: athlete.Name, Ano: athlete.Year },
        Resultados_fig: figures.map((f) => ({ Name: f.Nome, FP_val: f.Valor, ...judges(mark) })),
        Extra: extra,
        comp_id: competition._id,
      },
    });
    expect(res.status).toBe(201);
  }
  return { a1, a2, b1 };
}

let slots: Awaited<ReturnType<typeof scoreInfFigures>>;
beforeAll(async () => {
  ({ visible: demo, hidden } = await seedDemoCompetitions(t, { results: false }));
  slots = await scoreInfFigures(demo);
});

const readMedals = async (id: string) => {
  const res = await t.request(`/api/competitions/${id}/medals`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as MedalsResponse;
  // The schema strips unknown keys and rejects missing ones: the parse must change nothing.
  expect(medalsResponseSchema.parse(body)).toEqual(body);
  return body;
};

describe('GET /api/competitions/{id}/medals', () => {
  it("lists each event's medallists: a tie for 2nd shares the silver, the Extra takes nothing", async () => {
    const body = await readMedals(demo._id);
    expect(body.competition).toEqual({ _id: demo._id, Nome: demo.Nome, Data: demo.Data });
    expect(body.events.map((e) => [e.Ordem, e.Categoria, e.Prova])).toEqual([
      [1, 'INF', 'Figuras'],
      [2, 'JUV', 'Figuras'],
      [7, 'JUV', 'DUETO LIVRE'],
    ]);
    const inf = body.events[0]?.medallists ?? [];
    const nameOf = (slot: typeof slots.a1) => slot?.Atletas[0]?.Name ?? '';
    expect(
      inf
        .map((m) => [m.medal, m.position, m.club, m.names, m.total])
        .sort((a, b) => String(a).localeCompare(String(b))),
    ).toEqual(
      [
        ['gold', 1, CLUB_ALFA, [nameOf(slots.a1)], 80],
        ['silver', 2, CLUB_ALFA, [nameOf(slots.a2)], 70],
        ['silver', 2, CLUB_BETA, [nameOf(slots.b1)], 70],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    expect(body.events[1]?.medallists).toEqual([]);
    expect(body.events[2]?.medallists).toEqual([]);
  });

  it('counts medals per club and the club points with the default table (9-7-6-…)', async () => {
    const body = await readMedals(demo._id);
    expect(body.medalTable).toEqual([
      { place: 1, club: CLUB_ALFA, gold: 1, silver: 1, bronze: 0, total: 2 },
      { place: 2, club: CLUB_BETA, gold: 0, silver: 1, bronze: 0, total: 1 },
    ]);
    expect(body.pointsTable).toEqual([9, 7, 6, 5, 4, 3, 2, 1]);
    // Alfa 1st 9 + 2nd 7 = 16; Beta 2nd 7 + 4th 5 = 12; the Extra's 90 counts for nothing.
    expect(body.clubPoints).toEqual([
      { place: 1, club: CLUB_ALFA, points: 16 },
      { place: 2, club: CLUB_BETA, points: 12 },
    ]);
  });

  it("uses the competition's points per place once the admin changes them", async () => {
    const current = (await (
      await t.request(`/api/competitions/${demo._id}`, { as: users.admin })
    ).json()) as Competition;
    const { _id, StartList: _s, Resultados: _r, ...rest } = current;
    const put = await t.request(`/api/competitions/${demo._id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...rest, PontosClubes: [10, 5, 1] },
    });
    expect(put.status).toBe(200);
    const body = await readMedals(demo._id);
    expect(body.pointsTable).toEqual([10, 5, 1]);
    // Alfa 10 + 5 = 15; Beta 5 + 4th place beyond the table 0 = 5.
    expect(body.clubPoints).toEqual([
      { place: 1, club: CLUB_ALFA, points: 15 },
      { place: 2, club: CLUB_BETA, points: 5 },
    ]);
  });

  it('is 404 for a hidden competition but to an admin, and for an unknown one', async () => {
    expect((await t.request(`/api/competitions/${hidden._id}/medals`)).status).toBe(404);
    expect(
      (await t.request(`/api/competitions/${hidden._id}/medals`, { as: users.clubeA })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/competitions/${hidden._id}/medals`, { as: users.admin })).status,
    ).toBe(200);
    expect((await t.request('/api/competitions/ffffffffffffffffffffffff/medals')).status).toBe(404);
  });
});
