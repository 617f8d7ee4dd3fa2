import { expect, test } from '@playwright/test';
import { addCompetition, apiAs, adminApi } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';
import { downloadPdf } from './fixtures/pdf.ts';
import { chooseFigureCategory, typeMarks } from './fixtures/scoring.ts';
import { HIB_CHOHY_TRA } from './fixtures/coach-card.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';

/**
 * A competition with seven judges on both panels: INF figures Barracuda (1,8) and
 * Straight Ballet Leg (1,6), Σ FP = 3,4, and one INF free solo. Every total below is worked
 * by hand from spec section 9 (docs/scoring.md), each stored value rounded half-up to 4 places.
 *
 * Ana (Clube Natação Alfa), who also swims the solo:
 *   Barracuda  7 7,5 8 6,5 7 7 7,2 → drop 8 and 6,5 → 35,7 / 5 = 7,14 → × 1,8 = 12,852
 *   SBL        6 6,5 7 6,5 6 7,5 6,8 → drop 7,5 and 6 → 32,8 / 5 = 6,56 → × 1,6 = 10,496
 *   overall    (12,852 + 10,496) / 3,4 × 10 = 68,670588… → 68,6706
 * Beatriz (Clube Natação Beta):
 *   Barracuda  8 8 8,5 7,5 8 8,2 7,8 → drop 8,5 and 7,5 → 40 / 5 = 8 → × 1,8 = 14,4
 *   SBL        seven 7s → 7 → × 1,6 = 11,2
 *   overall    25,6 / 3,4 × 10 = 75,294117… → 75,2941  (first, ahead of Ana)
 *
 * Ana's free solo (declared HIB T1 0,45 + S2 0,75 → 0,5 + 1,2 = 1,7; ChoHy fixed 1; TRA):
 *   HIB        7 7,5 8 6,5 7 7 7,2 → 7,14 × 1,7 × CD 0,5 = 6,069
 *   ChoHy      6 7 7 7 7 7 8 → 7 × 1 × CD 0,5 = 3,5          Total Elementos 9,569
 *   C & M      seven 7s → 3 × 1,6 × 7 = 33,6
 *   Desempenho seven 6,5s → 3 × 1,5 × 6,5 = 29,25
 *   Transições 7,2 ×5, 6, 9 → 7,2 → 3 × 1,6 × 7,2 = 34,56   Total Impressão 97,41
 *   1 simple error 0,1: Valor do esquema = 9,569 − 0,1 + 97,41 = 106,879
 *   INF adds the athlete's figure score: 106,879 + 68,6706 = 175,5496
 */
const ANA = { Licenca: 30101, Nome: 'Ana Sete Juízes', Ano: bornFor(11) };
const BEATRIZ = { Licenca: 30102, Nome: 'Beatriz Sete Juízes', Ano: bornFor(11) };
const FIGURE_MARKS: Record<string, string[][]> = {
  [ANA.Nome]: [
    ['7', '7,5', '8', '6,5', '7', '7', '7,2'],
    ['6', '6,5', '7', '6,5', '6', '7,5', '6,8'],
  ],
  [BEATRIZ.Nome]: [
    ['8', '8', '8,5', '7,5', '8', '8,2', '7,8'],
    ['7', '7', '7', '7', '7', '7', '7'],
  ],
};
const FIGURE_TOTALS = { [ANA.Nome]: '68,6706', [BEATRIZ.Nome]: '75,2941' };
const ROUTINE_ROWS = [
  ['7', '7,5', '8', '6,5', '7', '7', '7,2'], // HIB
  ['6', '7', '7', '7', '7', '7', '8'], // ChoHy
  ['7', '7', '7', '7', '7', '7', '7'], // Coreografia & Musicalidade
  ['6,5', '6,5', '6,5', '6,5', '6,5', '6,5', '6,5'], // Desempenho
  ['7,2', '7,2', '7,2', '7,2', '7,2', '6', '9'], // Transições
];
const ROUTINE_TOTAL = '175,5496';

interface Saved {
  _id: string;
  version: number;
}

test('seven judges: the admin scores two figures of two athletes and a routine by keyboard; the public list and PDF hold the hand-computed totals in order', async ({
  page,
  browser,
}) => {
  // The competition and the clubs' entries are set up through the real API.
  const { origin, admin } = await adminApi();
  const name = `Taça Sete Juízes ${Date.now()}`;
  const compId = await addCompetition(admin, {
    Nome: name,
    ...UPCOMING,
    JuizesFiguras: 7,
    JuizesCoachCard: 7,
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 10 },
      { Tipo: 'SOLO LIVRE', Categoria: 'INF', Resultado: true, Price: 15 },
    ],
    Figuras: [
      { Nome: 'Barracuda', Valor: 1.8, Category: 'INF' },
      { Nome: 'Straight Ballet Leg', Valor: 1.6, Category: 'INF' },
    ],
  });
  const clube1 = await apiAs(origin, 'clube1');
  const clube2 = await apiAs(origin, 'clube2');
  await clube1('POST', '/api/figura/add', {
    Competicao: compId,
    Categoria: 'INF',
    Clube: 'Clube Natação Alfa',
    Atletas: [ANA],
  });
  await clube2('POST', '/api/figura/add', {
    Competicao: compId,
    Categoria: 'INF',
    Clube: 'Clube Natação Beta',
    Atletas: [BEATRIZ],
  });
  const card = await clube1<Saved & Record<string, unknown>>('POST', '/api/coachcard/add', {
    Competicao: compId,
    Categoria: 'INF',
    Esquema: 'SOLO LIVRE',
    Clube: 'Clube Natação Alfa',
    Tema_esquema: 'Sete mares',
    Atletas: [ANA],
    Reservas: [],
    Elementos: HIB_CHOHY_TRA,
    State: 'Submetido',
  });
  expect(card['Total_declarado']).toBe(2.7); // 1,7 + 1 + 0
  const juiz = await apiAs(origin, 'juiz');
  const { _id: cardId, insertedId: _ignored, ...cardBody } = card;
  await juiz('PUT', `/api/coachcard/${cardId}`, { ...cardBody, State: 'Verificado' });
  await admin('POST', `/api/competitions/${compId}/startlist`, {});

  // A parent follows the results on a phone, not logged in.
  const visitor = await browser.newPage({ baseURL: origin, viewport: { width: 360, height: 740 } });
  await visitor.goto(`/resultList?id=${compId}`);
  const figures = visitor.getByRole('table', { name: 'Infantil — Figuras' });
  const solo = visitor.getByRole('table', { name: 'Infantil — Solo Livre' });
  await expect(visitor.getByText('Ainda não há resultados publicados.')).toBeVisible();

  // The scoring table: figures, athlete by athlete, by order number.
  await logInAs(page, 'admin', `/resultFiguras?compId=${compId}`);
  await chooseFigureCategory(page, 'INF');
  await expect(page.getByRole('textbox', { name: 'Prova' })).toHaveValue('Figuras');
  const order = page.getByRole('textbox', { name: /^Ordem/ });
  const scored = new Set<string>();
  for (let number = 1; number <= 4 && scored.size < 2; number++) {
    await order.fill(String(number));
    await order.press('Enter');
    await expect(
      page.getByText(/^(Nova folha|Já gravado \(versão \d+\))$|Não existe/),
    ).toBeVisible();
    if (!(await page.getByText('Nova folha').isVisible())) continue;
    const athlete = await page.getByRole('textbox', { name: 'Nome' }).inputValue();
    const marks = FIGURE_MARKS[athlete];
    if (!marks) continue;
    // Seven judge columns on this competition, and no eighth.
    await expect(page.getByRole('textbox', { name: 'Barracuda — J7' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Barracuda — J8' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Barracuda — J1' }).focus();
    await typeMarks(page, marks.flat());
    await page.keyboard.press('Control+s');
    await expect(
      page.getByText('Resultados Figuras gravados com sucesso: nº').filter({ hasText: athlete }),
    ).toContainText(FIGURE_TOTALS[athlete] ?? 'missing');
    scored.add(athlete);
  }
  expect([...scored].sort()).toEqual([ANA.Nome, BEATRIZ.Nome]);

  // The public list, updated by itself: the figures (the event happening now), Beatriz first.
  const rows = figures.locator('tbody.result-list-entry');
  await expect(rows).toHaveCount(2, { timeout: 8_000 });
  await expect(rows.nth(0)).toContainText(BEATRIZ.Nome);
  await expect(rows.nth(0)).toContainText('75,2941');
  await expect(rows.nth(0).locator('td').first()).toHaveText('1');
  await expect(rows.nth(1)).toContainText(ANA.Nome);
  await expect(rows.nth(1)).toContainText('68,6706');
  await expect(rows.nth(1).locator('td').first()).toHaveText('2');

  // The routine, from the referee-verified coach card: seven judges per element and row.
  await page.goto(`/resultCoachCard?id=${cardId}`);
  await expect(page.getByRole('textbox', { name: 'Elemento 1 (HIB), J7' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Elemento 1 (HIB), J1' }).focus();
  await typeMarks(page, ROUTINE_ROWS.flat());
  await expect(page.getByRole('textbox', { name: 'Erros simples' })).toBeFocused();
  await page.keyboard.type('1');
  await expect(page.getByRole('status', { name: 'Total Elementos' })).toHaveText('9,5690');
  await expect(page.getByRole('status', { name: 'Total Impressão' })).toHaveText('97,4100');
  await expect(page.getByRole('status', { name: 'Valor do esquema' })).toHaveText('106,8790');
  await expect(page.getByRole('status', { name: 'Pontos de figuras' })).toHaveText('68,6706');
  await expect(page.getByRole('status', { name: 'Valor total' })).toHaveText(ROUTINE_TOTAL);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Resultados Coach Card gravado com sucesso')).toBeVisible();

  // The visitor stays on the figures and is told the solo is on now; one tap shows it.
  await visitor.getByRole('link', { name: 'Infantil — Solo Livre', exact: true }).click();
  await expect(solo.locator('tbody.result-list-entry')).toHaveCount(1, { timeout: 8_000 });
  await expect(solo).toContainText(ANA.Nome);
  await expect(solo).toContainText(ROUTINE_TOTAL);
  await expect(figures).toHaveCount(0);

  // The PDF holds the same totals in the same order.
  const { text } = await downloadPdf(visitor, 'Lista de resultados (PDF)');
  const block = text.indexOf('Infantil — Figuras');
  expect(block).toBeGreaterThanOrEqual(0);
  const first = text.indexOf('75,2941', block);
  const second = text.indexOf('68,6706', block);
  expect(first).toBeGreaterThan(block);
  expect(second).toBeGreaterThan(first);
  expect(text.indexOf(ROUTINE_TOTAL, text.indexOf('Infantil — Solo Livre'))).toBeGreaterThan(0);
  await visitor.close();
});
