/**
 * The value of an acrobatic written in the ISS notation, from the ruleset's acrobatic table
 * (issue 39). A team acrobatic is `<group>-<construction>-<direction or connection>-<positions>`
 * followed by its rotation and bonuses, each part after a '-':
 *   A-Shou-Back-tk-s1           airborne: construction, direction, position, rotation
 *   B-StH-ShF-bb/2spl           balance: construction, connection, two positions
 *   C-Thr^2F-Forw-ow/2ln        combined: construction, direction, positions (A or B), rotations
 *   P-P-HA-bb/2wi-Porp/Trav     platform: construction, connection, positions, bonuses
 * A second position ('/2xx') counts half (ISS: ow 0,175 and vs 0,1 as the manual prints them);
 * bonuses are split by '/', at most two. The combined group's base and featured rotations may
 * be joined by '+'. A pair acrobatic (duets) is one code of the pair table (`Js1B+pf`).
 * The value returned is the acrobatic's declared difficulty, without its base mark.
 */
import { roundDecimal, sumDecimals, toDecimal } from '../../core/decimal.ts';
import type { Ruleset } from '../../ruleset/document.ts';

export type TeamAcroGroup = 'A' | 'B' | 'C' | 'P';

export interface AcroPart {
  readonly code: string;
  readonly value: number;
}

export type AcroValue =
  | {
      readonly ok: true;
      readonly group: TeamAcroGroup | 'Pair';
      readonly value: number;
      readonly parts: AcroPart[];
    }
  | { readonly ok: false; readonly group: TeamAcroGroup | 'Pair' | null; readonly message: string };

/**
 * Second positions whose value is not half the first's: as the World Aquatics acrobatic manual
 * prints them and the ISS calculator uses them (noted by the check_cards project).
 */
const SECOND_POSITION_VALUES: Readonly<Record<string, number>> = { ow: 0.175, vs: 0.1 };

const TEAM_GROUPS: readonly TeamAcroGroup[] = ['A', 'B', 'C', 'P'];

type Component =
  | 'construction'
  | 'direction'
  | 'connection'
  | 'position'
  | 'rotation'
  | 'base_rotation'
  | 'featured_rotation'
  | 'bonus'
  | 'pair';

type Table = ReadonlyMap<string, number>;

const tableCache = new WeakMap<Ruleset, Map<string, Table>>();

/** The values of one component of one group, from the ruleset (flagged values left out). */
function table(ruleset: Ruleset, group: string, component: Component): Table {
  let byKey = tableCache.get(ruleset);
  if (!byKey) {
    byKey = new Map();
    tableCache.set(ruleset, byKey);
  }
  const key = `${group}:${component}`;
  let found = byKey.get(key);
  if (!found) {
    found = new Map(
      ruleset.acro.rows
        .filter((row) => row.group === group && row.component === component && !row.flagged)
        .map((row) => [row.code, row.dd]),
    );
    byKey.set(key, found);
  }
  return found;
}

/** Whether a code is written as a team acrobatic ('A-…', 'B-…', 'C-…', 'P-…'). */
export function isTeamAcroCode(code: string): boolean {
  return /^[ABCP]-/u.test(code.trim());
}

const GROUP_NAMES: Readonly<Record<TeamAcroGroup, string>> = {
  A: 'A (aéreas)',
  B: 'B (equilíbrio)',
  C: 'C (combinadas)',
  P: 'P (plataforma)',
};

class AcroError extends Error {}

function lookup(tables: readonly Table[], code: string, what: string): number {
  for (const t of tables) {
    const value = t.get(code);
    if (value !== undefined) return value;
  }
  throw new AcroError(`${what} ${code === '' ? '(em falta)' : code}`);
}

function positionsOf(text: string, tables: readonly Table[], parts: AcroPart[]): void {
  const [first = '', second, ...more] = text.split('/');
  if (more.length > 0) throw new AcroError(`posições a mais em ${text} (no máximo duas)`);
  parts.push({ code: first, value: lookup(tables, first, 'posição') });
  if (second === undefined) return;
  if (!second.startsWith('2'))
    throw new AcroError(`segunda posição ${second} (escreve-se /2${second})`);
  const code = second.slice(1);
  const full = lookup(tables, code, 'posição');
  const value = SECOND_POSITION_VALUES[code] ?? toDecimal(full).div(2).toNumber();
  parts.push({ code: `2${code}`, value });
}

/** Rotation and bonuses after the positions: a part is a rotation, or bonuses split by '/'. */
function rotationsAndBonuses(
  rest: readonly string[],
  rotationTables: readonly Table[],
  bonuses: Table,
  parts: AcroPart[],
  splitRotations: boolean,
): void {
  let bonusCount = 0;
  for (const part of rest) {
    if (part === '') continue;
    const rotationCodes = splitRotations ? part.split('+') : [part];
    const rotations = rotationCodes.flatMap((code) => {
      for (const t of rotationTables) {
        const value = t.get(code);
        if (value !== undefined) return [{ code, value }];
      }
      return [];
    });
    if (rotations.length > 0 && rotations.length === rotationCodes.filter(Boolean).length) {
      parts.push(...rotations);
      continue;
    }
    const whole = rotationTables.map((t) => t.get(part)).find((v) => v !== undefined);
    if (whole !== undefined) {
      parts.push({ code: part, value: whole });
      continue;
    }
    for (const code of part.split('/')) {
      parts.push({ code, value: lookup([bonuses], code, 'rotação ou bónus') });
      bonusCount += 1;
    }
  }
  if (bonusCount > 2) throw new AcroError(`${bonusCount} bónus (no máximo dois)`);
}

/** The value of a team acrobatic code (without the base mark), or what is unknown in it. */
export function valueTeamAcro(code: string, ruleset: Ruleset): AcroValue {
  // 'C-Roll' is one bonus with a '-' in its name.
  const text = code.trim().replace(/C-Roll/gu, 'CRoll');
  const [groupText = '', construction = '', second = '', positions = '', ...rest] = text.split('-');
  const group = TEAM_GROUPS.find((g) => g === groupText);
  if (!group)
    return { ok: false, group: null, message: `grupo de acrobacia ${groupText} desconhecido` };
  const parts: AcroPart[] = [];
  const t = (g: string, c: Component) => table(ruleset, g, c);
  try {
    parts.push({
      code: construction,
      value: lookup([t(group, 'construction')], construction, 'construção'),
    });
    if (group === 'A' || group === 'C') {
      const directions =
        group === 'C' ? [t('C', 'direction'), t('A', 'direction')] : [t('A', 'direction')];
      parts.push({ code: second, value: lookup(directions, second, 'direção') });
    } else {
      parts.push({ code: second, value: lookup([t(group, 'connection')], second, 'ligação') });
    }
    const positionTables =
      group === 'A'
        ? [t('A', 'position')]
        : group === 'C'
          ? [t('A', 'position'), t('B', 'position')]
          : [t('B', 'position')];
    positionsOf(positions, positionTables, parts);
    if (group === 'C') {
      rotationsAndBonuses(
        rest,
        [t('C', 'base_rotation'), t('C', 'featured_rotation')],
        t('C', 'bonus'),
        parts,
        true,
      );
    } else {
      rotationsAndBonuses(rest, [t(group, 'rotation')], t(group, 'bonus'), parts, false);
    }
  } catch (error) {
    if (!(error instanceof AcroError)) throw error;
    return {
      ok: false,
      group,
      message: `${error.message} não existe na tabela do grupo ${GROUP_NAMES[group]}`,
    };
  }
  const value = roundDecimal(sumDecimals(parts.map((p) => p.value))).toNumber();
  return { ok: true, group, value, parts };
}

/** The value of a pair acrobatic code (the pair table), without the base mark. */
export function valuePairAcro(code: string, ruleset: Ruleset): AcroValue {
  const trimmed = code.trim();
  const value = table(ruleset, 'Pair', 'pair').get(trimmed);
  if (value === undefined)
    return {
      ok: false,
      group: 'Pair',
      message: `${trimmed} não existe na tabela das acrobacias de pares`,
    };
  return { ok: true, group: 'Pair', value, parts: [{ code: trimmed, value }] };
}
