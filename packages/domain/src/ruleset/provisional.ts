/**
 * Which factors of a routine and category are still provisional in a ruleset (issue 16): the
 * routine sheet, the result list (admins and referees) and the competition row say so, so that
 * no score is silently computed with a value the federation has not confirmed.
 */
import type { Category, RoutineType } from '../core/enums.ts';
import { ARTISTIC_ROW_NAMES, CD_ELEMENTS } from './factors.ts';
import type { Ruleset } from './document.ts';

export interface ProvisionalFactor {
  /** The document path, e.g. `cdFactors.HIB.DUETO LIVRE.JUV` or `artisticFactors.Desempenho.SOLO LIVRE.JUV`. */
  readonly path: string;
  /** The element type (CD) or artistic row name. */
  readonly row: string;
  readonly kind: 'cd' | 'artistic';
  readonly value: number;
}

/** The provisional factors a routine of this type and category is scored with. */
export function listProvisionalFactors(
  routine: RoutineType,
  category: Category,
  ruleset: Ruleset,
): ProvisionalFactor[] {
  const ifProvisional = (
    kind: ProvisionalFactor['kind'],
    table: 'cdFactors' | 'artisticFactors',
    row: string,
    cell: { readonly provisional: boolean; readonly value: number } | undefined,
  ): ProvisionalFactor[] =>
    cell?.provisional
      ? [{ path: `${table}.${row}.${routine}.${category}`, row, kind, value: cell.value }]
      : [];
  return [
    ...CD_ELEMENTS.flatMap((element) =>
      ifProvisional('cd', 'cdFactors', element, ruleset.cdFactors[element]?.[routine]?.[category]),
    ),
    ...ARTISTIC_ROW_NAMES.flatMap((name) =>
      ifProvisional(
        'artistic',
        'artisticFactors',
        name,
        ruleset.artisticFactors[name][routine]?.[category],
      ),
    ),
  ];
}

/** How many factor values (CD and artistic) of the whole ruleset are provisional. */
export function countProvisionalFactors(ruleset: Ruleset): number {
  let count = 0;
  const tables = [
    ...CD_ELEMENTS.map((e) => ruleset.cdFactors[e]),
    ...ARTISTIC_ROW_NAMES.map((n) => ruleset.artisticFactors[n]),
  ];
  for (const table of tables)
    for (const byCategory of Object.values(table ?? {}))
      for (const cell of Object.values(byCategory ?? {})) if (cell?.provisional) count += 1;
  return count;
}
