/**
 * Tables as spreadsheets, built in the browser (issue 22): an .xlsx written with exceljs, which is
 * imported only when one is asked for (its browser build is ~1 MB, never in a page's download),
 * and a CSV as Portuguese Excel opens it (UTF-8 with BOM, ';' between cells, decimal comma).
 * The pages build their tables from the same view models their tables and PDFs draw, so a
 * spreadsheet has the page's columns.
 */
import { downloadBlob, toSafeFileName } from './file-name';

export type SpreadsheetCell = string | number | null;

export interface SpreadsheetTable {
  /** The sheet's name (xlsx tab; at most 31 chars, no []:*?/\ — sanitise inside). */
  name: string;
  /** Lines above the header row (competition name, date, event title...). */
  title?: readonly string[];
  columns: readonly string[];
  rows: readonly (readonly SpreadsheetCell[])[];
  /** Decimals per column index for numeric cells (e.g. 4 for totals), default as written. */
  decimals?: Readonly<Record<number, number>>;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv;charset=utf-8';
const CSV_SEPARATOR = ';';
const CSV_LINE_END = '\r\n';
/** Excel's limit on a worksheet's name. */
const SHEET_NAME_LENGTH = 31;

/**
 * `value` with exactly `decimals` decimals, rounded half away from zero on the number as it is
 * written (63.75115 → '63.7512'; `toFixed` rounds the binary value, 1.005 → '1.00').
 */
function toFixedDecimal(value: number, decimals: number): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!match) return value.toFixed(decimals); // written with an exponent: very large or tiny
  const [, whole = '0', fraction = ''] = match;
  let digits = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  if ((fraction[decimals] ?? '0') >= '5') digits += 1n;
  const text = digits.toString().padStart(decimals + 1, '0');
  const fixed = decimals > 0 ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text;
  return value < 0 && digits !== 0n ? `-${fixed}` : fixed;
}

/** A number as the CSV writes it: its column's decimals (else as written), decimal comma. */
function formatCsvNumber(value: number, decimals: number | undefined): string {
  if (!Number.isFinite(value)) return '';
  const text = decimals === undefined ? String(value) : toFixedDecimal(value, decimals);
  return text.replace('.', ',');
}

/**
 * A text cell of the CSV: quoted when it holds the separator, a quote or a line break (quotes
 * doubled); a text Excel would run as a formula (=, +, -, @ first) is kept as text with a '.
 */
function formatCsvText(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function formatCsvCell(cell: SpreadsheetCell, decimals: number | undefined): string {
  if (cell === null) return '';
  return typeof cell === 'number' ? formatCsvNumber(cell, decimals) : formatCsvText(cell);
}

/** CSV for Portuguese Excel: UTF-8 BOM, ';' separator, decimal comma, CRLF; tables one after another separated by an empty line, each with its title lines. */
export function toCsv(tables: readonly SpreadsheetTable[]): string {
  const blocks = tables.map((table) => {
    const lines = (table.title ?? []).map(formatCsvText);
    lines.push(table.columns.map(formatCsvText).join(CSV_SEPARATOR));
    for (const row of table.rows)
      lines.push(
        row.map((cell, index) => formatCsvCell(cell, table.decimals?.[index])).join(CSV_SEPARATOR),
      );
    return lines.map((line) => line + CSV_LINE_END).join('');
  });
  return `\uFEFF${blocks.join(CSV_LINE_END)}`;
}

/**
 * The worksheets' names: without the characters Excel refuses, at most 31 characters, never
 * starting or ending with an apostrophe, never empty, and different from each other (Excel
 * compares them without case): a repeated name gets ' (2)', ' (3)'…
 */
function toSheetNames(tables: readonly SpreadsheetTable[]): string[] {
  const taken = new Set<string>();
  const fit = (name: string, length: number) => {
    const cut = name.slice(0, length);
    // Never half of a character outside the BMP.
    return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
  };
  return tables.map((table, index) => {
    const cleaned = table.name
      // eslint-disable-next-line no-control-regex
      .replace(/[[\]:*?/\\\u0000-\u001f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^'+|'+$/g, '')
      .trim();
    const base = cleaned === '' || cleaned === 'History' ? String(index + 1) : cleaned;
    let name = fit(base, SHEET_NAME_LENGTH).trim();
    for (let copy = 2; taken.has(name.toLowerCase()); copy++) {
      const suffix = ` (${copy})`;
      name = `${fit(base, SHEET_NAME_LENGTH - suffix.length).trim()}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

/** Characters an .xlsx (XML 1.0) may not hold: control characters but tab and line breaks. */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function toXlsxValue(cell: SpreadsheetCell): string | number | null {
  if (typeof cell === 'string') return cell.replace(XML_INVALID, '');
  return typeof cell === 'number' && !Number.isFinite(cell) ? null : cell;
}

/** Excel's number format for `decimals` decimals ('0.0000'); it shows the reader's separator. */
const numberFormat = (decimals: number) => (decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0');

/** How wide a column is drawn: its longest header or cell, within bounds (in characters). */
function columnWidth(table: SpreadsheetTable, index: number): number {
  let longest = (table.columns[index] ?? '').length;
  for (const row of table.rows) {
    const cell = row[index];
    if (cell === null || cell === undefined) continue;
    const text =
      typeof cell === 'number' ? formatCsvNumber(cell, table.decimals?.[index]) : String(cell);
    for (const line of text.split('\n')) longest = Math.max(longest, line.length);
  }
  return Math.min(60, Math.max(6, longest + 2));
}

/** The workbook class, from exceljs's browser build (or its Node build in the tests). */
async function loadWorkbook() {
  const loaded = await import('exceljs');
  // A CommonJS module: its exports are the default export where the bundler wraps it.
  const exceljs = ('default' in loaded ? loaded.default : loaded) as typeof loaded;
  return exceljs.Workbook;
}

/** An .xlsx (exceljs, imported lazily): one worksheet per table, header row bold, numbers as numbers with their number format. */
export async function toXlsx(tables: readonly SpreadsheetTable[]): Promise<Blob> {
  const Workbook = await loadWorkbook();
  const workbook = new Workbook();
  const names = toSheetNames(tables);
  tables.forEach((table, tableIndex) => {
    const title = table.title ?? [];
    const sheet = workbook.addWorksheet(names[tableIndex], {
      views: [{ state: 'frozen', ySplit: title.length + 1 }],
    });
    title.forEach((line, index) => {
      const row = sheet.addRow([toXlsxValue(line)]);
      if (index === 0) row.font = { bold: true, size: 12 };
    });
    const header = sheet.addRow(table.columns.map(toXlsxValue));
    header.font = { bold: true };
    for (const values of table.rows) {
      const row = sheet.addRow(values.map(toXlsxValue));
      values.forEach((value, index) => {
        const decimals = table.decimals?.[index];
        if (typeof value === 'number' && decimals !== undefined)
          row.getCell(index + 1).numFmt = numberFormat(decimals);
      });
    }
    table.columns.forEach((_, index) => {
      sheet.getColumn(index + 1).width = columnWidth(table, index);
    });
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}

/** Builds and downloads `<fileName>.xlsx` or `.csv`. */
export async function downloadSpreadsheet(
  format: 'xlsx' | 'csv',
  tables: readonly SpreadsheetTable[],
  fileName: string,
): Promise<void> {
  const blob =
    format === 'xlsx' ? await toXlsx(tables) : new Blob([toCsv(tables)], { type: CSV_TYPE });
  downloadBlob(blob, `${toSafeFileName(fileName)}.${format}`);
}
