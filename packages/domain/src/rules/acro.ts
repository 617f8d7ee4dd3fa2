/** Acrobatic component values: suggestions for the free acrobatic entry. */
import type { AcroGroup } from '../enums.ts';
import type { AcroCodeRow } from './acro-data.ts';
import { ACRO_CODE_ROWS_2022 } from './acro-data.ts';
import type { RulesetId } from './ruleset.ts';
import { DEFAULT_RULESET_ID } from './ruleset.ts';

export const ACRO_TABLES: Readonly<Record<RulesetId, readonly AcroCodeRow[]>> = {
  'wa-2022-2026': ACRO_CODE_ROWS_2022,
};

/** Suggested acrobatic codes of a group (flagged source values left out). */
export function listAcroSuggestions(
  group: AcroGroup,
  rulesetId: RulesetId = DEFAULT_RULESET_ID,
): AcroCodeRow[] {
  return ACRO_TABLES[rulesetId].filter((row) => row.group === group && !row.flagged);
}
