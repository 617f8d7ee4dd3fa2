// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tPt } from '../test/pt-translator';
import {
  buildResultListResponse,
  calledRoutineSheets,
  figureSheets,
  quarterRoutineSheets,
} from '../test/result-list-fixture';
import { toResultListTables, toViewCell } from './result-list-spreadsheet';
import { buildResultListView, formatStatusTime } from './result-list-view';
import { toCsv, toXlsx } from './spreadsheet';

const view = buildResultListView(buildResultListResponse(), tPt, 'pt');
const tables = toResultListTables(view, tPt, 'pt');
const tableOf = (name: string) => {
  const table = tables.find((t) => t.name === name);
  if (!table) throw new Error(`no table ${name}`);
  return table;
};

describe('toViewCell', () => {
  it('reads a number as the language writes it, else keeps the text', () => {
    expect(toViewCell('63,7511', 'pt')).toBe(63.7511);
    expect(toViewCell('-0,5000', 'pt')).toBe(-0.5);
    expect(toViewCell('3', 'pt')).toBe(3);
    expect(toViewCell('63.7511', 'en')).toBe(63.7511);
    // A point in Portuguese, a comma in English: not a number of that language.
    expect(toViewCell('63.7511', 'pt')).toBe('63.7511');
    expect(toViewCell('63,7511', 'en')).toBe('63,7511');
    expect(toViewCell('Extra', 'pt')).toBe('Extra');
    expect(toViewCell('1 × 0,5000', 'pt')).toBe('1 × 0,5000');
    expect(toViewCell('', 'pt')).toBeNull();
  });
});

describe('toResultListTables', () => {
  it('makes one table per event with results, named and titled as the page heads it', () => {
    // Events 1, 3 and 4 of the order; the ABS team event (5) has no entry: nothing to publish,
    // no worksheet (issue 38).
    expect(view.blocks.map((b) => b.key)).toEqual(['1', '3', '4']);
    expect(tables.map((t) => t.name)).toEqual(view.blocks.map((b) => b.heading));
    expect(tables[2]?.name).toMatch(/^Masters — /);
    // Under the heading, where the event's results stand, as the PDF prints it.
    expect(tableOf('Infantil — Figuras').title).toEqual([
      'Campeonato Nacional de Inverno — 2026-02-14',
      'Infantil — Figuras',
      'Resultados Provisórios',
    ]);
  });

  it('says whether each event is provisional, provisional after a correction or official', () => {
    const since = '2026-02-14T11:05:00.000Z';
    const signed = '2026-02-14T11:30:00.000Z';
    const states = buildResultListView(
      buildResultListResponse(undefined, undefined, {
        statuses: {
          1: { provisionalSince: since },
          3: { corrected: true, provisionalSince: since },
          4: {
            state: 'official',
            signedAt: signed,
            signedBy: 'Juiz Árbitro',
            provisionalSince: since,
          },
        },
      }),
      tPt,
      'pt',
    );
    const titles = toResultListTables(states, tPt, 'pt').map((table) => table.title?.[2]);
    expect(titles).toEqual([
      `Resultados Provisórios desde ${formatStatusTime(since, 'pt')}`,
      `Resultados Provisórios — corrigidos desde ${formatStatusTime(since, 'pt')}`,
      `Resultados Oficiais — assinados por Juiz Árbitro em ${formatStatusTime(signed, 'pt')}`,
    ]);
    expect(toCsv(toResultListTables(states, tPt, 'pt'))).toContain(
      `\r\nResultados Provisórios — corrigidos desde ${formatStatusTime(since, 'pt')}\r\n`,
    );
  });

  it("keeps a quarter-point panel's marks exact: 7.25 in the cell, 7,25 and 7,50 in the CSV", async () => {
    const quarters = buildResultListView(
      buildResultListResponse(figureSheets, quarterRoutineSheets, {
        panels: { JuizesCoachCard: 7, PassoCoachCard: 0.25 },
      }),
      tPt,
      'pt',
    );
    const duet = toResultListTables(quarters, tPt, 'pt')[1]!;
    expect(duet.name).toMatch(/^Juvenil — D/);
    // J1..J7 show two decimals; the figures (a 0,1 panel) keep one.
    expect(duet.decimals).toMatchObject({ 4: 2, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2, 11: 4 });
    expect(toResultListTables(quarters, tPt, 'pt')[0]!.decimals).toMatchObject({ 4: 1, 8: 1 });
    expect(duet.rows[0]?.slice(4, 11)).toEqual([6, 7.75, 7.25, 6.75, 6.25, 8, 7.5]);
    const hybrid = toCsv([duet])
      .split('\r\n')
      .find((line) => line.includes('HIB'));
    expect(hybrid?.split(';').slice(4, 11)).toEqual([
      '6,00',
      '7,75',
      '7,25',
      '6,75',
      '6,25',
      '8,00',
      '7,50',
    ]);
    // The workbook stores the exact number and shows it with the panel's two decimals.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await toXlsx([duet])).arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const row = sheet.getRow((duet.title?.length ?? 0) + 2);
    expect(row.getCell(7).value).toBe(7.25);
    expect(row.getCell(7).numFmt).toBe('0.00');
    expect(row.getCell(11).value).toBe(7.5);
    expect(row.getCell(11).numFmt).toBe('0.00');
  });

  it('has the page’s columns of a figures event, its place and scores as numbers', () => {
    const figures = tableOf('Infantil — Figuras');
    expect(figures.columns).toEqual([
      'Pos',
      'Nome',
      'Clube',
      'Figuras',
      'J1',
      'J2',
      'J3',
      'J4',
      'J5',
      'Penalizações',
      'Total Figura',
      'Total',
    ]);
    expect(figures.decimals).toEqual({ 0: 0, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 4, 10: 4, 11: 4 });
    // Four lines (figures) per athlete; the place, names, club and total on the first.
    expect(figures.rows).toHaveLength(4 * figureSheets.length);
    expect(figures.rows.slice(0, 4)).toEqual([
      [
        1,
        'Rita Gonçalves',
        'Clube Natação Açores',
        'Straight Ballet Leg · FP 1,6',
        6.5,
        7,
        7,
        7.5,
        6,
        null,
        10.9333,
        63.7511,
      ],
      [null, null, null, 'Barracuda · FP 1,8', 7, 7.2, 6.8, 7.1, 7.4, null, 12.78, null],
      [null, null, null, 'Front Ariana · FP 2,2', 6, 6.2, 6.4, 6.1, 6.3, null, 13.64, null],
      [null, null, null, 'Tower · FP 1,9', 5.5, 6, 5.8, 5.9, 6.1, 1, 11.21, null],
    ]);
  });

  it('holds the places and totals the page shows, in its order, the extra athlete last', () => {
    const figures = tableOf('Infantil — Figuras');
    const entries = figures.rows.filter((row) => row[0] !== null);
    const block = view.blocks[0]!;
    expect(entries.map((row) => [row[0], row[1], row.at(-1)])).toEqual([
      [1, 'Rita Gonçalves', 63.7511],
      [2, 'Maria Lopes', 60.5],
      [3, 'Ana Simões', 58.25],
      ['Extra', 'Inês Conceição', 70.1],
    ]);
    // The CSV of those cells says what the page prints.
    const csv = toCsv([{ ...figures, title: [], columns: [], rows: entries }]).slice(1);
    expect(
      csv
        .split('\r\n')
        .slice(1, -1)
        .map((line) => {
          const cells = line.split(';');
          return [cells[0], cells.at(-1)];
        }),
    ).toEqual(block.entries.map((entry) => [entry.position, entry.total]));
  });

  it('lays a routine out line by line, a line without marks writing its text under J1', () => {
    const duet = tableOf('Juvenil — Dueto Livre');
    expect(duet.columns).toEqual([
      'Pos',
      'Nome',
      'Clube',
      'Elementos',
      'J1',
      'J2',
      'J3',
      'J4',
      'J5',
      'Total Elementos',
      'Total',
    ]);
    const [first, ...rest] = duet.rows;
    expect(first).toEqual([
      1,
      'Ana Simões, Maria Lopes',
      'Sport Algés e Dafundo',
      'HIB · FP 2,1 · CD 0,5',
      7,
      7,
      7,
      7,
      7,
      7.35,
      163.925,
    ]);
    const byLabel = (label: string) => rest.find((row) => row[3] === label);
    expect(byLabel('Total Elementos')).toEqual([
      null,
      null,
      null,
      'Total Elementos',
      null,
      null,
      null,
      null,
      null,
      15.05,
      null,
    ]);
    expect(byLabel('Penalizações')?.slice(4)).toEqual([
      '1 × 0,5000',
      null,
      null,
      null,
      null,
      0.5,
      null,
    ]);
    // Every row has every column.
    for (const row of duet.rows) expect(row).toHaveLength(duet.columns.length);
  });

  it('shows the controllers’ call beside the element, as the page does', () => {
    const called = buildResultListView(
      buildResultListResponse(figureSheets, calledRoutineSheets),
      tPt,
      'pt',
    );
    const duet = toResultListTables(called, tPt, 'pt')[1]!;
    expect(duet.rows[0]?.[3]).toBe('HIB · NB · FP 0,5 · CD 0,5');
    expect(duet.rows[0]?.at(-1)).toBe(158.325);
  });

  it('reads the numbers of an English view too', () => {
    const english = buildResultListView(buildResultListResponse(), tPt, 'en');
    const figures = toResultListTables(english, tPt, 'en')[0]!;
    expect(figures.name).toBe('12 and under — Figures');
    expect(figures.rows[0]?.slice(0, 1)).toEqual([1]);
    expect(figures.rows[0]?.slice(4, 12)).toEqual([6.5, 7, 7, 7.5, 6, null, 10.9333, 63.7511]);
  });
});
