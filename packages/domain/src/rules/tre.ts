/** Technical Required Elements as difficulty-code options per routine type. */
import type { RoutineType } from '../enums.ts';
import type { CodeOption, RulesetId } from './ruleset.ts';
import { DEFAULT_RULESET_ID } from './ruleset.ts';
import type { TreRoutine, TreRow } from './tre-data.ts';
import { TRE_ROWS_2022 } from './tre-data.ts';

export const TRE_TABLES: Readonly<Record<RulesetId, readonly TreRow[]>> = {
  'wa-2022-2026': TRE_ROWS_2022,
};

/** Which TRE list a routine type uses: solo, duet, mixed duet or team. */
export function getTreRoutine(routine: RoutineType): TreRoutine {
  if (routine.startsWith('SOLO')) return 'solo';
  if (routine.startsWith('DUETO MISTO')) return 'mixedDuet';
  if (routine.startsWith('DUETO')) return 'duet';
  return 'team';
}

/** A TRE as it is named in lists and competitions: code and name, or the code alone when unnamed. */
export function getTreName(row: TreRow): string {
  return row.name === '' ? row.code : `${row.code} ${row.name}`;
}

export function listTreCodes(
  routine: RoutineType,
  rulesetId: RulesetId = DEFAULT_RULESET_ID,
): CodeOption[] {
  const kind = getTreRoutine(routine);
  return TRE_TABLES[rulesetId]
    .filter((row) => row.routine === kind)
    .map((row) => ({
      code: row.code,
      value: row.dd,
      label: getTreName(row),
      provisional: row.provisional,
      ...(row.name === '' ? { unnamed: true } : {}),
    }));
}

export function findTre(code: string, rulesetId: RulesetId = DEFAULT_RULESET_ID): TreRow | null {
  return TRE_TABLES[rulesetId].find((row) => row.code === code) ?? null;
}
