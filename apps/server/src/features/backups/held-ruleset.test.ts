/**
 * Issue 36: a competition held on the version of its ruleset its results were signed under
 * carries that version in its document, so an import into another database scores it the same,
 * and a replace that drops the hold cannot move its signed totals silently.
 */
import { describe, expect, it } from 'vitest';
import type { Competition } from '@artistic/domain/competition/schema';
import type { RulesetDocument } from '@artistic/domain/ruleset/document';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import type { StoredRuleset } from '@artistic/domain/ruleset/schema';
import type { CompetitionExport } from '@artistic/domain/transfer/export-schema';
import { seedDemoCompetitions } from '../../test/demo-app.ts';
import { users, useTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

const t = useTestApp();
/** A second database, with the built-in ruleset as shipped: where the document is imported. */
const other = useTestApp();

const exportOf = async (app: TestApp, id: string) => {
  const res = await app.request(`/api/competitions/${id}/export`, { as: users.admin });
  expect(res.status).toBe(200);
  return (await res.json()) as CompetitionExport;
};
const withoutTime = ({ exportedAt: _e, ...rest }: CompetitionExport) => rest;
const routineTotals = (doc: CompetitionExport) =>
  doc.routineResults.map((r) => [r._id, r.Valor_total ?? null]);

describe('a held ruleset travels with its competition (issue 36)', () => {
  it('export → import into another database gives the same document and totals; dropping the hold in a replace is a 409', async () => {
    await seedDemoCompetitions(t);
    const all = (await (
      await t.request('/api/competitions', { as: users.admin })
    ).json()) as Competition[];
    const opener = all.find((c) => c.Nome.startsWith('Torneio de Abertura'));
    if (!opener) throw new Error('the demo has its finished season opener');
    const before = await exportOf(t, opener._id);
    expect(before.heldRuleset).toBeNull();
    expect(before.resultEvents.some((e) => e.state === 'official')).toBe(true);

    // The federation edits the ruleset: the opener, all signed, stays on the version before.
    const stored = (await (
      await t.request(`/api/rulesets/${BUILT_IN_RULESET.id}`)
    ).json()) as StoredRuleset;
    const edited = JSON.parse(JSON.stringify(stored.ruleset)) as RulesetDocument;
    const cell = edited.artisticFactors['Coreografia & Musicalidade']['DUETO LIVRE']?.JUV;
    if (!cell) throw new Error('C&M factor of JUV free duets');
    cell.value = 2.0;
    const saved = await t.request(`/api/rulesets/${BUILT_IN_RULESET.id}`, {
      method: 'PUT',
      as: users.admin,
      body: { ruleset: edited, version: stored.version },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const held = await exportOf(t, opener._id);
    expect(held.heldRuleset).toMatchObject({ id: BUILT_IN_RULESET.id, version: stored.version });
    const factorOf = (doc: RulesetDocument | undefined) =>
      doc?.artisticFactors['Coreografia & Musicalidade']['DUETO LIVRE']?.JUV?.value;
    expect(factorOf(stored.ruleset)).not.toBe(2.0);
    expect(factorOf(held.heldRuleset?.document)).toBe(factorOf(stored.ruleset));
    expect(routineTotals(held)).toEqual(routineTotals(before));

    // Another database: scored with the held version, the same document comes back.
    const imported = await other.request('/api/import', {
      method: 'POST',
      as: users.admin,
      body: held,
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect(withoutTime(await exportOf(other, opener._id))).toEqual(withoutTime(held));

    // A replace of the opener without its hold would score it with the edited ruleset: the
    // signed duet's total moves, so it is refused, naming the official event.
    const dropped = await t.request('/api/import?replace=true', {
      method: 'POST',
      as: users.admin,
      body: { ...held, heldRuleset: null },
    });
    expect(dropped.status).toBe(409);
    const problem = (await dropped.json()) as { type?: string; official?: unknown[] };
    expect(problem.type).toMatch(/official_results/);
    expect(JSON.stringify(problem.official)).toContain('DUETO LIVRE');
    expect(routineTotals(await exportOf(t, opener._id))).toEqual(routineTotals(before));
  });
});
