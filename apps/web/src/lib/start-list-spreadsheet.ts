/**
 * The start list as spreadsheet tables: one per event, with the columns of the page's table
 * (features/start-lists/components/start-list-block-table.tsx) and the rows of the same sheet
 * model (packages/domain start-list/sheet.ts): Número, Nº atleta (routines), Nome, Clube,
 * Licença, Ano. A slot's start number on its first row, as the page spans it.
 */
import type { StartListSheet, StartListSheetBlock } from '@artistic/domain/start-list/sheet';
import type { SpreadsheetCell, SpreadsheetTable } from './spreadsheet';

type Translate = (key: string, options?: Record<string, string>) => string;

/** A number of the sheet ('12'), or null when the slot has none (''). */
function toWholeCell(text: string): SpreadsheetCell {
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** One event as a table: the page's columns, one row per athlete (one for an empty slot). */
export function toStartListBlockTable(
  sheet: StartListSheet,
  block: StartListSheetBlock,
  t: Translate,
): SpreadsheetTable {
  const columns = [
    t('startLists.columns.startNumber'),
    ...(block.showAthleteNumber ? [t('startLists.columns.athleteNumber')] : []),
    t('startLists.columns.name'),
    t('startLists.columns.club'),
    t('startLists.columns.licence'),
    t('startLists.columns.year'),
  ];
  const rows = block.rows.map((row): SpreadsheetCell[] => [
    row.isFirstOfSlot ? row.startNumber : null,
    ...(block.showAthleteNumber ? [toWholeCell(row.athleteNumber)] : []),
    row.name || null,
    row.club || null,
    toWholeCell(row.licence),
    toWholeCell(row.year),
  ]);
  return {
    name: block.heading,
    title: [
      t('startLists.competitionLine', { name: sheet.competitionName, date: sheet.date }),
      block.heading,
      ...(block.slotCount === 0 ? [t('startLists.noSlots')] : []),
    ],
    columns,
    rows,
  };
}

/** The whole start list: one table (worksheet) per event. */
export function toStartListTables(sheet: StartListSheet, t: Translate): SpreadsheetTable[] {
  return sheet.blocks.map((block) => toStartListBlockTable(sheet, block, t));
}
