import { expect, test } from '@playwright/test';
import { logInAs } from './fixtures/login.ts';
import { addCompetition, adminApi } from './fixtures/api.ts';
import { bornAged, cardRow, openNewCoachCard, pick } from './fixtures/coach-card.ts';
import { isoDaysFromNow } from './fixtures/dates.ts';

/**
 * The athlete registry (issue 23): a club picks its duet from the registry by typing part of the
 * names, never retyping licences or years; the admin imports the federation's CSV and reads why
 * a line was refused.
 */
test('a club picks the two athletes of a duet from the registry by typing part of their names', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now();
  const theme = `Registo ${stamp}`;
  // A competition of its own, the day after the demo championship (the registry's ages fit its
  // season; a day later keeps it out of the demo season's range that the rankings journey reads),
  // so the draft it leaves changes no other journey's demo data.
  const { admin } = await adminApi();
  const name = `Taça do Registo ${stamp}`;
  await addCompetition(admin, {
    Nome: name,
    Data: isoDaysFromNow(46),
    Limite_inscricao: isoDaysFromNow(30),
    Ordem: [{ Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: false, Price: 20 }],
  });
  await logInAs(page, 'clube1');
  await openNewCoachCard(page, name);
  await pick(page, /^Categoria/, 'JUV — Juvenil');
  await pick(page, /^Esquema/, 'Dueto Livre');
  await page.getByRole('textbox', { name: /^Tema do esquema/ }).fill(theme);

  const search = page.getByRole('textbox', { name: 'Procurar atleta no registo' });
  // Another club's athlete is not offered: the club reads its own registry only.
  await search.fill('Rocha');
  await expect(page.getByText('Nenhuma atleta do registo corresponde a «Rocha».')).toBeVisible();
  await search.fill('mariana');
  await page.getByRole('option', { name: /Mariana Teixeira/ }).click();
  await search.fill('Matil');
  await page.getByRole('option', { name: /Matilde Correia/ }).click();

  await expect(page.getByRole('textbox', { name: 'Licença (atleta 1)' })).toHaveValue('10240');
  await expect(page.getByRole('textbox', { name: 'Nome (atleta 1)' })).toHaveValue(
    'Mariana Teixeira',
  );
  await expect(page.getByRole('textbox', { name: 'Licença (atleta 2)' })).toHaveValue('10241');
  await expect(page.getByRole('textbox', { name: 'Nome (atleta 2)' })).toHaveValue(
    'Matilde Correia',
  );
  // Both rows are filled: the search says so instead of offering more.
  await expect(search).toBeDisabled();

  // One element is enough to keep the draft; it is stored with the registry's athletes.
  await page.getByRole('button', { name: 'Adicionar elemento' }).click();
  await page.getByRole('textbox', { name: 'Tempo inicial (linha 1)' }).fill('0:10');
  await page.getByRole('textbox', { name: 'Tempo final (linha 1)' }).fill('0:25');
  await pick(page, 'Elemento (linha 1)', 'TRA — Transição');
  await page.getByRole('button', { name: 'Gravar', exact: true }).click();
  await expect(page.getByText('Coach card gravado com sucesso')).toBeVisible();
  const row = cardRow(page, theme);
  await expect(row).toContainText('Rascunho');
  await row.getByRole('link', { name: 'Editar', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Nome (atleta 2)' })).toHaveValue(
    'Matilde Correia',
  );
  const year = page.getByRole('textbox', { name: 'Ano (atleta 1)' });
  await expect(year).toHaveValue(/^20\d\d$/);
});

test('the admin imports a CSV with one bad line and reads why it was refused', async ({ page }) => {
  const licence = 60_000_000 + (Date.now() % 1_000_000);
  // Born thirteen years before the demo season, as a club's JUV swimmer would be.
  const year = bornAged(13);
  const csv = [
    'Licença;Nome;Ano;Clube;Ativo',
    `${licence};Joana Importada;${year};Clube Natação Alfa;Sim`,
    `12x;Linha Errada;${year};Clube Natação Alfa;Sim`,
  ].join('\r\n');
  await logInAs(page, 'admin', '/competition');
  await page.getByRole('link', { name: 'Atletas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registo de atletas' })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  await (
    await chooser
  ).setFiles({ name: 'licencas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

  const report = page.getByRole('status').filter({ hasText: 'licencas.csv importado' });
  await expect(report).toContainText(
    'Novas: 1 · Atualizadas: 0 · Sem alterações: 0 · Linhas recusadas: 1',
  );
  const refused = page.getByRole('table', { name: 'Linhas recusadas' });
  await expect(refused.getByRole('row').nth(1)).toContainText(
    '312xA licença «12x» não é um número inteiro de 1 a 99999999.',
  );

  // The good line is in the registry at once.
  await page.getByRole('textbox', { name: 'Procurar' }).fill('Joana Importada');
  const registry = page.getByRole('table', { name: 'Registo de atletas' });
  await expect(registry.getByRole('row', { name: new RegExp(String(licence)) })).toContainText(
    'Clube Natação Alfa',
  );
});

test("a club's registry page lists its own athletes only", async ({ page }) => {
  await logInAs(page, 'clube2', '/athletes');
  const registry = page.getByRole('table', { name: 'Registo de atletas' });
  await expect(registry).toContainText('Maria Rocha');
  await expect(registry).not.toContainText('Inês Almeida');
  await expect(page.getByRole('button', { name: 'Importar CSV' })).toHaveCount(0);
});
