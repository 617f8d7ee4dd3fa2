import { expect, test } from '@playwright/test';
import { logInAs } from './fixtures/login.ts';
import { downloadPdf } from './fixtures/pdf.ts';
import { chooseFigureCategory, typeMarks } from './fixtures/scoring.ts';
import { DEMO } from './fixtures/coach-card.ts';

/**
 * The demo competition's INF figures: Straight Ballet Leg 1.6, Barracuda 1.8, Front Ariana 2.2,
 * Tower 1.9 (Σ FP = 7.5), five judges. The seed scored every INF athlete but one.
 *
 * Every figure gets the marks 7,5 7 8 6,5 7 (spec section 9, each stored value rounded half-up
 * to 4 places): the highest (8) and lowest (6,5) are dropped, mean (7 + 7 + 7,5) / 3 = 7,1667;
 * points = mean × FP: 11,4667 (×1,6), 12,9001 (×1,8), 15,7667 (×2,2), 13,6167 (×1,9);
 * overall = Σ points / Σ FP × 10 = 53,7502 / 7,5 × 10 = 71,66693… → 71,6669.
 */
const MARKS = ['7,5', '7', '8', '6,5', '7'];
const EXPECTED_TOTAL = '71,6669';

test('the admin scores an athlete by keyboard as extra-competition; a visitor sees it appear, last, without reloading, and in the PDF', async ({
  page,
  browser,
}) => {
  await logInAs(page, 'admin', '/competition');
  const resultsLink = page
    .getByRole('group', { name: `Ações de ${DEMO}` })
    .getByRole('link', { name: 'Resultados', exact: true });
  const resultListUrl = (await resultsLink.getAttribute('href')) ?? '';
  expect(resultListUrl).toMatch(/^\/resultList\?id=[0-9a-f]{24}$/);
  const compId = resultListUrl.split('=')[1] ?? '';

  // A parent follows the results on a phone, not logged in.
  const visitor = await browser.newPage({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 360, height: 740 },
  });
  await visitor.goto(resultListUrl);
  // It opens on the event happening now; the parent picks the INF figures, which go in the address.
  const events = visitor.getByRole('combobox', { name: 'Prova' });
  const infantilOption = events.locator('option', { hasText: 'Infantil — Figuras' });
  await events.selectOption((await infantilOption.getAttribute('value')) ?? '');
  await expect(visitor).toHaveURL(new RegExp(`/resultList\\?id=${compId}&ordem=\\d+$`));
  const infantil = visitor.getByRole('table', { name: 'Infantil — Figuras' });
  await expect(infantil.locator('tbody.result-list-entry')).toHaveCount(4);
  await expect(infantil).not.toContainText(EXPECTED_TOTAL);

  // The scoring table: category, then the order number of the athlete still without a sheet.
  await page.goto(`/resultFiguras?compId=${compId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  await chooseFigureCategory(page, 'INF');
  await expect(page.getByRole('textbox', { name: 'Prova' })).toHaveValue('Figuras');
  const order = page.getByRole('textbox', { name: /^Ordem/ });
  let athlete = '';
  for (let number = 1; number <= 5 && athlete === ''; number++) {
    await order.fill(String(number));
    await order.press('Enter');
    await expect(page.getByText(/^(Nova folha|Já gravado \(versão \d+\))$/)).toBeVisible();
    if (await page.getByText('Nova folha').isVisible()) {
      athlete = await page.getByRole('textbox', { name: 'Nome' }).inputValue();
    }
  }
  expect(athlete).not.toBe('');

  // Keyboard only: J1 of the first figure, then Enter judge by judge, figure by figure.
  await page.getByRole('textbox', { name: 'Straight Ballet Leg — J1' }).focus();
  for (let figure = 0; figure < 4; figure++) await typeMarks(page, MARKS);
  await expect(page.getByRole('table', { name: 'Figura 3: Front Ariana' })).toContainText(
    '15,7667',
  ); // 7,1667 × 2,2
  await page.getByRole('checkbox', { name: 'Extra-Competição' }).check();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Já gravado (versão 1)')).toBeVisible();
  await expect(
    page.getByText(`Resultados Figuras gravados com sucesso: nº`).filter({ hasText: athlete }),
  ).toContainText(EXPECTED_TOTAL);

  // The visitor's page updates by itself: the new athlete is last, as Extra, with the total.
  await expect(infantil.locator('tbody.result-list-entry')).toHaveCount(5, { timeout: 8_000 });
  const last = infantil.locator('tbody.result-list-entry').last();
  await expect(last).toHaveClass(/result-list-extra/);
  await expect(last).toContainText(athlete);
  await expect(last).toContainText('Extra');
  await expect(last).toContainText(EXPECTED_TOTAL);

  // The PDF holds the same total, after the ranked athletes of the block.
  const { name, text } = await downloadPdf(visitor, 'Lista de resultados (PDF)');
  expect(name).toMatch(/^Lista de resultados - Campeonato Nacional.*\.pdf$/);
  const block = text.indexOf('Infantil — Figuras');
  expect(block).toBeGreaterThanOrEqual(0);
  expect(text.indexOf(EXPECTED_TOTAL, block)).toBeGreaterThan(block);
  expect(text.indexOf(athlete, block)).toBeGreaterThan(block);
  await visitor.close();
});
