import { expect, test } from '@playwright/test';
import { addInfFiguresCompetition, apiAs } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';

const NAME = `Taça do Registo ${Date.now()}`;

test('the admin renames a competition and reads who changed what in the change log; a club may not', async ({
  page,
  baseURL,
}) => {
  const api = await apiAs(baseURL ?? '', 'admin');
  const id = await addInfFiguresCompetition(api, NAME, false);

  await logInAs(page, 'admin');
  await page.goto(`/admin?id=${id}`);
  const name = page.getByRole('textbox', { name: 'Nome', exact: true });
  await expect(name).toHaveValue(NAME);
  await name.fill(`${NAME} (renomeada)`);
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Competição gravada com sucesso')).toBeVisible();

  await page.getByRole('link', { name: 'Registo de alterações desta competição' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registo de alterações' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Competição' })).toHaveValue(
    `${NAME} (renomeada)`,
  );
  const log = page.getByRole('table', { name: 'Registo de alterações' });
  const rows = log.locator(':scope > tbody > tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Administrador da Federação');
  await expect(rows.nth(0)).toContainText('Alteração');
  await expect(rows.nth(0)).toContainText(`Competição${NAME} (renomeada)`);
  await expect(rows.nth(1)).toContainText('Criação');
  // Today, in Lisbon time.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
  await expect(rows.nth(0).getByRole('cell').first()).toContainText(today);

  await rows.nth(0).getByRole('button', { name: 'Ver alterações' }).click();
  const diff = page.getByRole('table', { name: /^Campos alterados/ });
  await expect(diff.getByRole('row')).toHaveCount(3);
  await expect(diff.getByRole('row', { name: /^Nome/ })).toContainText(
    `${NAME}${NAME} (renomeada)`,
  );
  await expect(diff.getByRole('row', { name: /^Versão/ })).toContainText('12');
  await expect(diff.getByRole('cell', { name: 'Versão' })).toHaveAttribute('title', 'version');

  // The list of competitions leads here too.
  await page.goto('/competition');
  await page.getByRole('link', { name: 'Registo de alterações' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByText(`${NAME} (renomeada)`).first()).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await logInAs(page, 'clube1');
  await page.goto('/admin/audit');
  await expect(page.getByRole('alert')).toContainText('Sem permissão');
  await expect(page.getByRole('table')).toHaveCount(0);
});
