import { describe, expect, it } from 'vitest';
import { listSubmitBlockers } from '@artistic/domain/coach-card/checks';
import { CATEGORIES, ROUTINE_TYPES } from '@artistic/domain/core/enums';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import {
  CHAMPIONSHIP_SIZE,
  ROUTINE_EVENTS,
  SMALL_CHAMPIONSHIP_SIZE,
  buildAthletes,
  buildChampionshipCompetition,
  buildCoachCards,
  findSizeProblem,
} from './championship.ts';

describe("the championship's size", () => {
  it("accepts the bench's size and the small one", () => {
    expect(findSizeProblem(CHAMPIONSHIP_SIZE)).toBeNull();
    expect(findSizeProblem(SMALL_CHAMPIONSHIP_SIZE)).toBeNull();
  });

  it('refuses a size whose clubs cannot field a team, leave an event empty or enter one twice', () => {
    const ok = { clubs: 10, athletesPerCategory: 40, routines: 95 };
    expect(findSizeProblem({ ...ok, athletesPerCategory: 30 })).toMatch(/4 or more/);
    expect(findSizeProblem({ ...ok, athletesPerCategory: 45 })).toMatch(/the same/);
    expect(findSizeProblem({ ...ok, routines: 18 })).toMatch(/empty/);
    expect(findSizeProblem({ ...ok, routines: 19 * 10 + 1 })).toMatch(/more than 10 clubs/);
    expect(findSizeProblem({ ...ok, routines: 19 * 10 })).toBeNull();
    expect(findSizeProblem({ clubs: 7, athletesPerCategory: 28, routines: 19 })).toMatch(/twice/);
    expect(findSizeProblem({ ...ok, clubs: 0 })).toMatch(/positive/);
    expect(findSizeProblem({ ...ok, routines: 95.5 })).toMatch(/whole/);
    expect(() => buildAthletes({ ...ok, athletesPerCategory: 30 })).toThrow(/championship size/);
  });

  it('keeps every category, figure event and routine type in the small championship, each card submittable', () => {
    const size = SMALL_CHAMPIONSHIP_SIZE;
    const competition = buildChampionshipCompetition(new Date('2026-11-23T10:00:00Z'));
    const athletes = buildAthletes(size);
    expect(athletes).toHaveLength(CATEGORIES.length * size.athletesPerCategory);
    expect(new Set(athletes.map((a) => a.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(athletes.map((a) => a.club)).size).toBe(size.clubs);
    const cards = buildCoachCards('0123456789abcdef01234567', athletes, size);
    expect(cards).toHaveLength(size.routines);
    // Every routine event (so every routine type) has entries; the figure events are the
    // competition's, the same at every size.
    const entered = new Set(cards.map((c) => `${c.Categoria}/${c.Esquema}`));
    expect(entered).toEqual(new Set(ROUTINE_EVENTS.map((e) => `${e.Categoria}/${e.Tipo}`)));
    expect(ROUTINE_TYPES.every((t) => cards.some((c) => c.Esquema === t))).toBe(true);
    expect(competition.Ordem).toHaveLength(CATEGORIES.length + ROUTINE_EVENTS.length);
    const perEvent = new Set(cards.map((c) => `${c.Categoria}/${c.Esquema}/${c.Clube}`));
    expect(perEvent.size).toBe(cards.length);
    const categoryOf = new Map(athletes.map((a) => [a.Licenca, a.category]));
    for (const c of cards)
      for (const p of [...c.Atletas, ...c.Reservas])
        expect(categoryOf.get(p.Licenca)).toBe(c.Categoria);
    expect(cards.flatMap((c) => listSubmitBlockers(c, BUILT_IN_RULESET))).toEqual([]);
  });
});
