import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { openCoachCardList } from './fixtures/coach-card.ts';
import { logInAs, openPageOf } from './fixtures/login.ts';

/**
 * Issue 17: 'Pedir alterações' tells the club why. The referee sends the demo's submitted JUV
 * free duet ('Ondas do Atlântico', already scored: the state machine lets a scored card go back
 * to draft) back with a reason; clube1 sees 'Alterações pedidas' on its list and the reason on
 * the card, then submits it again (which clears both, and leaves the demo as seeded for the
 * other journeys).
 */
const THEME = 'Ondas do Atlântico';
const REASON = 'O elemento 2 (ACR) tem de começar depois do híbrido: corrijam os tempos.';

const cardRow = (page: Page) => page.getByRole('row').filter({ hasText: THEME });

test("the referee sends the demo's submitted card back with a reason; the club sees it on its list and its card until it submits again", async ({
  page,
  browser,
}) => {
  test.slow();
  await logInAs(page, 'juiz');
  await openCoachCardList(page);
  await expect(cardRow(page)).toContainText('Submetido');
  await cardRow(page).getByRole('link', { name: 'Ver', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue(THEME);

  // No request for changes without a reason.
  await page.getByRole('button', { name: 'Pedir alterações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pedir alterações ao clube' });
  await expect(dialog).toContainText('o clube vê este motivo');
  const send = dialog.getByRole('button', { name: 'Enviar pedido de alterações' });
  await send.click();
  await expect(
    dialog.getByText('Indique o motivo: o clube precisa de saber o que alterar.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Motivo das alterações/ }).fill(REASON);
  await send.click();
  await expect(page.getByText('Pedido de alterações enviado')).toBeVisible();
  await expect(page).toHaveURL(/\/listCoachCard$/);
  // A draft is the club's again: the referee no longer lists it.
  await expect(cardRow(page)).toHaveCount(0);

  // The club, in its own browser: a badge on its list, the reason on its card.
  const club = await openPageOf(browser, new URL(page.url()).origin, 'clube1');
  await openCoachCardList(club);
  const row = cardRow(club);
  await expect(row).toContainText('Rascunho');
  await expect(row.getByText('Alterações pedidas', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: 'Editar', exact: true }).click();
  const alert = club.getByRole('alert').filter({ hasText: 'Alterações pedidas' });
  await expect(alert).toContainText(REASON);
  await expect(alert).toContainText('submeta-o de novo');

  // On a phone too.
  await club.setViewportSize({ width: 360, height: 740 });
  await openCoachCardList(club);
  const article = club.getByRole('article').filter({ hasText: THEME });
  await expect(article.getByText('Alterações pedidas', { exact: true })).toBeVisible();
  await club.setViewportSize({ width: 1280, height: 800 });

  // The club submits again: the reason and the badge go.
  await openCoachCardList(club);
  await cardRow(club).getByRole('link', { name: 'Editar', exact: true }).click();
  await expect(alert).toBeVisible();
  await club.getByRole('button', { name: 'Submeter', exact: true }).click();
  await expect(club.getByText('Coach Card submetido com sucesso!')).toBeVisible();
  await expect(club).toHaveURL(/\/listCoachCard$/);
  await expect(cardRow(club)).toContainText('Submetido');
  await expect(cardRow(club).getByText('Alterações pedidas')).toHaveCount(0);
  await cardRow(club).getByRole('link', { name: 'Ver', exact: true }).click();
  await expect(club.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue(THEME);
  await expect(club.getByRole('alert').filter({ hasText: 'Alterações pedidas' })).toHaveCount(0);
  await club.close();
});
