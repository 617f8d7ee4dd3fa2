import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_POINTS } from '../competition/club-points.ts';
import type { EventType } from '../core/enums.ts';
import type { MedalListBlock } from './medals.ts';
import {
  buildClubPointsTable,
  buildMedalsSummary,
  buildMedalTable,
  listEventMedallists,
  medalOf,
} from './medals.ts';
import { rankEntries } from './ranking.ts';

interface Swim {
  readonly name: string;
  readonly club: string;
  readonly total: number | null;
  readonly extra?: boolean;
}

/** An event as the result list ranks it (ranking.ts): the rows with their places. */
function event(Ordem: number, Prova: EventType, swims: readonly Swim[]): MedalListBlock {
  return {
    Ordem,
    Categoria: 'JUV',
    Prova,
    rows: rankEntries(
      swims,
      (s) => s.total,
      (s) => s.extra ?? false,
    ).map(({ entry, position }) => ({
      position,
      extra: entry.extra ?? false,
      club: entry.club,
      names: [entry.name],
      total: entry.total,
    })),
  };
}

const ALFA = 'Clube Natação Alfa';
const BETA = 'Clube Natação Beta';
const GAMA = 'Gama Swim';

/**
 * Figures: an Extra of Gama swims the best total (90) but takes nothing; Ana (Alfa, 80) is 1st,
 * Bia (Beta, 75) 2nd, Carla (Alfa) and Dora (Beta) tie for 3rd at 70 (both bronze), Eva (Gama,
 * 60) is 5th, Filipa (Beta) has no total yet.
 * Solo: Gil (Beta, 81) 1st, Hugo (Gama, 79) 2nd, Inês (Alfa, 78) 3rd.
 */
const FIGURES = event(1, 'Figuras', [
  { name: 'Ana', club: ALFA, total: 80 },
  { name: 'Xana', club: GAMA, total: 90, extra: true },
  { name: 'Bia', club: BETA, total: 75 },
  { name: 'Carla', club: ALFA, total: 70 },
  { name: 'Dora', club: BETA, total: 70 },
  { name: 'Eva', club: GAMA, total: 60 },
  { name: 'Filipa', club: BETA, total: null },
]);
const SOLO = event(2, 'SOLO LIVRE', [
  { name: 'Inês', club: ALFA, total: 78 },
  { name: 'Gil', club: BETA, total: 81 },
  { name: 'Hugo', club: GAMA, total: 79 },
]);

describe('medalOf', () => {
  it('gives places 1–3 gold, silver and bronze; nothing to 4th, an Extra or a row without a total', () => {
    expect(medalOf({ position: 1, extra: false, total: 80 })).toBe('gold');
    expect(medalOf({ position: 2, extra: false, total: 75 })).toBe('silver');
    expect(medalOf({ position: 3, extra: false, total: 70 })).toBe('bronze');
    expect(medalOf({ position: 4, extra: false, total: 60 })).toBeNull();
    expect(medalOf({ position: null, extra: true, total: 90 })).toBeNull();
    expect(medalOf({ position: null, extra: false, total: null })).toBeNull();
    // A stored Extra row never takes a medal, whatever its position says.
    expect(medalOf({ position: 1, extra: true, total: 90 })).toBeNull();
  });
});

describe('listEventMedallists', () => {
  it('lists the places 1–3 with a tie for 3rd; the Extra with the best total takes nothing', () => {
    expect(
      listEventMedallists(FIGURES).medallists.map((m) => [m.medal, m.position, m.names[0], m.club]),
    ).toEqual([
      ['gold', 1, 'Ana', ALFA],
      ['silver', 2, 'Bia', BETA],
      ['bronze', 3, 'Carla', ALFA],
      ['bronze', 3, 'Dora', BETA],
    ]);
  });

  it('ties for 1st share the gold and the next medal is bronze (1, 1, 3)', () => {
    const tied = event(3, 'DUETO LIVRE', [
      { name: 'A', club: ALFA, total: 70 },
      { name: 'B', club: BETA, total: 70 },
      { name: 'C', club: GAMA, total: 65 },
      { name: 'D', club: GAMA, total: 60 },
    ]);
    expect(listEventMedallists(tied).medallists.map((m) => [m.medal, m.names[0]])).toEqual([
      ['gold', 'A'],
      ['gold', 'B'],
      ['bronze', 'C'],
    ]);
  });

  it('has no medallists while nobody has a total', () => {
    const pending = event(4, 'EQUIPA LIVRE', [{ name: 'A', club: ALFA, total: null }]);
    expect(listEventMedallists(pending)).toEqual({
      Ordem: 4,
      Categoria: 'JUV',
      Prova: 'EQUIPA LIVRE',
      medallists: [],
    });
  });
});

describe('buildMedalTable', () => {
  it('counts medals per club, sorted gold, then silver, then bronze', () => {
    // Alfa: gold (Ana), bronze (Carla), bronze (Inês) → 1-0-2. Beta: silver (Bia), bronze (Dora),
    // gold (Gil) → 1-1-1. Gama: silver (Hugo) → 0-1-0; its Extra's best total counts for nothing.
    const table = buildMedalTable([FIGURES, SOLO].map(listEventMedallists));
    expect(table).toEqual([
      { place: 1, club: BETA, gold: 1, silver: 1, bronze: 1, total: 3 },
      { place: 2, club: ALFA, gold: 1, silver: 0, bronze: 2, total: 3 },
      { place: 3, club: GAMA, gold: 0, silver: 1, bronze: 0, total: 1 },
    ]);
  });

  it('gives clubs with the same counts the same place, by name', () => {
    const a = event(1, 'SOLO LIVRE', [
      { name: 'Z', club: 'Zeta', total: 9 },
      { name: 'A', club: 'Ágil', total: 8 },
      { name: 'B', club: 'Beta', total: 7 },
    ]);
    const b = event(2, 'DUETO LIVRE', [
      { name: 'A', club: 'Ágil', total: 9 },
      { name: 'Z', club: 'Zeta', total: 8 },
    ]);
    expect(buildMedalTable([a, b].map(listEventMedallists))).toEqual([
      { place: 1, club: 'Ágil', gold: 1, silver: 1, bronze: 0, total: 2 },
      { place: 1, club: 'Zeta', gold: 1, silver: 1, bronze: 0, total: 2 },
      { place: 3, club: 'Beta', gold: 0, silver: 0, bronze: 1, total: 1 },
    ]);
  });
});

describe('buildClubPointsTable', () => {
  it('sums the points of the places with the default table; ties share the points; Extras and entries without a total take none', () => {
    // Default 9-7-6-5-4-3-2-1. Figures: Ana 1st 9, Bia 2nd 7, Carla and Dora 3rd 6 each, Eva 5th
    // 4; Xana (Extra) and Filipa (no total) nothing. Solo: Gil 9, Hugo 7, Inês 6.
    // Alfa 9 + 6 + 6 = 21; Beta 7 + 6 + 9 = 22; Gama 4 + 7 = 11.
    expect(buildClubPointsTable([FIGURES, SOLO], DEFAULT_CLUB_POINTS)).toEqual([
      { place: 1, club: BETA, points: 22 },
      { place: 2, club: ALFA, points: 21 },
      { place: 3, club: GAMA, points: 11 },
    ]);
  });

  it('uses the competition’s table; places beyond it give 0 but the club is listed', () => {
    // Table 5-3: Alfa 5 (Ana) + 0 + 0 = 5; Beta 3 (Bia) + 5 (Gil) = 8; Gama 0 + 3 (Hugo) = 3.
    expect(buildClubPointsTable([FIGURES, SOLO], [5, 3])).toEqual([
      { place: 1, club: BETA, points: 8 },
      { place: 2, club: ALFA, points: 5 },
      { place: 3, club: GAMA, points: 3 },
    ]);
    const onlyFourth = event(1, 'SOLO LIVRE', [
      { name: 'A', club: ALFA, total: 9 },
      { name: 'B', club: BETA, total: 8 },
    ]);
    expect(buildClubPointsTable([onlyFourth], [1])).toEqual([
      { place: 1, club: ALFA, points: 1 },
      { place: 2, club: BETA, points: 0 },
    ]);
  });

  it('leaves out a club whose only entries are Extra', () => {
    const extraOnly = event(1, 'SOLO LIVRE', [
      { name: 'X', club: GAMA, total: 95, extra: true },
      { name: 'A', club: ALFA, total: 70 },
    ]);
    expect(buildClubPointsTable([extraOnly], DEFAULT_CLUB_POINTS)).toEqual([
      { place: 1, club: ALFA, points: 9 },
    ]);
  });

  it('gives equal points the same place', () => {
    const a = event(1, 'SOLO LIVRE', [
      { name: 'A', club: ALFA, total: 9 },
      { name: 'B', club: BETA, total: 8 },
    ]);
    const b = event(2, 'DUETO LIVRE', [
      { name: 'B', club: BETA, total: 9 },
      { name: 'A', club: ALFA, total: 8 },
    ]);
    expect(buildClubPointsTable([a, b], DEFAULT_CLUB_POINTS)).toEqual([
      { place: 1, club: ALFA, points: 16 },
      { place: 1, club: BETA, points: 16 },
    ]);
  });
});

describe('buildMedalsSummary', () => {
  it('holds every event (those without results with no medallists) and the points table used', () => {
    const pending = event(3, 'EQUIPA LIVRE', []);
    const summary = buildMedalsSummary([FIGURES, SOLO, pending], DEFAULT_CLUB_POINTS);
    expect(summary.events.map((e) => [e.Ordem, e.medallists.length])).toEqual([
      [1, 4],
      [2, 3],
      [3, 0],
    ]);
    expect(summary.pointsTable).toEqual([9, 7, 6, 5, 4, 3, 2, 1]);
    expect(summary.medalTable.map((c) => c.club)).toEqual([BETA, ALFA, GAMA]);
    expect(summary.clubPoints.map((c) => c.club)).toEqual([BETA, ALFA, GAMA]);
  });

  it('never gives an Extra a medal or points, and counts each medal once per placed entry', () => {
    const swim = fc.record({
      club: fc.constantFrom(ALFA, BETA, GAMA),
      total: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
      extra: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(fc.array(swim, { maxLength: 8 }), { maxLength: 4 }), (events) => {
        const blocks = events.map((swims, i) =>
          event(
            i + 1,
            'SOLO LIVRE',
            swims.map((s, j) => ({ ...s, name: `n${j}` })),
          ),
        );
        const withoutExtras = blocks.map((b) => ({
          ...b,
          rows: b.rows.filter((r) => !r.extra),
        }));
        const summary = buildMedalsSummary(blocks, DEFAULT_CLUB_POINTS);
        expect(summary).toEqual(buildMedalsSummary(withoutExtras, DEFAULT_CLUB_POINTS));
        const medals = summary.medalTable.reduce((n, c) => n + c.total, 0);
        const placed = blocks.flatMap((b) => b.rows).filter((r) => medalOf(r) !== null).length;
        expect(medals).toBe(placed);
        // Medal table sorted gold, silver, bronze.
        summary.medalTable.forEach((c, i) => {
          const next = summary.medalTable[i + 1];
          if (!next) return;
          const order = c.gold - next.gold || c.silver - next.silver || c.bronze - next.bronze;
          expect(order).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });
});
