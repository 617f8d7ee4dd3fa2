import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { addCompetition, apiAs, adminApi, submitJunSoloCard } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';
import { chooseFigureCategory, sendMarkOnPhone } from './fixtures/scoring.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';

/**
 * Issue 21: seven judges score one athlete's figures on their own phones. The panel's marks are
 * those of e2e/scoring-seven-judges.spec.ts (Ana), worked by hand there:
 *   Barracuda  7 7,5 8 6,5 7 7 7,2 → drop 8 and 6,5 → 7,14 × 1,8 = 12,852
 *   SBL        6 6,5 7 6,5 6 7,5 6,8 → drop 7,5 and 6 → 6,56 × 1,6 = 10,496
 *   overall    (12,852 + 10,496) / 3,4 × 10 = 68,6706
 */
const ANA = { Licenca: 30201, Nome: 'Ana dos Telemóveis', Ano: bornFor(11) };
const MARKS = [
  ['7', '7,5', '8', '6,5', '7', '7', '7,2'], // Barracuda, J1..J7
  ['6', '6,5', '7', '6,5', '6', '7,5', '6,8'], // Straight Ballet Leg
];
const TOTAL = '68,6706';

/** On 'Painel de juízes', the admin issues every seat's code; answers the panel's seven codes. */
async function issueCodes(page: Page, compId: string, panel: 'figuras' | 'coachCard') {
  await page.goto(`/panel?compId=${compId}`);
  await page.getByRole('button', { name: 'Emitir códigos de todos os lugares' }).click();
  const codes: string[] = [];
  for (let seat = 1; seat <= 7; seat++) {
    const code = page.getByTestId(`code-${panel}-${seat}`);
    await expect(code).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    codes.push((await code.textContent()) ?? '');
  }
  return codes;
}

test("seven judges score an athlete's figures on their phones; one without Wi-Fi; the table saves and the public list shows the total", async ({
  page,
  browser,
}) => {
  test.slow();
  const { origin, admin } = await adminApi();
  const name = `Taça dos Telemóveis ${Date.now()}`;
  const compId = await addCompetition(admin, {
    Nome: name,
    ...UPCOMING,
    JuizesFiguras: 7,
    Ordem: [{ Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 10 }],
    Figuras: [
      { Nome: 'Barracuda', Valor: 1.8, Category: 'INF' },
      { Nome: 'Straight Ballet Leg', Valor: 1.6, Category: 'INF' },
    ],
  });
  const clube1 = await apiAs(origin, 'clube1');
  await clube1('POST', '/api/figura/add', {
    Competicao: compId,
    Categoria: 'INF',
    Clube: 'Clube Natação Alfa',
    Atletas: [ANA],
  });
  await admin('POST', `/api/competitions/${compId}/startlist`, {});

  // The admin issues the seats' codes on 'Painel de juízes'.
  await logInAs(page, 'admin');
  const codes = await issueCodes(page, compId, 'figuras');

  // The scoring table opens the panel and the athlete's sheet.
  await page.goto(`/resultFiguras?compId=${compId}`);
  await chooseFigureCategory(page, 'INF');
  const panelSwitch = page.getByRole('switch', {
    name: 'Receber as notas dos telemóveis dos juízes',
  });
  await expect(panelSwitch).toBeEnabled();
  await panelSwitch.click();
  await expect(panelSwitch).toBeChecked();
  const order = page.getByRole('textbox', { name: /^Ordem/ });
  await order.fill('1');
  await order.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(ANA.Nome);
  await expect(page.getByText('Faltam notas de J1, J2, J3, J4, J5, J6, J7.')).toBeVisible();

  // Seven phones, each opening its seat from the QR code's link.
  const phones: { context: BrowserContext; page: Page }[] = [];
  for (const code of codes) {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 360, height: 740 },
      locale: 'pt-PT',
    });
    const phone = await context.newPage();
    await phone.goto(`/judge/${code.replace('-', '')}`);
    phones.push({ context, page: phone });
  }
  for (const [i, { page: phone }] of phones.entries()) {
    await expect(phone.getByRole('heading', { name: `J${i + 1} · Figuras` })).toBeVisible();
    const water = phone.getByRole('region', { name: 'Na água' });
    await expect(water).toContainText('Nº 1');
    await expect(water).toContainText(ANA.Nome);
    // The code left the address: a phone passed around does not show it.
    await expect(phone).toHaveURL(/\/judge$/);
  }

  // J1..J6 send their marks; J7's phone has lost the Wi-Fi.
  const last = phones[6];
  if (!last) throw new Error('seven phones');
  await last.context.setOffline(true);
  for (const [i, { page: phone }] of phones.entries()) {
    await sendMarkOnPhone(phone, 'Barracuda', MARKS[0]?.[i] ?? '');
    await sendMarkOnPhone(phone, 'Straight Ballet Leg', MARKS[1]?.[i] ?? '');
  }
  const offlineRow = last.page.getByRole('button', { name: /Barracuda/ });
  await expect(offlineRow).toContainText('7,2 · por enviar');
  await expect(last.page.getByText(/^Sem ligação/)).toContainText('2 nota(s) por enviar');
  await expect(page.getByText('Faltam notas de J7.')).toBeVisible();
  // A reload on the phone loses nothing it typed.
  await last.page.reload().catch(() => undefined);

  // The Wi-Fi comes back: J7's marks arrive, once.
  await last.context.setOffline(false);
  await last.page.goto('/judge');
  await expect(last.page.getByRole('button', { name: /Barracuda/ })).toContainText('7,2 · enviada');
  await expect(page.getByText('Todas as notas dos juízes chegaram.')).toBeVisible();
  const marks = await admin<{ marks: { seat: number }[] }>(
    'GET',
    `/api/competitions/${compId}/panel/figuras/marks?entry=${encodeURIComponent(`fig:INF:Figuras:${ANA.Licenca}`)}`,
  );
  expect(marks.marks.filter((m) => m.seat === 7)).toHaveLength(2);
  expect(marks.marks).toHaveLength(14);

  // The table sees J1..J7 filled in, as the judges marked, and saves.
  for (const [row, figure] of ['Barracuda', 'Straight Ballet Leg'].entries())
    for (let judge = 1; judge <= 7; judge++)
      await expect(page.getByRole('textbox', { name: `${figure} — J${judge}` })).toHaveValue(
        MARKS[row]?.[judge - 1] ?? '',
      );
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Resultados Figuras gravados com sucesso: nº')).toContainText(TOTAL);

  // The phones show the marks accepted by the table.
  const first = phones[0];
  if (!first) throw new Error('seven phones');
  await expect(first.page.getByRole('button', { name: /Barracuda/ })).toContainText(
    '7 · aceite pela mesa',
  );

  // A parent's phone: the public result list holds the total.
  const visitor = await browser.newPage({ baseURL: origin, viewport: { width: 360, height: 740 } });
  await visitor.goto(`/resultList?id=${compId}`);
  await expect(visitor.getByRole('table', { name: 'Infantil — Figuras' })).toContainText(TOTAL);
  await visitor.close();
  for (const { context } of phones) await context.close();
});

/** The routine's rows on the phones (as on the paper judge card) and the cells they fill. */
const ROUTINE = [
  {
    phone: '1. HIB T1 S2',
    cell: 'Elemento 1 (HIB)',
    marks: ['7', '7,5', '8', '6,5', '7', '7', '7,2'],
  },
  { phone: '2. ChoHy', cell: 'Elemento 2 (ChoHy)', marks: ['6', '7', '7', '7', '7', '7', '8'] },
  {
    phone: 'Coreografia & Musicalidade',
    cell: 'Coreografia & Musicalidade',
    marks: ['7', '7', '7', '7', '7', '7', '7'],
  },
  {
    phone: 'Desempenho',
    cell: 'Desempenho',
    marks: ['6,5', '6,5', '6,5', '6,5', '6,5', '6,5', '6,5'],
  },
  { phone: 'Transições', cell: 'Transições', marks: ['7,2', '7,2', '7,2', '7,2', '7,2', '6', '9'] },
];

test('seven judges score a free solo on their phones, element by element as on the paper card; the table saves without retyping a mark', async ({
  page,
  browser,
}) => {
  test.slow();
  const { origin, admin } = await adminApi();
  const compId = await addCompetition(admin, {
    Nome: `Taça dos Telemóveis — Solos ${Date.now()}`,
    ...UPCOMING,
    JuizesCoachCard: 7,
    Ordem: [{ Tipo: 'SOLO LIVRE', Categoria: 'JUN', Resultado: true, Price: 15 }],
  });
  const card = await submitJunSoloCard(origin, compId, 'Mar alto', {
    Licenca: 30301,
    Nome: 'Beatriz dos Telemóveis',
    Ano: bornFor(17),
  });
  await admin('POST', `/api/competitions/${compId}/startlist`, {});

  await logInAs(page, 'admin');
  const codes = await issueCodes(page, compId, 'coachCard');

  // The table opens the routine's sheet and the panel: the solo is in the water.
  await page.goto(`/resultCoachCard?id=${card._id}`);
  const panelSwitch = page.getByRole('switch', {
    name: 'Receber as notas dos telemóveis dos juízes',
  });
  await expect(panelSwitch).toBeEnabled();
  await panelSwitch.click();
  await expect(panelSwitch).toBeChecked();

  const phones: BrowserContext[] = [];
  for (const [i, code] of codes.entries()) {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 360, height: 740 },
      locale: 'pt-PT',
    });
    phones.push(context);
    const phone = await context.newPage();
    await phone.goto(`/judge/${code.replace('-', '')}`);
    await expect(
      phone.getByRole('heading', { name: `J${i + 1} · Esquemas (coach cards)` }),
    ).toBeVisible();
    // As on the paper judge card: the transition is not marked.
    const rows = phone.getByRole('list', { name: 'Notas a dar' }).getByRole('button');
    await expect(rows).toHaveCount(ROUTINE.length);
    for (const row of ROUTINE) await sendMarkOnPhone(phone, row.phone, row.marks[i] ?? '');
  }

  await expect(page.getByText('Todas as notas dos juízes chegaram.')).toBeVisible();
  for (const row of ROUTINE)
    for (let judge = 1; judge <= 7; judge++)
      await expect(page.getByRole('textbox', { name: `${row.cell}, J${judge}` })).toHaveValue(
        row.marks[judge - 1] ?? '',
      );
  const total = await page.getByRole('status', { name: 'Valor total' }).textContent();
  expect(total).toMatch(/^\d+,\d{4}$/);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Resultados Coach Card gravado com sucesso')).toBeVisible();

  const visitor = await browser.newPage({ baseURL: origin, viewport: { width: 360, height: 740 } });
  await visitor.goto(`/resultList?id=${compId}`);
  await expect(visitor.getByRole('table', { name: 'Júnior — Solo Livre' })).toContainText(
    total ?? 'missing',
  );
  await visitor.close();
  for (const context of phones) await context.close();
});
