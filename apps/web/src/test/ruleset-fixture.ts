import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import type { RulesetDocument } from '@artistic/domain/ruleset/document';
import { countProvisionalFactors } from '@artistic/domain/ruleset/provisional';
import type { RulesetSummary, StoredRuleset } from '@artistic/domain/ruleset/schema';
import { jsonResponse } from './mock-api';

/** A mutable copy of the built-in ruleset, changed by `change`. */
export function buildRulesetDocument(
  change: (document: RulesetDocument) => void = () => undefined,
): RulesetDocument {
  const document = structuredClone(BUILT_IN_RULESET) as RulesetDocument;
  change(document);
  return document;
}

/** A federation's copy of the built-in ruleset for one season: `fpn-<year>`, valid that calendar year. */
export function buildSeasonRulesetDocument(year: number): RulesetDocument {
  return buildRulesetDocument((d) => {
    d.id = `fpn-${year}`;
    d.name = `FPN ${year}`;
    d.validFrom = `${year}-01-01`;
    d.validTo = `${year}-12-31`;
  });
}

/** GET /api/rulesets/{id} as the server answers it. */
export function buildStoredRuleset(
  ruleset: RulesetDocument = buildRulesetDocument(),
  overrides: Partial<Omit<StoredRuleset, 'ruleset'>> = {},
): StoredRuleset {
  return {
    ruleset,
    version: 1,
    builtIn: ruleset.id === BUILT_IN_RULESET.id,
    edited: false,
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

/** One line of GET /api/rulesets for a stored ruleset. */
export function buildRulesetSummary(
  stored: StoredRuleset,
  overrides: Partial<RulesetSummary> = {},
): RulesetSummary {
  return {
    id: stored.ruleset.id,
    name: stored.ruleset.name,
    validFrom: stored.ruleset.validFrom,
    validTo: stored.ruleset.validTo,
    version: stored.version,
    builtIn: stored.builtIn,
    edited: stored.edited,
    provisionalFactors: countProvisionalFactors(stored.ruleset),
    competitions: 0,
    updatedAt: stored.updatedAt,
    ...overrides,
  };
}

/** Mock routes answering GET /api/rulesets and GET /api/rulesets/{id} for these rulesets. */
export function rulesetRoutes(...stored: StoredRuleset[]): Record<string, () => Response> {
  const all = stored.length > 0 ? stored : [buildStoredRuleset()];
  return {
    'GET /api/rulesets': () => jsonResponse(all.map((item) => buildRulesetSummary(item))),
    ...Object.fromEntries(
      all.map((item) => [`GET /api/rulesets/${item.ruleset.id}`, () => jsonResponse(item)]),
    ),
  };
}
