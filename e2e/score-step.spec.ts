import { expect, test } from '@playwright/test';
import { addJunSoloCompetition, apiAs, submitJunSoloCard } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';
import { typeMarks } from './fixtures/scoring.ts';
import { bornFor } from './fixtures/dates.ts';

/**
 * The step of the marks is a setting per panel (ADR 027). A JUN free solo on a five-judge
 * panel: HIB declared T1 0,45 + S2 0,75 (1,7, CD 0,5), ChoHy (1, CD 0,5), TRA (not judged).
 *
 * On the default tenths panel 7,25 is refused on the sheet itself and nothing is saved. Once the
 * admin sets the routine panel to 0,25, every mark 7,25 (mean 7,25) is saved:
 *   HIB        7,25 × 1,7 × 0,5 = 6,1625
 *   ChoHy      7,25 × 1 × 0,5 = 3,625                      Total Elementos 9,7875
 *   C & M      3 × 1,6 × 7,25 = 34,8
 *   Desempenho 3 × 1,5 × 7,25 = 32,625
 *   Transições 3 × 1,6 × 7,25 = 34,8                      Total Impressão 102,225
 *   Valor total 9,7875 + 102,225 = 112,0125 (no errors, no penalties)
 */
// JUN: 17 in the competition's season.
const ATHLETE = { Licenca: 40101, Nome: 'Inês Quartos', Ano: bornFor(17) };
const TOTAL = '112,0125';

test('the admin sets the routine panel to quarter points: 7,25 is refused on a tenths panel and saved on a 0,25 one; the public list shows the total', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const admin = await apiAs(origin, 'admin');
  const name = `Taça dos Quartos ${Date.now()}`;
  const compId = await addJunSoloCompetition(admin, name);
  const card = await submitJunSoloCard(origin, compId, 'Quartos de ponto', ATHLETE);
  await admin('POST', `/api/competitions/${compId}/startlist`, {});

  // On the default panel (tenths), 7,25 is refused where it is typed, and nothing is saved.
  await logInAs(page, 'admin', `/resultCoachCard?id=${card._id}`);
  const first = page.getByRole('textbox', { name: 'Elemento 1 (HIB), J1' });
  await expect(first).toBeVisible();
  await first.focus();
  await page.keyboard.type('7,25');
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  const refusal = page.getByRole('alert', { name: 'Não é possível gravar' });
  await expect(refusal).toContainText('Elemento 1 (HIB), J1: Nota em décimas (ex.: 7,5)');
  await expect(page.getByRole('button', { name: 'Gravar Resultados' })).toBeDisabled();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Resultados Coach Card gravado com sucesso')).toHaveCount(0);
  expect(await admin<unknown[]>('GET', `/api/resultadoCoachCard/comp/${compId}`)).toEqual([]);

  // The admin sets the routine panel to quarter points on the competition form.
  await page.goto(`/admin?id=${compId}`);
  const step = page.getByRole('combobox', { name: 'Passo das notas (Coach Card)' });
  await expect(step).toHaveValue('0.1');
  await step.selectOption({ label: '0,25 (quartos de ponto)' });
  await page.getByRole('button', { name: 'Gravar', exact: true }).click();
  await expect(page.getByText('Competição gravada com sucesso')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Passo das notas (figuras)' })).toHaveValue(
    '0.1',
  );

  // A visitor follows the results on a phone.
  const visitor = await browser.newPage({ baseURL: origin, viewport: { width: 360, height: 740 } });
  await visitor.goto(`/resultList?id=${compId}`);
  await expect(visitor.getByText('Ainda não há resultados publicados.')).toBeVisible();

  // Now 7,25 is a mark: two element rows and three artistic rows of five judges.
  await page.goto(`/resultCoachCard?id=${card._id}`);
  await expect(first).toBeVisible();
  await first.focus();
  await typeMarks(page, Array<string>(25).fill('7,25'));
  await expect(page.getByRole('alert', { name: 'Não é possível gravar' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Total Elementos' })).toHaveText('9,7875');
  await expect(page.getByRole('status', { name: 'Total Impressão' })).toHaveText('102,2250');
  await expect(page.getByRole('status', { name: 'Valor total' })).toHaveText(TOTAL);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Resultados Coach Card gravado com sucesso')).toBeVisible();

  const solo = visitor.getByRole('table', { name: 'Júnior — Solo Livre' });
  await expect(solo.locator('tbody.result-list-entry')).toHaveCount(1, { timeout: 8_000 });
  await expect(solo).toContainText(ATHLETE.Nome);
  await expect(solo).toContainText(TOTAL);
  await visitor.close();
});
