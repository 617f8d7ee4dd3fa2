/**
 * How many elements of each type a routine declares, and its time limit, per
 * age group (copied from rules/factors.json of the shared rules data:
 * `routine_composition` and `routine_time_limits.by_age_group`; source
 * leahych/check_cards src/card_checks.rs and src/lib.rs, World Aquatics
 * AS 6.3.1). A routine without a row here (Masters, 12U/Youth technical
 * routines, a JR/SR technical combination) is not checked.
 */
import type { Category, RoutineType } from '../core/enums.ts';
import { isTechnicalRoutine } from '../core/enums.ts';
import type { Ruleset } from './document.ts';

/** Element types counted by the composition rule (transitions are not counted). */
export type CountedElement = 'HIB' | 'TRE' | 'ACR' | 'SuCon' | 'ChoHy';
export type RoutineComposition = Readonly<Record<CountedElement, number>>;

type AgeGroup = '12U' | 'Youth' | 'JRSR';
type RoutineKind = 'solo' | 'duet' | 'mixedDuet' | 'team' | 'combo';
type TableKey = `${AgeGroup}_${'free' | 'tech'}`;

export interface RoutineLimitTables {
  readonly composition: Readonly<
    Partial<Record<TableKey, Partial<Record<RoutineKind, Partial<RoutineComposition>>>>>
  >;
  /** Seconds of music, before the ±5 s allowance. */
  readonly timeLimits: Readonly<Partial<Record<TableKey, Partial<Record<RoutineKind, number>>>>>;
  /** AS 6.3.1: a routine may be up to this many seconds longer or shorter. */
  readonly allowanceSeconds: number;
}

const youngTimes = { solo: 120, duet: 150, mixedDuet: 150, team: 180, combo: 180 };

export const ROUTINE_LIMITS_2022: RoutineLimitTables = {
  composition: {
    '12U_free': {
      solo: { HIB: 4 },
      duet: { ACR: 1, HIB: 4 },
      mixedDuet: { SuCon: 3, ACR: 2, HIB: 3 },
      team: { ACR: 3, HIB: 4 },
      combo: { ChoHy: 1, ACR: 3, HIB: 4 },
    },
    Youth_free: {
      solo: { HIB: 5 },
      duet: { ACR: 1, HIB: 5 },
      mixedDuet: { SuCon: 3, ACR: 2, HIB: 3 },
      team: { ACR: 3, HIB: 5 },
      combo: { ChoHy: 1, ACR: 4, HIB: 4 },
    },
    JRSR_free: {
      solo: { HIB: 6 },
      duet: { ACR: 2, HIB: 6 },
      mixedDuet: { SuCon: 4, ACR: 3, HIB: 4 },
      team: { ACR: 3, HIB: 6 },
      combo: { ChoHy: 1, ACR: 4, HIB: 5 },
    },
    JRSR_tech: {
      solo: { TRE: 5, HIB: 1 },
      duet: { TRE: 5, ACR: 1, HIB: 1 },
      mixedDuet: { SuCon: 3, TRE: 3, ACR: 2, HIB: 2 },
      team: { TRE: 5, ACR: 1, HIB: 2 },
    },
  },
  timeLimits: {
    '12U_free': youngTimes,
    Youth_free: youngTimes,
    JRSR_free: { solo: 135, duet: 165, mixedDuet: 165, team: 210, combo: 210 },
    JRSR_tech: { solo: 120, duet: 140, mixedDuet: 140, team: 170 },
  },
  allowanceSeconds: 5,
};

const AGE_GROUPS: Readonly<Record<Category, AgeGroup | null>> = {
  INF: '12U',
  JUV: 'Youth',
  JUN: 'JRSR',
  ABS: 'JRSR',
  MAS: null,
};

function getRoutineKind(routine: RoutineType): RoutineKind {
  if (routine === 'COMBINADO') return 'combo';
  if (routine.startsWith('SOLO')) return 'solo';
  if (routine.startsWith('DUETO MISTO')) return 'mixedDuet';
  if (routine.startsWith('DUETO')) return 'duet';
  return 'team';
}

function getTableKey(category: Category, routine: RoutineType): TableKey | null {
  const group = AGE_GROUPS[category];
  if (group === null) return null;
  return `${group}_${isTechnicalRoutine(routine) ? 'tech' : 'free'}`;
}

const COUNTED: readonly CountedElement[] = ['HIB', 'TRE', 'ACR', 'SuCon', 'ChoHy'];

/** Elements of each counted type the routine declares, or null when the rules give none. */
export function getRoutineComposition(
  category: Category,
  routine: RoutineType,
  ruleset: Ruleset,
): RoutineComposition | null {
  const key = getTableKey(category, routine);
  const row = key && ruleset.routineLimits.composition[key]?.[getRoutineKind(routine)];
  if (!row) return null;
  return Object.fromEntries(COUNTED.map((type) => [type, row[type] ?? 0])) as RoutineComposition;
}

/** Time limit of the routine in seconds (before the allowance), or null when the rules give none. */
export function getRoutineTimeLimit(
  category: Category,
  routine: RoutineType,
  ruleset: Ruleset,
): { readonly seconds: number; readonly allowanceSeconds: number } | null {
  const key = getTableKey(category, routine);
  const tables = ruleset.routineLimits;
  const seconds = key ? tables.timeLimits[key]?.[getRoutineKind(routine)] : undefined;
  return seconds === undefined ? null : { seconds, allowanceSeconds: tables.allowanceSeconds };
}
