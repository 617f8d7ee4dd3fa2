import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from './fixtures/coach-card.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** What the page shows of an entry of the result list: place, names, total (as printed). */
interface ShownEntry {
  place: string;
  names: string;
  total: string;
}

/** Clicks a download button and waits for the file. */
async function download(page: Page, button: string): Promise<Download> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  return waiting;
}

async function readWorkbook(file: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  return workbook;
}

/** The worksheet whose title lines hold this event's heading. */
function sheetOf(workbook: ExcelJS.Workbook, heading: string): ExcelJS.Worksheet {
  const sheet = workbook.worksheets.find((s) => s.getCell('A2').value === heading);
  if (!sheet) throw new Error(`no worksheet titled '${heading}'`);
  return sheet;
}

/** The header row's number (the row whose first cell is the first column's name). */
function headerRowOf(sheet: ExcelJS.Worksheet, first: string): number {
  for (let row = 1; row <= sheet.rowCount; row++)
    if (sheet.getCell(row, 1).value === first) return row;
  throw new Error(`no header row in '${sheet.name}'`);
}

/** A cell's value read as the page prints it: a total with 4 decimals and a decimal comma. */
const asPrinted = (value: unknown, decimals: number) =>
  typeof value === 'number' ? value.toFixed(decimals).replace('.', ',') : String(value ?? '');

async function demoId(page: Page): Promise<string> {
  const answer = await page.request.get('/api/competitions');
  const competitions = (await answer.json()) as { _id: string; Nome: string }[];
  const demo = competitions.find((c) => c.Nome === DEMO);
  expect(demo).toBeDefined();
  return demo?._id ?? '';
}

/** Place, names and total of each entry of the event's table, as the page shows them. */
function readEntries(table: Locator): Promise<ShownEntry[]> {
  return table.locator('tbody.result-list-entry').evaluateAll((bodies) =>
    bodies.map((body) => {
      const row = (body as HTMLTableSectionElement).rows[0];
      const cells: HTMLElement[] = row ? Array.from(row.cells) : [];
      const text = (cell: HTMLElement | undefined) => cell?.innerText.trim() ?? '';
      const divs = cells[1]?.querySelectorAll('div');
      const names = divs ? Array.from(divs).map((div) => text(div)) : [];
      return { place: text(cells[0]), names: names.join(', '), total: text(cells.at(-1)) };
    }),
  );
}

test('a visitor downloads the result list as .xlsx and .csv holding the places and totals the page shows, and the start list as .xlsx with its names', async ({
  page,
}) => {
  const id = await demoId(page);
  await page.goto(`/resultList?id=${id}`);
  await expect(page).toHaveURL(/[?&]ordem=\d+$/);

  // Every event with entries, as the page shows it: its heading, then each entry's place and total.
  const select = page.getByRole('combobox', { name: 'Prova' });
  const options = await select
    .locator('option')
    .evaluateAll((list) =>
      list.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })),
    );
  const shown: { heading: string; entries: ShownEntry[] }[] = [];
  for (const option of options) {
    // 'Infantil — Figuras (4/5)': scored / entries.
    const match = /^(.*) \((\d+)\/(\d+)\)$/.exec(option.label);
    if (!match || match[3] === '0') continue;
    await select.selectOption(option.value);
    const table = page.locator(`table[data-ordem="${option.value}"]`);
    await expect(table).toBeVisible();
    await expect(table.locator('tbody.result-list-entry')).toHaveCount(Number(match[3]));
    shown.push({ heading: match[1] ?? '', entries: await readEntries(table) });
  }
  const totals = shown.flatMap((event) => event.entries.map((entry) => entry.total));
  // The demo is scored: there is something to compare.
  expect(totals.filter((total) => /^\d+,\d{4}$/.test(total)).length).toBeGreaterThan(3);

  // The .xlsx: one worksheet per event, the place and total of each entry as numbers.
  const xlsx = await download(page, 'Excel (.xlsx)');
  expect(xlsx.suggestedFilename()).toMatch(/^Lista de resultados - Campeonato Nacional.*\.xlsx$/);
  const workbook = await readWorkbook(xlsx);
  // An event without any entry has nothing to publish: no worksheet (issue 38).
  expect(workbook.worksheets.length).toBe(shown.length);
  for (const event of shown) {
    const sheet = sheetOf(workbook, event.heading);
    const header = headerRowOf(sheet, 'Pos');
    const columns = sheet.getRow(header).cellCount;
    expect(sheet.getCell(header, columns).value).toBe('Total');
    const entries: ShownEntry[] = [];
    for (let row = header + 1; row <= sheet.rowCount; row++) {
      const place = sheet.getCell(row, 1).value;
      if (place === null) continue; // a further line of the entry above
      const total = sheet.getCell(row, columns);
      if (total.value !== null) {
        expect(typeof total.value).toBe('number');
        expect(total.numFmt).toBe('0.0000');
      }
      expect(typeof place === 'number' || place === 'Extra').toBe(true);
      entries.push({
        place: asPrinted(place, 0),
        names: String(sheet.getCell(row, 2).value),
        total: asPrinted(total.value, 4),
      });
    }
    expect(entries, event.heading).toEqual(event.entries);
  }

  // The .csv: UTF-8 with BOM, ';' between cells, the same totals with a decimal comma.
  const csvFile = await download(page, 'CSV');
  expect(csvFile.suggestedFilename()).toMatch(/^Lista de resultados - Campeonato Nacional.*\.csv$/);
  const bytes = await readFile(await csvFile.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines).toContain(shown[0]?.heading);
  expect(lines.some((line) => line.startsWith('Pos;Nome;Clube;'))).toBe(true);
  for (const entry of shown.flatMap((event) => event.entries)) {
    const line = lines.find(
      (l) => l.startsWith(`${entry.place};${entry.names};`) && l.endsWith(`;${entry.total}`),
    );
    expect(line, `${entry.place} ${entry.names} ${entry.total}`).toBeDefined();
  }
  // No score written with a decimal point.
  expect(lines.filter((line) => /\d\.\d{4}\b/.test(line))).toEqual([]);

  // The start list: each event's names, as its page shows them, in its worksheet.
  await page.goto(`/startList?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Ordem de partida', level: 1 })).toBeVisible();
  const startEvents = page.getByRole('combobox', { name: 'Prova' });
  const orders = await startEvents
    .locator('option')
    .evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
  const startXlsx = await readWorkbook(await download(page, 'Excel (.xlsx)'));
  expect(startXlsx.worksheets.length).toBe(orders.length);
  let compared = 0;
  for (const order of orders) {
    await startEvents.selectOption(order);
    const headingOf = page.locator(`#start-list-block-${order}`);
    await expect(headingOf).toBeVisible();
    const heading = await headingOf.innerText();
    // An event nobody entered is not on the start list (issue 38): every event has a table.
    const table = page.locator(`table[data-ordem="${order}"]`);
    await expect(table).toBeVisible();
    const nameIndex = (await table.locator('thead th').allInnerTexts()).findIndex(
      (text) => text.trim() === 'Nome',
    );
    expect(nameIndex).toBeGreaterThan(0);
    const names = await table.locator('tbody tr').evaluateAll(
      (rows, index) =>
        rows.map((row) => {
          // Only a slot's first row has the start number's cell (it spans the slot's rows).
          const offset = row.querySelector('td.start-list-start') ? 0 : 1;
          const cell = (row as HTMLTableRowElement).cells[index - offset];
          return cell?.innerText.trim() ?? '';
        }),
      nameIndex,
    );
    const sheet = sheetOf(startXlsx, heading);
    const header = headerRowOf(sheet, 'Número');
    const column = (sheet.getRow(header).values as unknown[]).findIndex(
      (value) => value === 'Nome',
    );
    const written: string[] = [];
    for (let row = header + 1; row <= sheet.rowCount; row++)
      written.push(String(sheet.getCell(row, column).value ?? ''));
    expect(written, heading).toEqual(names);
    compared += names.length;
  }
  expect(compared).toBeGreaterThan(4);
});
