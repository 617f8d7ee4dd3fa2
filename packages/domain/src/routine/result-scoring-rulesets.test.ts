/**
 * Issue 16: a routine is scored with the ruleset it is given. The worked example of
 * docs/scoring.md (JUN EQUIPA LIVRE) under the built-in ruleset and under a federation's copy
 * with its own HIB CD factor and Coreografia & Musicalidade factor: two totals, each computed by
 * hand below.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET } from '../ruleset/built-in.ts';
import type { RulesetDocument } from '../ruleset/document.ts';
import { parseRuleset } from '../ruleset/document.ts';
import { recomputeRoutineResult } from './result-scoring.ts';
import { aWorkedExampleSheet } from '../testing/builders.ts';

const TEAM_FREE = aWorkedExampleSheet();

/** A federation's ruleset as it would be stored: a JSON document read back through the schema. */
function federationRuleset() {
  const doc = JSON.parse(JSON.stringify(BUILT_IN_RULESET)) as RulesetDocument;
  doc.id = 'fed-2027';
  doc.validFrom = '2027-01-01';
  doc.validTo = '2027-12-31';
  const hib = doc.cdFactors.HIB?.['EQUIPA LIVRE']?.JUN;
  const cm = doc.artisticFactors['Coreografia & Musicalidade']['EQUIPA LIVRE']?.JUN;
  if (!hib || !cm) throw new Error('the built-in ruleset has both factors');
  hib.value = 0.6;
  cm.value = 2.0;
  return parseRuleset(JSON.parse(JSON.stringify(doc)));
}

describe('the same sheet under two rulesets', () => {
  it('gives the two totals computed by hand', () => {
    const builtIn = recomputeRoutineResult(TEAM_FREE, { ruleset: BUILT_IN_RULESET, panelSize: 5 });
    const federation = recomputeRoutineResult(TEAM_FREE, {
      ruleset: federationRuleset(),
      panelSize: 5,
    });

    // Built-in (docs/scoring.md): HIB 7.2 × 2.1 × 0.5 = 7.56; ACR 6.6333 × 2.225 × 1 = 14.7591;
    // C&M 3 × 1.6 × 7.0667 = 33.9202; Desempenho 3 × 1.5 × 7 = 31.5; Transições 3 × 1.6 × 7 = 33.6
    // Valor_esquema = (22.3191 − 0.7) − 0.5 + 99.0202 = 120.1393; − 0.5 − 8 = 111.6393
    expect(builtIn.Resultados_el.map((e) => [e.CD, e.Pontos])).toEqual([
      [0.5, 7.56],
      [1, 14.7591],
    ]);
    expect(builtIn.Total_impress).toBe(99.0202);
    expect(builtIn.Valor_esquema).toBe(120.1393);
    expect(builtIn.Valor_total).toBe(111.6393);

    // Federation: HIB 7.2 × 2.1 × 0.6 = 9.072; ACR unchanged 14.7591 → Total_el 23.8311
    // C&M 3 × 2.0 × 7.0667 = 42.4002 → Total_impress 42.4002 + 31.5 + 33.6 = 107.5002
    // Valor_esquema = (23.8311 − 0.7) − 0.5 + 107.5002 = 130.1313; − 0.5 − 8 = 121.6313
    expect(federation.Resultados_el.map((e) => [e.CD, e.Pontos])).toEqual([
      [0.6, 9.072],
      [1, 14.7591],
    ]);
    expect(federation.Total_el).toBe(23.8311);
    expect(federation.Resultado_Coreografia.map((a) => [a.FP_val, a.Pontos])).toEqual([
      [2, 42.4002],
      [1.5, 31.5],
      [1.6, 33.6],
    ]);
    expect(federation.Total_impress).toBe(107.5002);
    expect(federation.Valor_esquema).toBe(130.1313);
    expect(federation.Valor_total).toBe(121.6313);
  });
});
