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
 * range, marked provisional (listed in docs/rules.md). The values live in a
 * ruleset (built-in-ruleset.ts); a competition may override them (FactorOverrides).
 */
import type { Category, ElementName, RoutineType } from '../core/enums.ts';
import type { Ruleset } from './document.ts';

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

/** Element types a ruleset may give a CD factor (the others score nothing). */
export const CD_ELEMENTS = ['ACR', 'HIB', 'ChoHy', 'TRE', 'Execução'] as const;
export type CdElement = (typeof CD_ELEMENTS)[number];

function isCdElement(element: ElementName): element is CdElement {
  return (CD_ELEMENTS as readonly string[]).includes(element);
}

/** Factors a competition sets for itself, replacing the ruleset's values. */
export interface FactorOverrides {
  readonly cd?: Partial<Record<ElementName, number>>;
  readonly artistic?: Partial<Record<ArtisticRowName, number>>;
}

/**
 * CD factor of an element type in a routine and category, or null when that
 * element is not scored there (TRA, SuCon, TRE outside JUN/ABS technical routines).
 */
export function getCdFactor(
  element: ElementName,
  routine: RoutineType,
  category: Category,
  ruleset: Ruleset,
  overrides?: FactorOverrides,
): Factor | null {
  if (!isCdElement(element)) return null;
  const base = ruleset.cdFactors[element]?.[routine]?.[category];
  if (base === undefined) return null;
  const override = overrides?.cd?.[element];
  return override === undefined
    ? { value: base.value, provisional: base.provisional }
    : { value: override, provisional: false };
}

export interface ArtisticRowDefinition {
  readonly name: ArtisticRowName;
  readonly factor: Factor;
}

/** Artistic impression rows of a routine and category, with their factors. */
export function getArtisticRows(
  routine: RoutineType,
  category: Category,
  ruleset: Ruleset,
  overrides?: FactorOverrides,
): ArtisticRowDefinition[] {
  return ARTISTIC_ROW_NAMES.flatMap((name) => {
    const base = ruleset.artisticFactors[name][routine]?.[category];
    if (base === undefined) return [];
    const override = overrides?.artistic?.[name];
    return [
      {
        name,
        factor:
          override === undefined
            ? { value: base.value, provisional: base.provisional }
            : { value: override, provisional: false },
      },
    ];
  });
}
