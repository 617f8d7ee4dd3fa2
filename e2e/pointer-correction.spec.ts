import { expect, test } from '@playwright/test';
import { addScoredInfFigures, adminApi } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';
import { chooseFigureCategory } from './fixtures/scoring.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';

const stamp = Date.now() % 100000;
const athlete = (n: number, Nome: string) => ({ Licenca: 40500 + n, Nome, Ano: bornFor(11) });
const ANA = athlete(1, `Ana Correção ${stamp}`);
const BIA = athlete(2, `Bia na Água ${stamp}`);

/**
 * Issue 38: the scoring table opens the sheet of an athlete who swam long before to correct it;
 * the venue scoreboard's 'Na água' (the panel's pointer, ADR 051/053) stays on the athlete in the
 * water. Both sheets are scored through the API and the pointer put on Bia.
 */
test("opening an old scored sheet at the table to correct it leaves the scoreboard's 'Na água' where it is", async ({
  page,
  browser,
}) => {
  const { origin, admin } = await adminApi();
  const { compId } = await addScoredInfFigures(
    origin,
    admin,
    { Nome: `Taça do Ponteiro ${stamp}`, ...UPCOMING },
    [
      { who: ANA, club: 'Clube Natação Alfa', mark: 7, extra: false },
      { who: BIA, club: 'Clube Natação Beta', mark: 8, extra: false },
    ],
  );
  const bia = `fig:INF:Figuras:${BIA.Licenca}`;
  await admin('PUT', `/api/competitions/${compId}/panel/figuras/pointer`, {
    open: true,
    entry: bia,
    version: 0,
  });

  // The board in the stands, nobody signed in: Bia is in the water.
  const board = await browser.newPage({ baseURL: origin });
  await board.goto(`/scoreboard?id=${compId}`);
  const inTheWater = board.getByRole('region', { name: 'Na água' });
  await expect(inTheWater).toContainText(BIA.Nome);

  // The table opens Ana's sheet, scored long before, to correct it.
  await logInAs(page, 'admin', `/resultFiguras?compId=${compId}`);
  await chooseFigureCategory(page, 'INF');
  await expect(
    page.getByRole('switch', { name: 'Receber as notas dos telemóveis dos juízes' }),
  ).toBeChecked();
  const order = page.getByRole('textbox', { name: /^Ordem/ });
  const { StartList } = await admin<{
    StartList: { Atletas_start: { Numero: number; Atletas: { License: number }[] }[] }[];
  }>('GET', `/api/competitions/${compId}`);
  const anaNumber = StartList[0]?.Atletas_start.find((s) =>
    s.Atletas.some((a) => a.License === ANA.Licenca),
  )?.Numero;
  await order.fill(String(anaNumber));
  await order.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(ANA.Nome);
  await expect(
    page.getByText(`Correção de uma folha já pontuada: na água continua ${BIA.Nome}.`),
  ).toBeVisible();

  // Three of the board's polls later, Bia is still the one in the water, on the board and the panel.
  await board.waitForTimeout(1500);
  await expect(inTheWater).toContainText(BIA.Nome);
  await expect(inTheWater).not.toContainText(ANA.Nome);
  const now = await admin<{ entry: { entry: string } | null }>(
    'GET',
    `/api/competitions/${compId}/panel/figuras`,
  );
  expect(now.entry?.entry).toBe(bia);
  await board.close();
});
