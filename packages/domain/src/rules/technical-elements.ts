/**
 * Default technical elements of the element events (spec: JUN/ABS swim
 * 'Elementos Equipa Tecnica', MAS 'Elementos Tecnicos'). No public table
 * lists these events: JUN/ABS default to the team TREs and MAS to the solo
 * TREs, all provisional. The admin edits a competition's ElementosTecnicos.
 */
import type { Category } from '../enums.ts';
import type { RulesetId } from './ruleset.ts';
import { DEFAULT_RULESET_ID } from './ruleset.ts';
import { TRE_TABLES } from './tre.ts';

export interface TechnicalElementRow {
  readonly name: string;
  readonly dd: number;
  readonly provisional: true;
}

export function listTechnicalElements(
  category: Category,
  rulesetId: RulesetId = DEFAULT_RULESET_ID,
): TechnicalElementRow[] {
  const kind =
    category === 'MAS' ? 'solo' : category === 'JUN' || category === 'ABS' ? 'team' : null;
  if (kind === null) return [];
  return TRE_TABLES[rulesetId]
    .filter((row) => row.routine === kind)
    .map((row) => ({
      name: row.name === '' ? row.code : `${row.code} ${row.name}`,
      dd: row.dd,
      provisional: true as const,
    }));
}
