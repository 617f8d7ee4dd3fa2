/**
 * Figure points added to an INF/JUV routine's grand total (ADR 012):
 * the mean of the overall figure scores of the routine's athletes (not its
 * reserves), matched by licence, 4 decimals half-up. They are derived from
 * the current figure results whenever a routine result is read, never kept:
 * a figure sheet saved or corrected after the routine's shows at once. An
 * athlete without a figure score yet is reported in missingLicences and the
 * figure points (so the grand total) are pending (null), never a 0.
 *
 * Only where the competition holds the category's figures event (ADR 062): a JUV routine of a
 * competition without 'Figuras' JUV in its order adds no figure points, and its grand total is
 * the routine's own (scheme value − listed penalties), said so on the sheet and the result list.
 */
import type { Ruleset } from '../ruleset/document.ts';
import type { Category, PenaltyName } from '../core/enums.ts';
import { FIGURE_CATEGORIES, isFigureCategory, isRoutineType } from '../core/enums.ts';
import { roundDecimal, sumDecimals, toDecimal } from '../core/decimal.ts';
import { computeGrandTotal, getListedPenaltyValue } from '../routine/scoring.ts';

export interface AthleteFigureScore {
  readonly licence: number;
  /** Overall figure score (Pontos of the figure result). */
  readonly score: number;
}

export interface RoutineFigurePoints {
  /**
   * Null while an athlete has no figure score (pending, like an incomplete sheet); 0 when the
   * competition holds no figures event of the category (`held` false).
   */
  readonly value: number | null;
  /**
   * Whether the figure points count: an INF/JUV routine of a competition that holds its
   * category's figures event (ADR 062). False for other categories.
   */
  readonly held: boolean;
  /** Per athlete with a figure score (ResultFig of the wire shape). */
  readonly perAthlete: readonly { licenca: number; valor: number }[];
  readonly missingLicences: readonly number[];
}

/** The order item of a competition's figures event: 'Figuras' of a category. */
const FIGURES_EVENT = 'Figuras';

/**
 * The INF/JUV categories whose figures event ('Figuras') is in the competition's order (ADR 062):
 * only their routines add figure points.
 */
export function listFigureCategoriesHeld(
  ordem: readonly { readonly Tipo: string; readonly Categoria: string }[],
): Category[] {
  return FIGURE_CATEGORIES.filter((category) =>
    ordem.some((o) => o.Tipo === FIGURES_EVENT && o.Categoria === category),
  );
}

/**
 * The INF/JUV routine events of an order (as typed on the form, so plain strings) whose category
 * has no figures event in it: their totals will be the routine's own, without figure points
 * (ADR 062). The competition form and the draw warn with them.
 */
export function listRoutinesWithoutFigures<
  T extends { readonly Tipo: string; readonly Categoria: string },
>(ordem: readonly T[]): T[] {
  const held = listFigureCategoriesHeld(ordem) as string[];
  return ordem.filter(
    (o) => isRoutineType(o.Tipo) && isFigureCategory(o.Categoria) && !held.includes(o.Categoria),
  );
}

/**
 * `held`: whether the competition holds the category's figures event (ADR 062); without it the
 * figure points are 0 and nothing is missing, whatever figure results the athletes have.
 */
export function computeFigurePoints(
  category: Category,
  athleteLicences: readonly number[],
  figureScores: readonly AthleteFigureScore[],
  held = true,
): RoutineFigurePoints {
  if (!isFigureCategory(category) || athleteLicences.length === 0 || !held) {
    return {
      value: 0,
      held: isFigureCategory(category) && held,
      perAthlete: [],
      missingLicences: [],
    };
  }
  const byLicence = new Map<number, number>();
  for (const s of figureScores) {
    // Keep the best score if an athlete appears twice (e.g. an extra sheet).
    const previous = byLicence.get(s.licence);
    if (previous === undefined || s.score > previous) byLicence.set(s.licence, s.score);
  }
  const missing: number[] = [];
  const perAthlete: { licenca: number; valor: number }[] = [];
  for (const licence of athleteLicences) {
    const score = byLicence.get(licence);
    if (score === undefined) missing.push(licence);
    else perAthlete.push({ licenca: licence, valor: score });
  }
  if (missing.length > 0) return { value: null, held: true, perAthlete, missingLicences: missing };
  const mean = sumDecimals(perAthlete.map((a) => a.valor)).div(perAthlete.length);
  return { value: roundDecimal(mean).toNumber(), held: true, perAthlete, missingLicences: [] };
}

/** The overall scores of figure results (a sheet without an overall yet brings none). */
export function listFigureScores(
  results: readonly {
    readonly Atleta: { readonly Licenca: number };
    readonly Pontos?: number | null | undefined;
  }[],
): AthleteFigureScore[] {
  return results.flatMap((r) =>
    r.Pontos === null || r.Pontos === undefined
      ? []
      : [{ licence: r.Atleta.Licenca, score: r.Pontos }],
  );
}

/** What applyFigurePoints reads of a routine result (scored as stored). */
export interface FigurePointsSheet {
  readonly Categoria: Category;
  readonly Atletas: readonly { readonly Licenca: number }[];
  readonly Valor_esquema?: number | null | undefined;
  readonly Penalties: readonly {
    readonly Name: PenaltyName;
    readonly Selected: boolean | number;
    readonly Value?: number | undefined;
  }[];
  readonly Valor_total?: number | null | undefined;
  readonly ResultFig?: readonly { licenca: number; valor: number }[] | undefined;
}

/**
 * A routine result with its figure points (ResultFig) and grand total (Valor_total) taken from
 * the current figure scores: scheme value − listed penalties + figure points, exactly what
 * recomputeRoutineResult gives with the same scores. Other categories come back as they are
 * (the same object). `heldCategories`: the figure categories whose figures event the competition
 * holds (listFigureCategoriesHeld of its order); a routine of another category adds none, its
 * grand total is the routine's own (ADR 062).
 */
export function applyFigurePoints<T extends FigurePointsSheet>(
  sheet: T,
  figureScores: readonly AthleteFigureScore[],
  ruleset: Ruleset,
  heldCategories: readonly Category[],
): T {
  if (!isFigureCategory(sheet.Categoria)) return sheet;
  const figurePoints = computeFigurePoints(
    sheet.Categoria,
    sheet.Atletas.map((a) => a.Licenca),
    figureScores,
    heldCategories.includes(sheet.Categoria),
  );
  const schemeValue = sheet.Valor_esquema ?? null;
  const listedPenalties = roundDecimal(
    sumDecimals(
      sheet.Penalties.map((p) =>
        toDecimal(Number(p.Selected)).times(p.Value ?? getListedPenaltyValue(p.Name, ruleset)),
      ),
    ),
  ).toNumber();
  const Valor_total =
    schemeValue === null || figurePoints.value === null
      ? null
      : computeGrandTotal({
          category: sheet.Categoria,
          schemeValue,
          listedPenalties,
          figurePoints: figurePoints.value,
        });
  return { ...sheet, ResultFig: figurePoints.perAthlete.map((a) => ({ ...a })), Valor_total };
}
