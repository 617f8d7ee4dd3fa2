/** Acrobatic component values: suggestions for the free acrobatic entry. */
import type { AcroGroup } from '../core/enums.ts';
import type { AcroCodeRow } from './acro-data.ts';
import type { Ruleset } from './document.ts';

/** Suggested acrobatic codes of a group (flagged source values left out). */
export function listAcroSuggestions(group: AcroGroup, ruleset: Ruleset): AcroCodeRow[] {
  return ruleset.acro.rows.filter((row) => row.group === group && !row.flagged);
}
