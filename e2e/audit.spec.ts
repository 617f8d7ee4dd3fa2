import { expect, test } from '@playwright/test';
import { addInfFiguresCompetition, apiAs } from './fixtures/api.ts';
import { logInAs, openPageOf } from './fixtures/login.ts';
import { shownDate, today } from './fixtures/dates.ts';

const NAME = `Taça do Registo ${Date.now()}`;

test('the admin renames a competition and reads who changed what in the change log; a club may not', async ({
  page,
  browser,
  baseURL,
}) => {
  const api = await apiAs(baseURL ?? '', 'admin');
  const id = await addInfFiguresCompetition(api, NAME, false);

  await logInAs(page, 'admin', `/admin?id=${id}`);
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
  await expect(rows.nth(0).getByRole('cell').first()).toContainText(shownDate(today()));

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

  // A club's coach, in a browser of their own, may not read it.
  const club = await openPageOf(browser, baseURL ?? '', 'clube1');
  await club.goto('/admin/audit');
  await expect(club.getByRole('alert')).toContainText('Sem permissão');
  await expect(club.getByRole('table')).toHaveCount(0);
  await club.close();
});
