import type { Category } from '@artistic/domain/core/enums';
import { CATEGORIES, CATEGORY_LABELS } from '@artistic/domain/core/enums';

/** 'INF — Infantil' in Portuguese, 'INF — 12 and under' in English. */
export function getCategoryLabel(category: Category, language: string): string {
  const labels = CATEGORY_LABELS[category];
  return `${category} — ${language.startsWith('en') ? labels.en : labels.pt}`;
}

export function getCategoryOptions(language: string) {
  return CATEGORIES.map((category) => ({
    value: category,
    label: getCategoryLabel(category, language),
  }));
}
