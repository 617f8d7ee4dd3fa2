/**
 * Result list model (spec /resultList): for each event of the order with
 * the results flag, its ranked rows. Plain data: screens and PDFs render it
 * without computing anything.
 */
import type { Ruleset } from '../ruleset/document.ts';
import type { Category, EventType, PanelSize, RoutineCall, ScoreStep } from '../core/enums.ts';
import { DEFAULT_SCORE_STEP, isFigureCategory, isFigureEvent } from '../core/enums.ts';
import type { FigureResultRow } from '../figures/result-schema.ts';
import type {
  ArtisticResultRow,
  ListedPenalty,
  RoutineElementResult,
} from '../routine/result-schema.ts';
import { readRoutineCall } from '../routine/controller-call.ts';
import { multiplyDecimals, roundScore, sumDecimals, sumScores } from '../core/decimal.ts';
import {
  applyFigurePoints,
  computeFigurePoints,
  listFigureCategoriesHeld,
  listFigureScores,
} from '../figures/figure-points.ts';
import { rankEntries } from './ranking.ts';
import { hasMajorErrors } from '../routine/scoring.ts';
import { readJudgeColumns } from '../core/trimmed-mean.ts';
import type { JudgeScore } from '../core/trimmed-mean.ts';

export interface ResultListCompetition {
  readonly Nome: string;
  readonly Ordem: readonly {
    readonly Tipo: EventType;
    readonly Categoria: Category;
    readonly Resultado: boolean;
  }[];
  readonly JuizesFiguras: number;
  readonly JuizesCoachCard: number;
  /** The step of each panel's marks (ADR 027); without it 0.1, as a stored competition reads. */
  readonly PassoFiguras?: ScoreStep | undefined;
  readonly PassoCoachCard?: ScoreStep | undefined;
}

export interface FigureResultInput {
  readonly Categoria: Category;
  readonly Esquema: EventType;
  readonly Clube: string;
  readonly Atleta: { readonly Nome: string; readonly Licenca: number };
  readonly Resultados_fig: readonly FigureResultRow[];
  readonly Pontos?: number | null | undefined;
  readonly Extra: boolean;
}

export interface RoutineResultInput {
  readonly Categoria: Category;
  readonly Esquema: EventType;
  readonly Clube: string;
  readonly Extra: boolean;
  readonly Atletas: readonly { readonly Nome: string; readonly Licenca: number }[];
  /** The coach card the routine was swum from: the entry's key on the result list. */
  readonly coach_card_id?: string | undefined;
  readonly Resultados_el: readonly RoutineElementResult[];
  readonly Total_el?: number | null | undefined;
  readonly Erros: { readonly Simples: number; readonly Obvio: number; readonly Maior: number };
  readonly TotalErros?: number | undefined;
  readonly Penalty: { readonly Selected: number; readonly Value?: number | undefined };
  readonly Resultado_Coreografia: readonly ArtisticResultRow[];
  readonly Total_impress?: number | null | undefined;
  readonly Valor_esquema?: number | null | undefined;
  readonly Penalties: readonly ListedPenalty[];
  /** Other categories: as stored. INF/JUV: derived with the figure points of its block's `figures`. */
  readonly Valor_total?: number | null | undefined;
}

export interface ScoredLine {
  readonly name: string;
  readonly scores: readonly JudgeScore[];
  readonly mean: number | null;
  readonly points: number | null;
}

/** What every result list row shows before its scores: the place and who swam. */
export interface ResultListRowBase {
  /** The entry's key (figureEntryKey, routineEntryKey). */
  readonly entry: string;
  readonly position: number | null;
  readonly label: string;
  readonly extra: boolean;
  readonly names: readonly string[];
  readonly name: string;
  readonly club: string;
}

export interface FigureResultListRow extends ResultListRowBase {
  readonly figures: readonly (ScoredLine & { readonly dd: number; readonly penalty: number })[];
  readonly penalties: number;
  readonly total: number | null;
}

export interface RoutineResultListRow extends ResultListRowBase {
  /** dd: the value scored; call: the controllers' call ('NB', 'Omitido' explain a lower dd). */
  readonly elements: readonly (ScoredLine & {
    readonly dd: number;
    readonly cd: number | null;
    readonly call: RoutineCall;
  })[];
  readonly elementsTotal: number | null;
  /** The extra penalty: units × value each = points deducted. */
  readonly extraPenalty: {
    readonly count: number;
    readonly value: number;
    readonly points: number;
  };
  /** Simple, obvious and (not for MAS) major synchronisation errors. */
  readonly errors: readonly { readonly name: string; readonly count: number }[];
  readonly errorsTotal: number;
  readonly artistic: readonly ScoredLine[];
  readonly artisticTotal: number | null;
  readonly schemeValue: number | null;
  /** The listed penalties selected, each count × value = points. */
  readonly penalties: readonly {
    readonly name: string;
    readonly count: number;
    readonly value: number;
    readonly points: number;
  }[];
  /** The points of all listed penalties together. */
  readonly penaltiesTotal: number;
  /**
   * INF/JUV only (else null): the mean of the athletes' current figure totals, null while one
   * is missing; `missing` names the athletes without a figure total yet. `held` false: the
   * competition holds no figures event of the category, none count (value 0, ADR 062).
   */
  readonly figurePoints: {
    readonly value: number | null;
    readonly missing: readonly string[];
    readonly held: boolean;
  } | null;
  /** Null while the sheet is incomplete or its figure points are missing. */
  readonly total: number | null;
}

export type ResultListBlock =
  | {
      readonly Ordem: number;
      readonly Categoria: Category;
      readonly Prova: EventType;
      readonly kind: 'figures';
      readonly judgeCount: number;
      /** The step of the panel's marks: the lists show every mark with its decimals (issue 38). */
      readonly step: ScoreStep;
      readonly rows: readonly FigureResultListRow[];
    }
  | {
      readonly Ordem: number;
      readonly Categoria: Category;
      readonly Prova: EventType;
      readonly kind: 'routine';
      readonly judgeCount: number;
      readonly step: ScoreStep;
      readonly rows: readonly RoutineResultListRow[];
    };

function toPanel(n: number): PanelSize {
  return n >= 7 ? 7 : n === 6 ? 6 : 5;
}

function panelScores(row: Parameters<typeof readJudgeColumns>[0], panel: PanelSize) {
  return readJudgeColumns(row).slice(0, panel);
}

/** A penalty as the list prints it: count × value = points (4 decimals). */
function countedPenalty(count: number, value: number) {
  return { count, value, points: roundScore(multiplyDecimals([count, value])) };
}

/** The listed penalties a routine was given (unselected ones left out) and their total. */
function listedPenaltiesOf(
  entry: RoutineResultInput,
): Pick<RoutineResultListRow, 'penalties' | 'penaltiesTotal'> {
  const penalties = entry.Penalties.filter((p) => p.Selected !== false && p.Selected !== 0).map(
    (p) => ({
      name: p.Name,
      ...countedPenalty(typeof p.Selected === 'boolean' ? 1 : p.Selected, p.Value ?? 0),
    }),
  );
  return {
    penalties,
    penaltiesTotal: roundScore(
      sumDecimals(penalties.map((p) => multiplyDecimals([p.count, p.value]))),
    ),
  };
}

/** What one block of the result list is made of: its event and the results entered in it. */
export type ResultListBlockInput =
  | {
      readonly Ordem: number;
      readonly Categoria: Category;
      readonly Prova: EventType;
      readonly kind: 'figures';
      readonly panel: PanelSize;
      readonly step: ScoreStep;
      readonly entries: readonly FigureResultInput[];
    }
  | {
      readonly Ordem: number;
      readonly Categoria: Category;
      readonly Prova: EventType;
      readonly kind: 'routine';
      readonly panel: PanelSize;
      readonly step: ScoreStep;
      readonly entries: readonly RoutineResultInput[];
      /** INF/JUV: the figure results of the entries' athletes (their figure points). */
      readonly figures: readonly FigureResultInput[];
      /**
       * INF/JUV: whether the competition holds the category's figures event (ADR 062); without
       * it the routines add no figure points (and `figures` is empty). False for the others.
       */
      readonly figuresHeld: boolean;
      /** The competition's ruleset (the listed penalties' values). */
      readonly ruleset: Ruleset;
    };

/**
 * The inputs of each block, in the order of the events with the results flag. A block depends
 * on nothing else: a caller may keep built blocks and rebuild only those whose inputs changed.
 */
export function resultListBlockInputs(
  competition: ResultListCompetition,
  figureResults: readonly FigureResultInput[],
  routineResults: readonly RoutineResultInput[],
  ruleset: Ruleset,
): ResultListBlockInput[] {
  const inputs: ResultListBlockInput[] = [];
  const held: readonly Category[] = listFigureCategoriesHeld(competition.Ordem);
  competition.Ordem.forEach((order, index) => {
    if (!order.Resultado) return;
    const base = { Ordem: index + 1, Categoria: order.Categoria, Prova: order.Tipo };
    const inEvent = (r: { Categoria: Category; Esquema: EventType }) =>
      r.Categoria === order.Categoria && r.Esquema === order.Tipo;
    if (isFigureEvent(order.Tipo)) {
      inputs.push({
        ...base,
        kind: 'figures',
        panel: toPanel(competition.JuizesFiguras),
        step: competition.PassoFiguras ?? DEFAULT_SCORE_STEP,
        entries: figureResults.filter(inEvent),
      });
    } else {
      const entries = routineResults.filter(inEvent);
      const athletes = new Set(entries.flatMap((r) => r.Atletas.map((a) => a.Licenca)));
      const figuresHeld = isFigureCategory(order.Categoria) && held.includes(order.Categoria);
      inputs.push({
        ...base,
        kind: 'routine',
        panel: toPanel(competition.JuizesCoachCard),
        step: competition.PassoCoachCard ?? DEFAULT_SCORE_STEP,
        entries,
        figures: figuresHeld ? figureResults.filter((f) => athletes.has(f.Atleta.Licenca)) : [],
        figuresHeld,
        ruleset,
      });
    }
  });
  return inputs;
}

/**
 * The rows of a block: its entries ranked by total (extras after the others), each with its
 * place and what `toRow` shows of it.
 */
function rankRows<E extends { readonly Extra: boolean }, R>(
  entries: readonly E[],
  getTotal: (entry: E) => number | null,
  toRow: (entry: E) => R,
) {
  return rankEntries(entries, getTotal, (entry) => entry.Extra).map(
    ({ entry, position, label }) => ({ position, label, extra: entry.Extra, ...toRow(entry) }),
  );
}

/** One block of the result list: its results ranked, every line as the sheets show it. */
export function buildResultListBlock(input: ResultListBlockInput): ResultListBlock {
  const { panel, step } = input;
  const base = { Ordem: input.Ordem, Categoria: input.Categoria, Prova: input.Prova };
  if (input.kind === 'figures') {
    return {
      ...base,
      kind: 'figures',
      judgeCount: panel,
      step,
      rows: rankRows(
        input.entries,
        (entry) => entry.Pontos ?? null,
        (entry) => ({
          entry: figureEntryKey(entry.Atleta.Licenca),
          names: [entry.Atleta.Nome],
          name: entry.Atleta.Nome,
          club: entry.Clube,
          figures: entry.Resultados_fig.map((f) => ({
            name: f.Name,
            dd: f.FP_val,
            scores: panelScores(f, panel),
            mean: f.Media ?? null,
            points: f.Pontos ?? null,
            penalty: f.Penalties ?? 0,
          })),
          penalties: sumScores(entry.Resultados_fig.map((f) => f.Penalties ?? 0)),
          total: entry.Pontos ?? null,
        }),
      ),
    };
  }
  const figureScores = listFigureScores(input.figures);
  const heldCategories = input.figuresHeld ? [input.Categoria] : [];
  const entries = input.entries.map((entry) =>
    applyFigurePoints(entry, figureScores, input.ruleset, heldCategories),
  );
  const figurePointsOf = (entry: RoutineResultInput): RoutineResultListRow['figurePoints'] => {
    if (!isFigureCategory(entry.Categoria)) return null;
    const points = computeFigurePoints(
      entry.Categoria,
      entry.Atletas.map((a) => a.Licenca),
      figureScores,
      heldCategories.includes(entry.Categoria),
    );
    const missing = new Set(points.missingLicences);
    return {
      value: points.value,
      missing: entry.Atletas.filter((a) => missing.has(a.Licenca)).map((a) => a.Nome),
      held: points.held,
    };
  };
  return {
    ...base,
    kind: 'routine',
    judgeCount: panel,
    step,
    rows: rankRows(
      entries,
      (entry) => entry.Valor_total ?? null,
      (entry) => ({
        entry: routineEntryKey(entry),
        names: entry.Atletas.map((a) => a.Nome),
        name: entry.Atletas.map((a) => a.Nome).join(', '),
        club: entry.Clube,
        elements: entry.Resultados_el.map((e) => ({
          name: e.Elemento,
          dd: e.FP_val,
          cd: e.CD ?? null,
          call: readRoutineCall(e.FP),
          scores: panelScores(e, panel),
          mean: e.Media ?? null,
          points: e.Pontos ?? null,
        })),
        elementsTotal: entry.Total_el ?? null,
        extraPenalty: countedPenalty(entry.Penalty.Selected, entry.Penalty.Value ?? 0.5),
        errors: [
          { name: 'Erros Simples', count: entry.Erros.Simples },
          { name: 'Erros Obvio', count: entry.Erros.Obvio },
          ...(hasMajorErrors(entry.Categoria)
            ? [{ name: 'Erros Maior', count: entry.Erros.Maior }]
            : []),
        ],
        errorsTotal: entry.TotalErros ?? 0,
        artistic: entry.Resultado_Coreografia.map((a) => ({
          name: a.Name,
          scores: panelScores(a, panel),
          mean: a.Media ?? null,
          points: a.Pontos ?? null,
        })),
        artisticTotal: entry.Total_impress ?? null,
        schemeValue: entry.Valor_esquema ?? null,
        ...listedPenaltiesOf(entry),
        figurePoints: figurePointsOf(entry),
        total: entry.Valor_total ?? null,
      }),
    ),
  };
}

/** A figure entry's key on the result list (inquiries and corrections name it): its licence. */
export const figureEntryKey = (licence: number): string => `fig:${licence}`;

/** A routine's key on the result list: its coach card (else its athletes' licences). */
export const routineEntryKey = (entry: {
  readonly coach_card_id?: string | undefined;
  readonly Atletas: readonly { readonly Licenca: number }[];
}): string =>
  entry.coach_card_id
    ? `cc:${entry.coach_card_id}`
    : `cc:${entry.Atletas.map((a) => a.Licenca).join('-')}`;

export function buildResultList(
  competition: ResultListCompetition,
  figureResults: readonly FigureResultInput[],
  routineResults: readonly RoutineResultInput[],
  ruleset: Ruleset,
): ResultListBlock[] {
  return resultListBlockInputs(competition, figureResults, routineResults, ruleset).map(
    buildResultListBlock,
  );
}
