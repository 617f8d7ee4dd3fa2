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
  const cd = CD_ELEMENTS.flatMap((element) => {
    const cell = ruleset.cdFactors[element]?.[routine]?.[category];
    return cell?.provisional
      ? [
          {
            path: `cdFactors.${element}.${routine}.${category}`,
            row: element,
            kind: 'cd' as const,
            value: cell.value,
          },
        ]
      : [];
  });
  const artistic = ARTISTIC_ROW_NAMES.flatMap((name) => {
    const cell = ruleset.artisticFactors[name][routine]?.[category];
    return cell?.provisional
      ? [
          {
            path: `artisticFactors.${name}.${routine}.${category}`,
            row: name,
            kind: 'artistic' as const,
            value: cell.value,
          },
        ]
      : [];
  });
  return [...cd, ...artistic];
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
