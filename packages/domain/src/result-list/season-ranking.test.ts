import { describe, expect, it } from 'vitest';
import type { Category, EventType } from '../core/enums.ts';
import { rankEntries } from './ranking.ts';
import type { SeasonCompetitionInput, SeasonResultEvent } from './season-ranking.ts';
import {
  buildSeasonRanking,
  isWithin,
  listSeasons,
  seasonEntryKey,
  seasonOf,
} from './season-ranking.ts';
import { rankingsQuerySchema, rankingsResponseSchema } from './season-ranking-schema.ts';

const ALFA = 'Clube Natação Alfa';
const BETA = 'Clube Natação Beta';

interface Swim {
  readonly who: readonly (readonly [number, string])[];
  readonly club: string;
  readonly total: number | null;
  readonly extra?: boolean;
}

/** An event ranked as the result list ranks it (ranking.ts). */
function event(Categoria: Category, Prova: EventType, swims: readonly Swim[]): SeasonResultEvent {
  return {
    Categoria,
    Prova,
    rows: rankEntries(
      swims,
      (s) => s.total,
      (s) => s.extra ?? false,
    ).map(({ entry, position }) => ({
      position,
      extra: entry.extra ?? false,
      club: entry.club,
      athletes: entry.who.map(([licence, name]) => ({ licence, name })),
      total: entry.total,
    })),
  };
}

const ANA = [1, 'Ana'] as const;
const BIA = [2, 'Bia'] as const;
const CARLA = [3, 'Carla'] as const;
const DORA = [4, 'Dora'] as const;
const EVA = [5, 'Eva'] as const;

/**
 * Two competitions of the 2026/2027 season:
 *   Taça de Outono (2026-10-10): INF figures Ana 70,1 (Alfa), Bia 75,25 (Beta), Carla 68
 *     (Alfa), Eva 90 but Extra; the Alfa duet Ana+Carla 80.
 *   Campeonato (2027-01-07): INF figures Ana 75,25 (now Beta: her club of the best), Bia 72,
 *     Dora 60, Carla without a total; the Alfa duet Carla+Ana (other order) 79,5.
 * Best totals: Ana 75,25 (Campeonato) and Bia 75,25 (Outono) tie for 1st, Carla 68 is 3rd (the
 * place after a tie skips), Dora 60 4th; Eva's Extra and Carla's missing total count for nothing.
 */
const OUTONO: SeasonCompetitionInput = {
  _id: 'c-outono',
  Nome: 'Taça de Outono',
  Data: '2026-10-10',
  pointsTable: [9, 7, 6, 5, 4, 3, 2, 1],
  events: [
    event('INF', 'Figuras', [
      { who: [ANA], club: ALFA, total: 70.1 },
      { who: [BIA], club: BETA, total: 75.25 },
      { who: [CARLA], club: ALFA, total: 68 },
      { who: [EVA], club: BETA, total: 90, extra: true },
    ]),
    event('INF', 'DUETO LIVRE', [{ who: [ANA, CARLA], club: ALFA, total: 80 }]),
  ],
};
const CAMPEONATO: SeasonCompetitionInput = {
  _id: 'c-campeonato',
  Nome: 'Campeonato',
  Data: '2027-01-07',
  pointsTable: [10, 5],
  events: [
    event('INF', 'Figuras', [
      { who: [ANA], club: BETA, total: 75.25 },
      { who: [BIA], club: BETA, total: 72 },
      { who: [DORA], club: ALFA, total: 60 },
      { who: [CARLA], club: ALFA, total: null },
    ]),
    event('INF', 'DUETO LIVRE', [{ who: [CARLA, ANA], club: ALFA, total: 79.5 }]),
  ],
};

describe('buildSeasonRanking', () => {
  // Given newest first: the ranking orders the competitions itself.
  const ranking = buildSeasonRanking([CAMPEONATO, OUTONO]);
  const outono = { _id: 'c-outono', Nome: 'Taça de Outono', Data: '2026-10-10' };
  const campeonato = { _id: 'c-campeonato', Nome: 'Campeonato', Data: '2027-01-07' };

  it('lists the competitions oldest first and the events in the order of the enums', () => {
    expect(ranking.competitions).toEqual([outono, campeonato]);
    expect(ranking.events.map((e) => [e.Categoria, e.Prova])).toEqual([
      ['INF', 'Figuras'],
      ['INF', 'DUETO LIVRE'],
    ]);
  });

  it('ranks each athlete by her best total across both competitions; a tie shares 1st and 2nd is skipped', () => {
    const figures = ranking.events[0]?.entries ?? [];
    expect(
      figures.map((e) => [
        e.place,
        e.names.join(),
        e.club,
        e.bestTotal,
        e.best._id,
        e.competitions,
      ]),
    ).toEqual([
      [1, 'Ana', BETA, 75.25, 'c-campeonato', 2],
      [1, 'Bia', BETA, 75.25, 'c-outono', 2],
      [3, 'Carla', ALFA, 68, 'c-outono', 1],
      [4, 'Dora', ALFA, 60, 'c-campeonato', 1],
    ]);
    expect(figures[0]?.best).toEqual(campeonato);
    // Eva swam the best total of all, but as an Extra.
    expect(figures.some((e) => e.names.includes('Eva'))).toBe(false);
  });

  it('knows a duet by its club and sorted licences, whatever the order of its athletes', () => {
    expect(ranking.events[1]?.entries).toEqual([
      {
        place: 1,
        key: `r:${ALFA}:1-3`,
        names: ['Ana', 'Carla'],
        club: ALFA,
        bestTotal: 80,
        best: outono,
        competitions: 2,
      },
    ]);
  });

  it("names the earlier competition when an entry's best total was reached twice", () => {
    const again: SeasonCompetitionInput = {
      ...CAMPEONATO,
      _id: 'c-later',
      Data: '2027-03-01',
      events: [event('INF', 'Figuras', [{ who: [BIA], club: BETA, total: 75.25 }])],
    };
    const bia = buildSeasonRanking([again, OUTONO]).events[0]?.entries.find((e) => e.key === 'a:2');
    expect([bia?.best._id, bia?.competitions]).toEqual(['c-outono', 2]);
  });

  it("sums each competition's club points table with its own points per place", () => {
    // Outono (9-7-6…): figures Bia 1st → Beta 9, Ana 2nd 7 + Carla 3rd 6 → Alfa 13; duet Alfa
    // 1st 9 → Alfa 22. Campeonato (10-5): figures Ana 1st → Beta 10, Bia 2nd 5, Dora 3rd 0 →
    // Alfa 0 (placed, beyond the table); duet Alfa 10. Alfa 22 + 10 = 32, Beta 9 + 15 = 24.
    expect(ranking.clubs).toEqual([
      {
        place: 1,
        club: ALFA,
        points: 32,
        byCompetition: [
          { _id: 'c-outono', place: 1, points: 22 },
          { _id: 'c-campeonato', place: 2, points: 10 },
        ],
      },
      {
        place: 2,
        club: BETA,
        points: 24,
        byCompetition: [
          { _id: 'c-outono', place: 2, points: 9 },
          { _id: 'c-campeonato', place: 1, points: 15 },
        ],
      },
    ]);
  });

  it('gives clubs with equal season points the same place, by name', () => {
    const tied = buildSeasonRanking([
      { ...OUTONO, events: [event('INF', 'Figuras', [{ who: [ANA], club: BETA, total: 70 }])] },
      {
        ...CAMPEONATO,
        pointsTable: [9],
        events: [event('INF', 'Figuras', [{ who: [DORA], club: ALFA, total: 50 }])],
      },
    ]);
    expect(tied.clubs.map((c) => [c.place, c.club, c.points])).toEqual([
      [1, ALFA, 9],
      [1, BETA, 9],
    ]);
  });

  it('has nothing to rank without competitions', () => {
    expect(buildSeasonRanking([])).toEqual({ competitions: [], events: [], clubs: [] });
  });

  it('builds an answer the schema takes unchanged', () => {
    const answer = {
      range: { from: '2026-09-01', to: '2027-08-31' },
      seasons: listSeasons(['2027-01-07', '2026-10-10']),
      ...ranking,
    };
    expect(rankingsResponseSchema.parse(answer)).toEqual(answer);
  });
});

describe('seasons', () => {
  it('run from 1 September to 31 August', () => {
    expect(seasonOf('2026-09-01')).toEqual({
      from: '2026-09-01',
      to: '2027-08-31',
      label: '2026/2027',
    });
    expect(seasonOf('2027-08-31').label).toBe('2026/2027');
    expect(seasonOf('2026-08-31').label).toBe('2025/2026');
  });

  it('are listed once each, newest first', () => {
    expect(listSeasons(['2026-10-10', '2025-11-01', '2027-01-07']).map((s) => s.label)).toEqual([
      '2026/2027',
      '2025/2026',
    ]);
  });

  it('include both ends of a range', () => {
    const range = { from: '2026-09-01', to: '2027-08-31' };
    expect([
      isWithin('2026-09-01', range),
      isWithin('2027-08-31', range),
      isWithin('2027-09-01', range),
    ]).toEqual([true, true, false]);
  });

  it('identify one athlete by licence and a routine by club and sorted licences', () => {
    expect(seasonEntryKey(ALFA, [{ licence: 7, name: 'X' }])).toBe('a:7');
    expect(
      seasonEntryKey(BETA, [
        { licence: 9, name: 'Y' },
        { licence: 7, name: 'X' },
      ]),
    ).toBe(`r:${BETA}:7-9`);
  });
});

describe('rankingsQuerySchema', () => {
  it('takes two dates in order, or none, and names `to` when it comes before `from`', () => {
    expect(rankingsQuerySchema.parse({})).toEqual({});
    expect(rankingsQuerySchema.parse({ from: '2026-09-01', to: '2026-09-01' })).toEqual({
      from: '2026-09-01',
      to: '2026-09-01',
    });
    const reversed = rankingsQuerySchema.safeParse({ from: '2027-01-01', to: '2026-12-31' });
    expect(reversed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', 'errors.rangeEndBeforeStart'],
    ]);
    const bad = rankingsQuerySchema.safeParse({ from: '2026-02-30' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', 'errors.invalidDate'],
    ]);
  });
});
