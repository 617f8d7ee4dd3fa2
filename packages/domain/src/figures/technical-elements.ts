/**
 * Default technical elements of the element events (spec: JUN/ABS swim
 * 'Elementos Equipa Tecnica', MAS 'Elementos Tecnicos'). No public table
 * lists these events: JUN/ABS default to the team TREs and MAS to the solo
 * TREs, all provisional. The admin edits a competition's ElementosTecnicos.
 */
import type { Category } from '../core/enums.ts';
import type { Ruleset } from '../ruleset/document.ts';
import type { TreRoutine } from '../ruleset/tre-data.ts';
import { getTreName } from '../ruleset/tre.ts';

export interface TechnicalElementRow {
  readonly code: string;
  /** What a competition stores as the element's Nome: code and name, or the code alone. */
  readonly name: string;
  readonly dd: number;
  readonly provisional: true;
  /** True when no public source names the element: screens add '(nome não publicado)'. */
  readonly unnamed?: boolean;
}

/** One list of the catalogue: the same elements serve every category of the group. */
export interface TechnicalElementGroup {
  readonly categories: readonly Category[];
  readonly rows: readonly TechnicalElementRow[];
}

/** Which TRE list the element events of each category default to. */
const GROUPS: readonly { readonly categories: readonly Category[]; readonly kind: TreRoutine }[] = [
  { categories: ['JUN', 'ABS'], kind: 'team' },
  { categories: ['MAS'], kind: 'solo' },
];

function listRows(kind: TreRoutine, ruleset: Ruleset): TechnicalElementRow[] {
  return ruleset.tre.rows
    .filter((row) => row.routine === kind)
    .map((row) => ({
      code: row.code,
      name: getTreName(row),
      dd: row.dd,
      provisional: true as const,
      ...(row.name === '' ? { unnamed: true } : {}),
    }));
}

/** The technical elements of one category's element event (empty for INF and JUV). */
export function listTechnicalElements(category: Category, ruleset: Ruleset): TechnicalElementRow[] {
  const group = GROUPS.find((item) => item.categories.includes(category));
  return group ? listRows(group.kind, ruleset) : [];
}

/**
 * The catalogue a competition's technical elements are picked from: each element once, with the
 * categories it serves (JUN and ABS share the team TREs), so no list shows an element twice.
 */
export function listTechnicalElementGroups(ruleset: Ruleset): TechnicalElementGroup[] {
  return GROUPS.map((group) => ({
    categories: group.categories,
    rows: listRows(group.kind, ruleset),
  }));
}
