import type { Category } from '@artistic/domain/core/enums';
import { CATEGORIES, CATEGORY_LABELS } from '@artistic/domain/core/enums';

/** 'INF — Infantil' in Portuguese, 'INF — 12 and under' in English. */
export function getCategoryLabel(category: Category, language: string): string {
  const labels = CATEGORY_LABELS[category];
  return `${category} — ${language.startsWith('en') ? labels.en : labels.pt}`;
}

/**
 * The categories as select options, in the federation's order; `only`: just these (a competition's
 * categories, issue 38).
 */
export function getCategoryOptions(language: string, only?: readonly Category[]) {
  return CATEGORIES.filter((category) => !only || only.includes(category)).map((category) => ({
    value: category,
    label: getCategoryLabel(category, language),
  }));
}
