/**
 * Factors of routine scoring.
 *
 * - CD: multiplies an element's mean x DD. Spec ranges: ACR 0.5-1.6,
 *   HIB/ChoHy 0.2-0.7, TRE 1-1.1 (JUN/ABS technical routines only).
 * - Artistic impression factors: row points = 3 x factor x mean. Spec
 *   ranges: Coreografia & Musicalidade 1.0-2.2, Desempenho 1.0-2.0,
 *   Transições 1.0-2.2; Masters have one 'Impressão Artística' row, factor 1.
 *
 * No public table gives the exact values per routine and category, so every
 * value below except the Masters factor 1 is a choice inside the spec's
 * range, marked provisional (listed in docs/rules.md). A competition may
 * override them (FactorOverrides).
 */
import type { Category, ElementName, RoutineType } from '../enums.ts';
import { CATEGORIES, ROUTINE_TYPES, isTechnicalRoutine } from '../enums.ts';
import type { RulesetId } from './ruleset.ts';
import { DEFAULT_RULESET_ID } from './ruleset.ts';

export interface Factor {
  readonly value: number;
  readonly provisional: boolean;
}

export const ARTISTIC_ROW_NAMES = [
  'Coreografia & Musicalidade',
  'Desempenho',
  'Transições',
  'Impressão Artística',
] as const;
export type ArtisticRowName = (typeof ARTISTIC_ROW_NAMES)[number];

/** Allowed range of each factor (spec section 9). */
export const CD_RANGES: Readonly<Partial<Record<ElementName, readonly [number, number]>>> = {
  ACR: [0.5, 1.6],
  HIB: [0.2, 0.7],
  ChoHy: [0.2, 0.7],
  TRE: [1, 1.1],
};
export const ARTISTIC_RANGES: Readonly<Record<ArtisticRowName, readonly [number, number]>> = {
  'Coreografia & Musicalidade': [1, 2.2],
  Desempenho: [1, 2],
  Transições: [1, 2.2],
  'Impressão Artística': [1, 1],
};

type CdTable = Readonly<
  Record<RoutineType, Readonly<Record<Category, Readonly<Partial<Record<ElementName, Factor>>>>>>
>;
type ArtisticTable = Readonly<
  Record<
    RoutineType,
    Readonly<Record<Category, readonly { name: ArtisticRowName; factor: Factor }[]>>
  >
>;

const provisional = (value: number): Factor => ({ value, provisional: true });

function buildCdTable(): CdTable {
  const table = {} as Record<RoutineType, Record<Category, Partial<Record<ElementName, Factor>>>>;
  for (const routine of ROUTINE_TYPES) {
    table[routine] = {} as Record<Category, Partial<Record<ElementName, Factor>>>;
    for (const category of CATEGORIES) {
      if (category === 'MAS') {
        // Masters: one 'Execução' element; factor 1 (provisional choice).
        table[routine][category] = { Execução: provisional(1) };
        continue;
      }
      const row: Partial<Record<ElementName, Factor>> = {
        ACR: provisional(1),
        HIB: provisional(0.5),
        ChoHy: provisional(0.5),
      };
      if ((category === 'JUN' || category === 'ABS') && isTechnicalRoutine(routine)) {
        row.TRE = provisional(1);
      }
      table[routine][category] = row;
    }
  }
  return table;
}

function buildArtisticTable(): ArtisticTable {
  const table = {} as Record<
    RoutineType,
    Record<Category, { name: ArtisticRowName; factor: Factor }[]>
  >;
  for (const routine of ROUTINE_TYPES) {
    table[routine] = {} as Record<Category, { name: ArtisticRowName; factor: Factor }[]>;
    const technical = isTechnicalRoutine(routine);
    for (const category of CATEGORIES) {
      table[routine][category] =
        category === 'MAS'
          ? [{ name: 'Impressão Artística', factor: { value: 1, provisional: false } }]
          : [
              { name: 'Coreografia & Musicalidade', factor: provisional(technical ? 1 : 1.6) },
              { name: 'Desempenho', factor: provisional(technical ? 1 : 1.5) },
              { name: 'Transições', factor: provisional(technical ? 1 : 1.6) },
            ];
    }
  }
  return table;
}

export const CD_TABLES: Readonly<Record<RulesetId, CdTable>> = {
  'wa-2022-2026': buildCdTable(),
};

export const ARTISTIC_TABLES: Readonly<Record<RulesetId, ArtisticTable>> = {
  'wa-2022-2026': buildArtisticTable(),
};

/** Factors a competition sets for itself, replacing the ruleset's values. */
export interface FactorOverrides {
  readonly cd?: Partial<Record<ElementName, number>>;
  readonly artistic?: Partial<Record<ArtisticRowName, number>>;
}

export interface FactorOptions {
  readonly rulesetId?: RulesetId;
  readonly overrides?: FactorOverrides;
}

/**
 * CD factor of an element type in a routine and category, or null when that
 * element is not scored there (TRA, SuCon, TRE outside JUN/ABS technical routines).
 */
export function getCdFactor(
  element: ElementName,
  routine: RoutineType,
  category: Category,
  options: FactorOptions = {},
): Factor | null {
  const base = CD_TABLES[options.rulesetId ?? DEFAULT_RULESET_ID][routine][category][element];
  if (base === undefined) return null;
  const override = options.overrides?.cd?.[element];
  return override === undefined ? base : { value: override, provisional: false };
}

export interface ArtisticRowDefinition {
  readonly name: ArtisticRowName;
  readonly factor: Factor;
}

/** Artistic impression rows of a routine and category, with their factors. */
export function getArtisticRows(
  routine: RoutineType,
  category: Category,
  options: FactorOptions = {},
): ArtisticRowDefinition[] {
  return ARTISTIC_TABLES[options.rulesetId ?? DEFAULT_RULESET_ID][routine][category].map((row) => {
    const override = options.overrides?.artistic?.[row.name];
    return override === undefined
      ? row
      : { name: row.name, factor: { value: override, provisional: false } };
  });
}
