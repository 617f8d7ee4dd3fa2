import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { GRID_LIMITS } from '@artistic/domain/coach-card/iss/types';
import { GridTooLarge, MAX_GRID_CHARS, workbookToGrid } from './grid.ts';

/** The workbook as a file gives it: written by exceljs, read back (dates from their formats). */
async function roundTrip(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(await workbook.xlsx.writeBuffer());
  return read;
}

describe('workbookToGrid', () => {
  it('reads text, numbers, booleans, rich text, hyperlinks, errors and empty rows', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Card');
    ws.getCell('A1').value = 'TIME';
    ws.getCell('C1').value = 2.225;
    ws.getCell('A3').value = { richText: [{ text: 'HY' }, { text: 'BRID', font: { bold: true } }] };
    ws.getCell('B3').value = { text: 'ISS', hyperlink: 'https://example.invalid/iss' };
    ws.getCell('C3').value = true;
    ws.getCell('D3').value = { error: '#N/A' };
    ws.getCell('E3').value = 'last';
    const grid = workbookToGrid(await roundTrip(wb));
    expect(grid.sheets).toEqual([
      {
        name: 'Card',
        hidden: false,
        rows: [['TIME', null, 2.225], [], ['HYBRID', 'ISS', true, null, 'last']],
      },
    ]);
  });

  it('reads a formula (and a cell sharing one) as the result saved with it', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('DD');
    ws.getCell('A1').value = 1.5;
    ws.getCell('B1').value = { formula: 'A1*1.5', result: 2.25 };
    ws.getCell('B2').value = { sharedFormula: 'B1', result: 3.75 };
    ws.getCell('C1').value = { formula: 'CONCAT("1","PC")', result: '1PC' };
    ws.getCell('D1').value = { formula: '1/0', result: { error: '#DIV/0!' } };
    ws.getCell('E1').value = { formula: 'A1' }; // never calculated: no result saved
    ws.getCell('F1').value = { formula: 'A1>1', result: true };
    const grid = workbookToGrid(await roundTrip(wb));
    expect(grid.sheets[0]?.rows).toEqual([
      [1.5, 2.25, '1PC', null, null, true],
      [null, 3.75],
    ]);
  });

  it('reads times as the fraction of a day with their format, in both date systems', async () => {
    for (const date1904 of [false, true]) {
      const wb = new ExcelJS.Workbook();
      wb.properties.date1904 = date1904;
      const ws = wb.addWorksheet('Times');
      ws.getCell('A1').value = 46 / 86400;
      ws.getCell('A1').numFmt = 'm:ss';
      ws.getCell('B1').value = 65 / 86400;
      ws.getCell('B1').numFmt = '[h]:mm:ss';
      ws.getCell('C1').value = { formula: 'A1+B1', result: 111 / 86400 };
      ws.getCell('C1').numFmt = 'mm:ss';
      // A date and time keeps its days: the serial number, 1 March 2026 18:00.
      ws.getCell('D1').value = 46082.75;
      ws.getCell('D1').numFmt = 'dd/mm/yyyy hh:mm';
      // A time without a date format is a plain number.
      ws.getCell('E1').value = 13 / 86400;
      const grid = workbookToGrid(await roundTrip(wb));
      expect(grid.sheets[0]?.rows, `date1904 ${date1904}`).toEqual([
        [
          { time: 46 / 86400, fmt: 'm:ss' },
          { time: 65 / 86400, fmt: '[h]:mm:ss' },
          { time: 111 / 86400, fmt: 'mm:ss' },
          { time: 46082.75, fmt: 'dd/mm/yyyy hh:mm' },
          13 / 86400,
        ],
      ]);
    }
  });

  it('keeps the value of a merge in its top-left cell only', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Header');
    ws.getCell('A1').value = 'Event:';
    ws.mergeCells('A1:C1');
    ws.getCell('D1').value = 'PRELIMS -- Team Free';
    ws.mergeCells('D1:H2');
    ws.getCell('A3').value = 'TIME';
    const grid = workbookToGrid(await roundTrip(wb));
    expect(grid.sheets[0]?.rows).toEqual([
      ['Event:', null, null, 'PRELIMS -- Team Free'],
      [], // the merge's second row: nothing of its own
      ['TIME'],
    ]);
  });

  it('gives every sheet in tab order with its hidden state', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Card').getCell('A1').value = 'a';
    wb.addWorksheet('Lists', { state: 'hidden' }).getCell('A1').value = 'b';
    wb.addWorksheet('Codes', { state: 'veryHidden' }).getCell('A1').value = 'c';
    wb.addWorksheet('Empty');
    const grid = workbookToGrid(await roundTrip(wb));
    expect(grid.sheets.map((s) => [s.name, s.hidden, s.rows])).toEqual([
      ['Card', false, [['a']]],
      ['Lists', true, [['b']]],
      ['Codes', true, [['c']]],
      ['Empty', false, []],
    ]);
  });

  it('reads the real ISS card: header, column titles and the element rows at their Excel rows', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(
      fileURLToPath(new URL('./fixtures/SENIOR-Team_Free-PRELIMS-OCC-.xlsx', import.meta.url)),
    );
    const [sheet] = workbookToGrid(wb).sheets;
    expect(sheet?.name).toBe('SENIOR-Team_Free-PRELIMS-OCC-');
    const rows = sheet?.rows ?? [];
    expect(rows[3]).toEqual(['Event:', null, null, 'PRELIMS  --  Team Free']);
    expect(rows[9]?.slice(0, 3)).toEqual(['TIME', 'PART', 'EL']);
    expect(rows[11]).toEqual([
      '0:13-0:18',
      'ACRO',
      1,
      'ACRO-P',
      'P-P-HA-bb/2wi-Porp/Trav',
      null,
      2.225,
      'D10A',
    ]);
    expect(rows[17]?.slice(4, 7)).toEqual([' FB F6a AB A6 S1 AB 2R1 F1a F2b F3b', '1PC', 4.05]);
    expect(rows[29]).toEqual([]);
    expect(rows.at(-1)).toEqual(['ISS Coach Card Version: 3.0.6']);
  });

  describe('limits (GRID_LIMITS): what is beyond them is left out', () => {
    it('rows, columns and characters of a cell', () => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Big');
      for (let r = 1; r <= GRID_LIMITS.maxRows + 100; r++) ws.getCell(r, 1).value = r;
      for (let c = 1; c <= GRID_LIMITS.maxCols + 10; c++) ws.getCell(2, c).value = c;
      // A long text cut between the halves of an emoji: the half goes too.
      ws.getCell('B1').value = `${'x'.repeat(GRID_LIMITS.maxCellChars - 1)}🏊${'y'.repeat(10)}`;
      const rows = workbookToGrid(wb).sheets[0]?.rows ?? [];
      expect(rows).toHaveLength(GRID_LIMITS.maxRows);
      expect(rows.at(-1)).toEqual([GRID_LIMITS.maxRows]);
      expect(rows[1]).toHaveLength(GRID_LIMITS.maxCols);
      expect(rows[1]?.at(-1)).toBe(GRID_LIMITS.maxCols);
      expect(rows[0]?.[1]).toBe('x'.repeat(GRID_LIMITS.maxCellChars - 1));
    });

    it('sheets', () => {
      const wb = new ExcelJS.Workbook();
      for (let i = 1; i <= GRID_LIMITS.maxSheets + 5; i++) wb.addWorksheet(`S${i}`);
      const sheets = workbookToGrid(wb).sheets;
      expect(sheets).toHaveLength(GRID_LIMITS.maxSheets);
      expect(sheets.at(-1)?.name).toBe(`S${GRID_LIMITS.maxSheets}`);
    });

    it(`the text of the whole grid: past ${MAX_GRID_CHARS} characters it is refused`, () => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Text');
      const long = 'z'.repeat(GRID_LIMITS.maxCellChars);
      const cells = Math.ceil(MAX_GRID_CHARS / long.length) + 1;
      for (let i = 0; i < cells; i++) ws.getCell(1 + Math.floor(i / 50), 1 + (i % 50)).value = long;
      expect(() => workbookToGrid(wb)).toThrow(GridTooLarge);
    });
  });
});
