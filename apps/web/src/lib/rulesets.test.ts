import type { RulesetSummary } from '@artistic/domain/ruleset/schema';
import { describe, expect, it } from 'vitest';
import { pickDefaultRuleset } from './rulesets';

const summary = (id: string, validFrom: string, validTo: string): RulesetSummary => ({
  id,
  name: id,
  validFrom,
  validTo,
  version: 1,
  builtIn: false,
  edited: false,
  provisionalFactors: 0,
  competitions: 0,
  updatedAt: '2026-11-24T00:00:00.000Z',
});

describe('pickDefaultRuleset (as the server pins a new competition)', () => {
  const builtIn = summary('wa-2022-2026', '2022-01-01', '2026-12-31');
  const season2026 = summary('fpn-2026', '2026-01-01', '2026-12-31');
  const old = summary('fpn-2021', '2021-01-01', '2021-12-31');

  it('takes the newest ruleset valid on the date', () => {
    expect(pickDefaultRuleset([builtIn, season2026, old], '2026-05-01')?.id).toBe('fpn-2026');
    expect(pickDefaultRuleset([builtIn, season2026, old], '2023-05-01')?.id).toBe('wa-2022-2026');
  });

  it('falls back to the one valid latest when none is valid on the date (a 2027 competition)', () => {
    expect(pickDefaultRuleset([old, builtIn], '2027-04-10')?.id).toBe('wa-2022-2026');
    // Same end of validity: the later start wins, as on the server.
    expect(pickDefaultRuleset([builtIn, season2026], '2027-04-10')?.id).toBe('fpn-2026');
  });

  it('gives nothing only when there is no ruleset', () => {
    expect(pickDefaultRuleset([], '2027-04-10')).toBeNull();
  });
});
