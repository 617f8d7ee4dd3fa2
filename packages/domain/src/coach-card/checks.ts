/**
 * The checks a coach card passes before it is submitted (issue 15), shared
 * by the form (live, beside the element or athlete concerned) and the server
 * (which refuses to submit a card with a blocking problem).
 *
 * Severity: only what leaves a card unscorable blocks submitting (no
 * athletes, an incomplete athlete row, a licence twice, a number of athletes
 * the routine type does not allow, an element ending before it starts). What
 * the rules turn into a base mark, a zero or a penalty (element counts,
 * declaration limits, TRE order, time, a team below 8) is a warning: the club
 * may still submit, the judges apply the rule.
 */
import type { Category, RoutineType } from '../core/enums.ts';
import {
  CATEGORIES,
  isDuetRoutine,
  isRoutineType,
  isSoloRoutine,
  MASTERS_ELEMENT,
} from '../core/enums.ts';
import type { DomainMessageKey } from '../core/messages.ts';
import type { HybridCodeRow } from '../ruleset/hybrid-data.ts';
import type { CountedElement } from '../ruleset/routine-limits.ts';
import { getRoutineComposition, getRoutineTimeLimit } from '../ruleset/routine-limits.ts';
import type { Ruleset } from '../ruleset/document.ts';
import { findTre } from '../ruleset/tre.ts';

export type CheckSeverity = 'blocking' | 'warning';

export interface CoachCardCheck {
  /** Field path as in the API ('Atletas', 'Atletas.1.Licenca', 'Elementos.3.Dificuldade_declarada'). */
  readonly path: string;
  readonly message: DomainMessageKey;
  /** Interpolation values of the message. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly severity: CheckSeverity;
}

/** A person row as the form holds it (blank fields may be null) or as the API stores it. */
export interface CheckablePerson {
  readonly Licenca?: number | null;
  readonly Nome?: string | null;
  readonly Ano?: number | null;
}

export interface CheckableElement {
  readonly Elemento: string;
  readonly Ordem?: number | null;
  readonly Tempo_inicial?: string;
  readonly Tempo_final?: string;
  readonly Dificuldade_declarada?: readonly { readonly Codigo_cc: string }[];
}

export interface CheckableCoachCard {
  readonly Categoria: string;
  readonly Esquema: string;
  readonly Atletas: readonly CheckablePerson[];
  readonly Reservas: readonly CheckablePerson[];
  readonly Elementos: readonly CheckableElement[];
}

/** Most declarations of one family, and of one code, in a hybrid (AS 6.7.12). */
export const MAX_FAMILY_DECLARATIONS = 5;
export const MAX_CODE_DECLARATIONS = 3;

/** Athletes a routine type allows, and the number below which a team is penalised. */
export interface AthleteLimits {
  readonly min: number;
  readonly max: number;
  /** A team with fewer athletes than this is penalised per missing athlete (AS 6.10.1). */
  readonly full: number | null;
  /** Most reserves: the rows the form offers for solos and duets; teams add them by hand. */
  readonly maxReserves: number | null;
}

export function getAthleteLimits(routine: RoutineType): AthleteLimits {
  if (isSoloRoutine(routine)) return { min: 1, max: 1, full: null, maxReserves: 1 };
  if (isDuetRoutine(routine)) return { min: 2, max: 2, full: null, maxReserves: 2 };
  if (routine === 'COMBINADO') return { min: 4, max: 10, full: null, maxReserves: null };
  return { min: 4, max: 8, full: 8, maxReserves: null };
}

const blocking = (
  path: string,
  message: DomainMessageKey,
  params?: CoachCardCheck['params'],
): CoachCardCheck => ({ path, message, severity: 'blocking', ...(params ? { params } : {}) });
const warning = (
  path: string,
  message: DomainMessageKey,
  params?: CoachCardCheck['params'],
): CoachCardCheck => ({ path, message, severity: 'warning', ...(params ? { params } : {}) });

function isComplete(person: CheckablePerson): boolean {
  const { Licenca, Nome, Ano } = person;
  return (
    typeof Licenca === 'number' &&
    Number.isInteger(Licenca) &&
    Licenca > 0 &&
    (Nome ?? '').trim() !== '' &&
    typeof Ano === 'number' &&
    Number.isInteger(Ano) &&
    Ano >= 1900 &&
    Ano <= 2100
  );
}

function firstMissingField(person: CheckablePerson): 'Licenca' | 'Nome' | 'Ano' {
  if (!Number.isInteger(person.Licenca) || (person.Licenca ?? 0) <= 0) return 'Licenca';
  if ((person.Nome ?? '').trim() === '') return 'Nome';
  return 'Ano';
}

function checkPeople(
  card: CheckableCoachCard,
  routine: RoutineType | null,
  ruleset: Ruleset,
): CoachCardCheck[] {
  const checks: CoachCardCheck[] = [];
  const n = card.Atletas.length;
  if (n === 0) {
    checks.push(blocking('Atletas', 'checks.noAthletes'));
  } else if (routine) {
    const limits = getAthleteLimits(routine);
    if (n < limits.min || n > limits.max) {
      checks.push(
        limits.min === limits.max
          ? blocking('Atletas', 'checks.athleteCountExact', { expected: limits.min, n })
          : blocking('Atletas', 'checks.athleteCountRange', {
              min: limits.min,
              max: limits.max,
              n,
            }),
      );
    } else if (limits.full !== null && n < limits.full) {
      const missing = limits.full - n;
      const unit = ruleset.deductions.listedPenalties['Número de elementos'];
      // Tenths as integers, so 3 x 0.5 is 1.5 exactly.
      const penalty = (missing * Math.round(unit * 10)) / 10;
      checks.push(
        warning('Atletas', 'checks.teamIncomplete', { n, full: limits.full, missing, penalty }),
      );
    }
  }
  if (routine) {
    const { maxReserves } = getAthleteLimits(routine);
    if (maxReserves !== null && card.Reservas.length > maxReserves) {
      checks.push(
        warning('Reservas', 'checks.tooManyReserves', {
          max: maxReserves,
          n: card.Reservas.length,
        }),
      );
    }
  }
  const seen = new Set<number>();
  for (const field of ['Atletas', 'Reservas'] as const) {
    card[field].forEach((person, i) => {
      if (!isComplete(person)) {
        checks.push(
          blocking(`${field}.${i}.${firstMissingField(person)}`, 'checks.incompletePerson'),
        );
      }
      const licence = person.Licenca;
      if (typeof licence !== 'number' || !Number.isFinite(licence) || licence <= 0) return;
      if (seen.has(licence)) {
        checks.push(blocking(`${field}.${i}.Licenca`, 'checks.duplicateLicence', { licence }));
      }
      seen.add(licence);
    });
  }
  return checks;
}

/** Elements in the order they are swum: by Ordem, ties (and blanks) in the order listed. */
function sortBySwimOrder(
  elements: readonly CheckableElement[],
): { element: CheckableElement; index: number }[] {
  return elements
    .map((element, index) => ({ element, index }))
    .sort((a, b) => {
      const oa = a.element.Ordem ?? Number.POSITIVE_INFINITY;
      const ob = b.element.Ordem ?? Number.POSITIVE_INFINITY;
      return oa === ob ? a.index - b.index : oa - ob;
    });
}

const COUNTED_ELEMENTS: readonly CountedElement[] = ['HIB', 'TRE', 'ACR', 'SuCon', 'ChoHy'];

function checkComposition(
  card: CheckableCoachCard,
  category: Category,
  routine: RoutineType,
  ruleset: Ruleset,
): CoachCardCheck[] {
  const expected = getRoutineComposition(category, routine, ruleset);
  if (!expected) return [];
  const checks: CoachCardCheck[] = [];
  for (const type of COUNTED_ELEMENTS) {
    const n = card.Elementos.filter((e) => e.Elemento === type).length;
    if (n !== expected[type]) {
      checks.push(
        warning('Elementos', 'checks.elementCount', { element: type, expected: expected[type], n }),
      );
    }
  }
  return checks;
}

/** TRE number of a code ('TRE_S_2A' → 2), or null for a code that is not a TRE. */
export function getTreNumber(code: string, ruleset: Ruleset): number | null {
  const element = findTre(code.trim(), ruleset)?.element ?? /^TRE_[A-Z]+_(\d+)/.exec(code)?.[1];
  const n = element === undefined ? NaN : parseInt(element, 10);
  return Number.isInteger(n) ? n : null;
}

function checkTreOrder(card: CheckableCoachCard, ruleset: Ruleset): CoachCardCheck[] {
  const checks: CoachCardCheck[] = [];
  let previous: number | null = null;
  for (const { element, index } of sortBySwimOrder(card.Elementos)) {
    if (element.Elemento !== 'TRE') continue;
    const code = element.Dificuldade_declarada?.[0]?.Codigo_cc ?? '';
    const n = getTreNumber(code, ruleset);
    if (n === null) continue;
    if (previous !== null && n <= previous) {
      checks.push(
        warning(`Elementos.${index}.Dificuldade_declarada`, 'checks.treOrder', {
          number: n,
          previous,
        }),
      );
    }
    previous = previous === null ? n : Math.max(previous, n);
  }
  return checks;
}

const FACTOR_SUFFIX = /\*0\.[35]$/;

/** The code without its ×0.5 / ×0.3 suffix ('T1*0.5' → 'T1'). */
export function getBaseHybridCode(code: string): string {
  return code.trim().replace(FACTOR_SUFFIX, '');
}

type HybridFamily = HybridCodeRow['family'];

/** Family letter of a hybrid code (T, S, R, A, F, C), or null when it is not a hybrid code. */
export function getHybridFamily(code: string, ruleset: Ruleset): HybridFamily | null {
  const base = getBaseHybridCode(code);
  const row = ruleset.hybrid.rows.find((r) => r.code === base);
  if (row) return row.family;
  // A code missing from the table still counts in its family (twists may start with 1R / 2R).
  if (/^[12]?R/.test(base)) return 'R';
  const letter = base.charAt(0);
  return (['T', 'S', 'A', 'F', 'C'] as const).find((f) => f === letter) ?? null;
}

function countBy<K>(keys: readonly K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function checkDeclarationLimits(card: CheckableCoachCard, ruleset: Ruleset): CoachCardCheck[] {
  const checks: CoachCardCheck[] = [];
  card.Elementos.forEach((element, index) => {
    if (element.Elemento !== 'HIB') return;
    const codes = (element.Dificuldade_declarada ?? [])
      .map((d) => getBaseHybridCode(d.Codigo_cc))
      .filter((code) => code !== '');
    const path = `Elementos.${index}.Dificuldade_declarada`;
    const families = countBy(
      codes.map((code) => getHybridFamily(code, ruleset)).filter((f) => f !== null),
    );
    for (const [family, n] of families) {
      if (n > MAX_FAMILY_DECLARATIONS) {
        checks.push(
          warning(path, 'checks.familyLimit', { family, n, max: MAX_FAMILY_DECLARATIONS }),
        );
      }
    }
    for (const [code, n] of countBy(codes)) {
      if (n > MAX_CODE_DECLARATIONS) {
        checks.push(warning(path, 'checks.codeLimit', { code, n, max: MAX_CODE_DECLARATIONS }));
      }
    }
  });
  return checks;
}

/** Seconds of a 'm:ss' time, or null when it is blank or not a time. */
export function parseRoutineTime(time: string | undefined): number | null {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec((time ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Whether an element ends at or before its start, both times typed (2:10–2:00). Blocking in any
 * state: the write schemas refuse it too (issue 17).
 */
export function isEndNotAfterStart(element: {
  readonly Tempo_inicial?: string;
  readonly Tempo_final?: string;
}): boolean {
  const start = parseRoutineTime(element.Tempo_inicial);
  const end = parseRoutineTime(element.Tempo_final);
  return start !== null && end !== null && end <= start;
}

export function formatRoutineTime(seconds: number): string {
  const s = seconds % 60;
  return `${Math.floor(seconds / 60)}:${s < 10 ? '0' : ''}${s}`;
}

function checkTimes(
  card: CheckableCoachCard,
  category: Category | null,
  routine: RoutineType | null,
  ruleset: Ruleset,
): CoachCardCheck[] {
  const checks: CoachCardCheck[] = [];
  let previousEnd: { seconds: number; row: number } | null = null;
  let lastEnd: { seconds: number; index: number } | null = null;
  for (const { element, index } of sortBySwimOrder(card.Elementos)) {
    const start = parseRoutineTime(element.Tempo_inicial);
    const end = parseRoutineTime(element.Tempo_final);
    const path = `Elementos.${index}`;
    if ((element.Tempo_inicial ?? '').trim() === '') {
      checks.push(warning(`${path}.Tempo_inicial`, 'checks.timeMissing'));
    }
    if ((element.Tempo_final ?? '').trim() === '') {
      checks.push(warning(`${path}.Tempo_final`, 'checks.timeMissing'));
    }
    if (isEndNotAfterStart(element)) {
      checks.push(blocking(`${path}.Tempo_final`, 'checks.timeNotIncreasing'));
    }
    if (start !== null && previousEnd !== null && start < previousEnd.seconds) {
      checks.push(
        warning(`${path}.Tempo_inicial`, 'checks.timeOverlap', {
          previous: previousEnd.row,
          end: formatRoutineTime(previousEnd.seconds),
        }),
      );
    }
    if (end !== null) {
      previousEnd = { seconds: end, row: index + 1 };
      if (lastEnd === null || end >= lastEnd.seconds) lastEnd = { seconds: end, index };
    }
  }
  const limit = category && routine ? getRoutineTimeLimit(category, routine, ruleset) : null;
  if (limit && lastEnd && lastEnd.seconds > limit.seconds + limit.allowanceSeconds) {
    checks.push(
      warning(`Elementos.${lastEnd.index}.Tempo_final`, 'checks.timeLimit', {
        end: formatRoutineTime(lastEnd.seconds),
        limit: formatRoutineTime(limit.seconds),
        allowance: limit.allowanceSeconds,
      }),
    );
  }
  return checks;
}

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** Every problem of the card, blocking first, each on the field concerned. */
export function checkCoachCard(card: CheckableCoachCard, ruleset: Ruleset): CoachCardCheck[] {
  const category = isCategory(card.Categoria) ? card.Categoria : null;
  const routine = isRoutineType(card.Esquema) ? card.Esquema : null;
  const isMasters =
    category === 'MAS' || card.Elementos.some((e) => e.Elemento === MASTERS_ELEMENT);
  const checks = [
    ...checkPeople(card, routine, ruleset),
    ...(category && routine && !isMasters
      ? checkComposition(card, category, routine, ruleset)
      : []),
    ...checkTreOrder(card, ruleset),
    ...checkDeclarationLimits(card, ruleset),
    ...checkTimes(card, category, routine, ruleset),
  ];
  return [
    ...checks.filter((c) => c.severity === 'blocking'),
    ...checks.filter((c) => c.severity === 'warning'),
  ];
}

/** The problems that keep a card from being submitted. */
export function listSubmitBlockers(card: CheckableCoachCard, ruleset: Ruleset): CoachCardCheck[] {
  return checkCoachCard(card, ruleset).filter((c) => c.severity === 'blocking');
}
