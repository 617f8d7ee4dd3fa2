/**
 * The part of pdfkit 0.20 the result list PDF uses. pdfkit ships no types and @types/pdfkit is
 * not in the lockfile; these follow pdfkit's documentation (pdfkit.org/docs).
 */
declare module 'pdfkit' {
  /** Metrics of one of the 14 standard PDF fonts ('pdfkit/standard-fonts/*'). */
  export interface StandardFontData {
    readonly name: string;
  }

  export interface PDFDocumentOptions {
    size?: string | [number, number];
    margin?: number;
    autoFirstPage?: boolean;
    /** Keep pages open until end(), so switchToPage can draw on them (footers). */
    bufferPages?: boolean;
    /** Deflate the content streams (default true). */
    compress?: boolean;
    /** Catalog /Lang. */
    lang?: string;
    displayTitle?: boolean;
    font?: string;
    info?: { Title?: string; Author?: string; Subject?: string; Keywords?: string };
  }

  export interface TextOptions {
    /** false: one line at (x, y), no wrapping, no automatic page break. */
    lineBreak?: boolean;
    /** Where y is on the text: 'top' (pdfkit's default) or the 'alphabetic' baseline. */
    baseline?: 'top' | 'alphabetic' | 'middle' | 'bottom' | 'hanging' | number;
  }

  export default class PDFDocument {
    constructor(options?: PDFDocumentOptions);
    addPage(options?: PDFDocumentOptions): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(page: number): unknown;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    /** Width in points of the text in the current font and size (kerning included). */
    widthOfString(text: string): number;
    rect(x: number, y: number, width: number, height: number): this;
    fill(color?: string): this;
    end(): void;
  }

  /** Browser build only: the standard fonts it may use (the Node build loads them itself). */
  export const registerStdFonts: ((...fonts: StandardFontData[]) => void) | undefined;
}

declare module 'pdfkit/output' {
  import type PDFDocument from 'pdfkit';

  /** Ends nothing: collects what the document writes until end() has been called. */
  export function toBytes(document: PDFDocument): Promise<Uint8Array<ArrayBuffer>>;
  export function toBlob(document: PDFDocument): Promise<Blob>;
}

declare module 'pdfkit/standard-fonts/Helvetica' {
  import type { StandardFontData } from 'pdfkit';

  const font: StandardFontData;
  export default font;
}

declare module 'pdfkit/standard-fonts/HelveticaBold' {
  import type { StandardFontData } from 'pdfkit';

  const font: StandardFontData;
  export default font;
}
