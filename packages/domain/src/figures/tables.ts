/**
 * Figures with DD per category (INF = 12 and under, JUV = Youth), World
 * Aquatics 2022-2025 cycle (source: insidesynchro.org/figures, copied from
 * rules/figures.json). Junior, Senior and Masters swim technical elements
 * instead (see technical-elements.ts).
 */
import type { Category } from '../core/enums.ts';
import type { Ruleset } from '../ruleset/document.ts';

export interface FigureRow {
  readonly name: string;
  readonly dd: number;
  /** 'compulsory', 'optional 1'..'optional 3' (INF) or 'A1'..'C6' (JUV section + group). */
  readonly group: string;
  readonly figureNumber: string | null;
}

export const FIGURES_INF_2022: readonly FigureRow[] = [
  { name: 'Straight Ballet Leg', dd: 1.6, group: 'compulsory', figureNumber: '106' },
  { name: 'Barracuda', dd: 1.8, group: 'compulsory', figureNumber: '301' },
  { name: 'Front Ariana', dd: 2.2, group: 'optional 1', figureNumber: '359' },
  { name: 'Tower', dd: 1.9, group: 'optional 1', figureNumber: '348' },
  { name: 'Water Drop', dd: 1.8, group: 'optional 2', figureNumber: '363' },
  { name: 'Swordfish', dd: 2.1, group: 'optional 2', figureNumber: '401' },
  { name: 'Kip', dd: 1.6, group: 'optional 3', figureNumber: '311' },
  { name: 'Swanita Spinning 180°', dd: 1.9, group: 'optional 3', figureNumber: '227d' },
];

export const FIGURES_JUV_2022: readonly FigureRow[] = [
  { name: 'Flamingo Bent Knee, Twist Spin', dd: 2.9, group: 'A1', figureNumber: null },
  { name: 'Cyclone, Open 180°', dd: 2.6, group: 'A1', figureNumber: '437' },
  { name: 'Barracuda Airborne Split Spin Up 180°', dd: 2.9, group: 'A2', figureNumber: null },
  { name: 'Swordfish Straight Leg Ariana Rotation', dd: 2.6, group: 'A2', figureNumber: null },
  { name: 'Whip Continuous Spin 720°', dd: 3.0, group: 'B3', figureNumber: null },
  { name: 'Saturn', dd: 2.5, group: 'B3', figureNumber: null },
  { name: 'Venus', dd: 3.0, group: 'B4', figureNumber: null },
  { name: 'Albatross Spin Up 360°', dd: 2.5, group: 'B4', figureNumber: null },
  { name: 'Rio Straight Leg', dd: 3.1, group: 'C5', figureNumber: null },
  { name: 'Walkover Back Closing 360°', dd: 2.4, group: 'C5', figureNumber: null },
  { name: 'Ipanema Spinning 180°', dd: 3.1, group: 'C6', figureNumber: null },
  { name: 'Kip Combined Spin', dd: 2.4, group: 'C6', figureNumber: null },
];

/** Figures of a category (empty for JUN, ABS, MAS). */
export function listFigures(category: Category, ruleset: Ruleset): readonly FigureRow[] {
  return ruleset.figures.categories[category] ?? [];
}
