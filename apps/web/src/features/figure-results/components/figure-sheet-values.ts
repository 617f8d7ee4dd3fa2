import type { Category, FigureEventType, PanelSize, ScoreStep } from '@artistic/domain/core/enums';
import { CATEGORIES, isFigureEvent } from '@artistic/domain/core/enums';
import { getJudgeColumns, isFigurePenaltyShown } from '@artistic/domain/core/forms';
import type { Competition, StartListBlock, StartSlot } from '@artistic/domain/competition/schema';
import type { FigureResult, FigureResultRow } from '@artistic/domain/figures/result-schema';
import { figurePenaltySchema } from '@artistic/domain/figures/result-schema';
import type { FigureSheetScore } from '@artistic/domain/figures/scoring';
import { scoreFigureSheet } from '@artistic/domain/figures/scoring';
import type { JudgeColumn } from '@artistic/domain/core/trimmed-mean';
import type { CellValue } from '../../../components/score-cell';
import { cellNumber, getJudgeMarkBounds, scoreCellProblem } from '../../../components/score-cell';
import type { FigureResultBody } from '../api';

/** A penalty as typed: a number, '' when empty (no penalty), or the raw text when not a number. */
export type PenaltyValue = number | string;

/** One figure of the sheet on screen: the marks of the panel's judges (J1..Jn) as typed. */
export interface SheetRow {
  Name: string;
  FP_val: number;
  marks: CellValue[];
  penalty: PenaltyValue;
}

/** The figure sheet of one athlete, as the admin edits it. */
export interface FigureSheet {
  /** Null until the sheet is saved for the first time. */
  id: string | null;
  version: number | null;
  Categoria: Category;
  Esquema: FigureEventType;
  Number: number;
  Clube: string;
  Atleta: { Licenca: number; Nome: string; Ano: number };
  Extra: boolean;
  rows: SheetRow[];
}

/** A figure/technical-elements block of the start list. */
export type FigureBlock = StartListBlock & { Prova: FigureEventType };

function isFigureBlock(block: StartListBlock): block is FigureBlock {
  return isFigureEvent(block.Prova);
}

/** The figures (or technical elements) block of each category that has one, in category order. */
export function listFigureBlocks(competition: Competition): FigureBlock[] {
  const blocks = competition.StartList.filter(isFigureBlock);
  return CATEGORIES.flatMap((category) => {
    const block = blocks.find((b) => b.Categoria === category);
    return block ? [block] : [];
  });
}

/** Start slots that have an athlete, in start order. */
export function listSlots(block: FigureBlock): StartSlot[] {
  return block.Atletas_start.filter((slot) => slot.Atletas.length > 0).sort(
    (a, b) => a.Numero - b.Numero,
  );
}

export function findSlot(block: FigureBlock, number: number): StartSlot | undefined {
  return listSlots(block).find((slot) => slot.Numero === number);
}

/** The start number after `number` in the block, or null after the last one. */
export function findNextNumber(block: FigureBlock, number: number): number | null {
  return listSlots(block).find((slot) => slot.Numero > number)?.Numero ?? null;
}

/** The saved sheet of a start number in a block, if there is one. */
export function findSavedResult(
  results: readonly FigureResult[],
  block: FigureBlock,
  number: number,
): FigureResult | undefined {
  return results.find(
    (r) => r.Categoria === block.Categoria && r.Esquema === block.Prova && r.Number === number,
  );
}

export function getPanelColumns(panel: PanelSize): JudgeColumn[] {
  return getJudgeColumns(panel);
}

/** A blank sheet: the competition's figures of the category, the first athlete of the slot. */
export function createBlankSheet(
  competition: Competition,
  block: FigureBlock,
  slot: StartSlot,
  panel: PanelSize,
): FigureSheet {
  const athlete = slot.Atletas[0];
  const definitions =
    block.Prova === 'Figuras' ? competition.Figuras : competition.ElementosTecnicos;
  return {
    id: null,
    version: null,
    Categoria: block.Categoria,
    Esquema: block.Prova,
    Number: slot.Numero,
    Clube: athlete?.Team ?? '',
    Atleta: {
      Licenca: athlete?.License ?? 0,
      Nome: athlete?.Name ?? '',
      Ano: athlete?.Year ?? 0,
    },
    Extra: false,
    rows: definitions
      .filter((d) => d.Category === block.Categoria)
      .map((d) => ({
        Name: d.Nome,
        FP_val: d.Valor,
        marks: getPanelColumns(panel).map(() => null),
        penalty: '',
      })),
  };
}

function toRow(row: FigureResultRow, panel: PanelSize): SheetRow {
  return {
    Name: row.Name,
    FP_val: row.FP_val,
    marks: getPanelColumns(panel).map((column) => row[column] ?? null),
    penalty: row.Penalties ? row.Penalties : '',
  };
}

/** A saved sheet as the server sent it. */
export function createSheetFromResult(result: FigureResult, panel: PanelSize): FigureSheet {
  return {
    id: result._id,
    version: result.version,
    Categoria: result.Categoria,
    Esquema: result.Esquema,
    Number: result.Number,
    Clube: result.Clube,
    Atleta: { ...result.Atleta },
    Extra: result.Extra,
    rows: result.Resultados_fig.map((row) => toRow(row, panel)),
  };
}

/** The penalty as a number when it is valid (empty = 0); null when it is not. */
export function penaltyNumber(value: PenaltyValue): number | null {
  if (value === '') return 0;
  if (typeof value === 'string') return null;
  return figurePenaltySchema.safeParse(value).success ? value : null;
}

/**
 * Live Média, Pontuação and totals, computed by the domain (invalid or empty marks, and marks off
 * the panel's step, count as missing).
 */
export function scoreSheet(
  sheet: FigureSheet,
  panel: PanelSize,
  step: ScoreStep,
): FigureSheetScore {
  const bounds = getJudgeMarkBounds(step);
  const showPenalty = isFigurePenaltyShown(sheet.Categoria);
  return scoreFigureSheet(
    sheet.rows.map((row) => ({
      dd: row.FP_val,
      scores: row.marks.map((mark) => cellNumber(mark, bounds)),
      penalty: showPenalty ? (penaltyNumber(row.penalty) ?? 0) : 0,
    })),
    panel,
  );
}

/** One cell that may not be saved as it is. */
export interface SheetProblem {
  row: number;
  /** 'J1'..'J7' or 'penalty'. */
  column: string;
  /** i18n key of what is wrong. */
  message: string;
}

/** Cells the server would refuse: a mark that is no number, outside 1..10 or off the panel's step. */
export function findSheetProblems(
  sheet: FigureSheet,
  panel: PanelSize,
  step: ScoreStep,
): SheetProblem[] {
  const columns = getPanelColumns(panel);
  const bounds = getJudgeMarkBounds(step);
  const showPenalty = isFigurePenaltyShown(sheet.Categoria);
  return sheet.rows.flatMap((row, index) => {
    const problems: SheetProblem[] = [];
    row.marks.forEach((mark, j) => {
      const message = scoreCellProblem(mark, bounds);
      if (message) problems.push({ row: index, column: columns[j] ?? `J${j + 1}`, message });
    });
    if (showPenalty && penaltyNumber(row.penalty) === null) {
      problems.push({ row: index, column: 'penalty', message: 'figureResults.penaltyInvalid' });
    }
    return problems;
  });
}

/** Judge marks still empty (the sheet is saved without a total until they are all there). */
export function countMissingMarks(sheet: FigureSheet): number {
  return sheet.rows.reduce(
    (count, row) => count + row.marks.filter((mark) => mark === null || mark === '').length,
    0,
  );
}

/** The body of POST/PUT (the server recomputes Media, Pontos and the overall Pontos). */
export function toResultBody(
  sheet: FigureSheet,
  competitionId: string,
  panel: PanelSize,
  step: ScoreStep,
): FigureResultBody {
  const columns = getPanelColumns(panel);
  const bounds = getJudgeMarkBounds(step);
  const showPenalty = isFigurePenaltyShown(sheet.Categoria);
  return {
    Categoria: sheet.Categoria,
    Esquema: sheet.Esquema,
    Clube: sheet.Clube,
    Number: sheet.Number,
    Atleta: { ...sheet.Atleta },
    Extra: sheet.Extra,
    comp_id: competitionId,
    Resultados_fig: sheet.rows.map((row) => ({
      Name: row.Name,
      FP_val: row.FP_val,
      ...Object.fromEntries(
        columns.map((column, j) => [column, cellNumber(row.marks[j] ?? null, bounds)]),
      ),
      ...(showPenalty ? { Penalties: penaltyNumber(row.penalty) ?? 0 } : {}),
    })),
  };
}

/** What is compared to tell whether the sheet has unsaved changes. */
export function toSnapshot(sheet: FigureSheet): string {
  return JSON.stringify([sheet.Extra, sheet.rows]);
}
