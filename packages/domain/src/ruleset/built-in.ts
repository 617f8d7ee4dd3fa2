/**
 * The built-in ruleset: the World Aquatics 2022-2025 cycle with the rules valid into 2026
 * (ADR 014, docs/rules.md), as one document of `rulesetDocumentSchema` (ADR 029). Server and
 * web pass it to every computation until a competition pins a stored ruleset.
 */
import type { Category, RoutineType } from '../core/enums.ts';
import { CATEGORIES, ROUTINE_TYPES, isTechnicalRoutine } from '../core/enums.ts';
import { ACRO_CODE_ROWS_2022 } from './acro-data.ts';
import { FIGURES_INF_2022, FIGURES_JUV_2022 } from '../figures/tables.ts';
import { PAIR_BONUS_ROWS_2022 } from './hybrid.ts';
import { HYBRID_CODE_ROWS_2022 } from './hybrid-data.ts';
import { DEDUCTIONS_2022 } from '../routine/penalties.ts';
import { ROUTINE_LIMITS_2022 } from './routine-limits.ts';
import { DEFAULT_RULESET_ID } from './ids.ts';
import type { Ruleset, SourcedFactor } from './document.ts';
import { TRE_ROWS_2022 } from './tre-data.ts';

/** Where the provisional factors come from: a choice inside the spec's range. */
const PROVISIONAL_SOURCE =
  'Provisional: a choice inside the range of spec section 9 (no public table; docs/rules.md)';

type FactorCells = Partial<Record<RoutineType, Partial<Record<Category, SourcedFactor>>>>;

/** A factor table filled by `pick` for every routine and category it gives a value for. */
function factorTable(
  pick: (routine: RoutineType, category: Category) => SourcedFactor | null,
): FactorCells {
  const table: FactorCells = {};
  for (const routine of ROUTINE_TYPES) {
    const row: Partial<Record<Category, SourcedFactor>> = {};
    for (const category of CATEGORIES) {
      const factor = pick(routine, category);
      if (factor !== null) row[category] = factor;
    }
    table[routine] = row;
  }
  return table;
}

const provisional = (value: number): SourcedFactor => ({
  value,
  source: PROVISIONAL_SOURCE,
  provisional: true,
});

const notMasters = (value: number) => (_routine: RoutineType, category: Category) =>
  category === 'MAS' ? null : provisional(value);

/** Free and technical values of an artistic row (INF, JUV, JUN, ABS). */
const artistic = (technical: number, free: number) => (routine: RoutineType, category: Category) =>
  category === 'MAS' ? null : provisional(isTechnicalRoutine(routine) ? technical : free);

export const BUILT_IN_RULESET: Ruleset = {
  id: DEFAULT_RULESET_ID,
  name: 'World Aquatics 2022-2025 (válido em 2026)',
  validFrom: '2022-01-01',
  validTo: '2026-12-31',
  cdFactors: {
    ACR: factorTable(notMasters(1)),
    HIB: factorTable(notMasters(0.5)),
    ChoHy: factorTable(notMasters(0.5)),
    TRE: factorTable((routine, category) =>
      (category === 'JUN' || category === 'ABS') && isTechnicalRoutine(routine)
        ? provisional(1)
        : null,
    ),
    // Masters: one 'Execução' element; factor 1 (provisional choice).
    Execução: factorTable((_routine, category) => (category === 'MAS' ? provisional(1) : null)),
  },
  artisticFactors: {
    'Coreografia & Musicalidade': factorTable(artistic(1, 1.6)),
    Desempenho: factorTable(artistic(1, 1.5)),
    Transições: factorTable(artistic(1, 1.6)),
    'Impressão Artística': factorTable((_routine, category) =>
      category === 'MAS'
        ? { value: 1, source: 'Spec section 9: Masters, factor 1', provisional: false }
        : null,
    ),
  },
  hybrid: {
    source:
      'rules/hybrid.json: ISS coach-card calculator table (2024-10-16), leahych/check_cards src/hybrid.rs',
    rows: HYBRID_CODE_ROWS_2022,
  },
  tre: {
    source:
      'rules/tre.json: ISS coach-card calculator (2024-10-16), leahych/check_cards src/tre.rs, insidesynchro.org, awen2709 sample-site',
    rows: TRE_ROWS_2022,
  },
  acro: {
    source: 'rules/acro.json: leahych/check_cards src/team_acro.rs and src/pair_acro.rs',
    rows: ACRO_CODE_ROWS_2022,
  },
  pairBonus: {
    source: 'Spec section 9 (nPC = n x 0.2); rules/hybrid.json bonuses',
    rows: PAIR_BONUS_ROWS_2022,
  },
  figures: {
    source: 'rules/figures.json: insidesynchro.org/figures',
    categories: { INF: FIGURES_INF_2022, JUV: FIGURES_JUV_2022 },
  },
  deductions: {
    source: 'Spec section 9; rules/factors.json (AS 6.8.14.1, AS 6.10.1)',
    ...DEDUCTIONS_2022,
  },
  routineLimits: {
    source:
      'rules/factors.json routine_composition and routine_time_limits: leahych/check_cards src/card_checks.rs and src/lib.rs, World Aquatics AS 6.3.1',
    ...ROUTINE_LIMITS_2022,
  },
};
