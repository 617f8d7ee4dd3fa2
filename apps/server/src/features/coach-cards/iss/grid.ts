/**
 * A workbook read by exceljs, as the domain's importer reads it (WorkbookGrid): every sheet, its
 * rows from Excel row 1, each cell a plain value. Bounded by GRID_LIMITS (sheets, rows, columns,
 * characters of a cell: the rest is left out) and by a budget of characters over the whole grid,
 * so that what goes back from the reader's worker stays small whatever the file holds.
 */
import type { Cell, CellValue, Workbook, Worksheet } from 'exceljs';
import { GRID_LIMITS } from '@artistic/domain/coach-card/iss/types';
import type { GridCell, GridSheet, WorkbookGrid } from '@artistic/domain/coach-card/iss/types';

/**
 * Characters of text over the whole grid. A coach card holds a few thousand; without a budget,
 * one long shared string repeated in every cell would make a grid of hundreds of megabytes.
 */
export const MAX_GRID_CHARS = 2_000_000;

export class GridTooLarge extends Error {}

/** Excel's day 0: 1899-12-30 (the 1900 date system) or 1904-01-01 (the 1904 one), in UTC. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;

interface Context {
  readonly epoch: number;
  chars: number;
}

function text(s: string, ctx: Context): GridCell {
  if (s === '') return null;
  let kept = s.length > GRID_LIMITS.maxCellChars ? s.slice(0, GRID_LIMITS.maxCellChars) : s;
  // Never half of a surrogate pair at the cut.
  if (kept !== s && /[\ud800-\udbff]$/.test(kept)) kept = kept.slice(0, -1);
  ctx.chars += kept.length;
  if (ctx.chars > MAX_GRID_CHARS) throw new GridTooLarge('too much text');
  return kept;
}

/**
 * A date or time as exceljs gives it (a Date for a number with a date/time format, built in UTC
 * from Excel's serial number) back to that serial number: days since Excel's day 0, the time of
 * day as the fraction (a time-only cell, 1899-12-30T00:00:46Z, is 46/86400).
 */
function time(d: Date, fmt: string | undefined, ctx: Context): GridCell {
  const ms = d.getTime();
  if (!Number.isFinite(ms)) return null;
  const serial = (ms - ctx.epoch) / DAY_MS;
  return fmt ? { time: serial, fmt: fmt.slice(0, GRID_LIMITS.maxCellChars) } : { time: serial };
}

function valueOf(v: CellValue, fmt: string | undefined, ctx: Context): GridCell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return text(v, ctx);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v;
  if (v instanceof Date) return time(v, fmt, ctx);
  if ('richText' in v)
    return text(
      (Array.isArray(v.richText) ? v.richText : []).map((run) => run?.text ?? '').join(''),
      ctx,
    );
  // A hyperlink's text (which exceljs may give as rich text).
  if ('hyperlink' in v) return valueOf(v.text as CellValue, fmt, ctx);
  // A formula (or a cell sharing one): the result Excel saved with it.
  if ('formula' in v || 'sharedFormula' in v) {
    const result = v.result;
    return result !== null && typeof result === 'object' && !(result instanceof Date)
      ? null // an error (#N/A, #REF!…)
      : valueOf(result, fmt, ctx);
  }
  return null; // an error value (#N/A…)
}

/** The value of a cell; every cell of a merge but its top-left one is empty. */
function cellOf(cell: Cell, ctx: Context): GridCell {
  if (cell.isMerged && cell.master !== cell) return null;
  const fmt = typeof cell.numFmt === 'string' && cell.numFmt !== '' ? cell.numFmt : undefined;
  return valueOf(cell.value, fmt, ctx);
}

function withoutTrailingEmpties<T>(items: T[], empty: (item: T) => boolean): T[] {
  let length = items.length;
  while (length > 0 && empty(items[length - 1] as T)) length--;
  items.length = length;
  return items;
}

function sheetOf(sheet: Worksheet, ctx: Context): GridSheet {
  const rows: GridCell[][] = [];
  const lastRow = Math.min(sheet.rowCount, GRID_LIMITS.maxRows);
  for (let r = 1; r <= lastRow; r++) {
    const row = sheet.findRow(r);
    const cells: GridCell[] = [];
    const lastCol = row ? Math.min(row.cellCount, GRID_LIMITS.maxCols) : 0;
    for (let c = 1; c <= lastCol; c++) {
      const cell = row?.findCell(c);
      cells.push(cell ? cellOf(cell, ctx) : null);
    }
    rows.push(withoutTrailingEmpties(cells, (v) => v === null));
  }
  return {
    name: sheet.name.slice(0, GRID_LIMITS.maxCellChars),
    rows: withoutTrailingEmpties(rows, (cells) => cells.length === 0),
    hidden: sheet.state !== 'visible',
  };
}

/**
 * The grid of a workbook: its first GRID_LIMITS.maxSheets sheets in tab order, each with rows
 * from Excel row 1 (index = row - 1; an empty row is []), at most GRID_LIMITS.maxRows rows and
 * maxCols columns, text cut at maxCellChars. Throws GridTooLarge past MAX_GRID_CHARS.
 */
export function workbookToGrid(workbook: Workbook): WorkbookGrid {
  const ctx: Context = {
    epoch: workbook.properties?.date1904 ? EPOCH_1904 : EPOCH_1900,
    chars: 0,
  };
  return {
    sheets: workbook.worksheets.slice(0, GRID_LIMITS.maxSheets).map((sheet) => sheetOf(sheet, ctx)),
  };
}
