import { afterEach, describe, expect, it } from 'vitest';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { checkAgeGroups, seasonYearOf } from '@artistic/domain/competition/age-groups';
import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureEntry } from '@artistic/domain/figures/entry-schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import { DUET_ATHLETES, DUET_RESERVES, INF_ATHLETES } from '@artistic/domain/testing/builders';
import { setClock } from './clock.ts';
import { demoAthletes } from './demo-registry.ts';
import { DEMO_SEASON_COMPETITION, demoSeasonDate } from './demo-season.ts';
import { seedDemo } from './demo-seed.ts';
import type { TestApp, TestUser } from './test/test-app.ts';
import { TEST_CLOCK, createTestApp, users, useTestApp } from './test/test-app.ts';

const t = useTestApp();

describe('demo seed', () => {
  it('creates one visible competition with a full order and catalogue figures, a finished one, and one hidden', async () => {
    const first = await seedDemo(t.db, new Date('2026-11-23T10:00:00Z'));
    expect(first).toEqual({ users: ['admin', 'juiz', 'clube1', 'clube2'], competitions: 3 });
    const publicList = (await (await t.request('/api/competitions')).json()) as Competition[];
    // Newest first: the championship, then the finished one (demo-season.ts).
    expect(publicList.map((c) => [c.Nome, c.Data])).toEqual([
      ['Campeonato Nacional de Natação Artística (demonstração)', '2027-01-07'],
      [DEMO_SEASON_COMPETITION, '2026-09-24'],
    ]);
    const demo = publicList[0];
    expect(demo?.Limite_inscricao).toBe('2026-12-23');
    expect(new Set(demo?.Ordem.map((o) => o.Categoria))).toEqual(
      new Set(['INF', 'JUV', 'JUN', 'ABS', 'MAS']),
    );
    expect(demo?.Ordem.map((o) => o.Tipo)).toEqual(
      expect.arrayContaining([
        'Figuras',
        'Elementos Tecnicos',
        'Elementos Equipa Tecnica',
        'SOLO LIVRE',
        'COMBINADO',
      ]),
    );
    expect(demo?.Figuras).toContainEqual({ Nome: 'Barracuda', Valor: 1.8, Category: 'INF' });
    expect(demo?.ElementosTecnicos.map((e) => e.Category)).toEqual(
      expect.arrayContaining(['JUN', 'ABS', 'MAS']),
    );
    const adminList = (await (
      await t.request('/api/competitions', { as: users.admin })
    ).json()) as Competition[];
    expect(adminList.filter((c) => !c.visible)).toHaveLength(1);
  });

  it('scores part of the demo competition, so the public result list has content', async () => {
    const demo = (
      (await (await t.request('/api/competitions')).json()) as Competition[]
    )[0] as Competition;
    const list = (await (
      await t.request(`/api/competitions/${demo._id}/resultList`)
    ).json()) as ResultListResponse;
    const byEvent = Object.fromEntries(
      list.blocks.map((b) => [`${b.Categoria} ${b.Prova}`, b.rows]),
    );
    const infSlots = demo.StartList.find((b) => b.Prova === 'Figuras' && b.Categoria === 'INF');
    // Every INF athlete but the last of the draw is scored and ranked.
    const inf = byEvent['INF Figuras'] ?? [];
    expect(inf.filter((r) => r.position !== null)).toHaveLength(
      (infSlots?.Atletas_start.length ?? 0) - 1,
    );
    expect(inf[0]?.total).toBeGreaterThan(0);
    expect(byEvent['JUV DUETO LIVRE']?.[0]?.total).toBeGreaterThan(0);
  });

  it('has a finished competition in the season: every entry scored, every event official', async () => {
    const finished = ((await (await t.request('/api/competitions')).json()) as Competition[]).find(
      (c) => c.Nome === DEMO_SEASON_COMPETITION,
    ) as Competition;
    const list = (await (
      await t.request(`/api/competitions/${finished._id}/resultList`)
    ).json()) as ResultListResponse;
    expect(list.blocks.map((b) => `${b.Categoria} ${b.Prova}`)).toEqual([
      'INF Figuras',
      'JUV Figuras',
      'JUV DUETO LIVRE',
    ]);
    // Alfa's three INF athletes and Beta's two; Alfa's JUV pair, in figures and as a duet.
    expect(list.blocks.map((b) => b.rows.filter((r) => r.total !== null).length)).toEqual([
      5, 2, 1,
    ]);
    expect(list.statuses.map((s) => s.state)).toEqual(['official', 'official', 'official']);
  });

  it('dates the finished competition in the past, in the championship’s season when it can', () => {
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    // 60 days back is in the season already.
    expect(demoSeasonDate(at('2026-11-23'), '2027-01-07')).toBe('2026-09-24');
    // 60 days back is the season before: the season's first day, which is past.
    expect(demoSeasonDate(at('2026-10-05'), '2026-11-19')).toBe('2026-09-01');
    // The season starts today or later: no past day in it, 60 days back it is.
    expect(demoSeasonDate(at('2026-09-01'), '2026-10-16')).toBe('2026-07-03');
    expect(demoSeasonDate(at('2026-08-01'), '2026-09-15')).toBe('2026-06-02');
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(t.db, new Date('2027-06-01T10:00:00Z'))).toEqual({
      users: [],
      competitions: 0,
    });
  });
});

/** Every person of an entry (athletes and reserves) whose age does not fit its category. */
function misfits(
  entry: Pick<FigureEntry, 'Categoria' | 'Atletas'> & { Reservas?: FigureEntry['Atletas'] },
  competition: Competition,
) {
  const season = seasonYearOf(competition.Data);
  return [
    ...checkAgeGroups(entry.Atletas, 'Atletas', entry.Categoria, season),
    ...checkAgeGroups(entry.Reservas ?? [], 'Reservas', entry.Categoria, season),
  ].map((p) => `${competition.Nome}: ${p.message}`);
}

/** A GET as `as`, its JSON body. */
async function read<T>(app: TestApp, path: string, as: TestUser): Promise<T> {
  const res = await app.request(path, { as });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/**
 * Issue 37: the demo's years of birth follow its season, so that seeded in any year every entry
 * fits its age group and the clubs can still enter and edit. Each instant seeds a database of its
 * own, with the server's clock set to it (no test here reads the machine's date): the API tests'
 * instant, a year and three years on, a summer day (the championship in the next season, the
 * finished competition in the season before) and a December day (the championship in the next
 * calendar year, the finished competition in this one).
 */
describe('the demo seeded in any year', () => {
  afterEach(() => setClock(TEST_CLOCK));

  it("has the domain builders' very athletes when seeded for the 2027 season", () => {
    const athletes = demoAthletes(2027);
    expect(athletes.alfaInf).toEqual(INF_ATHLETES);
    expect(athletes.alfaDuet).toEqual(DUET_ATHLETES);
    expect(athletes.alfaDuetReserves).toEqual(DUET_RESERVES);
    // Three years on, everyone is born three years later.
    expect(demoAthletes(2030).alfaInf.map((a) => a.Ano)).toEqual(
      INF_ATHLETES.map((a) => a.Ano + 3),
    );
  });

  it.each([
    '2026-11-23T10:00:00Z',
    '2027-11-23T10:00:00Z',
    '2029-11-23T10:00:00Z',
    '2028-07-25T10:00:00Z',
    '2027-12-20T10:00:00Z',
  ])(
    'seeded at %s: every entry is in its age group, and the clubs enter and edit',
    async (instant) => {
      const at = new Date(instant);
      setClock(at);
      const app = await createTestApp();
      try {
        expect((await seedDemo(app.db, at)).competitions).toBe(3);
        const competitions = await read<Competition[]>(app, '/api/competitions', users.admin);
        expect(competitions).toHaveLength(3);
        const problems: string[] = [];
        let entries = 0;
        for (const competition of competitions) {
          const q = `?compId=${competition._id}`;
          for (const entry of await read<FigureEntry[]>(app, `/api/figura${q}`, users.admin)) {
            problems.push(...misfits(entry, competition));
            entries++;
          }
          for (const card of await read<CoachCard[]>(app, `/api/coachcard${q}`, users.admin)) {
            problems.push(...misfits(card, competition));
            entries++;
          }
        }
        expect(problems).toEqual([]);
        // The championship's 4 figure entries and 3 coach cards, the finished one's 3 and 1.
        expect(entries).toBe(11);

        // Each club saves its championship entries again, as a coach would after a look.
        const championship = competitions.find((c) => c.Nome.startsWith('Campeonato Nacional'));
        if (!championship) throw new Error('the demo championship is listed');
        const q = `?compId=${championship._id}`;
        for (const club of [users.clubeA, users.clubeB]) {
          const own = await read<FigureEntry[]>(app, `/api/figura${q}`, club);
          expect(own.length).toBeGreaterThan(0);
          for (const { _id, ...body } of own) {
            const res = await app.request(`/api/figura/${_id}`, { method: 'PUT', as: club, body });
            expect(res.status, `${club.club ?? ''} ${body.Categoria}`).toBe(200);
          }
        }
        // Alfa's draft INF solo is edited and saved.
        const cards = await read<CoachCard[]>(app, `/api/coachcard${q}`, users.clubeA);
        const draft = cards.find((c) => c.State === 'Rascunho');
        if (!draft) throw new Error('Alfa has a draft coach card');
        const { _id: draftId, ...draftBody } = draft;
        const edited = await app.request(`/api/coachcard/${draftId}`, {
          method: 'PUT',
          as: users.clubeA,
          body: { ...draftBody, Tema_esquema: 'Borboleta Azul' },
        });
        expect(edited.status).toBe(200);
        // And Alfa enters two more JUV athletes from its registry, by licence.
        const season = seasonYearOf(championship.Data);
        const entered = await app.request('/api/figura/add', {
          method: 'POST',
          as: users.clubeA,
          body: {
            Competicao: championship._id,
            Categoria: 'JUV',
            Clube: 'Clube Natação Alfa',
            Atletas: [
              { Licenca: 10240, Nome: 'Mariana Teixeira', Ano: season - 14 },
              { Licenca: 10241, Nome: 'Matilde Correia', Ano: season - 14 },
            ],
          },
        });
        expect(entered.status).toBe(201);
      } finally {
        await app.close();
      }
    },
  );
});
