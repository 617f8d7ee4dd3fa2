/**
 * The federation's age groups (issue 23): which years of birth may swim each category in a
 * season. Data, not code: docs/rules.md lists the table, its sources and its exceptions.
 *
 * An athlete's age in a season is the age reached on 31 December of the year of the
 * competition's date (World Aquatics' rule for age groups): the season year minus the year of
 * birth, whatever the day of birth.
 */
import type { Category } from '../core/enums.ts';

export interface AgeGroup {
  /** Youngest age of the group (null: no minimum). */
  readonly min: number | null;
  /** Oldest age of the group (null: no maximum). */
  readonly max: number | null;
  /**
   * The exception: a younger athlete may swim up into this group from this age on (null: no
   * swimming up). Never below the age a category of its own covers.
   */
  readonly swimUpFrom: number | null;
}

/**
 * INF 12 and under; JUV 13–15 (12-year-olds may swim up); JUN 15–19 (13 and 14 may swim up);
 * ABS 15 and over; MAS 20 and over. Nobody swims down into a younger group.
 */
export const AGE_GROUPS: Readonly<Record<Category, AgeGroup>> = {
  INF: { min: null, max: 12, swimUpFrom: null },
  JUV: { min: 13, max: 15, swimUpFrom: 12 },
  JUN: { min: 15, max: 19, swimUpFrom: 13 },
  ABS: { min: 15, max: null, swimUpFrom: null },
  MAS: { min: 20, max: null, swimUpFrom: null },
};

/** The year whose 31 December sets the ages of a competition: the year of its date. */
export function seasonYearOf(competitionDate: string): number {
  return Number(competitionDate.slice(0, 4));
}

export function ageInSeason(yearOfBirth: number, seasonYear: number): number {
  return seasonYear - yearOfBirth;
}

export type AgeVerdict =
  | { readonly ok: true; readonly age: number; readonly swimsUp: boolean }
  | { readonly ok: false; readonly age: number; readonly reason: 'tooYoung' | 'tooOld' };

/** Whether an athlete born in `yearOfBirth` may swim `category` in the season `seasonYear`. */
export function checkAgeGroup(
  category: Category,
  yearOfBirth: number,
  seasonYear: number,
  groups: Readonly<Record<Category, AgeGroup>> = AGE_GROUPS,
): AgeVerdict {
  const age = ageInSeason(yearOfBirth, seasonYear);
  const group = groups[category];
  if (group.max !== null && age > group.max) return { ok: false, age, reason: 'tooOld' };
  if (group.min === null || age >= group.min) return { ok: true, age, swimsUp: false };
  if (group.swimUpFrom !== null && age >= group.swimUpFrom) return { ok: true, age, swimsUp: true };
  return { ok: false, age, reason: 'tooYoung' };
}

/** 'dos 13 aos 15 anos' and the like, for messages: the group's ages as numbers. */
export function ageRangeOf(
  category: Category,
  groups: Readonly<Record<Category, AgeGroup>> = AGE_GROUPS,
): { readonly min: number; readonly max: number | null } {
  const group = groups[category];
  return { min: group.swimUpFrom ?? group.min ?? 0, max: group.max };
}

const CATEGORY_NAMES: Readonly<Record<Category, string>> = {
  INF: 'Infantil',
  JUV: 'Juvenil',
  JUN: 'Júnior',
  ABS: 'Absoluto',
  MAS: 'Masters',
};

/** What the category admits, in words: 'dos 12 aos 15 anos', 'até aos 12 anos', 'a partir dos 20 anos'. */
export function describeAgeGroup(category: Category): string {
  const { min, max } = ageRangeOf(category);
  if (max === null) return `a partir dos ${min} anos`;
  if (min === 0) return `até aos ${max} anos`;
  return `dos ${min} aos ${max} anos`;
}

/**
 * The refusals of the people of an entry whose age does not fit the category in the season,
 * each on its field (`Atletas.1.Ano`) with a sentence that names the athlete, the age and the
 * group's ages.
 */
export function checkAgeGroups(
  people: readonly { readonly Nome: string; readonly Ano: number }[],
  field: string,
  category: Category,
  seasonYear: number,
): { readonly path: string; readonly message: string }[] {
  return people.flatMap((person, i) => {
    const verdict = checkAgeGroup(category, person.Ano, seasonYear);
    if (verdict.ok) return [];
    return [
      {
        path: `${field}.${i}.Ano`,
        message:
          `${person.Nome} (ano de nascimento ${person.Ano}) tem ${verdict.age} anos em ${seasonYear}: ` +
          `o escalão ${CATEGORY_NAMES[category]} admite atletas ${describeAgeGroup(category)}.`,
      },
    ];
  });
}
