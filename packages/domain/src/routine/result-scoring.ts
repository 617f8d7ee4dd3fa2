/**
 * Recompute every derived field of a coach card result (ResultadosCC item)
 * from the judges' scores, counts and rules tables: what the server stores
 * whatever the client sent, and what the scoring screen shows live.
 */
import type { PanelSize } from '../core/enums.ts';
import type { FactorOverrides } from '../ruleset/factors.ts';
import { getArtisticRows, getCdFactor } from '../ruleset/factors.ts';
import type { Ruleset } from '../ruleset/document.ts';
import type { RoutineResultCreate } from './result-schema.ts';
import type { AthleteFigureScore } from '../figures/figure-points.ts';
import { computeFigurePoints } from '../figures/figure-points.ts';
import { scoreRoutine } from './scoring.ts';
import { readJudgeColumns } from '../core/trimmed-mean.ts';

export interface RecomputeRoutineOptions {
  readonly panelSize: PanelSize;
  /** The ruleset of the competition: factors and deductions. */
  readonly ruleset: Ruleset;
  readonly overrides?: FactorOverrides;
  /** Overall figure scores of the competition (INF/JUV figure points). */
  readonly figureScores?: readonly AthleteFigureScore[];
  /**
   * Whether the competition holds the figures event of the sheet's category (ADR 062); without
   * it an INF/JUV total is the routine's own. Default true: a sheet scored without figure scores
   * (as stored) has its grand total pending.
   */
  readonly figuresHeld?: boolean;
}

type RoutineResultBody = Omit<RoutineResultCreate, 'version'>;

export function recomputeRoutineResult<T extends RoutineResultBody>(
  result: T,
  options: RecomputeRoutineOptions,
): T {
  const { ruleset, overrides } = options;
  const deductions = ruleset.deductions;

  // Elements without a CD (TRA, SuCon) are not judged: they score nothing.
  const elementRows = result.Resultados_el.map((row) => ({
    row,
    cd: getCdFactor(row.Elemento, result.Esquema, result.Categoria, ruleset, overrides),
  }));
  const judged = elementRows.filter((e) => e.cd !== null);

  // Artistic rows come from the rules table; judges' scores are matched by Name.
  const artisticDefinitions = getArtisticRows(result.Esquema, result.Categoria, ruleset, overrides);
  const artisticRows = artisticDefinitions.map((def) => {
    const sent = result.Resultado_Coreografia.find((r) => r.Name === def.name);
    return { def, sent };
  });

  const figurePoints = computeFigurePoints(
    result.Categoria,
    result.Atletas.map((a) => a.Licenca),
    options.figureScores ?? [],
    options.figuresHeld ?? true,
  );

  const score = scoreRoutine({
    category: result.Categoria,
    routine: result.Esquema,
    panelSize: options.panelSize,
    elements: judged.map((e) => ({
      dd: e.row.FP_val,
      cd: e.cd?.value ?? 0,
      scores: readJudgeColumns(e.row),
      omitted: e.row.FP === 'Omitido',
    })),
    errors: {
      simple: result.Erros.Simples,
      obvious: result.Erros.Obvio,
      major: result.Erros.Maior,
    },
    extraPenaltyUnits: result.Penalty.Selected,
    artistic: artisticRows.map((a) => ({
      factor: a.def.factor.value,
      scores: a.sent === undefined ? [] : readJudgeColumns(a.sent),
    })),
    listedPenalties: result.Penalties.map((p) => ({
      name: p.Name,
      count: typeof p.Selected === 'boolean' ? Number(p.Selected) : p.Selected,
    })),
    figurePoints: figurePoints.value ?? 0,
    ruleset,
  });

  let judgedIndex = 0;
  const Resultados_el = elementRows.map(({ row, cd }) => {
    if (cd === null) return { ...row, CD: 0, Media: null, Pontos: 0 };
    const scored = score.elements[judgedIndex++];
    return { ...row, CD: cd.value, Media: scored?.mean ?? null, Pontos: scored?.points ?? null };
  });

  const Resultado_Coreografia = artisticRows.map((a, i) => ({
    ...(a.sent ?? {}),
    Name: a.def.name,
    FP_val: a.def.factor.value,
    Media: score.artistic[i]?.mean ?? null,
    Pontos: score.artistic[i]?.points ?? null,
  }));

  return {
    ...result,
    Resultados_el,
    Total_el: score.elementsTotal,
    TotalErros: score.errorsTotal,
    Penalty: { ...result.Penalty, Value: deductions.extraPenaltyUnit },
    Resultado_Coreografia,
    Total_impress: score.artisticTotal,
    Valor_esquema: score.schemeValue,
    Penalties: result.Penalties.map((p) => ({
      ...p,
      Value: deductions.listedPenalties[p.Name],
    })),
    // Pending while an athlete has no figure score yet (never counted as 0).
    Valor_total: figurePoints.value === null ? null : score.grandTotal,
    ResultFig: figurePoints.perAthlete.map((a) => ({ ...a })),
  };
}
