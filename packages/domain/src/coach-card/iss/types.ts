/**
 * An ISS coach card read into this app (issue 39): the World Aquatics ISS coach-card spreadsheet
 * (.xlsx, printed-card or 'TEMPLATE - Auto Calculator' layout) or pasted lines in the printed
 * card's notation, valued with the competition's ruleset and compared with the DD the card
 * declares. Nothing here is stored: the club saves the draft as usual.
 */
import type { Category, RoutineType } from '../../core/enums.ts';
import type { Element } from '../schema.ts';

/**
 * One cell of a spreadsheet as the server's reader hands it over: text, number, boolean, empty,
 * or an Excel time (fraction of a day, with its number format when the file gives one).
 * Merged cells carry their value in the top-left cell only (the others are null).
 */
export type GridCell =
  string | number | boolean | null | { readonly time: number; readonly fmt?: string | undefined };

export interface GridSheet {
  readonly name: string;
  /** Rows from the sheet's first row (index 0 = Excel row 1); trailing empty rows left out. */
  readonly rows: readonly (readonly GridCell[])[];
  readonly hidden?: boolean;
}

export interface WorkbookGrid {
  readonly sheets: readonly GridSheet[];
}

/** What the reader keeps of a workbook: enough for any coach card, bounded for untrusted files. */
export const GRID_LIMITS = { maxSheets: 30, maxRows: 500, maxCols: 60, maxCellChars: 500 } as const;

/** One element of the card as the file or text declares it (transitions included). */
export interface IssLine {
  /** Excel row (1-based) or pasted line (1-based). */
  readonly line: number;
  /** The card's EL number, null when it gives none. */
  readonly number: number | null;
  /** The part as written on the card, upper-cased: HYBRID, ACRO, TRE, TRANS, ChoHY... */
  readonly part: string;
  /** The acrobatic group column (ACRO-A/B/C/P) when there is one. */
  readonly group: string | null;
  /** Declared codes, each as written (hybrid codes one by one; an acrobatic as one code). */
  readonly codes: readonly string[];
  /** Pattern-change bonus codes (1PC..). */
  readonly bonus: readonly string[];
  /** Seconds from the start of the music, null when the card gives none. */
  readonly start: number | null;
  readonly end: number | null;
  /** The DD the card declares for the element, null where none. */
  readonly fileDD: number | null;
}

/** The card's header: what it says about itself (each null when absent). */
export interface IssHeader {
  readonly club: string | null;
  readonly competition: string | null;
  readonly event: string | null;
  readonly theme: string | null;
  readonly ageGroup: string | null;
  readonly version: string | null;
}

export interface IssCard {
  readonly header: IssHeader;
  readonly lines: readonly IssLine[];
  /** The layout read: 'printed' card, ISS 'calculator' template, or pasted 'text'. */
  readonly layout: 'printed' | 'calculator' | 'text';
}

/** One element of the card compared with this app's valuation (transitions left out). */
export interface IssRow {
  readonly line: number;
  readonly number: number | null;
  readonly part: string;
  readonly codes: readonly string[];
  readonly fileDD: number | null;
  /** The element's total from the ruleset (base mark + codes + bonus); null if a code is unknown. */
  readonly dd: number | null;
  /** Index of the element in the answer's Elementos (null when the row made no element). */
  readonly element: number | null;
  /** Our sum, spelled out: '0,5 (base) + FB 0,5 + … + 1PC 0,2'. */
  readonly detail: string | null;
  /** The rule behind a difference between fileDD and dd, when known (Portuguese). */
  readonly reason: string | null;
  /** What is wrong with the row (Portuguese): unknown codes, a part this routine cannot have. */
  readonly problems: readonly string[];
}

export interface IssProblem {
  /** The field the problem is about: Categoria, Esquema or file. */
  readonly path: string;
  readonly message: string;
}

export interface IssImport {
  readonly Categoria: Category | null;
  readonly Esquema: RoutineType | null;
  readonly Tema_esquema: string;
  readonly Elementos: Element[];
  readonly Total_declarado: number;
  readonly rows: IssRow[];
  /** Problems that stop the card from becoming a draft (a 400 at the API). */
  readonly problems: IssProblem[];
  readonly header: IssHeader;
  readonly layout: IssCard['layout'];
}
