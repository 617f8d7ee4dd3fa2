import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addScoredInfFigures, adminApi } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';
import { downloadPdf } from './fixtures/pdf.ts';
import { chooseFigureCategory, typeMarks } from './fixtures/scoring.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';

const ALFA = 'Clube Natação Alfa';
const BETA = 'Clube Natação Beta';

/**
 * INF figures, Barracuda 1,8 and Straight Ballet Leg 1,6; every judge gives an athlete the same
 * mark on both, so her overall is 10 × the mark: Ana (Alfa) 8 → 80,0000, Diana (Beta) 7,5 → 75,0000.
 */
const stamp = Date.now() % 100000;
// INF: both athletes 11 in the competition's season.
const athlete = (n: number, Nome: string) => ({ Licenca: 40300 + n, Nome, Ano: bornFor(11) });
const ANA = athlete(1, `Ana Oficial ${stamp}`);
const DIANA = athlete(2, `Diana Oficial ${stamp}`);

/** The shown event's state line, as everyone reads it above the results. */
const statusOf = (page: Page) => page.locator('.result-list-status');

test('an event runs to official results: a club asks for a review, the referee answers and signs off, a correction with its reason makes it "corrigido" with its history, and the paper says who signed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { origin, admin } = await adminApi();
  const name = `Taça Oficial ${stamp}`;
  const { compId, numberOf } = await addScoredInfFigures(
    origin,
    admin,
    { Nome: name, ...UPCOMING },
    [
      { who: ANA, club: ALFA, mark: 8, extra: false },
      { who: DIANA, club: BETA, mark: 7.5, extra: false },
    ],
  );
  const resultList = `/resultList?id=${compId}`;

  // A parent follows the results on a phone, not logged in: provisional, with the review window.
  const visitor = await browser.newPage({ baseURL: origin, viewport: { width: 360, height: 740 } });
  await visitor.goto(resultList);
  await expect(visitor.getByRole('table', { name: 'Infantil — Figuras' })).toContainText('80,0000');
  await expect(statusOf(visitor)).toContainText('Provisório');
  await expect(statusOf(visitor)).toContainText('Pedidos de revisão até');
  await expect(visitor.getByRole('button', { name: 'Pedir revisão' })).toHaveCount(0);

  // Beta's coach asks for a review of Diana's result (only Beta's own entries are offered).
  const coach = await browser.newPage({ baseURL: origin });
  await logInAs(coach, 'clube2', resultList);
  await coach.getByRole('button', { name: 'Pedir revisão' }).click();
  const entry = coach.getByRole('combobox', { name: 'Entrada' });
  await expect(entry.locator('option')).toHaveText([DIANA.Nome]);
  await coach.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(coach.getByText('Escreva o que deve ser revisto.')).toBeVisible();
  await coach
    .getByRole('textbox', { name: 'O que deve ser revisto' })
    .fill('A nota do J2 na Barracuda parece trocada com a da Straight Ballet Leg.');
  await coach.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(coach.getByText('Pedido de revisão enviado.')).toBeVisible();
  const coachInquiry = coach.locator('.result-list-official li').filter({ hasText: DIANA.Nome });
  await expect(coachInquiry).toContainText('Por responder');

  // The referee cannot sign off while the inquiry is open; answers it, then signs off.
  await logInAs(page, 'juiz', resultList);
  await expect(
    page.getByText('Responda aos pedidos de revisão antes de oficializar.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oficializar resultados' })).toHaveCount(0);
  const inquiry = page.locator('.result-list-official li').filter({ hasText: DIANA.Nome });
  await expect(inquiry).toContainText('parece trocada');
  await inquiry
    .getByRole('textbox', { name: 'Motivo da decisão' })
    .fill('As folhas conferem: as notas estão certas.');
  await inquiry.getByRole('button', { name: 'Recusar' }).click();
  await expect(inquiry).toContainText('Recusado');
  await page.getByRole('button', { name: 'Oficializar resultados' }).click();
  await expect(page.getByText(/ficam oficiais, assinados por si/)).toBeVisible();
  // Inside the inquiry window: the dialog says signing now closes it, and asks to confirm.
  await expect(
    page.getByText(
      /^A janela de pedidos de revisão fecha às \d\d:\d\d; assinar agora fecha-a já\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sim, oficializar' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Fechar já a janela de pedidos de revisão' }).check();
  await page.getByRole('button', { name: 'Sim, oficializar' }).click();
  await expect(statusOf(page)).toContainText('Oficial');

  // The parent's page says so by itself, with who signed; the coach reads the answer.
  await expect(statusOf(visitor)).toContainText(/Oficial.*assinados por/, { timeout: 10_000 });
  await expect(statusOf(visitor)).not.toContainText('Provisório');
  await expect(coachInquiry).toContainText('Recusado', { timeout: 10_000 });
  await expect(coachInquiry).toContainText('As folhas conferem');

  // The federation corrects Ana's sheet at the scoring table: the reason is asked, then kept.
  const table = await browser.newPage({ baseURL: origin });
  await logInAs(table, 'admin', `/resultFiguras?compId=${compId}`);
  await chooseFigureCategory(table, 'INF');
  const order = table.getByRole('textbox', { name: /^Ordem/ });
  await order.fill(String(numberOf(ANA.Licenca)));
  await order.press('Enter');
  await expect(table.getByText('Já gravado (versão 1)')).toBeVisible();
  await table.getByRole('textbox', { name: 'Barracuda — J1' }).focus();
  await typeMarks(table, ['9', '9', '9']);
  await table.keyboard.press('Control+s');
  const dialog = table.getByRole('dialog', { name: 'Correção de resultados oficiais' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Gravar correção' }).click();
  await expect(dialog.getByText('Escreva o motivo da correção.')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Motivo da correção' })
    .fill('J1 a J3 deram 9 na Barracuda, mal lançado');
  await dialog.getByRole('button', { name: 'Gravar correção' }).click();
  await expect(table.getByText('Já gravado (versão 2)')).toBeVisible();

  // Everyone sees the event provisional again, 'corrigido'; the referee reads its history.
  await expect(statusOf(visitor)).toContainText('Provisório — corrigido', { timeout: 10_000 });
  await expect(statusOf(page)).toContainText('Provisório — corrigido', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Histórico de correções' }).click();
  const history = page.getByRole('table', { name: 'Histórico de correções' });
  const correction = history.getByRole('row').filter({ hasText: ANA.Nome });
  await expect(correction).toContainText('80,0000');
  await expect(correction).toContainText('J1 a J3 deram 9 na Barracuda, mal lançado');
  await expect(correction).toContainText('Admin');
  const after = await correction.locator('td').nth(3).textContent();
  expect(after).toMatch(/^8\d,\d{4}$/);
  expect(after).not.toBe('80,0000');
  await expect(
    page
      .getByRole('table', { name: 'Infantil — Figuras' })
      .locator('tbody.result-list-entry')
      .first(),
  ).toContainText(after ?? '');

  // Signed off again: the paper says 'Resultados Oficiais', who signed, and has the signature line.
  await page.getByRole('button', { name: 'Oficializar resultados' }).click();
  await page.getByRole('checkbox', { name: 'Fechar já a janela de pedidos de revisão' }).check();
  await page.getByRole('button', { name: 'Sim, oficializar' }).click();
  await expect(statusOf(page)).toContainText(/^Oficial/);
  await expect(statusOf(visitor)).toContainText(/^Oficial/, { timeout: 10_000 });
  const pdf = await downloadPdf(visitor, 'PDF');
  expect(pdf.text).toMatch(/^\s*Resultados Oficiais/);
  expect(pdf.text).toMatch(/Resultados Oficiais — assinados por .+ em \d\d\/\d\d/);
  expect(pdf.text).toContain('Juiz-Árbitro (assinatura):');
  expect(pdf.text).toContain(after ?? '');
  await Promise.all([visitor.close(), coach.close(), table.close()]);
});
