import type { RulesetSummary, StoredRuleset } from '@artistic/domain/ruleset/schema';
import { rulesetSummarySchema, storedRulesetSchema } from '@artistic/domain/ruleset/schema';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useAccessToken } from './auth';
import { getJson } from './json-api';
import { getById } from './records';

/**
 * Reads of stored rulesets (issue 16) that several features need: the ruleset a competition is
 * scored with (coach card, routine sheet, competition form, result list) and the list of
 * rulesets (the competition form's picker, /admin/rules). Writes live in features/rulesets.
 */

/** The ruleset a competition stored before issue 16 (or answered without `Regras`) uses. */
export const DEFAULT_RULESET_ID = 'wa-2022-2026';

export const rulesetsKey = ['rulesets'] as const;

/** A ruleset rarely changes: kept for an hour unless a save here invalidates it. */
const RULESET_STALE_MS = 60 * 60 * 1000;

/** An answer that does not match the domain schema is shown as an invalid ruleset. */
export const INVALID_RULESET_KEY = 'rulesets.invalidResponse';

/** The competition's ruleset id; a competition answered without one uses the built-in. */
export function getRulesetId(competition: { Regras?: string | undefined } | undefined): string {
  return competition?.Regras ?? DEFAULT_RULESET_ID;
}

export function rulesetQueryOptions(id: string, token: string | undefined) {
  return queryOptions({
    queryKey: [...rulesetsKey, 'detail', id],
    queryFn: ({ signal }): Promise<StoredRuleset> =>
      getById('/api/rulesets', id, storedRulesetSchema, {
        token,
        signal,
        invalid: INVALID_RULESET_KEY,
      }),
    staleTime: RULESET_STALE_MS,
  });
}

export function rulesetListQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: [...rulesetsKey, 'list'],
    queryFn: ({ signal }): Promise<RulesetSummary[]> =>
      getJson('/api/rulesets', rulesetSummarySchema.array(), {
        token,
        signal,
        invalid: INVALID_RULESET_KEY,
      }),
  });
}

/** One stored ruleset (GET /api/rulesets/{id}); waits while `id` is null. */
export function useRuleset(id: string | null) {
  const token = useAccessToken();
  return useQuery({ ...rulesetQueryOptions(id ?? '', token), enabled: id !== null });
}

/** Several stored rulesets at once (one query each, shared with useRuleset): those loaded so far. */
export function useRulesetsById(ids: readonly string[]): ReadonlyMap<string, Ruleset> {
  const token = useAccessToken();
  const unique = [...new Set(ids)].sort();
  return useQueries({
    queries: unique.map((id) => rulesetQueryOptions(id, token)),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) => {
          const id = unique[index];
          return result.data && id !== undefined ? [[id, result.data.ruleset] as const] : [];
        }),
      ),
  });
}

/** Every stored ruleset, newest validity first (GET /api/rulesets). */
export function useRulesetList(enabled = true) {
  const token = useAccessToken();
  return useQuery({ ...rulesetListQueryOptions(token), enabled });
}

/** Whether an ISO date (yyyy-mm-dd) falls inside a ruleset's validity. */
export function isValidOn(ruleset: Pick<RulesetSummary, 'validFrom' | 'validTo'>, date: string) {
  return ruleset.validFrom <= date && date <= ruleset.validTo;
}

/**
 * The ruleset a new competition on `date` gets by default, as the server pins it: the newest
 * (latest start of validity) valid on that date; when none is valid then, the one valid latest
 * (latest end, then latest start; ties by id), which the form shows with a warning. Null only
 * when there is no ruleset at all.
 */
export function pickDefaultRuleset(
  rulesets: readonly RulesetSummary[],
  date: string,
): RulesetSummary | null {
  const byId = (a: RulesetSummary, b: RulesetSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const later = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  const valid = rulesets
    .filter((ruleset) => isValidOn(ruleset, date))
    .sort((a, b) => later(a.validFrom, b.validFrom) || byId(a, b));
  if (valid[0]) return valid[0];
  const latest = [...rulesets].sort(
    (a, b) => later(a.validTo, b.validTo) || later(a.validFrom, b.validFrom) || byId(a, b),
  );
  return latest[0] ?? null;
}
