import { expect, test } from '@playwright/test';
import { apiAs } from './fixtures/api.ts';
import { downloadPdf } from './fixtures/pdf.ts';
import { pick, startDemoTeamCard } from './fixtures/coach-card.ts';

/**
 * Issue 17: every number a person reads uses the language's separator. In Portuguese the coach
 * card form writes code values, base marks and totals with a comma, a value typed with a point
 * is written with a comma on leaving its field, and the reference sheet and its PDF say the same.
 */

test('a club reads the coach card form and its reference PDF with decimal commas', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const theme = `Vírgulas ${Date.now()}`;
  await startDemoTeamCard(page, theme);

  // 1: a hybrid with the thrust T1 (0.45) picked from the list: 0.5 base + 0.45 = 0.95.
  await page.getByRole('button', { name: 'Adicionar elemento' }).click();
  await pick(page, 'Elemento (linha 1)', 'HIB — Híbrido');
  await pick(page, 'Dificuldade 1 (linha 1)', 'T1 (0,45)', 'T1');
  await expect(page.getByRole('status', { name: 'Nota base (linha 1)' })).toHaveText('0,5000');
  await expect(page.getByRole('status', { name: 'Total (linha 1)' })).toHaveText('0,9500');

  // 2: a group A acrobatic whose value is typed with a point: 0.5 base + 1.5 = 2.
  await page.getByRole('button', { name: 'Adicionar elemento' }).click();
  await pick(page, 'Elemento (linha 2)', 'ACR — Acrobacia');
  await pick(page, 'Grupo (linha 2)', 'A');
  await page.getByRole('textbox', { name: 'Dificuldade 1 (linha 2)' }).fill('A-Sq');
  const typed = page.getByRole('textbox', { name: 'Valor 1 (linha 2)' });
  await typed.fill('1.5');
  await typed.press('Tab');
  await expect(typed).toHaveValue('1,5');
  await expect(page.getByRole('status', { name: 'Total (linha 2)' })).toHaveText('2,0000');

  // Declared total 0.95 + 2 = 2.95.
  await expect(page.getByRole('status', { name: 'Total declarado' })).toHaveText('2,9500');
  await expect(page.getByText(/\d\.\d{4}/)).toHaveCount(0);

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/coachcard/add') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Gravar', exact: true }).click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const stored = (await answer.json()) as { _id: string; Total_declarado: number };
  // Stored data keeps numbers: only what a person reads changes.
  expect(stored.Total_declarado).toBe(2.95);

  try {
    // The list, the reference sheet and its PDF say 2,9500 too.
    const row = page.getByRole('row').filter({ hasText: theme });
    await expect(row).toContainText('2,9500');
    await row.getByRole('link', { name: 'Imprimir' }).click();
    await expect(
      page.getByRole('heading', { name: 'Folha de referência do Coach Card' }),
    ).toBeVisible();
    const elements = page.getByRole('table', { name: 'Elementos' });
    await expect(elements.getByRole('row').filter({ hasText: 'T1' })).toContainText('0,9500');
    await expect(elements.getByRole('row').filter({ hasText: 'A-Sq' })).toContainText('2,0000');
    await expect(elements).toContainText('2,9500');

    const { text } = await downloadPdf(page, 'Gravar PDF');
    expect(text).toMatch(/HIB\s+\d+\s+T1\s+0,9500/);
    expect(text).toMatch(/ACR\s+\d+\s+A\s+A-Sq\s+2,0000/);
    expect(text).toMatch(/Total declarado\s+2,9500/);
    expect(text).not.toMatch(/\d\.\d/);
  } finally {
    // Leave the demo as it was for the journeys after this one.
    const clube1 = await apiAs(baseURL ?? '', 'clube1');
    await clube1('DELETE', `/api/coachcard/${stored._id}`);
  }
});
