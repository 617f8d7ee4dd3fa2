import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { apiAs } from './fixtures/api.ts';
import { bornAged, DEMO } from './fixtures/coach-card.ts';
import { clickRowAction } from './fixtures/lists.ts';
import { logInAs } from './fixtures/login.ts';
import { UPCOMING } from './fixtures/dates.ts';

interface TypedWork {
  /** A field the person typed in, and what they typed. */
  field: Locator;
  value: string;
  /** Where the form is. */
  url: RegExp;
  /** The form's own way back: 'Voltar às competições', 'Voltar aos Coach Cards', ... */
  backLink: string;
}

function topTab(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name, exact: true });
}

/** The in-app question is on screen; 'Ficar na página' keeps the form and what was typed. */
async function stayAfterQuestion(page: Page, work: TypedWork) {
  const dialog = page.getByRole('dialog', { name: 'Alterações por gravar' });
  await expect(dialog).toContainText('Há alterações por gravar. Sair sem gravar?');
  await dialog.getByRole('button', { name: 'Ficar na página' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(work.url);
  await expect(work.field).toHaveValue(work.value);
}

/** A top tab, 'Voltar…', the browser's Back and a reload each ask first; nothing is lost. */
async function tryEveryWayOut(page: Page, work: TypedWork) {
  await topTab(page, 'Competições').click();
  await stayAfterQuestion(page, work);

  await page.getByRole('link', { name: work.backLink }).click();
  await stayAfterQuestion(page, work);

  await page.goBack();
  await stayAfterQuestion(page, work);

  // A reload is the browser's own prompt (beforeunload); dismissing it stays on the page. The
  // reload it cancels never ends: it is not waited for (its time-out only ends it), the page is.
  const prompt = page.waitForEvent('dialog');
  void page.reload({ timeout: 5_000 }).catch(() => null);
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page).toHaveURL(work.url);
  await expect(work.field).toHaveValue(work.value);
}

/** After a save nothing is asked: the tab leaves at once. */
async function leaveWithoutQuestion(page: Page, tab: string, heading: string) {
  await topTab(page, tab).click();
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Alterações por gravar' })).toHaveCount(0);
}

test('the admin is asked before unsaved work on a new competition is lost, and not once it is saved', async ({
  page,
  baseURL,
}) => {
  const name = `Taça por Gravar ${Date.now()}`;
  await logInAs(page, 'admin');
  await topTab(page, 'Competições').click();
  await page.getByRole('link', { name: 'Criar Competição' }).click();
  await expect(page.getByRole('heading', { name: 'Nova competição' })).toBeVisible();

  // Nothing typed yet: leaving asks nothing.
  await page.getByRole('link', { name: 'Voltar às competições' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Competições' })).toBeVisible();
  await page.getByRole('link', { name: 'Criar Competição' }).click();

  const field = page.getByRole('textbox', { name: 'Nome', exact: true });
  await field.fill(name);
  await tryEveryWayOut(page, {
    field,
    value: name,
    url: /\/admin$/,
    backLink: 'Voltar às competições',
  });

  // Saved (the form moves to the new competition's address without asking), then changed and
  // saved again: every tab leaves at once.
  await page.getByRole('textbox', { name: 'Data', exact: true }).fill(UPCOMING.Data);
  await page
    .getByRole('textbox', { name: 'Limite de inscrições', exact: true })
    .fill(UPCOMING.Limite_inscricao);
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('Competição gravada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?id=[0-9a-f]{24}$/);
  await expect(page.getByRole('dialog', { name: 'Alterações por gravar' })).toHaveCount(0);
  const id = new URL(page.url()).searchParams.get('id');
  await field.fill(`${name} (revista)`);
  // The first save's message may still be on screen: this save is done once its answer is in
  // and the button has stopped spinning (it is disabled while the save runs).
  const save = page.getByRole('button', { name: 'Gravar' });
  const resaved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/api/competitions/${id}`),
  );
  await save.click();
  await resaved;
  await expect(save).toBeEnabled();
  await expect(page.getByText('Competição gravada com sucesso').last()).toBeVisible();
  await leaveWithoutQuestion(page, 'Competições', 'Competições');
  await expect(page.getByRole('row').filter({ hasText: `${name} (revista)` })).toBeVisible();

  // 'Sair sem gravar' leaves, and what was typed is not saved.
  await clickRowAction(page, `${name} (revista)`, 'Editar');
  await expect(field).toHaveValue(`${name} (revista)`);
  await field.fill('Nunca gravado');
  await topTab(page, 'Competições').click();
  await page
    .getByRole('dialog', { name: 'Alterações por gravar' })
    .getByRole('button', { name: 'Sair sem gravar' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Competições' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${name} (revista)` })).toBeVisible();
  await expect(page.getByText('Nunca gravado')).toHaveCount(0);

  // Leave the demo data as it was for other journeys.
  const admin = await apiAs(baseURL ?? '', 'admin');
  await admin('DELETE', `/api/competitions/${id ?? ''}`);
});

test('a club is asked before unsaved work in a coach card and a figure entry is lost, and not once it is saved', async ({
  page,
  baseURL,
}) => {
  await logInAs(page, 'clube1');

  // The demo draft coach card 'Borboleta': open it from the list, change the theme.
  await topTab(page, 'Coach Card').click();
  const cardRow = page.getByRole('row').filter({ hasText: 'Borboleta' });
  await cardRow.getByRole('link', { name: 'Editar', exact: true }).click();
  const theme = page.getByRole('textbox', { name: /^Tema do esquema/ });
  await expect(theme).toHaveValue('Borboleta');
  await theme.fill('Borboleta Azul');
  await tryEveryWayOut(page, {
    field: theme,
    value: 'Borboleta Azul',
    url: /\/coachCard\?id=/,
    backLink: 'Voltar aos Coach Cards',
  });

  // 'Sair sem gravar': the list still shows the saved theme.
  await page.getByRole('link', { name: 'Voltar aos Coach Cards' }).click();
  await page
    .getByRole('dialog', { name: 'Alterações por gravar' })
    .getByRole('button', { name: 'Sair sem gravar' })
    .click();
  await expect(page).toHaveURL(/\/listCoachCard$/);
  await expect(cardRow).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'Borboleta Azul' })).toHaveCount(0);

  // Saved: the form goes back to the list by itself, without asking.
  await cardRow.getByRole('link', { name: 'Editar', exact: true }).click();
  await theme.fill('Borboleta Azul');
  await page.getByRole('button', { name: 'Gravar', exact: true }).click();
  await expect(page.getByText('Coach Card gravado com sucesso!').last()).toBeVisible();
  await expect(page).toHaveURL(/\/listCoachCard$/);
  await expect(page.getByRole('dialog', { name: 'Alterações por gravar' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Borboleta Azul', exact: true })).toBeVisible();
  // The demo's theme is put back (through the API) for the other journeys.
  const club = await apiAs(baseURL ?? '', 'clube1');
  const cards = await club<({ _id: string; Tema_esquema: string } & Record<string, unknown>)[]>(
    'GET',
    '/api/coachcard',
  );
  const saved = cards.find((card) => card.Tema_esquema === 'Borboleta Azul');
  if (!saved) throw new Error("clube1's 'Borboleta Azul' card is listed");
  const { _id: cardId, ...cardBody } = saved;
  await club('PUT', `/api/coachcard/${cardId}`, { ...cardBody, Tema_esquema: 'Borboleta' });

  // A new figure entry, reached from the competition list.
  const stamp = String(Date.now()).slice(-6);
  const athlete = `Rita Guardada ${stamp}`;
  await topTab(page, 'Competições').click();
  await clickRowAction(page, DEMO, 'Inscrever Figuras/Elementos');
  await expect(page.getByRole('heading', { name: 'Inscrição em Figuras/Elementos' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Escalão' }).selectOption({ label: 'Juvenil' });
  await page.getByRole('button', { name: 'Adicionar atleta' }).click();
  const athleteName = page.getByRole('textbox', { name: 'Nome (linha 1)' });
  await athleteName.fill(athlete);
  await tryEveryWayOut(page, {
    field: athleteName,
    value: athlete,
    url: /\/figura\?compId=/,
    backLink: 'Voltar às inscrições',
  });

  // Saved: the form goes to the list by itself, without asking.
  await page.getByRole('textbox', { name: 'Licença (linha 1)' }).fill(`8${stamp}1`);
  await page.getByRole('textbox', { name: 'Ano de nascimento (linha 1)' }).fill(bornAged(14));
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/figura/add') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Inscrever em Figuras/Elementos' }).click();
  const body = (await (await created).json()) as { insertedId?: string };
  await expect(page.getByText('Inscrição em Figuras/Elementos gravada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/listFiguras$/);
  await expect(page.getByRole('dialog', { name: 'Alterações por gravar' })).toHaveCount(0);

  // Leave the demo data as it was for other journeys.
  await club('DELETE', `/api/figura/${body.insertedId ?? ''}`);
});
