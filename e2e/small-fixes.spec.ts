import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addCompetition, apiAs, adminApi } from './fixtures/api.ts';
import { logInAs, openPageOf } from './fixtures/login.ts';
import { bornFor, isoDaysFromNow, shownDate, UPCOMING } from './fixtures/dates.ts';

/**
 * Smaller things a new user hit in a full season walk-through (issue 17, item 9): the state of a
 * coach card cut to 'RAS…' in the list, and an entry form that says the deadline has passed only
 * once the entry is typed.
 */

/** Each state badge on the page: its label, and whether the label is cut (wider than shown). */
async function stateBadges(page: Page) {
  return page.locator('.mantine-Badge-label').evaluateAll((labels) =>
    labels
      .map((label) => ({
        text: (label.textContent ?? '').trim(),
        isCut: label.scrollWidth > label.clientWidth + 1,
      }))
      .filter(({ text }) => ['Rascunho', 'Submetido', 'Verificado'].includes(text)),
  );
}

test('the coach card list shows each state in full, on a wide screen and on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInAs(page, 'admin', '/listCoachCard');
  const table = page.getByRole('table');
  // The demo has a card in each state.
  for (const state of ['Rascunho', 'Submetido', 'Verificado']) {
    await expect(table.getByText(state, { exact: true }).first()).toBeVisible();
  }
  const wide = await stateBadges(page);
  expect(wide.length).toBeGreaterThanOrEqual(3);
  expect(wide.filter((badge) => badge.isCut)).toEqual([]);
  // The table fits the page at 1280 px: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  await page.setViewportSize({ width: 360, height: 740 });
  // On a phone each card is a block of its own, its state in full beside the routine.
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const phone = await stateBadges(page);
  expect(phone.length).toBeGreaterThanOrEqual(3);
  expect(phone.filter((badge) => badge.isCut)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a club opening an entry form after the deadline is told at once, and cannot type the entry', async ({
  page,
}) => {
  const { admin } = await adminApi();
  const stamp = Date.now();
  const closedName = `Taça Prazo Terminado ${stamp}`;
  // Still to come, but its entries closed a month ago.
  const deadline = isoDaysFromNow(-30);
  const closedId = await addCompetition(admin, {
    Nome: closedName,
    Data: UPCOMING.Data,
    Limite_inscricao: deadline,
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 5 },
      { Tipo: 'SOLO LIVRE', Categoria: 'INF', Resultado: false, Price: 15 },
    ],
  });

  await logInAs(page, 'clube1');
  // The figure entry form, opened for the closed competition: the notice comes first.
  await page.goto(`/figura?compId=${closedId}`);
  const figureNotice = page.getByRole('alert').filter({ hasText: 'Inscrições encerradas' });
  await expect(figureNotice).toContainText(
    `O prazo de inscrições desta competição terminou em ${shownDate(deadline)}: já não é possível inscrever nem alterar atletas. Contacte a federação.`,
  );
  await expect(page.getByRole('textbox', { name: 'Competição' })).toHaveValue(closedName);
  await expect(page.getByRole('combobox', { name: 'Escalão' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Adicionar atleta' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Inscrever em Figuras/Elementos' })).toHaveCount(0);

  // Without a competition chosen, a closed one is not offered.
  await page.goto('/figura');
  const select = page.getByRole('combobox', { name: 'Competição' });
  await expect(select).toBeEnabled();
  await expect(select.locator('option', { hasText: closedName })).toHaveCount(0);
  await expect(select.locator('option', { hasText: 'Campeonato Nacional' })).toHaveCount(1);

  // The coach card form does the same.
  await page.goto(`/coachCard?compId=${closedId}`);
  const cardNotice = page.getByRole('alert').filter({ hasText: 'Inscrições encerradas' });
  await expect(cardNotice).toContainText(
    `O prazo de inscrições desta competição terminou em ${shownDate(deadline)}: o Coach Card já não pode ser criado nem alterado. Contacte a federação.`,
  );
  await expect(page.getByRole('button', { name: 'Adicionar elemento' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gravar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submeter' })).toHaveCount(0);
});

test('after clube1 changes a figure entry following the draw, the admin sees the start list is out of date', async ({
  page,
  browser,
}) => {
  const { origin, admin } = await adminApi();
  const clube1 = await apiAs(origin, 'clube1');
  const stamp = Date.now();
  const name = `Taça Sorteio Antigo ${stamp}`;
  // Entries open, the INF athletes 11 and 10 in its season (issue 23's age check).
  const compId = await addCompetition(admin, {
    Nome: name,
    ...UPCOMING,
    Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: false, Price: 5 }],
  });
  const { insertedId: entryId } = await clube1<{ insertedId: string }>('POST', '/api/figura/add', {
    Competicao: compId,
    Categoria: 'INF',
    Clube: 'Clube Natação Alfa',
    Atletas: [{ Licenca: 10297, Nome: 'Inês Temporã', Ano: bornFor(11) }],
  });
  await admin('POST', `/api/competitions/${compId}/startlist`, { confirm: true });

  // The club adds an athlete to its entry after the draw, on the form, in its own browser.
  const club = await openPageOf(browser, origin, 'clube1');
  await club.goto(`/figura?id=${entryId}`);
  await club.getByRole('button', { name: 'Adicionar atleta' }).click();
  await club.getByRole('textbox', { name: 'Licença (linha 2)' }).fill('10298');
  await club.getByRole('textbox', { name: 'Nome (linha 2)' }).fill('Leonor Tardia');
  await club
    .getByRole('textbox', { name: 'Ano de nascimento (linha 2)' })
    .fill(String(bornFor(10)));
  await club.getByRole('button', { name: 'Gravar alterações' }).click();
  await expect(club.getByText('Inscrição atualizada com sucesso')).toBeVisible();
  await club.close();

  // The admin sees it on the competition's row…
  await logInAs(page, 'admin', '/competition');
  const row = page.getByRole('row').filter({ hasText: name });
  const rowNotice = row.getByRole('status');
  await expect(rowNotice).toContainText('Ordem de partida desatualizada');
  await expect(rowNotice).toContainText(
    '1. Figuras — INF — Infantil: nova inscrição: Clube Natação Alfa (Leonor Tardia)',
  );
  // …and on the competition's page.
  await page.goto(`/admin?id=${compId}`);
  const pageNotice = page.getByRole('status').filter({ hasText: 'Ordem de partida desatualizada' });
  await expect(pageNotice).toContainText(
    'As inscrições mudaram depois do sorteio. Gere a ordem de partida de novo ou mova os lugares à mão.',
  );
  await expect(pageNotice).toContainText('nova inscrição: Clube Natação Alfa (Leonor Tardia)');

  // A new draw brings it up to date: the notice goes.
  await page.getByRole('button', { name: 'Gerar ordem de partida' }).click();
  await page
    .getByRole('dialog', { name: 'Gerar ordem de partida' })
    .getByRole('button', { name: 'Gerar de novo' })
    .click();
  await expect(page.getByText('Ordem de partida gerada')).toBeVisible();
  await expect(pageNotice).toHaveCount(0);
  await page.goto('/competition');
  const redrawnRow = page.getByRole('row').filter({ hasText: name });
  await expect(redrawnRow).toBeVisible();
  await expect(redrawnRow.getByRole('status')).toHaveCount(0);
});
