import { expect, test } from '@playwright/test';
import { addInfFiguresCompetition, apiAs } from './fixtures/api.ts';
import { openCompetitionAction } from './fixtures/lists.ts';
import { logInAs } from './fixtures/login.ts';
import { bornFor } from './fixtures/dates.ts';

const NAME = `Taça a Restaurar ${Date.now()}`;

test('the admin deletes a competition with its entries, then restores it from the change log', async ({
  page,
  baseURL,
}) => {
  const api = await apiAs(baseURL ?? '', 'admin');
  const id = await addInfFiguresCompetition(api, NAME);
  for (const [Nome, Licenca] of [
    ['Beatriz Restaurada', 98101],
    ['Carolina Restaurada', 98102],
  ] as const) {
    await api('POST', '/api/figura/add', {
      Competicao: id,
      Categoria: 'INF',
      Clube: 'Clube Natação Alfa',
      Atletas: [{ Nome, Licenca, Ano: bornFor(10) }],
    });
  }

  await logInAs(page, 'admin');
  await openCompetitionAction(page, NAME, 'Apagar', 'button');
  const confirm = page.getByRole('dialog', { name: 'Apagar competição' });
  await confirm.getByRole('button', { name: 'Apagar' }).click();
  await expect(confirm).toContainText(`A competição «${NAME}» tem 2 inscrições e 0 resultados.`);
  await expect(confirm).toContainText('pode restaurá-la no Registo de alterações');
  await confirm.getByRole('button', { name: 'Apagar tudo' }).click();
  await expect(page.getByText('Competição apagada')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);

  await page.goto(`/admin/audit?compId=${id}`);
  const log = page.getByRole('table', { name: 'Registo de alterações' });
  const deleted = log.locator(':scope > tbody > tr').filter({ hasText: 'Eliminação' });
  await deleted.getByRole('button', { name: 'Restaurar' }).click();
  const restore = page.getByRole('dialog', { name: 'Restaurar competição' });
  await expect(restore).toContainText(
    `A competição «${NAME}» volta a ficar como estava antes desta alteração: voltam 2 inscrições e 0 resultados.`,
  );
  await expect(restore).toContainText('A competição não existe agora: é criada de novo.');
  await restore.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText(`Competição «${NAME}» restaurada.`)).toBeVisible();
  await expect(log.locator(':scope > tbody > tr').first()).toContainText('Restauro');

  await page.goto('/competition');
  await expect(page.getByRole('row').filter({ hasText: NAME })).toBeVisible();
  const entries = await api<{ Atletas: { Nome: string }[] }[]>('GET', `/api/figura?compId=${id}`);
  expect(entries.flatMap((e) => e.Atletas.map((a) => a.Nome)).sort()).toEqual([
    'Beatriz Restaurada',
    'Carolina Restaurada',
  ]);
});
