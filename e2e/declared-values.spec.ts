import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { pick, startDemoTeamCard } from './fixtures/coach-card.ts';

/**
 * Issue 15: the difficulty of a coach card comes from the ruleset's tables. A club declares a
 * hybrid with three codes and a bonus and sees the table's total, stored as such; a request
 * altered on its way (a value other than the table's) is refused and the refusal shows beside
 * the code, with nothing stored.
 */

/** An ABS free team routine with one hybrid: T1 + S2 + F6a and the pattern-change bonus 2PC. */
async function declareTeamHybrid(page: Page, theme: string) {
  await startDemoTeamCard(page, theme);

  await page.getByRole('button', { name: 'Adicionar elemento' }).click();
  await page.getByRole('textbox', { name: 'Tempo inicial (linha 1)' }).fill('0:15');
  await page.getByRole('textbox', { name: 'Tempo final (linha 1)' }).fill('0:35');
  await pick(page, 'Elemento (linha 1)', 'HIB — Híbrido');
  await pick(page, 'Dificuldade 1 (linha 1)', 'T1 (0,45)', 'T1');
  await page.getByRole('button', { name: 'Adicionar código (linha 1)' }).click();
  await pick(page, 'Dificuldade 2 (linha 1)', 'S2 (0,75)', 'S2');
  await page.getByRole('button', { name: 'Adicionar código (linha 1)' }).click();
  await pick(page, 'Dificuldade 3 (linha 1)', 'F6a (0,65)', 'F6a');
  await page.getByRole('button', { name: 'Adicionar bónus (linha 1)' }).click();
  await pick(page, 'Bónus 1 (linha 1)', '2PC (0,4)', '2PC');
  // Base mark 0.5 + 0.45 + 0.75 + 0.65 + bonus 0.4 = 2.75, from the hybrid and bonus tables.
  await expect(page.getByRole('status', { name: 'Total (linha 1)' })).toHaveText('2,7500');
  await expect(page.getByRole('status', { name: 'Total declarado' })).toHaveText('2,7500');
}

test('a club declares a hybrid with three codes and a bonus and the table total is stored', async ({
  page,
}) => {
  test.slow();
  const theme = `Correntes ${Date.now()}`;
  await declareTeamHybrid(page, theme);

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/coachcard/add') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Gravar', exact: true }).click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const stored = (await answer.json()) as {
    Elementos: { Dificuldade_declarada: { Codigo_cc: string; Valor: number }[]; Total: number }[];
    Total_declarado: number;
  };
  expect(stored.Elementos[0]?.Dificuldade_declarada).toEqual([
    { Codigo_cc: 'T1', Valor: 0.45 },
    { Codigo_cc: 'S2', Valor: 0.75 },
    { Codigo_cc: 'F6a', Valor: 0.65 },
  ]);
  expect(stored.Total_declarado).toBe(2.75);

  await expect(page.getByText('Coach card gravado com sucesso')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: theme });
  await expect(row).toContainText('2,7500');
  await expect(row).not.toContainText('Códigos a corrigir');
});

test('a value altered on its way to the server is refused beside its code, and nothing is stored', async ({
  page,
}) => {
  test.slow();
  const theme = `Adulterado ${Date.now()}`;
  await declareTeamHybrid(page, theme);

  // What a club that edits its request would send: S2 worth 7.77 instead of the table's 0.75.
  await page.route('**/api/coachcard/add', async (route) => {
    const body = route.request().postDataJSON() as {
      Elementos: { Dificuldade_declarada: { Codigo_cc: string; Valor: number }[] }[];
    };
    const s2 = body.Elementos[0]?.Dificuldade_declarada[1];
    if (s2) s2.Valor = 7.77;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'Gravar', exact: true }).click();

  const message = 'Elemento 1: S2 vale 0,75 na tabela, não 7,77.';
  const code = page.getByRole('combobox', { name: 'Dificuldade 2 (linha 1)' });
  await expect(code).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/coachCard\?compId=/);
  await expect(page.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue(theme);

  await page.unroute('**/api/coachcard/add');
  await page.goto('/listCoachCard');
  await expect(page.getByRole('heading', { name: 'Coach Cards' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: theme })).toHaveCount(0);
});
