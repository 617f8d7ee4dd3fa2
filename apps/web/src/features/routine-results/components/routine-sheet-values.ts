/**
 * The routine scoring sheet as the page holds it (typed cells), built from the coach card or a
 * saved result, and turned into the body the server expects (checkRoutineSheet: the card's
 * elements, in order; judge columns only within the competition's panel).
 */
import type { ElementName, PanelSize, PenaltyName, RoutineCall } from '@artistic/domain/core/enums';
import {
  MISSING_ATHLETE_PENALTY,
  NO_GROUP,
  PENALTY_NAMES,
  isFigureCategory,
} from '@artistic/domain/core/enums';
import {
  getCalledElementValues,
  getRoutineSheetEntry,
  toPanelSize,
} from '@artistic/domain/score-sheet/checks';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import type { ArtisticRowDefinition, Factor } from '@artistic/domain/ruleset/factors';
import { getArtisticRows, getCdFactor } from '@artistic/domain/ruleset/factors';
import { getMaxPenaltyCount } from '@artistic/domain/routine/penalties';
import type { CoachCard } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import type { RoutineResult } from '@artistic/domain/routine/result-schema';
import {
  getAllowedCalls,
  isCallAllowed,
  readRoutineCall,
} from '@artistic/domain/routine/controller-call';
import type { AthleteFigureScore } from '@artistic/domain/figures/figure-points';
import { listFigureCategoriesHeld, listFigureScores } from '@artistic/domain/figures/figure-points';
import { hasMajorErrors } from '@artistic/domain/routine/scoring';
import type { CellValue, ScoreBounds } from '../../../components/score-cell';
import { cellNumber, getJudgeMarkBounds, scoreCellProblem } from '../../../components/score-cell';
import type { RoutineSheetBody } from '../api';
import { formatDecimalIn, formatScoreIn } from '../../../lib/score-format';

export const JUDGE_COLUMNS = ['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7'] as const;
export type JudgeColumn = (typeof JUDGE_COLUMNS)[number];

/** Synchronisation errors and the extra penalty: whole counts 0..100 (penaltyCountSchema). */
export const COUNT_BOUNDS: ScoreBounds = { min: 0, max: 100, step: 1 };
/** 'Número de elementos': a count 0..4. */
export const MISSING_ATHLETES_BOUNDS: ScoreBounds = {
  min: 0,
  max: getMaxPenaltyCount(MISSING_ATHLETE_PENALTY),
  step: 1,
};
/** The listed penalties that are ticked (all but 'Número de elementos'). */
export const CHECKBOX_PENALTIES: readonly PenaltyName[] = PENALTY_NAMES.filter(
  (name) => name !== MISSING_ATHLETE_PENALTY,
);

export interface SheetElement {
  readonly name: ElementName;
  readonly group: string;
  /** Declared difficulty and bonus codes, as the card lists them. */
  readonly codes: string;
  readonly baseMark: number;
  /** The element's declared total (the FP value when performed as declared). */
  readonly value: number;
  /** The technical controllers' calls this element allows ('Declarado' first). */
  readonly calls: readonly RoutineCall[];
  /** Null when the element is not judged in this routine and category (TRA, SuCon). */
  readonly cd: Factor | null;
}

/** What the sheet is about; fixed while the page is open. */
export interface SheetContext {
  readonly cardId: string;
  readonly competitionId: string;
  readonly card: CoachCard;
  readonly panel: PanelSize;
  readonly judges: readonly JudgeColumn[];
  /** 1 to 10 at the routine panel's step (ADR 027). */
  readonly markBounds: ScoreBounds;
  readonly elements: readonly SheetElement[];
  readonly artistic: readonly ArtisticRowDefinition[];
  readonly hasMajorErrors: boolean;
  readonly addsFigurePoints: boolean;
  /**
   * Whether the competition holds the figures event of the card's category (ADR 062): without
   * it an INF/JUV routine adds no figure points and its total is the routine's own.
   */
  readonly figuresHeld: boolean;
  readonly figureScores: readonly AthleteFigureScore[];
  /** The competition's ruleset (issue 16): factors, deductions and penalties. */
  readonly ruleset: Ruleset;
}

/** What the person types. Judge rows hold the panel's columns only. */
export interface SheetValues {
  readonly elements: readonly (readonly CellValue[])[];
  /** The technical controllers' call on each element. */
  readonly calls: readonly RoutineCall[];
  readonly artistic: readonly (readonly CellValue[])[];
  readonly simple: CellValue;
  readonly obvious: CellValue;
  readonly major: CellValue;
  readonly extraPenalty: CellValue;
  readonly missingAthletes: CellValue;
  readonly ticked: Readonly<Partial<Record<PenaltyName, boolean>>>;
  readonly extra: boolean;
}

function joinCodes(codes: readonly { Codigo_cc: string }[]): string {
  return codes
    .map((code) => code.Codigo_cc.trim())
    .filter((code) => code !== '')
    .join(' ');
}

export function buildSheetContext(
  card: CoachCard,
  competition: Competition,
  ruleset: Ruleset,
): SheetContext {
  const panel = toPanelSize(competition.JuizesCoachCard);
  return {
    cardId: card._id,
    competitionId: competition._id,
    card,
    panel,
    judges: JUDGE_COLUMNS.slice(0, panel),
    markBounds: getJudgeMarkBounds(competition.PassoCoachCard),
    elements: card.Elementos.map((element) => ({
      name: element.Elemento,
      group: element.Grupo === NO_GROUP ? '' : element.Grupo,
      codes: [joinCodes(element.Dificuldade_declarada), joinCodes(element.Bonus)]
        .filter((codes) => codes !== '')
        .join(' + '),
      baseMark: element.Nota_base,
      value: element.Total,
      calls: getAllowedCalls(element.Elemento),
      cd: getCdFactor(element.Elemento, card.Esquema, card.Categoria, ruleset),
    })),
    artistic: getArtisticRows(card.Esquema, card.Categoria, ruleset),
    ruleset,
    hasMajorErrors: hasMajorErrors(card.Categoria),
    addsFigurePoints: isFigureCategory(card.Categoria),
    figuresHeld: listFigureCategoriesHeld(competition.Ordem).includes(card.Categoria),
    figureScores: listFigureScores(competition.Resultados.ResultadosFiguras),
  };
}

type JudgeRow = Partial<Record<JudgeColumn, number | null | undefined>>;

function readJudges(row: JudgeRow | undefined, judges: readonly JudgeColumn[]): CellValue[] {
  return judges.map((judge) => row?.[judge] ?? null);
}

function count(value: boolean | number | undefined): number {
  return typeof value === 'boolean' ? Number(value) : (value ?? 0);
}

export interface BuiltSheet {
  readonly values: SheetValues;
  /** The saved result's elements are not the card's any more: its element marks were dropped. */
  readonly elementsChanged: boolean;
}

/** A blank sheet from the card, or the saved result's marks. */
export function buildSheetValues(context: SheetContext, saved: RoutineResult | null): BuiltSheet {
  const { judges } = context;
  const savedElements = saved?.Resultados_el ?? [];
  const elementsChanged =
    saved !== null &&
    (savedElements.length !== context.elements.length ||
      savedElements.some((row, i) => row.Elemento !== context.elements[i]?.name));
  const penalty = (name: PenaltyName) =>
    count(saved?.Penalties.find((p) => p.Name === name)?.Selected);
  return {
    elementsChanged,
    values: {
      elements: context.elements.map((element, i) =>
        element.cd === null
          ? []
          : readJudges(elementsChanged ? undefined : savedElements[i], judges),
      ),
      calls: context.elements.map((element, i) => {
        const call = readRoutineCall(elementsChanged ? undefined : savedElements[i]?.FP);
        return isCallAllowed(element.name, call) ? call : 'Declarado';
      }),
      artistic: context.artistic.map((row) =>
        readJudges(
          saved?.Resultado_Coreografia.find((sent) => sent.Name === row.name),
          judges,
        ),
      ),
      simple: saved?.Erros.Simples ?? 0,
      obvious: saved?.Erros.Obvio ?? 0,
      major: context.hasMajorErrors ? (saved?.Erros.Maior ?? 0) : 0,
      extraPenalty: saved?.Penalty.Selected ?? 0,
      missingAthletes: penalty(MISSING_ATHLETE_PENALTY),
      ticked: Object.fromEntries(CHECKBOX_PENALTIES.map((name) => [name, penalty(name) > 0])),
      extra: saved?.Extra ?? false,
    },
  };
}

function toJudgeColumns(
  cells: readonly CellValue[],
  judges: readonly JudgeColumn[],
  bounds: ScoreBounds,
): Partial<Record<JudgeColumn, number | null>> {
  return Object.fromEntries(
    judges.map((judge, i) => [judge, cellNumber(cells[i] ?? null, bounds)]),
  );
}

function countOf(value: CellValue, bounds: ScoreBounds): number {
  return cellNumber(value, bounds) ?? 0;
}

/** The body of POST/PUT: the card's elements in order, the marks typed, the counts. */
export function toSheetBody(context: SheetContext, values: SheetValues): RoutineSheetBody {
  const { card, judges } = context;
  return {
    // The event, club and people as the server takes them from the card.
    ...getRoutineSheetEntry(card),
    Extra: values.extra,
    Resultados_el: context.elements.map((element, i) => ({
      Elemento: element.name,
      Grupo: element.group,
      // FP, BM, DD and FP_val as the server fills them from the card and the call.
      ...getCalledElementValues(values.calls[i], {
        Nota_base: element.baseMark,
        Total: element.value,
      }),
      ...(element.cd === null
        ? {}
        : toJudgeColumns(values.elements[i] ?? [], judges, context.markBounds)),
    })),
    Erros: {
      Simples: countOf(values.simple, COUNT_BOUNDS),
      Obvio: countOf(values.obvious, COUNT_BOUNDS),
      Maior: context.hasMajorErrors ? countOf(values.major, COUNT_BOUNDS) : 0,
    },
    Penalty: { Selected: countOf(values.extraPenalty, COUNT_BOUNDS) },
    Resultado_Coreografia: context.artistic.map((row, i) => ({
      Name: row.name,
      ...toJudgeColumns(values.artistic[i] ?? [], judges, context.markBounds),
    })),
    Penalties: PENALTY_NAMES.map((name) => ({
      Name: name,
      Selected:
        name === MISSING_ATHLETE_PENALTY
          ? countOf(values.missingAthletes, MISSING_ATHLETES_BOUNDS)
          : values.ticked[name]
            ? 1
            : 0,
    })),
    comp_id: context.competitionId,
    coach_card_id: context.cardId,
  };
}

/** Where a cell is, to name it in messages. */
export type CellPlace =
  | { kind: 'element'; row: number; judge: JudgeColumn }
  | { kind: 'artistic'; row: number; judge: JudgeColumn }
  | { kind: 'count'; field: 'simple' | 'obvious' | 'major' | 'extraPenalty' | 'missingAthletes' };

export interface CellProblem {
  readonly place: CellPlace;
  /** i18n key of what is wrong. */
  readonly message: string;
  readonly bounds: ScoreBounds;
}

export const COUNT_FIELDS = [
  'simple',
  'obvious',
  'major',
  'extraPenalty',
  'missingAthletes',
] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

export function getCountBounds(field: CountField): ScoreBounds {
  return field === 'missingAthletes' ? MISSING_ATHLETES_BOUNDS : COUNT_BOUNDS;
}

/** Every cell that holds something the server would refuse (saving is blocked meanwhile). */
export function findCellProblems(context: SheetContext, values: SheetValues): CellProblem[] {
  const problems: CellProblem[] = [];
  const judgeRows = (kind: 'element' | 'artistic', rows: SheetValues['elements']) =>
    rows.forEach((row, r) =>
      row.forEach((value, j) => {
        const message = scoreCellProblem(value, context.markBounds);
        const judge = context.judges[j];
        if (message && judge)
          problems.push({ place: { kind, row: r, judge }, message, bounds: context.markBounds });
      }),
    );
  judgeRows('element', values.elements);
  judgeRows('artistic', values.artistic);
  for (const field of COUNT_FIELDS) {
    if (field === 'major' && !context.hasMajorErrors) continue;
    const bounds = getCountBounds(field);
    const message = scoreCellProblem(values[field], bounds);
    if (message) problems.push({ place: { kind: 'count', field }, message, bounds });
  }
  return problems;
}

/**
 * Judges' marks still empty (the sheet can be saved; its totals stay empty). An element called
 * 'Omitido' scores 0 whatever its marks: its empty cells are not missing.
 */
export function countMissingMarks(values: SheetValues): number {
  const elements = values.elements.filter((_, i) => values.calls[i] !== 'Omitido');
  return [...elements, ...values.artistic].flat().filter((value) => value === null || value === '')
    .length;
}

/** formatScore with the language's decimal separator: '14,7000' in Portuguese. */
export function formatSheetScore(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '—';
  return formatScoreIn(value, language);
}

/** A factor or unit value as written in the rules: '0,5', '1,6', '8'. */
export function formatFactor(value: number, language: string): string {
  return formatDecimalIn(value, language);
}
