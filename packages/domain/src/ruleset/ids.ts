/**
 * Rulesets: every rules table is keyed by a ruleset id, so a new season is
 * new data, not new code. A competition may later store the id it uses.
 */
export const RULESET_IDS = ['wa-2022-2026'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];
export const DEFAULT_RULESET_ID: RulesetId = 'wa-2022-2026';

export function isRulesetId(id: string): id is RulesetId {
  return (RULESET_IDS as readonly string[]).includes(id);
}

/** A code a coach can pick in a list (difficulty or bonus), with its value. */
export interface CodeOption {
  readonly code: string;
  readonly value: number;
  /** Code and name ('TRE_T_1A Flying Fish Hybrid Spinning 180°'); the code alone when unnamed. */
  readonly label: string;
  /** True when the value is not confirmed by the sources (see docs/rules.md). */
  readonly provisional: boolean;
  /** True when no public source names the element: screens add '(nome não publicado)'. */
  readonly unnamed?: boolean;
}
