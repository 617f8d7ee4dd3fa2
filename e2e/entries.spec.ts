import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { openCompetitionAction } from './fixtures/lists.ts';
import { logInAs, logOut, openPageOf } from './fixtures/login.ts';
import { downloadPdf, pdfPageCount } from './fixtures/pdf.ts';
import {
  bornAged,
  cardRow,
  DEMO,
  openCoachCardList,
  openNewCoachCard,
  pick,
  withdrawCard,
} from './fixtures/coach-card.ts';

/** The coach card the club declares; made once per worker and shared by the tests below. */
interface DeclaredCard {
  theme: string;
  id: string;
  /** Where the app runs, for the clean-up page. */
  origin: string;
}
let declared: DeclaredCard | undefined;

/**
 * clube1 declares a JUV free duet in the demo competition through the form, saves it as a draft,
 * submits it and finds it read-only. Leaves the page logged in as clube1.
 */
async function declareAndSubmitDuet(page: Page): Promise<DeclaredCard> {
  // Some sixty steps through the form: on a busy machine this alone can near the 60 s default.
  test.slow();
  const theme = `Mar de Prata ${Date.now()}`;
  await logInAs(page, 'clube1');
  await openNewCoachCard(page, DEMO);
  await expect(page.getByRole('textbox', { name: 'Competição' })).toHaveValue(DEMO);
  const club = page.getByRole('textbox', { name: /^Clube/ });
  await expect(club).toHaveValue('Clube Natação Alfa');
  await expect(club).not.toBeEditable();

  // DUETO LIVRE is an event of the demo competition for JUV only.
  await pick(page, /^Categoria/, 'JUV — Juvenil');
  await pick(page, /^Esquema/, 'Dueto Livre');
  await page.getByRole('textbox', { name: /^Tema do esquema/ }).fill(theme);

  // A duet has two athlete rows and two reserve rows, filled by hand.
  const athletes = [
    ['31401', 'Teresa Vasconcelos', bornAged(15)],
    ['31402', 'Matilde Araújo', bornAged(14)],
  ];
  for (const [i, [licence, name, year]] of athletes.entries()) {
    await page.getByRole('textbox', { name: `Licença (atleta ${i + 1})` }).fill(licence ?? '');
    await page.getByRole('textbox', { name: `Nome (atleta ${i + 1})` }).fill(name ?? '');
    await page.getByRole('textbox', { name: `Ano (atleta ${i + 1})` }).fill(year ?? '');
  }
  await page.getByRole('textbox', { name: 'Licença (reserva 1)' }).fill('31403');
  await page.getByRole('textbox', { name: 'Nome (reserva 1)' }).fill('Leonor Brito');
  await page.getByRole('textbox', { name: 'Ano (reserva 1)' }).fill(bornAged(14));
  await expect(page.getByRole('button', { name: 'Adicionar atleta' })).toHaveCount(0);

  const save = page.getByRole('button', { name: 'Gravar', exact: true });
  await expect(save).toBeDisabled();
  const addElement = page.getByRole('button', { name: 'Adicionar elemento' });
  const times = [
    ['0:10', '0:25'],
    ['0:40', '0:50'],
    ['0:50', '0:58'],
    ['1:05', '1:20'],
  ];
  for (const [i, [start, end]] of times.entries()) {
    await addElement.click();
    await page.getByRole('textbox', { name: `Tempo inicial (linha ${i + 1})` }).fill(start ?? '');
    await page.getByRole('textbox', { name: `Tempo final (linha ${i + 1})` }).fill(end ?? '');
  }
  await expect(save).toBeEnabled();

  // 1: a hybrid with the spin S2 from the hybrid list.
  await pick(page, 'Elemento (linha 1)', 'HIB — Híbrido');
  await pick(page, 'Dificuldade 1 (linha 1)', 'S2 (0,75)', 'S2');
  // In a duet a hybrid declares one code and no bonus: neither add button is offered.
  await expect(page.getByRole('button', { name: 'Adicionar código (linha 1)' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Adicionar bónus (linha 1)' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Total (linha 1)' })).toHaveText('1,2500');

  // 2: a pair acrobatic, its code and value typed freely (a Portuguese decimal comma).
  await pick(page, 'Elemento (linha 2)', 'ACR — Acrobacia');
  await expect(page.getByRole('status', { name: 'Nota base (linha 2)' })).toHaveText('0,5000');
  await pick(page, 'Grupo (linha 2)', 'Pair');
  await expect(page.getByRole('status', { name: 'Nota base (linha 2)' })).toHaveText('0,1000');
  await page.getByRole('textbox', { name: 'Dificuldade 1 (linha 2)' }).fill('Lf');
  await page.getByRole('textbox', { name: 'Valor 1 (linha 2)' }).fill('0,7');
  await expect(page.getByRole('status', { name: 'Total (linha 2)' })).toHaveText('0,8000');

  // 3: a transition (no codes, base 0).
  await pick(page, 'Elemento (linha 3)', 'TRA — Transição');
  await expect(page.getByRole('status', { name: 'Total (linha 3)' })).toHaveText('0,0000');

  // 4: a hybrid whose thrust T1 is done by half the swimmers (x0.5 variant).
  await pick(page, 'Elemento (linha 4)', 'HIB — Híbrido');
  await pick(page, 'Dificuldade 1 (linha 4)', 'T1*0.5 (0,225)', 'T1*');
  await expect(page.getByRole('status', { name: 'Total (linha 4)' })).toHaveText('0,7250');

  // Declared total = HIB (0.5 base + S2 0.75 = 1.25) + ACR Pair (0.1 base + Lf 0.7 = 0.8)
  //                + TRA (0) + HIB (0.5 base + T1*0.5 0.225 = 0.725) = 2.775.
  const total = page.getByRole('status', { name: 'Total declarado' });
  await expect(total).toHaveText('2,7750');

  await save.click();
  await expect(page.getByText('Coach card gravado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/listCoachCard$/);
  const row = cardRow(page, theme);
  await expect(row).toContainText('JUV — Juvenil');
  await expect(row).toContainText('Dueto Livre');
  await expect(row).toContainText('Clube Natação Alfa');
  await expect(row).toContainText('2,7750');
  await expect(row).toContainText('Rascunho');

  // The draft opens for editing with what was typed; then it is submitted.
  await row.getByRole('link', { name: 'Editar', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue(theme);
  await expect(page.getByRole('textbox', { name: 'Nome (atleta 2)' })).toHaveValue(
    'Matilde Araújo',
  );
  await expect(page.getByRole('combobox', { name: 'Dificuldade 1 (linha 4)' })).toHaveValue(
    'T1*0.5 (0,225)',
  );
  await expect(total).toHaveText('2,7750');
  await page.getByRole('button', { name: 'Submeter', exact: true }).click();
  await expect(page.getByText('Coach Card submetido com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/listCoachCard$/);
  await expect(row).toContainText('Submetido');
  await expect(row.getByRole('link', { name: 'Editar', exact: true })).toHaveCount(0);

  // Submitted: the club only looks at it.
  const view = row.getByRole('link', { name: 'Ver', exact: true });
  const href = await view.getAttribute('href');
  const id = /[?&]id=([^&]+)/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no coach card id in ${String(href)}`);
  await view.click();
  await expect(page.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue(theme);
  await expect(page.getByRole('main').getByText('Submetido', { exact: true })).toBeVisible();
  await expect(total).toHaveText('2,7750');
  for (const input of [
    page.getByRole('textbox', { name: /^Tema do esquema/ }),
    page.getByRole('combobox', { name: /^Categoria/ }),
    page.getByRole('textbox', { name: 'Nome (atleta 1)' }),
    page.getByRole('textbox', { name: 'Licença (atleta 2)' }),
    page.getByRole('combobox', { name: 'Elemento (linha 2)' }),
    page.getByRole('textbox', { name: 'Valor 1 (linha 2)' }),
    page.getByRole('combobox', { name: 'Dificuldade 1 (linha 1)' }),
  ]) {
    await expect(input).not.toBeEditable();
  }
  await expect(page.getByRole('textbox', { name: 'Nome (atleta 1)' })).toHaveValue(
    'Teresa Vasconcelos',
  );
  for (const name of ['Gravar', 'Submeter', 'Adicionar elemento', 'Validar', 'Pedir alterações']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^Remover/ })).toHaveCount(0);
  return { theme, id, origin: new URL(page.url()).origin };
}

/** The shared submitted card, declared now when this worker has none yet (a test run alone). */
async function submittedCard(page: Page): Promise<DeclaredCard> {
  if (!declared) {
    declared = await declareAndSubmitDuet(page);
    await logOut(page);
  }
  return declared;
}

// The club withdraws the card at the end, so other spec files find the demo entries as seeded.
test.afterAll(async ({ browser }) => {
  if (!declared) return;
  const { theme, origin } = declared;
  declared = undefined;
  await withdrawCard(browser, origin, theme, 'Clube Natação Alfa — Dueto Livre (JUV)');
});

test('a club declares a free duet with its elements, sees the declared total, saves, submits and can no longer edit it', async ({
  page,
}) => {
  declared = await declareAndSubmitDuet(page);
});

test('the referee sees the submitted card and verifies it', async ({ page }) => {
  const { theme } = await submittedCard(page);
  await logInAs(page, 'juiz');
  await openCoachCardList(page);
  const row = cardRow(page, theme);
  await expect(row).toContainText('Submetido');
  await expect(row).toContainText('2,7750');
  // A referee neither edits nor deletes, but gets the judge card.
  await expect(row.getByRole('link', { name: 'Pontuador' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Apagar' })).toHaveCount(0);

  await row.getByRole('link', { name: 'Ver', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue(theme);
  await expect(page.getByRole('textbox', { name: /^Tema do esquema/ })).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Pedir alterações' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gravar', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Validar', exact: true }).click();
  await expect(page.getByText('Coach Card validado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/listCoachCard$/);
  await expect(row).toContainText('Verificado');

  await row.getByRole('link', { name: 'Ver', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue(theme);
  await expect(page.getByRole('main').getByText('Verificado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pedir alterações' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Validar', exact: true })).toHaveCount(0);
});

test('another club never sees the card, in its list or by its address', async ({ page }) => {
  const { theme, id } = await submittedCard(page);
  await logInAs(page, 'clube2');
  await openCoachCardList(page);
  await expect(
    page.getByRole('table').or(page.getByText('Ainda não há coach cards.')),
  ).toBeVisible();
  await expect(cardRow(page, theme)).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Clube Natação Alfa' })).toHaveCount(0);

  // Opening its reference sheet by address: the page's own GET /api/coachCard/{id} is refused.
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/coachCard/${id}`) && response.request().method() === 'GET',
  );
  await page.goto(`/refCoachCard?id=${id}`);
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar o Coach Card.');
  await expect(page.getByText(theme)).toHaveCount(0);

  await page.goto(`/coachCard?id=${id}`);
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar o Coach Card.');
  await expect(page.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveCount(0);
});

test('the reference sheet PDF holds the declared codes and the judge cards PDF has two pages', async ({
  page,
  browser,
}) => {
  const { theme, origin } = await submittedCard(page);

  // The club prints its reference sheet.
  await logInAs(page, 'clube1');
  await openCoachCardList(page);
  await cardRow(page, theme).getByRole('link', { name: 'Imprimir' }).click();
  await expect(
    page.getByRole('heading', { name: 'Folha de referência do Coach Card' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tema do Esquema' })).toHaveValue(theme);
  const elements = page.getByRole('table', { name: 'Elementos' });
  await expect(elements.getByRole('row').filter({ hasText: 'S2' })).toContainText('1,2500');
  await expect(elements.getByRole('row').filter({ hasText: 'Lf' })).toContainText('Pair');
  await expect(elements).toContainText('2,7750');

  const { name, text } = await downloadPdf(page, 'Gravar PDF');
  expect(name).toMatch(/Alfa.*JUV.*DUETO LIVRE.*\.pdf$/);
  expect(text).toContain(theme);
  expect(text).toContain('Teresa Vasconcelos');
  expect(text).toContain('Leonor Brito');
  for (const code of ['S2', 'Lf', 'T1*0.5', 'Pair', 'HIB', 'ACR', 'TRA']) {
    expect(text).toContain(code);
  }
  expect(text).toContain('2,7750');

  // The referee, in a browser of their own, prints the judge cards: one per judge of the demo's
  // 7-judge routine panel, four on page one, three on page two, each numbered.
  const referee = await openPageOf(browser, origin, 'juiz');
  await openCoachCardList(referee);
  await cardRow(referee, theme).getByRole('link', { name: 'Pontuador' }).click();
  await expect(referee.getByRole('heading', { name: 'Cartão de juiz' })).toBeVisible();
  const card = referee.getByRole('region', { name: 'Cartão de juiz' });
  await expect(card).toContainText(DEMO);
  // TRA is not judged: the cards list HIB, ACR (Pair), HIB, then the artistic impression rows
  // the phones and the scoring table score (issue 38).
  const rows = card.getByRole('row');
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(1)).toContainText('HIB');
  await expect(rows.nth(2)).toContainText('ACR (Pair)');
  await expect(rows.nth(3)).toContainText('HIB');
  await expect(rows.nth(4)).toHaveText('Impressão artística');
  await expect(rows.nth(5)).toContainText('Coreografia & Musicalidade');
  await expect(rows.nth(6)).toContainText('Desempenho');
  await expect(rows.nth(7)).toContainText('Transições');
  await expect(card).not.toContainText('TRA');

  const judgeCards = await downloadPdf(referee, 'Gravar PDF');
  expect(judgeCards.name).toMatch(/^Cart.*DUETO LIVRE.*\.pdf$/);
  expect(pdfPageCount(judgeCards.path)).toBe(2);
  const judgeText = judgeCards.text;
  expect(judgeText.split('\f').filter((pageText) => pageText.trim() !== '')).toHaveLength(2);
  expect(judgeText.match(/Assinatura/g)).toHaveLength(7);
  expect(judgeText).toContain('Juiz nº 7');
  expect(judgeText).toContain('ACR (Pair)');
  expect(judgeText.match(/Coreografia & Musicalidade/g)).toHaveLength(7);
  expect(judgeText).not.toContain('TRA');
  await referee.close();
});

test('a club enters three athletes for figures, then edits the entry and the list follows', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const athletes = [
    [`7${stamp}1`, `Alice Figueira ${stamp}`, bornAged(15)],
    [`7${stamp}2`, `Bruna Quaresma ${stamp}`, bornAged(14)],
    [`7${stamp}3`, `Clara Nogueira ${stamp}`, bornAged(15)],
  ];
  await logInAs(page, 'clube1');
  await openCompetitionAction(page, DEMO, 'Inscrever Figuras/Elementos');
  await expect(page.getByRole('heading', { name: 'Inscrição em Figuras/Elementos' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Competição' })).toHaveValue(DEMO);
  await expect(page.getByRole('textbox', { name: 'Clube' })).toHaveValue('Clube Natação Alfa');
  await page.getByRole('combobox', { name: 'Escalão' }).selectOption({ label: 'Juvenil' });

  for (const [i, [licence, name, year]] of athletes.entries()) {
    await page.getByRole('button', { name: 'Adicionar atleta' }).click();
    await page.getByRole('textbox', { name: `Licença (linha ${i + 1})` }).fill(licence ?? '');
    await page.getByRole('textbox', { name: `Nome (linha ${i + 1})` }).fill(name ?? '');
    await page
      .getByRole('textbox', { name: `Ano de nascimento (linha ${i + 1})` })
      .fill(year ?? '');
  }
  // The list shows no name to tell this entry from the club's others: keep the id the server gives.
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/figura/add') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Inscrever em Figuras/Elementos' }).click();
  const body: unknown = await (await created).json();
  const id = (body as { insertedId?: string }).insertedId;
  if (!id) throw new Error('no insertedId in the answer');
  await expect(page.getByText('Inscrição em Figuras/Elementos gravada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/listFiguras$/);

  const row = page
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/figura?id=${encodeURIComponent(id)}"]`) });
  await expect(row.getByRole('cell')).toHaveText([
    DEMO,
    'Juvenil',
    'Clube Natação Alfa',
    '3',
    /Abrir/,
  ]);

  // Open it: rename the first athlete and drop the third.
  await row.getByRole('link', { name: 'Abrir' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome (linha 3)' })).toHaveValue(
    athletes[2]?.[1] ?? '',
  );
  await expect(page.getByRole('combobox', { name: 'Escalão' })).toHaveValue('JUV');
  const renamed = `Alice Figueira Sampaio ${stamp}`;
  await page.getByRole('textbox', { name: 'Nome (linha 1)' }).fill(renamed);
  await page.getByRole('button', { name: 'Remover linha 3' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome (linha 3)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Gravar alterações' }).click();
  await expect(page.getByText('Inscrição atualizada com sucesso')).toBeVisible();

  await page.getByRole('link', { name: 'Voltar às inscrições' }).click();
  await expect(page).toHaveURL(/\/listFiguras$/);
  await expect(row.getByRole('cell')).toHaveText([
    DEMO,
    'Juvenil',
    'Clube Natação Alfa',
    '2',
    /Abrir/,
  ]);

  // Saved as typed: the entry reopens from the server with the new name and two athletes.
  await row.getByRole('link', { name: 'Abrir' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome (linha 1)' })).toHaveValue(renamed);
  await expect(page.getByRole('textbox', { name: 'Nome (linha 2)' })).toHaveValue(
    athletes[1]?.[1] ?? '',
  );
  await expect(page.getByRole('textbox', { name: 'Nome (linha 3)' })).toHaveCount(0);

  // The club withdraws the entry (and leaves the demo entries as seeded for other spec files).
  await page.getByRole('link', { name: 'Voltar às inscrições' }).click();
  await row.getByRole('button', { name: 'Apagar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apagar inscrição' });
  await expect(dialog).toContainText('Clube Natação Alfa — Juvenil');
  await dialog.getByRole('button', { name: 'Apagar' }).click();
  await expect(page.getByText('Inscrição apagada')).toBeVisible();
  await expect(row).toHaveCount(0);
});
