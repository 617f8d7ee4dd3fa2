/**
 * The result list as spreadsheet tables: one per event, with the columns of the page's table
 * (components result-block-table.tsx) and the values of the same view (result-list-view.ts):
 * Pos, Nome, Clube, Figuras / Elementos, J1..Jn, Penalizações (figures), Total Figura / Total
 * Elementos, Total. One row per line of an entry; the entry's place, names, club and total on
 * its first row, the place and every score as numbers. Above the columns, the event's state as
 * the PDF prints it (provisional, provisional after a correction, official; issue 38).
 */
import type {
  ResultBlockView,
  ResultEntryView,
  ResultLineView,
  ResultListLanguage,
  ResultListTranslate,
  ResultListView,
} from './result-list-view';
import { decimalSeparator } from './score-format';
import type { SpreadsheetCell, SpreadsheetTable } from './spreadsheet';

/**
 * A judge's mark has its panel's decimals (one on a 0,1 panel, two on a 0,25 panel: the cell
 * holds the exact 7.25 and shows 7,25), every other score four (as the page shows them).
 */
const SCORE_DECIMALS = 4;

/**
 * A text of the view as a cell: a number when it is one as the language writes it ('63,7511',
 * '7,0', '3'), null when empty, else the text ('Extra', '2 × 0,5000').
 */
export function toViewCell(text: string, language: ResultListLanguage): SpreadsheetCell {
  if (text === '') return null;
  const separator = decimalSeparator(language);
  const pattern = separator === ',' ? /^-?\d+(?:,\d+)?$/ : /^-?\d+(?:\.\d+)?$/;
  return pattern.test(text) ? Number(text.replace(',', '.')) : text;
}

/** The Figuras / Elementos cell: the line's label, the controllers' call and its detail. */
function lineLabel(line: ResultLineView): string {
  return [line.label, line.mark, line.detail].filter((part) => part !== '').join(' · ');
}

function lineCells(
  line: ResultLineView | null,
  block: ResultBlockView,
  language: ResultListLanguage,
): SpreadsheetCell[] {
  const judges: SpreadsheetCell[] = line?.judges
    ? line.judges.map((judge) => toViewCell(judge, language))
    : // A line without marks writes its text (a count, the penalties) where the page spans it.
      [line?.judgesText || null, ...Array<null>(Math.max(0, block.judgeCount - 1)).fill(null)];
  return [
    line ? lineLabel(line) : null,
    ...judges.slice(0, block.judgeCount),
    ...(block.kind === 'figures' ? [toViewCell(line?.penalty ?? '', language)] : []),
    toViewCell(line?.points ?? '', language),
  ];
}

function entryRows(
  entry: ResultEntryView,
  block: ResultBlockView,
  language: ResultListLanguage,
): SpreadsheetCell[][] {
  const lines: readonly (ResultLineView | null)[] = entry.lines.length > 0 ? entry.lines : [null];
  return lines.map((line, index) => {
    const cells = lineCells(line, block, language);
    if (index > 0) return [null, null, null, ...cells, null];
    return [
      toViewCell(entry.position, language),
      entry.names.join(', '),
      entry.club || null,
      ...cells,
      toViewCell(entry.total, language),
    ];
  });
}

/** One event as a table: the page's columns, every line of every entry. */
export function toResultBlockTable(
  view: ResultListView,
  block: ResultBlockView,
  t: ResultListTranslate,
  language: ResultListLanguage,
): SpreadsheetTable {
  const isFigures = block.kind === 'figures';
  const judges = Array.from({ length: block.judgeCount }, (_, index) => `J${index + 1}`);
  const columns = [
    t('resultLists.columns.position'),
    t('resultLists.columns.name'),
    t('resultLists.columns.club'),
    isFigures ? t('resultLists.columns.figures') : t('resultLists.columns.elements'),
    ...judges,
    ...(isFigures ? [t('resultLists.columns.penalties')] : []),
    isFigures ? t('resultLists.columns.figureTotal') : t('resultLists.columns.elementsTotal'),
    t('resultLists.columns.total'),
  ];
  const decimals: Record<number, number> = { 0: 0 };
  const firstJudge = 4;
  for (let index = 0; index < block.judgeCount; index++)
    decimals[firstJudge + index] = block.markDecimals;
  for (let index = firstJudge + block.judgeCount; index < columns.length; index++)
    decimals[index] = SCORE_DECIMALS;
  return {
    name: block.heading,
    title: [
      t('resultLists.competitionLine', { name: view.competitionName, date: view.date }),
      block.heading,
      ...(block.status ? [block.status.line] : []),
      ...(block.entries.length === 0 ? [t('resultLists.noEntries')] : []),
    ],
    columns,
    rows: block.entries.flatMap((entry) => entryRows(entry, block, language)),
    decimals,
  };
}

/** The whole result list: one table (worksheet) per event. */
export function toResultListTables(
  view: ResultListView,
  t: ResultListTranslate,
  language: ResultListLanguage,
): SpreadsheetTable[] {
  return view.blocks.map((block) => toResultBlockTable(view, block, t, language));
}
