import { expect, test } from '@playwright/test';
import type { ApiClient } from './fixtures/api.ts';
import { addCompetition, apiAs, adminApi } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';
import { HIB_CHOHY_TRA } from './fixtures/coach-card.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';

/**
 * Issue 16: the federation sets a factor itself. A JUV free duet is scored (five judges, every
 * artistic mark 7, so each artistic row's trimmed mean is 7) under a copy of the built-in
 * ruleset, whose Coreografia & Musicalidade factor for JUV free duets is the provisional 1,6.
 * The admin sets it to 2 on /admin/rules, sees the recomputation before confirming it, and a
 * visitor's result list shows the new total:
 *   C&M points 3 × 1,6 × 7 = 33,6  →  3 × 2 × 7 = 42, so the total grows by exactly 8,4.
 * The copy is valid only in the year before the ruleset it copies starts: a past range that
 * stays past and ends before every other stored ruleset's, so no other journey's competition
 * pins it, neither by its date nor as the newest ruleset (pickRulesetIdForDate). The
 * competitions are the journeys' UPCOMING ones (their entries open whatever the day of the run),
 * the athletes fifteen then (JUV).
 */
const FIVE_SEVENS = { J1: 7, J2: 7, J3: 7, J4: 7, J5: 7 };
const SOURCE = 'wa-2022-2026';
const ATHLETES = [
  { Licenca: 51601, Nome: 'Inês Regulamento', Ano: bornFor(15) },
  { Licenca: 51602, Nome: 'Joana Regulamento', Ano: bornFor(15) },
];
const DATES = UPCOMING;

/** A total as the page shows it: four decimals, decimal comma. */
const shown = (value: number) => value.toFixed(4).replace('.', ',');

/**
 * A copy of the built-in ruleset and a competition under it whose JUV free duet (Inês and Joana)
 * is scored with every mark 7, their figures too: set up through the API.
 */
async function scoredDuetUnderCopy(
  origin: string,
  admin: ApiClient,
  dates: { Data: string; Limite_inscricao: string },
  tag: string,
) {
  const rulesetId = `e2e-${tag}-${Date.now()}`;
  const { ruleset: source } = await admin<{ ruleset: { validFrom: string } }>(
    'GET',
    `/api/rulesets/${SOURCE}`,
  );
  const yearBefore = Number(source.validFrom.slice(0, 4)) - 1;
  await admin('POST', `/api/rulesets/${SOURCE}/copy`, {
    id: rulesetId,
    name: `Regulamento de ensaio ${rulesetId}`,
    validFrom: `${yearBefore}-01-01`,
    validTo: `${yearBefore}-12-31`,
  });
  const { ruleset } = await admin<{
    ruleset: { figures: { categories: { JUV?: { name: string; dd: number }[] } } };
  }>('GET', `/api/rulesets/${rulesetId}`);
  const figures = (ruleset.figures.categories.JUV ?? []).slice(0, 2);
  expect(figures).toHaveLength(2);

  const compId = await addCompetition(admin, {
    Nome: `Taça do Regulamento ${tag} ${Date.now()}`,
    ...dates,
    Regras: rulesetId,
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'JUV', Resultado: true, Price: 10 },
      { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: true, Price: 15 },
    ],
    Figuras: figures.map((f) => ({ Nome: f.name, Valor: f.dd, Category: 'JUV' })),
  });
  const clube1 = await apiAs(origin, 'clube1');
  const card = await clube1<{ _id: string; Elementos: { Elemento: string; Total: number }[] }>(
    'POST',
    '/api/coachcard/add',
    {
      Competicao: compId,
      Categoria: 'JUV',
      Esquema: 'DUETO LIVRE',
      Clube: 'Clube Natação Alfa',
      Tema_esquema: 'Regras novas',
      Atletas: ATHLETES,
      Reservas: [],
      Elementos: HIB_CHOHY_TRA,
      State: 'Submetido',
    },
  );
  await clube1('POST', '/api/figura/add', {
    Competicao: compId,
    Categoria: 'JUV',
    Clube: 'Clube Natação Alfa',
    Atletas: ATHLETES,
  });
  await admin('POST', `/api/competitions/${compId}/startlist`, {});
  const { StartList } = await admin<{
    StartList: {
      Prova: string;
      Atletas_start: { Numero: number; Atletas: { License: number }[] }[];
    }[];
  }>('GET', `/api/competitions/${compId}`);
  const numberOf = (licence: number) =>
    StartList.find((b) => b.Prova === 'Figuras')?.Atletas_start.find((slot) =>
      slot.Atletas.some((a) => a.License === licence),
    )?.Numero;
  // Both athletes' figures, so the duet's grand total (with figure points) is not pending.
  for (const athlete of ATHLETES)
    await admin('POST', '/api/resultadoFigura/add', {
      Categoria: 'JUV',
      Esquema: 'Figuras',
      Clube: 'Clube Natação Alfa',
      Number: numberOf(athlete.Licenca),
      Atleta: athlete,
      Resultados_fig: figures.map((f) => ({ Name: f.name, FP_val: f.dd, ...FIVE_SEVENS })),
      Extra: false,
      comp_id: compId,
    });
  await admin('POST', '/api/resultadoCoachCard/add', {
    Categoria: 'JUV',
    Esquema: 'DUETO LIVRE',
    Extra: false,
    Clube: 'Clube Natação Alfa',
    Atletas: [],
    Reservas: [],
    Resultados_el: card.Elementos.map((e) => ({
      Elemento: e.Elemento,
      FP_val: e.Total,
      ...FIVE_SEVENS,
    })),
    Erros: { Simples: 0, Obvio: 0, Maior: 0 },
    Penalty: { Selected: 0 },
    Resultado_Coreografia: ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map(
      (Name) => ({ Name, ...FIVE_SEVENS }),
    ),
    Penalties: [],
    comp_id: compId,
    coach_card_id: card._id,
  });

  return { rulesetId, compId };
}

test('the admin sets the C&M factor of JUV free duets, confirms the recomputation, and the public result list shows the new total', async ({
  page,
  browser,
}) => {
  const { origin, admin } = await adminApi();
  const { rulesetId, compId } = await scoredDuetUnderCopy(origin, admin, DATES, 'cm');

  // A parent follows the result list on a phone, not logged in: the total under the old factor.
  const visitor = await browser.newPage({ baseURL: origin, viewport: { width: 360, height: 740 } });
  await visitor.goto(`/resultList?id=${compId}&ordem=2`);
  const duet = visitor.getByRole('table', { name: 'Juvenil — Dueto Livre' });
  const entry = duet.locator('tbody.result-list-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Inês Regulamento');
  // The total is the last cell of the entry's first line.
  const totalText = await entry.getByRole('row').first().getByRole('cell').last().innerText();
  const before = Number(totalText.trim().replace(',', '.'));
  expect(before).toBeGreaterThan(0);
  const after = Math.round((before + 8.4) * 10000) / 10000;

  // The admin opens the copy on /admin/rules and sets the factor.
  await logInAs(page, 'admin', `/admin/rules?id=${rulesetId}`);
  await page.getByRole('tab', { name: 'Impressão artística' }).click();
  const cell = page.getByRole('textbox', {
    name: 'Coreografia & Musicalidade · Dueto Livre · JUV',
  });
  await expect(cell).toHaveValue('1,6');
  await cell.fill('2');
  await page.getByRole('button', { name: 'Gravar' }).click();

  // Before anything is stored, the preview says which total changes and by how much.
  const dialog = page.getByRole('dialog', { name: 'Confirmar alterações ao regulamento' });
  await expect(dialog.getByRole('status')).toHaveText(
    '1 total muda em 1 competição(ões); maior diferença: 8,4000.',
  );
  const changes = dialog.getByRole('table', { name: 'Totais que mudam' });
  await expect(changes).toContainText('Dueto Livre JUV');
  await expect(changes).toContainText('Inês Regulamento, Joana Regulamento');
  await expect(changes).toContainText(`${shown(before)} → ${shown(after)}`);
  await expect(changes).toContainText('+8,4000');
  await expect(entry).toContainText(shown(before));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Regulamento gravado; 1 total recalculado.')).toBeVisible();

  // The visitor's list shows the new total by itself.
  await expect(entry).toContainText(shown(after), { timeout: 15_000 });
  await expect(entry).not.toContainText(shown(before));
  await visitor.close();
});

test('a ruleset edit leaves a competition with signed results as it was, and says so before anything changes (issue 36)', async ({
  page,
  browser,
}) => {
  const { origin, admin } = await adminApi();
  const { rulesetId, compId } = await scoredDuetUnderCopy(origin, admin, DATES, 'signed');
  // The Juiz-Árbitro signed the duet off (the official-results journey clicks it).
  await admin('POST', `/api/competitions/${compId}/resultList/events/2/sign`, {
    closeInquiryWindow: true,
  });

  const visitor = await browser.newPage({ baseURL: origin, viewport: { width: 360, height: 740 } });
  await visitor.goto(`/resultList?id=${compId}&ordem=2`);
  const entry = visitor
    .getByRole('table', { name: 'Juvenil — Dueto Livre' })
    .locator('tbody.result-list-entry');
  await expect(entry).toHaveCount(1);
  const totalText = await entry.getByRole('row').first().getByRole('cell').last().innerText();
  const signed = totalText.trim();
  await expect(visitor.getByText('Oficial', { exact: false }).first()).toBeVisible();

  await logInAs(page, 'admin', `/admin/rules?id=${rulesetId}`);
  await page.getByRole('tab', { name: 'Impressão artística' }).click();
  await page
    .getByRole('textbox', { name: 'Coreografia & Musicalidade · Dueto Livre · JUV' })
    .fill('2');
  await page.getByRole('button', { name: 'Gravar' }).click();

  // Before anything is stored: the competition and its official event are named, nothing moves.
  const dialog = page.getByRole('dialog', { name: 'Confirmar alterações ao regulamento' });
  const held = dialog.getByRole('note');
  await expect(held).toContainText('Competições com resultados oficiais ficam como estão');
  await expect(held).toContainText(`Taça do Regulamento signed`);
  await expect(held).toContainText('Dueto Livre JUV');
  await expect(held).toContainText('continua na versão 1 deste regulamento');
  await expect(dialog.getByRole('status')).toHaveText('Nenhum total muda.');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(/Regulamento gravado/)).toBeVisible();

  // The signed list is what was signed: same total, still official.
  await visitor.reload();
  await expect(entry.getByRole('row').first().getByRole('cell').last()).toHaveText(signed);
  await expect(visitor.getByText('Oficial', { exact: false }).first()).toBeVisible();
  await visitor.close();
});
