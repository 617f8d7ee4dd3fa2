import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { addCompetition, adminApi, apiAs } from './fixtures/api.ts';
import { HIB_CHOHY_TRA } from './fixtures/coach-card.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';

/**
 * Issue 38: a panel of seven judging in quarter points (PassoCoachCard 0,25) gives the hybrid of
 * a JUN free solo 6,00 7,75 7,25 6,75 6,25 8,00 7,50. The published marks keep their quarters,
 * two decimals each (never 7,8 / 7,3), on the visitor's result list, in the .xlsx (the exact
 * number 7.25, shown with two decimals) and in the .csv ('7,25').
 */
const ATHLETE = { Licenca: 40381, Nome: 'Clara Quartos', Ano: bornFor(17) };
const HIB_MARKS = [6, 7.75, 7.25, 6.75, 6.25, 8, 7.5];
const SHOWN = ['6,00', '7,75', '7,25', '6,75', '6,25', '8,00', '7,50'];
const judges = (marks: readonly number[]) =>
  Object.fromEntries(marks.map((mark, index) => [`J${index + 1}`, mark]));
const SEVEN = judges(Array.from({ length: 7 }, () => 7.5));

test.use({ viewport: { width: 1280, height: 800 } });

/** Clicks a download button and waits for the file. */
async function download(page: Page, button: string): Promise<Download> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  return waiting;
}

test('a quarter-point panel: the visitor reads 7,75 and 7,25 on the result list, and the .xlsx and .csv keep 7.25', async ({
  page,
}) => {
  // Set up through the API: the competition, the club's card, the draw and the scored sheet.
  const { origin, admin } = await adminApi();
  const compId = await addCompetition(admin, {
    Nome: `Taça dos Quartos Publicados ${Date.now()}`,
    ...UPCOMING,
    JuizesCoachCard: 7,
    PassoCoachCard: 0.25,
    Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: true, Price: 15 }],
  });
  const clube1 = await apiAs(origin, 'clube1');
  const card = await clube1<{ _id: string; Elementos: { Elemento: string; Total: number }[] }>(
    'POST',
    '/api/coachcard/add',
    {
      Competicao: compId,
      Categoria: 'JUN',
      Esquema: 'SOLO LIVRE',
      Clube: 'Clube Natação Alfa',
      Tema_esquema: 'Quartos publicados',
      Atletas: [ATHLETE],
      Reservas: [],
      Elementos: HIB_CHOHY_TRA,
      State: 'Submetido',
    },
  );
  await admin('POST', `/api/competitions/${compId}/startlist`, {});
  await admin('POST', '/api/resultadoCoachCard/add', {
    Categoria: 'JUN',
    Esquema: 'SOLO LIVRE',
    Extra: false,
    Clube: 'Clube Natação Alfa',
    Atletas: [],
    Reservas: [],
    Resultados_el: card.Elementos.map((e, index) => ({
      Elemento: e.Elemento,
      FP_val: e.Total,
      ...(index === 0 ? judges(HIB_MARKS) : SEVEN),
    })),
    Erros: { Simples: 0, Obvio: 0, Maior: 0 },
    Penalty: { Selected: 0 },
    Resultado_Coreografia: ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map(
      (Name) => ({ Name, ...SEVEN }),
    ),
    Penalties: [],
    comp_id: compId,
    coach_card_id: card._id,
  });

  // A visitor, not signed in, reads the hybrid's marks as the judges gave them.
  await page.goto(`/resultList?id=${compId}`);
  const entry = page.locator('table[data-ordem="1"] tbody.result-list-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(ATHLETE.Nome);
  const hybrid = entry.getByRole('row').first();
  await expect(hybrid).toContainText('HIB');
  // Pos, Nome, Clube, Elementos, then J1..J7.
  const cells = (await hybrid.getByRole('cell').allInnerTexts()).map((text) => text.trim());
  expect(cells.slice(4, 11)).toEqual(SHOWN);
  await expect(hybrid).not.toContainText('7,8');
  await expect(hybrid).not.toContainText('7,3');

  // The .xlsx stores the exact marks, shown with the panel's two decimals.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download(page, 'Excel (.xlsx)')).path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has a worksheet');
  let row = 1;
  while (row <= sheet.rowCount && !String(sheet.getCell(row, 4).value ?? '').startsWith('HIB'))
    row += 1;
  const marks = HIB_MARKS.map((_, index) => sheet.getCell(row, 5 + index));
  expect(marks.map((cell) => cell.value)).toEqual(HIB_MARKS);
  expect(marks.map((cell) => cell.numFmt)).toEqual(HIB_MARKS.map(() => '0.00'));

  // The .csv writes them as the page does.
  const csv = await readFile(await (await download(page, 'CSV')).path(), 'utf8');
  const line = csv.split('\r\n').find((text) => text.includes(';HIB'));
  expect(line?.split(';').slice(4, 11)).toEqual(SHOWN);
});
