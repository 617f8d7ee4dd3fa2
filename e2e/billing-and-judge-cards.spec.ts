import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addCompetition, apiAs, adminApi } from './fixtures/api.ts';
import { DEMO } from './fixtures/coach-card.ts';
import { clickRowAction, openCompetitionAction, rowWith } from './fixtures/lists.ts';
import { logInAs } from './fixtures/login.ts';
import { downloadPdf, pdfPageCount } from './fixtures/pdf.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';

/** Opens the judge card page of the coach card with this theme from the list, prints its PDF. */
async function printJudgeCards(page: Page, theme: string) {
  await page.goto('/listCoachCard');
  // The list loads every card with its checks: slow on a busy machine.
  await expect(rowWith(page, theme)).toBeVisible({ timeout: 30_000 });
  await clickRowAction(page, theme, 'Pontuador');
  await expect(page.getByRole('heading', { name: 'Cartão de juiz' })).toBeVisible();
  const { path, text } = await downloadPdf(page, 'Gravar PDF');
  return { pages: pdfPageCount(path), text, perPage: text.split('\f').filter((p) => p.trim()) };
}

test("the admin's price list of the demo, opened from the competition form, bills only what competes: Alfa's draft solo is listed, not charged; its PDF holds each club's total", async ({
  page,
}) => {
  // Two PDFs rendered in the browser: on a busy machine this can near the 60 s default.
  test.slow();
  await logInAs(page, 'admin');
  await openCompetitionAction(page, DEMO, 'Editar');
  await page.getByRole('link', { name: 'Listagem de Preços por Clube' }).click();
  await expect(page.getByRole('heading', { name: 'Listagem de Preços por Clube' })).toBeVisible();

  const alfa = page.getByRole('table', { name: 'Preços do clube Clube Natação Alfa' });
  // 'Borboleta' (Solo Livre INF) is a draft, not on the start list: listed, no price, not billed.
  const draft = alfa.getByRole('row').filter({ hasText: 'Rascunho' });
  await expect(draft).toHaveCount(1);
  await expect(draft).toContainText('Solo Livre');
  await expect(draft).toContainText('Infantil');
  await expect(draft).toContainText('Não faturado');
  await expect(draft).not.toContainText('20,00 €');
  await expect(
    page.getByText('Coach Cards em rascunho não entram na lista de partida').first(),
  ).toBeVisible();
  // Figuras INF 3 × 12 + Figuras JUV 2 × 12 + DUETO LIVRE JUV 25,50; the draft's 20,00 is not in.
  await expect(alfa.getByRole('row').filter({ hasText: 'Total do clube' })).toContainText(
    '85,50 €',
  );
  await expect(page.getByTestId('price-list-grand-total')).toHaveText('165,00 €');

  const { name, text } = await downloadPdf(page, 'Gerar PDF');
  expect(name).toMatch(/^Listagem de Preços - Campeonato Nacional.*\.pdf$/);
  expect(text).toMatch(/Solo Livre\s+Infantil\s+1\s+—\s+Não faturado/);
  expect(text).toContain('Clube Natação Alfa');
  expect(text).toMatch(/Total do clube\s+85,50 €/);
  expect(text).toContain('Clube Natação Beta');
  expect(text).toMatch(/Total do clube\s+79,50 €/);
  expect(text).toMatch(/Total geral\s+165,00 €/);
});

test("judge cards follow the competition's routine panel: 5 judges print 5 cards, the demo's 7 print 7, numbered", async ({
  page,
}) => {
  // Three PDFs rendered in the browser: on a busy machine this can near the 60 s default.
  test.slow();
  const { origin, admin } = await adminApi();
  const stamp = Date.now();
  const compId = await addCompetition(admin, {
    Nome: `Taça Cinco Juízes ${stamp}`,
    ...UPCOMING,
    Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'INF', Resultado: false, Price: 15 }],
  });
  const theme = `Cinco Juízes ${stamp}`;
  const clube1 = await apiAs(origin, 'clube1');
  await clube1('POST', '/api/coachcard/add', {
    Competicao: compId,
    Categoria: 'INF',
    Esquema: 'SOLO LIVRE',
    Clube: 'Clube Natação Alfa',
    Tema_esquema: theme,
    // Not one of the demo's registered athletes: those are aged for the demo's own season.
    Atletas: [{ Licenca: 31501, Nome: 'Inês Cinco Juízes', Ano: bornFor(11) }],
    Reservas: [],
    Elementos: [
      { Elemento: 'HIB', Ordem: 1, Dificuldade_declarada: [{ Codigo_cc: 'TB', Valor: 0.3 }] },
      { Elemento: 'TRA', Ordem: 2 },
      { Elemento: 'ChoHy', Ordem: 3 },
    ],
  });

  await logInAs(page, 'admin');
  const five = await printJudgeCards(page, theme);
  await expect(page.getByTestId('judge-card-count')).toHaveText(
    'Serão impressos 5 cartões, um por juiz do painel de esquemas (Juiz nº 1 a 5), quatro por página A4.',
  );
  expect(five.pages).toBe(2);
  expect(five.perPage.map((p) => p.match(/Assinatura/g)?.length)).toEqual([4, 1]);
  expect(five.text.match(/Juiz nº \d/g)?.sort()).toEqual(
    [1, 2, 3, 4, 5].map((n) => `Juiz nº ${n}`),
  );
  expect(five.text).toContain(`Taça Cinco Juízes ${stamp}`);

  // The demo competition has a 7-judge routine panel: Beta's verified technical duet 'Fado'.
  const seven = await printJudgeCards(page, 'Fado');
  expect(seven.pages).toBe(2);
  expect(seven.perPage.map((p) => p.match(/Assinatura/g)?.length)).toEqual([4, 3]);
  expect(seven.text.match(/Juiz nº \d/g)?.sort()).toEqual(
    [1, 2, 3, 4, 5, 6, 7].map((n) => `Juiz nº ${n}`),
  );
  expect(seven.text).toContain('Dueto Técnico');
  expect(seven.text).toContain('Coreografia & Musicalidade');
});
