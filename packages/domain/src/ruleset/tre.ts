/** Technical Required Elements as difficulty-code options per routine type. */
import type { RoutineType } from '../core/enums.ts';
import type { CodeOption } from './ids.ts';
import type { Ruleset } from './document.ts';
import type { TreRoutine, TreRow } from './tre-data.ts';

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

export function listTreCodes(routine: RoutineType, ruleset: Ruleset): CodeOption[] {
  const kind = getTreRoutine(routine);
  return ruleset.tre.rows
    .filter((row) => row.routine === kind)
    .map((row) => ({
      code: row.code,
      value: row.dd,
      label: getTreName(row),
      provisional: row.provisional,
      ...(row.name === '' ? { unnamed: true } : {}),
    }));
}

export function findTre(code: string, ruleset: Ruleset): TreRow | null {
  return ruleset.tre.rows.find((row) => row.code === code) ?? null;
}
