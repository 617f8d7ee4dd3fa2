import { describe, expect, it } from 'vitest';
import { ARTISTIC_ROW_NAMES, getArtisticRows } from './factors.ts';
import type { RoutineResultCreate } from '../routine/result-schema.ts';
import { recomputeRoutineResult } from '../routine/result-scoring.ts';
import { BUILT_IN_RULESET } from './built-in.ts';
import { DEFAULT_RULESET_ID } from './ids.ts';
import type { Ruleset, RulesetDocument } from './document.ts';
import { parseRuleset, rulesetDocumentSchema } from './document.ts';

const all5 = (score: number) => ({ J1: score, J2: score, J3: score, J4: score, J5: score });

/** A JUV free duet: every judge gives the same mark, so the hand computation is short. */
const JUV_FREE_DUET: Omit<RoutineResultCreate, 'version'> = {
  Categoria: 'JUV',
  Esquema: 'DUETO LIVRE',
  Extra: false,
  Clube: 'Clube A',
  Atletas: [
    { Nome: 'Ana', Licenca: 201 },
    { Nome: 'Rita', Licenca: 202 },
  ],
  Reservas: [],
  Resultados_el: [
    { Elemento: 'HIB', FP_val: 2, ...all5(7) },
    { Elemento: 'ACR', FP_val: 3, ...all5(8) },
  ],
  Erros: { Simples: 1, Obvio: 0, Maior: 0 },
  Penalty: { Selected: 0 },
  Resultado_Coreografia: [
    { Name: 'Coreografia & Musicalidade', ...all5(7.5) },
    { Name: 'Desempenho', ...all5(7) },
    { Name: 'Transições', ...all5(8) },
  ],
  Penalties: [],
};
const FIGURE_SCORES = [
  { licence: 201, score: 60 },
  { licence: 202, score: 62 },
];

/** A copy of the built-in document, changed by `edit`, as a JSON document would arrive. */
function editedDocument(edit: (doc: RulesetDocument) => void): unknown {
  const doc = structuredClone(BUILT_IN_RULESET) as RulesetDocument;
  edit(doc);
  return doc;
}

function setFactor(
  doc: RulesetDocument,
  table: 'cdFactors' | 'artisticFactors',
  row: string,
  value: number,
): void {
  const cells = (doc[table] as Record<string, Record<string, Record<string, { value: number }>>>)[
    row
  ];
  const cell = cells?.['DUETO LIVRE']?.['JUV'];
  if (!cell) throw new Error(`no ${table}.${row} cell for JUV free duets`);
  cell.value = value;
}

describe('rulesets as input (issue 16)', () => {
  it('scores the same sheet under two rulesets with the hand-computed totals', () => {
    const changed = parseRuleset(
      editedDocument((doc) => setFactor(doc, 'artisticFactors', 'Coreografia & Musicalidade', 2)),
    );
    const score = (ruleset: Ruleset) =>
      recomputeRoutineResult(JUV_FREE_DUET, { ruleset, panelSize: 5, figureScores: FIGURE_SCORES });

    // Elements: HIB 7 x 2 x 0.5 = 7, ACR 8 x 3 x 1 = 24: 31. Errors: 1 simple = 0.1.
    // Artistic, built-in: 3 x 1.6 x 7.5 = 36, 3 x 1.5 x 7 = 31.5, 3 x 1.6 x 8 = 38.4: 105.9.
    // Scheme 31 - 0.1 + 105.9 = 136.8; figure points (60 + 62) / 2 = 61; total 197.8.
    const builtIn = score(BUILT_IN_RULESET);
    expect(builtIn.Total_el).toBe(31);
    expect(builtIn.Total_impress).toBe(105.9);
    expect(builtIn.Valor_esquema).toBe(136.8);
    expect(builtIn.Valor_total).toBe(197.8);

    // Coreografia & Musicalidade 2.0: 3 x 2 x 7.5 = 45, artistic 114.9, scheme 145.8, total 206.8.
    const other = score(changed);
    expect(other.Resultado_Coreografia[0]).toMatchObject({ FP_val: 2, Pontos: 45 });
    expect(other.Total_impress).toBe(114.9);
    expect(other.Valor_esquema).toBe(145.8);
    expect(other.Valor_total).toBe(206.8);

    // Only that cell changed: JUN free duets keep 1.6, and the built-in ruleset is untouched.
    expect(getArtisticRows('DUETO LIVRE', 'JUN', changed)[0]?.factor.value).toBe(1.6);
    expect(getArtisticRows('DUETO LIVRE', 'JUV', BUILT_IN_RULESET)[0]?.factor.value).toBe(1.6);
  });

  it('round-trips the built-in ruleset through its schema as JSON', () => {
    const text = JSON.stringify(BUILT_IN_RULESET);
    expect(parseRuleset(JSON.parse(text))).toEqual(BUILT_IN_RULESET);
    expect(BUILT_IN_RULESET.id).toBe(DEFAULT_RULESET_ID);
    expect(BUILT_IN_RULESET.tre.rows).toHaveLength(32);
    expect(BUILT_IN_RULESET.hybrid.rows).toHaveLength(158);
  });

  it('refuses a factor outside the spec range, naming its table, row and field', () => {
    const cd = rulesetDocumentSchema.safeParse(
      editedDocument((doc) => setFactor(doc, 'cdFactors', 'HIB', 0.9)),
    );
    expect(cd.success).toBe(false);
    expect(cd.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cdFactors.HIB.DUETO LIVRE.JUV.value', 'errors.factorRange'],
    ]);

    const artistic = rulesetDocumentSchema.safeParse(
      editedDocument((doc) => setFactor(doc, 'artisticFactors', 'Coreografia & Musicalidade', 2.3)),
    );
    expect(artistic.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'artisticFactors.Coreografia & Musicalidade.DUETO LIVRE.JUV.value',
    ]);

    // The ends of the range are allowed.
    expect(
      rulesetDocumentSchema.safeParse(
        editedDocument((doc) => {
          setFactor(doc, 'cdFactors', 'HIB', 0.7);
          setFactor(doc, 'artisticFactors', 'Coreografia & Musicalidade', 2.2);
        }),
      ).success,
    ).toBe(true);
  });

  it('refuses unknown tables, a missing source and a validity period that ends before it starts', () => {
    const result = rulesetDocumentSchema.safeParse(
      editedDocument((doc) => {
        (doc.cdFactors as Record<string, unknown>)['TRA'] = {};
        (doc.hybrid as { source: string }).source = '';
      }),
    );
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'cdFactors',
      'hybrid.source',
    ]);
    const period = rulesetDocumentSchema.safeParse(
      editedDocument((doc) => {
        doc.validTo = '2021-12-31';
      }),
    );
    expect(period.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['validTo', 'errors.validityPeriod'],
    ]);
  });

  it('flags every provisional value of docs/rules.md as provisional in the built-in ruleset', () => {
    // CD factors: all provisional (docs/rules.md, 'CD factors').
    const cdCells = Object.values(BUILT_IN_RULESET.cdFactors).flatMap((byRoutine) =>
      Object.values(byRoutine ?? {}).flatMap((byCategory) => Object.values(byCategory ?? {})),
    );
    expect(cdCells.length).toBeGreaterThan(0);
    expect(cdCells.filter((f) => !f.provisional)).toEqual([]);
    expect(Object.keys(BUILT_IN_RULESET.cdFactors).sort()).toEqual(
      ['ACR', 'ChoHy', 'Execução', 'HIB', 'TRE'].sort(),
    );

    // Artistic impression factors: all but Masters' 'Impressão Artística' 1.
    for (const name of ARTISTIC_ROW_NAMES) {
      for (const [routine, byCategory] of Object.entries(BUILT_IN_RULESET.artisticFactors[name])) {
        for (const [category, factor] of Object.entries(byCategory ?? {})) {
          const masters = name === 'Impressão Artística';
          expect({ name, routine, category, provisional: factor.provisional }).toEqual({
            name,
            routine,
            category,
            provisional: !masters,
          });
          if (factor.provisional) expect(factor.source).toMatch(/provisional/iu);
        }
      }
    }

    // TRE: Duet TRE 3 only; acrobatics: the pair W!fr1.5 value, flagged.
    expect(BUILT_IN_RULESET.tre.rows.filter((r) => r.provisional).map((r) => r.code)).toEqual([
      'TRE_DT_3',
    ]);
    expect(BUILT_IN_RULESET.acro.rows.filter((r) => r.flagged)).toMatchObject([
      { group: 'Pair', code: 'W!fr1.5', dd: 19 },
    ]);
  });
});
