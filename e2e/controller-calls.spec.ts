import { expect, test } from '@playwright/test';
import { addJunSoloCompetition, adminApi, submitJunSoloCard } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';
import { downloadPdf } from './fixtures/pdf.ts';
import { typeMarks } from './fixtures/scoring.ts';
import { bornFor } from './fixtures/dates.ts';

/**
 * The technical controllers call a hybrid 'Nota base' (AS 6.7.7). A JUN free solo, five
 * judges, worked by hand (docs/scoring.md, 'The technical controllers' calls'):
 *   HIB (T1 0,45 + S2 0,75; base mark 0,5 → declared 1,7), CD 0,5:
 *     7 7,5 8 6,5 7 → drop 8 and 6,5 → 21,5 / 3 = 7,1667
 *     as declared 7,1667 × 1,7 × 0,5 = 6,0917; on its base mark 7,1667 × 0,5 × 0,5 = 1,7917
 *   ChoHy (1), CD 0,5: five 7s → 3,5
 *   artistic, five 7s: 3 × 7 × (1,6 + 1,5 + 1,6) = 98,7
 *   as declared: 6,0917 + 3,5 + 98,7 = 108,2917; 'Nota base': 1,7917 + 3,5 + 98,7 = 103,9917
 */
// JUN: 17 in the competition's season.
const ATHLETE = { Licenca: 40101, Nome: 'Carla Controladores', Ano: bornFor(17) };
const ROWS = [
  ['7', '7,5', '8', '6,5', '7'], // HIB
  ['7', '7', '7', '7', '7'], // ChoHy
  ['7', '7', '7', '7', '7'], // Coreografia & Musicalidade
  ['7', '7', '7', '7', '7'], // Desempenho
  ['7', '7', '7', '7', '7'], // Transições
];
const DECLARED_TOTAL = '108,2917';
const BASE_MARK_TOTAL = '103,9917';

test("the scorer calls a hybrid 'Nota base'; a visitor's result list shows the lower total and the NB mark at once, and so does the PDF", async ({
  page,
  browser,
}) => {
  const { origin, admin } = await adminApi();
  const compId = await addJunSoloCompetition(admin, `Taça dos Controladores ${Date.now()}`);
  const card = await submitJunSoloCard(origin, compId, 'Decisões', ATHLETE);
  await admin('POST', `/api/competitions/${compId}/startlist`, {});

  // A parent follows the results on a phone, not logged in.
  const visitor = await browser.newPage({ baseURL: origin, viewport: { width: 360, height: 740 } });
  await visitor.goto(`/resultList?id=${compId}`);
  await expect(visitor.getByText('Ainda não há resultados publicados.')).toBeVisible();

  // The scorer types the marks by keyboard, then the controllers' call on the hybrid.
  await logInAs(page, 'admin', `/resultCoachCard?id=${card._id}`);
  await page.getByRole('textbox', { name: 'Elemento 1 (HIB), J1' }).focus();
  await typeMarks(page, ROWS.flat());
  const total = page.getByRole('status', { name: 'Valor total' });
  await expect(page.getByRole('status', { name: 'Pontos (Elemento 1 (HIB))' })).toHaveText(
    '6,0917',
  );
  await expect(total).toHaveText(DECLARED_TOTAL);

  const call = page.getByRole('combobox', {
    name: 'Decisão dos controladores técnicos (Elemento 1 (HIB))',
  });
  await call.focus();
  await call.selectOption({ label: 'Nota base' });
  await expect(page.getByRole('status', { name: 'Valor pontuado (Elemento 1 (HIB))' })).toHaveText(
    '0,5000',
  );
  await expect(page.getByText('declarado 1,7000')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Pontos (Elemento 1 (HIB))' })).toHaveText(
    '1,7917',
  );
  await expect(page.getByRole('status', { name: 'Total Elementos' })).toHaveText('5,2917');
  await expect(total).toHaveText(BASE_MARK_TOTAL);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Resultados Coach Card gravado com sucesso')).toBeVisible();

  // The visitor's list updates by itself: the lower total, the hybrid marked NB.
  const solo = visitor.getByRole('table', { name: 'Júnior — Solo Livre' });
  const entry = solo.locator('tbody.result-list-entry');
  await expect(entry).toHaveCount(1, { timeout: 8_000 });
  await expect(entry).toContainText(ATHLETE.Nome);
  await expect(entry).toContainText(BASE_MARK_TOTAL);
  await expect(entry).not.toContainText(DECLARED_TOTAL);
  // On the phone the marks open below the entry on a tap.
  await entry.getByRole('button', { name: ATHLETE.Nome }).click();
  const mark = entry.locator('.result-list-call');
  await expect(mark).toHaveText('NB');
  await expect(mark).toHaveAttribute('title', /^Nota base/);
  const hib = entry.locator('.result-list-lines tr').filter({ hasText: 'HIB' });
  await expect(hib).toContainText('FP 0,5');
  await expect(hib).toContainText('1,7917');

  // The PDF marks it too.
  const { text } = await downloadPdf(visitor, 'Lista de resultados (PDF)');
  const block = text.indexOf('Júnior — Solo Livre');
  expect(block).toBeGreaterThanOrEqual(0);
  expect(text.slice(block)).toMatch(/HIB NB\s+7,0\s+7,5\s+8,0\s+6,5\s+7,0\s+1,7917/);
  expect(text.indexOf(BASE_MARK_TOTAL, block)).toBeGreaterThan(block);
  await visitor.close();
});
