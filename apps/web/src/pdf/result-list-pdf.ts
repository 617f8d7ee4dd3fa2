/**
 * The result list as an A4 PDF, drawn with pdfkit directly. A national championship holds about
 * 90 000 cells: react-pdf's flex and text layout took half a minute for them, so this module
 * lays the table out itself (column widths as the flex layout gave them, greedy word wrapping
 * with the fonts' metrics, each entry measured before it is drawn) and writes each cell as one
 * line of text at a computed position.
 */
import PDFDocument, * as pdfkit from 'pdfkit';
import { toBytes } from 'pdfkit/output';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import type {
  ResultBlockView,
  ResultEntryView,
  ResultLineView,
  ResultListLanguage,
  ResultListTranslate,
  ResultListView,
} from '../lib/result-list-view';

// pdfkit's browser build ships without font metrics; its Node build loads them itself.
pdfkit.registerStdFonts?.(Helvetica, HelveticaBold);

type FontName = 'Helvetica' | 'Helvetica-Bold';
const REGULAR: FontName = 'Helvetica';
const BOLD: FontName = 'Helvetica-Bold';

/** A4 portrait in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
/** 10 mm in PDF points. */
const MARGIN = 28.35;
const CONTENT_LEFT = MARGIN;
const CONTENT_RIGHT = PAGE_WIDTH - MARGIN;
const CONTENT_WIDTH = CONTENT_RIGHT - CONTENT_LEFT;
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN;

/** A line of text is 1.1 font sizes high, its baseline 0.9 below its top (react-pdf's metrics). */
const LINE_HEIGHT = 1.1;
const BASELINE = 0.9;

const TEXT_COLOR = '#111';
const BODY_SIZE = 7;
const TITLE = { size: 15, marginBottom: 4 };
const SUBTITLE = { size: 10, marginBottom: 12, color: '#333' };
const HEADING = { size: 11, marginBottom: 4 };
const EMPTY = { size: 10, marginTop: 8 };
const DETAIL = { size: 6, color: '#555' };
const FOOTER = { size: 7.5, color: '#666', bottom: MARGIN / 2 };
const HEADER_ROW = { background: '#e9ecef', rule: '#333', padding: 2.5 };
const ENTRY = { rule: '#555', padding: 1.5 };
const RULE_WIDTH = 0.75;
const LINE_PADDING = 1;

/** Fixed column widths and their horizontal padding. */
const POSITION = { width: 24, padding: 2 };
const TOTAL = { width: 42, padding: 2 };
const JUDGE = { width: 21, padding: 1 };
const PENALTY = { width: 36, padding: 2 };
const POINTS = { width: 48, padding: 2 };
const JUDGES_TEXT_PADDING = 2;
/** Name and club share what is left at 1.2 : 1, each at least its padding. */
const NAME = { grow: 1.2, padding: 3 };
const CLUB = { grow: 1, padding: 3 };
/** The Figuras / Elementos label beside the judges. */
const LABEL = { width: 105, padding: 3 };

const TEXT_OPTIONS = { lineBreak: false, baseline: 'alphabetic' } as const;

/** One line of text to draw, its top relative to the row it belongs to. */
interface Run {
  readonly text: string;
  readonly x: number;
  readonly top: number;
  readonly font: FontName;
  readonly size: number;
  readonly color: string;
}

/** A row measured and laid out, ready to draw at any height of the page. */
interface Row {
  readonly height: number;
  readonly runs: readonly Run[];
}

/** A text area: left and right edges, alignment. */
interface Box {
  readonly left: number;
  readonly right: number;
  readonly align: 'left' | 'right';
}

const box = (x: number, width: number, padding: number, align: Box['align']): Box => ({
  left: x + padding,
  right: x + width - padding,
  align,
});

/** Where each cell of a block's rows goes: the flex layout of the former react-pdf table. */
interface Columns {
  readonly position: Box;
  readonly name: Box;
  readonly club: Box;
  readonly label: Box;
  readonly judges: readonly Box[];
  /** The judges' width, for a line that shows one text instead of marks. */
  readonly judgesText: Box;
  readonly penalty: Box | null;
  readonly points: Box;
  readonly total: Box;
}

function blockColumns(block: ResultBlockView): Columns {
  const isFigures = block.kind === 'figures';
  const judgesWidth = block.judgeCount * JUDGE.width;
  const linesWidth = LABEL.width + judgesWidth + (isFigures ? PENALTY.width : 0) + POINTS.width;
  const flexRoom = CONTENT_WIDTH - POSITION.width - linesWidth - TOTAL.width;
  const grow = Math.max(0, flexRoom - 2 * NAME.padding - 2 * CLUB.padding);
  const nameWidth = 2 * NAME.padding + (grow * NAME.grow) / (NAME.grow + CLUB.grow);
  const clubWidth = 2 * CLUB.padding + (grow * CLUB.grow) / (NAME.grow + CLUB.grow);

  const nameX = CONTENT_LEFT + POSITION.width;
  const clubX = nameX + nameWidth;
  const labelX = clubX + clubWidth;
  const judgesX = labelX + LABEL.width;
  const penaltyX = judgesX + judgesWidth;
  const pointsX = penaltyX + (isFigures ? PENALTY.width : 0);
  return {
    position: box(CONTENT_LEFT, POSITION.width, POSITION.padding, 'right'),
    name: box(nameX, nameWidth, NAME.padding, 'left'),
    club: box(clubX, clubWidth, CLUB.padding, 'left'),
    label: box(labelX, LABEL.width, LABEL.padding, 'left'),
    judges: Array.from({ length: block.judgeCount }, (_, index) =>
      box(judgesX + index * JUDGE.width, JUDGE.width, JUDGE.padding, 'right'),
    ),
    judgesText: box(judgesX, judgesWidth, JUDGES_TEXT_PADDING, 'left'),
    penalty: isFigures ? box(penaltyX, PENALTY.width, PENALTY.padding, 'right') : null,
    points: box(pointsX, POINTS.width, POINTS.padding, 'right'),
    total: box(pointsX + POINTS.width, TOTAL.width, TOTAL.padding, 'right'),
  };
}

/**
 * The document being drawn. Text widths come from the fonts' metrics (cached at 1 pt: a
 * championship repeats the same marks thousands of times); font and fill colour are only set
 * when they change.
 */
class Sheet {
  readonly doc: PDFDocument;
  /** Widths at 1 pt, by text. */
  private readonly regularWidths = new Map<string, number>();
  private readonly boldWidths = new Map<string, number>();
  private font: FontName | null = null;
  private size = 0;
  private color: string | null = null;

  constructor(doc: PDFDocument) {
    this.doc = doc;
  }

  private use(font: FontName, size: number) {
    if (font !== this.font) {
      this.doc.font(font);
      this.font = font;
    }
    if (size !== this.size) {
      this.doc.fontSize(size);
      this.size = size;
    }
  }

  private fill(color: string) {
    if (color !== this.color) {
      this.doc.fillColor(color);
      this.color = color;
    }
  }

  width(text: string, font: FontName, size: number): number {
    const widths = font === BOLD ? this.boldWidths : this.regularWidths;
    let width = widths.get(text);
    if (width === undefined) {
      this.use(font, 1000);
      width = this.doc.widthOfString(text) / 1000;
      widths.set(text, width);
    }
    return width * size;
  }

  /** The text cut into lines that fit the width: between words, inside a word only if it must. */
  wrap(text: string, font: FontName, size: number, maxWidth: number): string[] {
    if (text === '') return [];
    const fits = (line: string) => this.width(line, font, size) <= maxWidth + 1e-6;
    // Most cells (marks, points) are one short line.
    if (!text.includes('\n') && fits(text)) return [text];
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      if (fits(paragraph)) {
        lines.push(paragraph);
        continue;
      }
      let line = '';
      for (const word of paragraph.split(' ')) {
        if (word === '') continue;
        const joined = line === '' ? word : `${line} ${word}`;
        if (fits(joined)) {
          line = joined;
          continue;
        }
        if (line !== '') lines.push(line);
        line = '';
        for (const char of word) {
          if (line !== '' && !fits(line + char)) {
            lines.push(line);
            line = '';
          }
          line += char;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Lays a cell's text out into runs from `top`; returns the height it takes (0 when empty). */
  cell(
    runs: Run[],
    text: string,
    area: Box,
    top: number,
    font: FontName,
    size: number,
    color = TEXT_COLOR,
  ): number {
    const lineHeight = size * LINE_HEIGHT;
    const lines = this.wrap(text, font, size, area.right - area.left);
    lines.forEach((line, index) => {
      const x = area.align === 'right' ? area.right - this.width(line, font, size) : area.left;
      runs.push({ text: line, x, top: top + index * lineHeight, font, size, color });
    });
    return lines.length * lineHeight;
  }

  draw(runs: readonly Run[], top: number) {
    for (const run of runs) {
      this.use(run.font, run.size);
      this.fill(run.color);
      this.doc.text(run.text, run.x, top + run.top + run.size * BASELINE, TEXT_OPTIONS);
    }
  }

  rect(x: number, y: number, width: number, height: number, color: string) {
    this.doc.rect(x, y, width, height).fill(color);
    this.color = color;
  }

  addPage() {
    this.doc.addPage();
    // A new page starts with the default (black) fill.
    this.color = null;
  }
}

function lineRow(sheet: Sheet, line: ResultLineView | null, columns: Columns, top: number) {
  const runs: Run[] = [];
  const font = line?.isSummary ? BOLD : REGULAR;
  const y = top + LINE_PADDING;
  const cell = (text: string, area: Box) => sheet.cell(runs, text, area, y, font, BODY_SIZE);
  // The controllers' call ('NB', 'Omitido') beside the element it lowered.
  const label = cell(
    line?.mark ? `${line.label} ${line.mark}` : (line?.label ?? ''),
    columns.label,
  );
  const detail = line?.detail
    ? sheet.cell(runs, line.detail, columns.label, y + label, font, DETAIL.size, DETAIL.color)
    : 0;
  const heights = [label + detail];
  if (line?.judges) {
    columns.judges.forEach((area, index) => heights.push(cell(line.judges?.[index] ?? '', area)));
  } else {
    heights.push(cell(line?.judgesText ?? '', columns.judgesText));
  }
  if (columns.penalty) heights.push(cell(line?.penalty ?? '', columns.penalty));
  heights.push(cell(line?.points ?? '', columns.points));
  return { runs, height: 2 * LINE_PADDING + Math.max(...heights) };
}

/** An entry: position, names, club, its lines, total; a rule under it. */
function entryRow(sheet: Sheet, entry: ResultEntryView, columns: Columns): Row {
  const runs: Run[] = [];
  const top = ENTRY.padding;
  const cell = (text: string, area: Box, font: FontName) =>
    sheet.cell(runs, text, area, top, font, BODY_SIZE);
  const heights = [
    cell(entry.position, columns.position, BOLD),
    cell(entry.names.join('\n'), columns.name, REGULAR),
    cell(entry.club, columns.club, REGULAR),
    cell(entry.total, columns.total, BOLD),
  ];
  let linesHeight = 0;
  for (const line of entry.lines.length > 0 ? entry.lines : [null]) {
    const row = lineRow(sheet, line, columns, top + linesHeight);
    runs.push(...row.runs);
    linesHeight += row.height;
  }
  heights.push(linesHeight);
  return { runs, height: 2 * ENTRY.padding + Math.max(...heights) + RULE_WIDTH };
}

/** The grey column header of a block, repeated on each of its pages. */
function headerRow(sheet: Sheet, block: ResultBlockView, columns: Columns, t: ResultListTranslate) {
  const runs: Run[] = [];
  const isFigures = block.kind === 'figures';
  const cell = (text: string, area: Box) =>
    sheet.cell(runs, text, area, HEADER_ROW.padding, BOLD, BODY_SIZE);
  const heights = [
    cell(t('resultLists.columns.position'), columns.position),
    cell(t('resultLists.columns.name'), columns.name),
    cell(t('resultLists.columns.club'), columns.club),
    cell(
      isFigures ? t('resultLists.columns.figures') : t('resultLists.columns.elements'),
      columns.label,
    ),
    ...columns.judges.map((area, index) => cell(`J${index + 1}`, area)),
    columns.penalty ? cell(t('resultLists.columns.penaltiesShort'), columns.penalty) : 0,
    cell(
      isFigures ? t('resultLists.columns.figureTotal') : t('resultLists.columns.elementsTotal'),
      columns.points,
    ),
    cell(t('resultLists.columns.total'), columns.total),
  ];
  return { runs, height: 2 * HEADER_ROW.padding + Math.max(...heights) + RULE_WIDTH };
}

/** A row of one text across the page (title, subtitle, heading, notices). */
function textRow(sheet: Sheet, text: string, font: FontName, size: number, color = TEXT_COLOR) {
  const runs: Run[] = [];
  const area = box(CONTENT_LEFT, CONTENT_WIDTH, 0, 'left');
  return { runs, height: sheet.cell(runs, text, area, 0, font, size, color) };
}

/** What a page holds: rows of text at their heights, filled rectangles (shading, rules). */
interface Page {
  readonly rows: { readonly row: Row; readonly top: number }[];
  readonly rects: { x: number; y: number; width: number; height: number; color: string }[];
}

/**
 * The result list cut into pages: each event from a new page, the competition's name and date,
 * the event's heading and column header on each of its pages, an entry never split. Laid out
 * before anything is drawn, so each page is written whole with its 'Página X de Y' and pdfkit can
 * flush it at once.
 */
function layoutPages(sheet: Sheet, view: ResultListView, t: ResultListTranslate): Page[] {
  const pages: Page[] = [];
  let page: Page = { rows: [], rects: [] };
  let y = MARGIN;
  const put = (row: Row, marginAfter = 0) => {
    page.rows.push({ row, top: y });
    y += row.height + marginAfter;
  };
  const rule = (bottom: number, color: string) =>
    page.rects.push({
      x: CONTENT_LEFT,
      y: bottom - RULE_WIDTH,
      width: CONTENT_WIDTH,
      height: RULE_WIDTH,
      color,
    });
  const competitionLine = textRow(
    sheet,
    t('resultLists.competitionLine', { name: view.competitionName, date: view.date }),
    REGULAR,
    SUBTITLE.size,
    SUBTITLE.color,
  );
  // Every page names the competition and its date at the top (under the title on the first), so
  // a page that comes loose from the stack still says what it is.
  const newPage = () => {
    page = { rows: [], rects: [] };
    pages.push(page);
    y = MARGIN;
    if (pages.length > 1) put(competitionLine, SUBTITLE.marginBottom);
  };

  newPage();
  put(textRow(sheet, documentTitle(view, t), BOLD, TITLE.size), TITLE.marginBottom);
  put(competitionLine, SUBTITLE.marginBottom);
  if (view.isEmpty) {
    y += EMPTY.marginTop;
    put(textRow(sheet, t('resultLists.empty'), REGULAR, EMPTY.size));
    return pages;
  }

  view.blocks.forEach((block, index) => {
    if (index > 0) newPage();
    const heading = textRow(sheet, block.heading, BOLD, HEADING.size);
    put(heading, HEADING.marginBottom);
    // Official results (issue 22): who signed the event off and when, or since when provisional.
    if (block.status) {
      const color = block.status.isOfficial ? TEXT_COLOR : SUBTITLE.color;
      put(
        textRow(
          sheet,
          block.status.line,
          block.status.isOfficial ? BOLD : REGULAR,
          BODY_SIZE,
          color,
        ),
        SUBTITLE.marginBottom,
      );
    }
    if (block.entries.length === 0) {
      put(textRow(sheet, t('resultLists.noEntries'), REGULAR, BODY_SIZE));
      return;
    }
    const columns = blockColumns(block);
    const header = headerRow(sheet, block, columns, t);
    const putHeader = () => {
      page.rects.push({
        x: CONTENT_LEFT,
        y,
        width: CONTENT_WIDTH,
        height: header.height,
        color: HEADER_ROW.background,
      });
      rule(y + header.height, HEADER_ROW.rule);
      put(header);
    };
    putHeader();
    let entriesOnPage = 0;
    for (const entry of block.entries) {
      const row = entryRow(sheet, entry, columns);
      // An entry never splits: it goes whole to the next page (one taller than a page, which
      // would take some 70 lines, is drawn whole from the top of its own page).
      if (entriesOnPage > 0 && y + row.height > CONTENT_BOTTOM) {
        newPage();
        put(heading, HEADING.marginBottom);
        putHeader();
        entriesOnPage = 0;
      }
      rule(y + row.height, ENTRY.rule);
      put(row);
      entriesOnPage += 1;
    }
    // An official event ends with the line the Juiz-Árbitro signs on paper.
    if (block.status?.isOfficial) {
      const signature = textRow(
        sheet,
        `${t('resultLists.official.signatureLabel')} ______________________________`,
        REGULAR,
        BODY_SIZE,
      );
      if (y + SIGNATURE_GAP + signature.height > CONTENT_BOTTOM) newPage();
      y += SIGNATURE_GAP;
      put(signature);
    }
  });
  return pages;
}

/** Space above the referee's signature line. */
const SIGNATURE_GAP = 28;

/** 'Resultados Oficiais' once every event with results is signed off, else the list's title. */
function documentTitle(view: ResultListView, t: ResultListTranslate): string {
  const scored = view.blocks.filter((b) => b.entries.length > 0);
  return scored.length > 0 && scored.every((b) => b.status?.isOfficial)
    ? t('resultLists.official.pdfOfficialTitle')
    : t('resultLists.title');
}

/** 'Página X de Y' at the bottom right of a page. */
function footerRow(sheet: Sheet, t: ResultListTranslate, page: number, total: number): Row {
  const runs: Run[] = [];
  const text = t('resultLists.pageOf', { page: String(page), total: String(total) });
  const area = box(CONTENT_LEFT, CONTENT_WIDTH, 0, 'right');
  return { runs, height: sheet.cell(runs, text, area, 0, REGULAR, FOOTER.size, FOOTER.color) };
}

function drawPages(sheet: Sheet, pages: readonly Page[], t: ResultListTranslate) {
  const footerTop = PAGE_HEIGHT - FOOTER.bottom - FOOTER.size * LINE_HEIGHT;
  pages.forEach((page, index) => {
    sheet.addPage();
    // Shading first, text over it.
    for (const r of page.rects) sheet.rect(r.x, r.y, r.width, r.height, r.color);
    for (const { row, top } of page.rows) sheet.draw(row.runs, top);
    sheet.draw(footerRow(sheet, t, index + 1, pages.length).runs, footerTop);
  });
}

/** The result list as PDF bytes (A4; the document's title and language set). */
export function renderResultListPdfBytes(
  view: ResultListView,
  t: ResultListTranslate,
  language: ResultListLanguage = 'pt',
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    compress: true,
    lang: language,
    displayTitle: true,
    info: { Title: `${t('resultLists.title')} - ${view.competitionName}` },
  });
  const sheet = new Sheet(doc);
  drawPages(sheet, layoutPages(sheet, view, t), t);
  const bytes = toBytes(doc);
  doc.end();
  return bytes;
}

/** Renders the result list to a PDF Blob, in the browser. */
export async function renderResultListPdf(
  view: ResultListView,
  t: ResultListTranslate,
  language: ResultListLanguage = 'pt',
): Promise<Blob> {
  const bytes = await renderResultListPdfBytes(view, t, language);
  return new Blob([bytes], { type: 'application/pdf' });
}
