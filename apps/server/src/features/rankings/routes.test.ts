import { beforeAll, describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { MedalsResponse } from '@artistic/domain/result-list/medals-schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import type { RankingsResponse } from '@artistic/domain/result-list/season-ranking-schema';
import { rankingsResponseSchema } from '@artistic/domain/result-list/season-ranking-schema';
import { CLUB_ALFA, CLUB_BETA, DUET_ATHLETES } from '@artistic/domain/testing/builders';
import { DEMO_SEASON_COMPETITION } from '../../demo-season.ts';
import { seedDemo } from '../../demo-seed.ts';
import { users, useTestApp } from '../../test/test-app.ts';

/** The app's clock: 25 November 2026, in the 2026/2027 season. */
const t = useTestApp({ deps: { now: () => new Date('2026-11-25T10:00:00Z') } });

/**
 * The demo seeded on 23 November 2026: the championship on 2027-01-07 (partly scored), the
 * finished opening tournament on 2026-09-24 (60 days back, every event official) and the hidden
 * Masters tournament on 2027-02-21.
 */
let championship: Competition;
let opening: Competition;
let hidden: Competition;

beforeAll(async () => {
  await seedDemo(t.db, new Date('2026-11-23T10:00:00Z'), { results: true });
  const all = (await (
    await t.request('/api/competitions', { as: users.admin })
  ).json()) as Competition[];
  const named = (prefix: string) => all.find((c) => c.Nome.startsWith(prefix)) as Competition;
  championship = named('Campeonato Nacional');
  opening = named(DEMO_SEASON_COMPETITION);
  hidden = named('Torneio de Masters');
});

const readRankings = async (query = '', as?: (typeof users)[keyof typeof users]) => {
  const res = await t.request(`/api/rankings${query}`, as ? { as } : {});
  expect(res.status).toBe(200);
  const body = (await res.json()) as RankingsResponse;
  // The schema strips unknown keys and rejects missing ones: the parse must change nothing.
  expect(rankingsResponseSchema.parse(body)).toEqual(body);
  return body;
};

/** Each athlete's (or routine's) totals in an event of a competition's result list, by name. */
async function totalsOf(competition: Competition, event: string) {
  const list = (await (
    await t.request(`/api/competitions/${competition._id}/resultList`)
  ).json()) as ResultListResponse;
  const block = list.blocks.find((b) => `${b.Categoria} ${b.Prova}` === event);
  const totals = new Map<string, number>();
  for (const row of block?.rows ?? [])
    if (row.total !== null && !row.extra) totals.set(row.names.join(', '), row.total);
  return totals;
}

const ref = (c: Competition) => ({ _id: c._id, Nome: c.Nome, Data: c.Data });

describe('GET /api/rankings', () => {
  it('ranks the season of today by default: both visible competitions, the hidden one left out', async () => {
    const body = await readRankings();
    expect(body.range).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(opening.Data).toBe('2026-09-24');
    expect(body.competitions).toEqual([ref(opening), ref(championship)]);
    expect(body.seasons).toEqual([{ from: '2026-09-01', to: '2027-08-31', label: '2026/2027' }]);
    // An admin gets the same: the rankings are the public results only.
    expect((await readRankings('', users.admin)).competitions).not.toContainEqual(ref(hidden));
  });

  it("gives each JUV athlete her best figures total of both competitions, and the duet's", async () => {
    const body = await readRankings('?from=2026-09-01&to=2027-08-31');
    const [a, b] = DUET_ATHLETES;
    if (!a || !b) throw new Error('the demo duet has two athletes');
    const inOpening = await totalsOf(opening, 'JUV Figuras');
    const inChampionship = await totalsOf(championship, 'JUV Figuras');
    const figures = body.events.find((e) => e.Categoria === 'JUV' && e.Prova === 'Figuras');
    for (const athlete of [a, b]) {
      const first = inOpening.get(athlete.Nome);
      const second = inChampionship.get(athlete.Nome);
      if (first === undefined || second === undefined) throw new Error('both scored');
      const line = figures?.entries.find((e) => e.names[0] === athlete.Nome);
      expect(line).toMatchObject({
        key: `a:${athlete.Licenca}`,
        club: CLUB_ALFA,
        bestTotal: Math.max(first, second),
        best: ref(second > first ? championship : opening),
        competitions: 2,
      });
    }
    const places = figures?.entries.map((e) => e.place);
    expect(places?.[0]).toBe(1);
    const duet = body.events.find((e) => e.Categoria === 'JUV' && e.Prova === 'DUETO LIVRE');
    const duetTotals = [
      ...(await totalsOf(opening, 'JUV DUETO LIVRE')).values(),
      ...(await totalsOf(championship, 'JUV DUETO LIVRE')).values(),
    ];
    expect(duetTotals).toHaveLength(2);
    expect(duet?.entries).toEqual([
      expect.objectContaining({
        place: 1,
        key: `r:${CLUB_ALFA}:${a.Licenca}-${b.Licenca}`,
        bestTotal: Math.max(...duetTotals),
        competitions: 2,
      }),
    ]);
  });

  it('sums the club points table of each competition, with the breakdown', async () => {
    const body = await readRankings();
    const pointsIn = async (c: Competition) =>
      new Map(
        (
          (await (await t.request(`/api/competitions/${c._id}/medals`)).json()) as MedalsResponse
        ).clubPoints.map((p) => [p.club, p.points]),
      );
    const [first, second] = [await pointsIn(opening), await pointsIn(championship)];
    const expected = [CLUB_ALFA, CLUB_BETA].map((club) => ({
      club,
      points: (first.get(club) ?? 0) + (second.get(club) ?? 0),
    }));
    expect(expected.every((c) => c.points > 0)).toBe(true);
    expect(body.clubs.map((c) => ({ club: c.club, points: c.points }))).toEqual(
      expected.sort((x, y) => y.points - x.points),
    );
    const alfa = body.clubs.find((c) => c.club === CLUB_ALFA);
    expect(alfa?.byCompetition.map((c) => [c._id, c.points])).toEqual([
      [opening._id, first.get(CLUB_ALFA)],
      [championship._id, second.get(CLUB_ALFA)],
    ]);
  });

  it('keeps to the range asked, both ends included', async () => {
    const later = await readRankings(`?from=${opening.Data.replace(/\d\d$/, '25')}&to=2027-01-07`);
    expect(later.competitions).toEqual([ref(championship)]);
    const juv = later.events.find((e) => e.Categoria === 'JUV' && e.Prova === 'Figuras');
    expect(juv?.entries.every((e) => e.competitions === 1)).toBe(true);
    expect((await readRankings(`?from=${opening.Data}&to=${opening.Data}`)).competitions).toEqual([
      ref(opening),
    ]);
    const empty = await readRankings('?from=2025-09-01&to=2026-08-31');
    expect(empty).toMatchObject({ competitions: [], events: [], clubs: [] });
    // The seasons with competitions are listed whatever the range.
    expect(empty.seasons.map((s) => s.label)).toEqual(['2026/2027']);
  });

  it('leaves out a competition once it is hidden', async () => {
    const current = (await (
      await t.request(`/api/competitions/${opening._id}`, { as: users.admin })
    ).json()) as Competition;
    const { _id, StartList: _s, Resultados: _r, ...rest } = current;
    const hide = await t.request(`/api/competitions/${opening._id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...rest, visible: false },
    });
    expect(hide.status).toBe(200);
    const body = await readRankings();
    expect(body.competitions).toEqual([ref(championship)]);
    expect(body.clubs.every((c) => c.byCompetition.every((p) => p._id === championship._id))).toBe(
      true,
    );
    const show = await t.request(`/api/competitions/${opening._id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ...rest, version: current.version + 1, visible: true },
    });
    expect(show.status).toBe(200);
    expect((await readRankings()).competitions).toHaveLength(2);
  });

  it('answers 304 to its own ETag', async () => {
    const first = await t.request('/api/rankings?from=2026-09-01&to=2027-08-31');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('/api/rankings?from=2026-09-01&to=2027-08-31', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('is 400 naming the field for a date that is not one, or an end before the start', async () => {
    for (const [query, field, message] of [
      ['?from=2026-13-01', 'from', 'errors.invalidDate'],
      ['?to=ontem', 'to', 'errors.invalidDate'],
      ['?from=2027-01-02&to=2027-01-01', 'to', 'errors.rangeEndBeforeStart'],
    ] as const) {
      const res = await t.request(`/api/rankings${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      const problem = (await res.json()) as { errors?: { path: string; message: string }[] };
      expect(problem.errors, query).toEqual([expect.objectContaining({ path: field })]);
      expect(JSON.stringify(problem.errors)).toContain(message);
    }
  });
});
