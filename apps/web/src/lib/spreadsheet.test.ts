// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SpreadsheetTable } from './spreadsheet';
import { toCsv, toXlsx } from './spreadsheet';

const BOM = '\uFEFF';

const results: SpreadsheetTable = {
  name: 'Infantil — Figuras',
  title: ['Campeonato Nacional de Inverno — 2026-02-14', 'Infantil — Figuras'],
  columns: ['Pos', 'Nome', 'J1', 'Total'],
  rows: [
    [1, 'Rita Gonçalves', 7, 63.7511],
    [2, 'Maria Lopes', 6.5, 60.5],
    ['Extra', 'Inês Conceição', null, 70.1],
  ],
  decimals: { 0: 0, 2: 1, 3: 4 },
};

/** The workbook an .xlsx Blob holds, read back with exceljs. */
async function readBack(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook;
}

describe('toCsv', () => {
  it('writes UTF-8 with BOM, ; between cells, a decimal comma with the column’s decimals, CRLF', () => {
    expect(toCsv([results])).toBe(
      BOM +
        'Campeonato Nacional de Inverno — 2026-02-14\r\n' +
        'Infantil — Figuras\r\n' +
        'Pos;Nome;J1;Total\r\n' +
        '1;Rita Gonçalves;7,0;63,7511\r\n' +
        '2;Maria Lopes;6,5;60,5000\r\n' +
        'Extra;Inês Conceição;;70,1000\r\n',
    );
    // The BOM is the first character: Excel reads the file as UTF-8 (Gonçalves, not GonÃ§alves).
    expect(toCsv([results]).charCodeAt(0)).toBe(0xfeff);
  });

  it('writes a number without decimals of its column as it is written', () => {
    const csv = toCsv([{ name: 'a', columns: ['x', 'y'], rows: [[1.6, -0.25]] }]);
    expect(csv).toBe(`${BOM}x;y\r\n1,6;-0,25\r\n`);
  });

  it('rounds half away from zero on the number as written, not on its binary value', () => {
    // (1.005).toFixed(2) is '1.00': the double is a hair below 1.005.
    const csv = toCsv([
      {
        name: 'a',
        columns: ['x', 'y', 'z'],
        rows: [[1.005, -2.5, 63.75115]],
        decimals: { 0: 2, 1: 0, 2: 4 },
      },
    ]);
    expect(csv).toBe(`${BOM}x;y;z\r\n1,01;-3;63,7512\r\n`);
  });

  it('quotes a cell with ; quotes or line breaks (quotes doubled), and leaves others bare', () => {
    const csv = toCsv([
      {
        name: 'a',
        columns: ['Nome; apelido', 'Clube'],
        rows: [
          ['Ana "Nini" Simões', 'Sport; Algés'],
          ['Rita\nGonçalves', 'Clube\r\nAçores'],
          ['Maria, Lopes', 'Clube Natação'],
        ],
      },
    ]);
    expect(csv).toBe(
      BOM +
        '"Nome; apelido";Clube\r\n' +
        '"Ana ""Nini"" Simões";"Sport; Algés"\r\n' +
        '"Rita\nGonçalves";"Clube\r\nAçores"\r\n' +
        'Maria, Lopes;Clube Natação\r\n',
    );
  });

  it('keeps a text that Excel would run as a formula as text', () => {
    const csv = toCsv([{ name: 'a', columns: ['x'], rows: [['=HYPERLINK("x")'], ['@SUM(1)']] }]);
    expect(csv).toBe(`${BOM}x\r\n"'=HYPERLINK(""x"")"\r\n'@SUM(1)\r\n`);
  });

  it('writes the tables one after another, an empty line between them, each with its title', () => {
    const second: SpreadsheetTable = {
      name: 'Juvenil — Dueto Livre',
      title: ['Juvenil — Dueto Livre'],
      columns: ['Pos', 'Total'],
      rows: [[1, 163.925]],
      decimals: { 1: 4 },
    };
    const csv = toCsv([results, second]);
    const [first = '', other = ''] = csv.slice(1).split('\r\n\r\n');
    expect(first.split('\r\n')).toHaveLength(6);
    expect(other).toBe('Juvenil — Dueto Livre\r\nPos;Total\r\n1;163,9250\r\n');
    expect(csv.split('\r\n\r\n')).toHaveLength(2);
  });

  it('writes an empty cell for null and for a number that is not finite', () => {
    expect(toCsv([{ name: 'a', columns: ['x', 'y', 'z'], rows: [[null, Number.NaN, 0]] }])).toBe(
      `${BOM}x;y;z\r\n;;0\r\n`,
    );
  });
});

describe('toXlsx', () => {
  it('writes one worksheet per table: title lines, the header in bold, numbers with their format', async () => {
    const blob = await toXlsx([results]);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = await readBack(blob);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Infantil — Figuras']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Campeonato Nacional de Inverno — 2026-02-14');
    expect(sheet.getCell('A2').value).toBe('Infantil — Figuras');
    expect(sheet.getRow(3).values).toEqual([undefined, 'Pos', 'Nome', 'J1', 'Total']);
    expect(sheet.getCell('A3').font?.bold).toBe(true);
    expect(sheet.getCell('A4').font?.bold).not.toBe(true);

    // Numbers stay numbers, with the column's number format; texts stay texts.
    expect(sheet.getCell('A4').value).toBe(1);
    expect(sheet.getCell('A4').numFmt).toBe('0');
    expect(sheet.getCell('C4').value).toBe(7);
    expect(sheet.getCell('C4').numFmt).toBe('0.0');
    expect(sheet.getCell('D4').value).toBe(63.7511);
    expect(sheet.getCell('D4').numFmt).toBe('0.0000');
    expect(sheet.getCell('D5').value).toBe(60.5);
    expect(sheet.getCell('A6').value).toBe('Extra');
    expect(sheet.getCell('C6').value).toBeNull();
    expect(sheet.getCell('B6').value).toBe('Inês Conceição');
    expect(sheet.rowCount).toBe(6);
    // The header stays in view while the rows scroll.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
  });

  it('names the worksheets as Excel accepts them: no []:*?/\\, at most 31 characters, each its own', async () => {
    const table = (name: string): SpreadsheetTable => ({ name, columns: ['x'], rows: [[1]] });
    const workbook = await readBack(
      await toXlsx([
        table('Absoluto — Equipa: Livre [Combinado]?'),
        table('Absoluto — Equipa: Livre [Combinado]?'),
        table("'a/b\\c*d'"),
        table('   '),
        table('infantil — figuras'),
        table('Infantil — Figuras'),
      ]),
    );
    const names = workbook.worksheets.map((sheet) => sheet.name);
    expect(names).toEqual([
      'Absoluto — Equipa Livre Combina',
      'Absoluto — Equipa Livre Com (2)',
      'a b c d',
      '4',
      'infantil — figuras',
      'Infantil — Figuras (2)',
    ]);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
  });

  it('writes a table without rows as its header alone', async () => {
    const workbook = await readBack(
      await toXlsx([
        { name: 'Vazia', title: ['Sem resultados'], columns: ['Pos', 'Nome'], rows: [] },
      ]),
    );
    const sheet = workbook.getWorksheet('Vazia')!;
    expect(sheet.getCell('A1').value).toBe('Sem resultados');
    expect(sheet.getRow(2).values).toEqual([undefined, 'Pos', 'Nome']);
    expect(sheet.rowCount).toBe(2);
  });
});
