import { expect, test } from '@playwright/test';
import { DEMO } from './fixtures/coach-card.ts';
import { openCompetitionAction } from './fixtures/lists.ts';
import { logInAs } from './fixtures/login.ts';
import { downloadPdf } from './fixtures/pdf.ts';

test('the admin draws the start list again; the public page shows clubs and blocks, and its PDF keeps the order', async ({
  page,
  browser,
}) => {
  await logInAs(page, 'admin');
  await openCompetitionAction(page, DEMO, 'Editar');
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(DEMO);

  // The demo already has a start list and scored results: the admin is told and confirms.
  await page.getByRole('button', { name: 'Gerar ordem de partida' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gerar ordem de partida' });
  await expect(dialog).toContainText('Já existe uma ordem de partida');
  await expect(dialog).toContainText('resultado(s) lançado(s)');
  await dialog.getByRole('button', { name: 'Gerar de novo' }).click();
  await expect(page.getByText('Ordem de partida gerada')).toBeVisible();
  // The INF solo of Clube Natação Alfa is a draft: it is named as left out.
  await expect(page.getByText('Coach cards em rascunho não incluídos:')).toBeVisible();
  await expect(page.getByText('Clube Natação Alfa — Infantil Solo Livre')).toBeVisible();
  const startListUrl = await page
    .getByRole('link', { name: 'Ver ordem de partida' })
    .getAttribute('href');
  expect(startListUrl).toMatch(/^\/startList\?id=[0-9a-f]{24}$/);

  // A parent on a phone, not logged in.
  const visitor = await browser.newPage({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 360, height: 740 },
  });
  await visitor.goto('/competition');
  await visitor
    .getByRole('group', { name: `Ações de ${DEMO}` })
    .getByRole('link', { name: 'Ordem de partida' })
    .click();
  await expect(visitor).toHaveURL(new RegExp(`${startListUrl?.replace('?', '\\?')}$`));
  await expect(visitor.getByRole('heading', { name: 'Ordem de partida', level: 1 })).toBeVisible();

  // One event at a time: an index of events; the athletes per club when their section is opened.
  await visitor.getByText('Atletas por clube', { exact: true }).click();
  const clubs = visitor.getByRole('table', { name: 'Atletas por clube' });
  await expect(clubs.getByRole('row').filter({ hasText: 'Clube Natação Alfa' })).toContainText('5');
  await expect(clubs.getByRole('row').filter({ hasText: 'Clube Natação Beta' })).toContainText('4');
  await expect(clubs.getByRole('row').filter({ hasText: 'Total' })).toContainText('9');

  // Figures INF: Alfa's 3 and Beta's 2 athletes, one row each, in the drawn order.
  const events = visitor.getByRole('combobox', { name: 'Prova' });
  await events.selectOption('1');
  await expect(visitor).toHaveURL(/[?&]ordem=1$/);
  const figures = visitor.getByRole('table', { name: '1. Infantil — Figuras' });
  await expect(figures).toHaveAttribute('data-ordem', '1');
  await expect(figures.locator('tbody tr')).toHaveCount(5);
  await expect(figures.locator('tbody tr td:nth-child(1)')).toHaveText(['1', '2', '3', '4', '5']);
  const names = await figures.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(new Set(names).size).toBe(5);
  // At 360 px: number, name and club visible, and the page does not scroll sideways.
  const firstRow = figures.locator('tbody tr').first();
  for (const column of [1, 2, 3])
    await expect(firstRow.locator(`td:nth-child(${column})`)).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );

  // A duet shows its start number once, on its first athlete row (spanning both rows).
  const duetOrder = await events
    .locator('option', { hasText: /Juvenil — Dueto Livre/ })
    .getAttribute('value');
  await events.selectOption(duetOrder ?? '');
  await expect(visitor).toHaveURL(new RegExp(`[?&]ordem=${duetOrder}$`));
  const duet = visitor.getByRole('table', { name: /Juvenil — Dueto Livre$/ });
  await expect(figures).toHaveCount(0);
  const duetRows = duet.locator('tbody tr');
  await expect(duetRows).toHaveCount(2);
  await expect(duetRows.nth(0).locator('td').nth(0)).toHaveText('1');
  await expect(duetRows.nth(0).locator('td').nth(0)).toHaveAttribute('rowspan', '2');
  await expect(duetRows.nth(0).locator('td')).toHaveCount(6);
  await expect(duetRows.nth(1).locator('td')).toHaveCount(5);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );

  // The PDF: named from the competition, every athlete of the block in the page's order.
  const { name, text } = await downloadPdf(visitor, 'Ordem de partida (PDF)');
  expect(name).toMatch(/^Ordem de partida - Campeonato Nacional.*\.pdf$/);
  expect(text).toContain('Atletas por clube');
  // The whole start list, not only the event on screen.
  expect(text).toMatch(/Juvenil — Dueto Livre/);
  const start = text.indexOf('Infantil — Figuras');
  expect(start).toBeGreaterThanOrEqual(0);
  let at = start;
  for (const name of names) {
    const found = text.indexOf(name, at);
    expect(found, `${name} after position ${at} in the PDF`).toBeGreaterThan(at);
    at = found;
  }
  await visitor.close();
});
