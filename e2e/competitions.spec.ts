import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { openCompetitionAction } from './fixtures/lists.ts';
import { logInAs, openPageOf } from './fixtures/login.ts';
import { shownDate, UPCOMING } from './fixtures/dates.ts';

const NAME = `Torneio Primavera ${Date.now()}`;

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin creates a visible competition with three events and two figures; the public sees it only while visible', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInAs(page, 'admin', '/competition');
  await page.getByRole('link', { name: 'Criar Competição' }).click();
  await expect(page.getByRole('heading', { name: 'Nova competição' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(NAME);
  await page.getByRole('textbox', { name: 'Data', exact: true }).fill(UPCOMING.Data);
  await page
    .getByRole('textbox', { name: 'Limite de inscrições', exact: true })
    .fill(UPCOMING.Limite_inscricao);
  await page.getByLabel('Visível').check();

  // A mistake first: an 8-judge panel is refused beside its field and nothing is sent.
  await page.getByRole('textbox', { name: 'Juízes Coach Card' }).fill('8');
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('O número de juízes tem de estar entre 5 e 7.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Juízes Coach Card' }).fill('7');

  const events: [string, string, string][] = [
    ['Figuras', 'INF — Infantil', '12'],
    ['Solo Livre', 'JUV — Juvenil', '20'],
    ['Equipa Livre', 'ABS — Absoluto', '40.5'],
  ];
  for (const [i, [event, category, price]] of events.entries()) {
    await page.getByRole('button', { name: 'Adicionar prova' }).click();
    await pickOption(page, `Prova (linha ${i + 1})`, event);
    await pickOption(page, `Categoria (linha ${i + 1})`, category);
    await page.getByLabel(`Preço (linha ${i + 1})`).fill(price);
  }
  await page.getByLabel('Resultado (linha 1)').check();

  for (const figure of ['Barracuda (1,8)', 'Straight Ballet Leg (1,6)']) {
    await page.getByRole('combobox', { name: 'Adicionar do catálogo de figuras' }).click();
    await page.getByRole('option', { name: figure }).click();
  }

  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Competição gravada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?id=[0-9a-f]{24}$/);

  // Saved as typed: reload the form from the server.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(NAME);
  await expect(page.getByLabel('Preço (linha 3)')).toHaveValue(/40[.,]5/);
  await expect(page.getByRole('textbox', { name: 'Nome (linha 1)' })).toHaveValue('Barracuda');
  await expect(page.getByRole('textbox', { name: 'Nome (linha 2)' })).toHaveValue(
    'Straight Ballet Leg',
  );
  await expect(page.getByRole('textbox', { name: 'Valor (linha 1)' })).toHaveValue('1,8');

  await page.goto('/competition');
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText(shownDate(UPCOMING.Data));
  await expect(row).toContainText(shownDate(UPCOMING.Limite_inscricao));

  // A visitor, not logged in, sees it while it is visible…
  const visitor = await openPageOf(browser, baseURL ?? '');
  await visitor.goto('/competition');
  await expect(visitor.getByRole('row').filter({ hasText: NAME })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Apagar' })).toHaveCount(0);

  // …and no longer once the admin hides it.
  await openCompetitionAction(page, NAME, 'Editar');
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(NAME);
  await page.getByLabel('Visível').uncheck();
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Competição gravada com sucesso')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Competições' })).toBeVisible();
  await expect(visitor.getByRole('row').filter({ hasText: 'Campeonato Nacional' })).toBeVisible();
  await expect(visitor.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
  await visitor.close();
});
