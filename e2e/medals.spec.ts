import { expect, test } from '@playwright/test';
import { addScoredInfFigures, adminApi } from './fixtures/api.ts';
import { downloadPdf } from './fixtures/pdf.ts';
import { rowWith } from './fixtures/lists.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';

const ALFA = 'Clube Natação Alfa';
const BETA = 'Clube Natação Beta';

/**
 * INF figures (Barracuda 1,8 and Straight Ballet Leg 1,6), every judge giving an athlete the same
 * mark on both, so her overall is 10 × the mark (Σ mark × FP / Σ FP × 10):
 *   Ana (Alfa) 8 → 80, 1st: gold          Diana (Beta) 7,5 → 75, 2nd: silver
 *   Bia (Alfa) 7 → 70 and Eva (Beta) 7 → 70: tied 3rd, a bronze each
 *   Carolina (Alfa) 9 → 90, but Extra-Competição: no place, no medal, no points.
 * Medals: Alfa 1 gold, 0 silver, 1 bronze (2) ahead of Beta 0-1-1 (2): golds first.
 * Points 9-7-6-5-4-3-2-1: Alfa 9 + 6 = 15, Beta 7 + 6 = 13.
 */
const stamp = Date.now() % 100000;
// INF: every athlete 11 in the competition's season.
const athlete = (n: number, Nome: string) => ({ Licenca: 40100 + n, Nome, Ano: bornFor(11) });
const ANA = athlete(1, `Ana Medalha ${stamp}`);
const BIA = athlete(2, `Bia Medalha ${stamp}`);
const CAROLINA = athlete(3, `Carolina Extra ${stamp}`);
const DIANA = athlete(4, `Diana Medalha ${stamp}`);
const EVA = athlete(5, `Eva Medalha ${stamp}`);
const SHEETS = [
  { who: ANA, club: ALFA, mark: 8, extra: false },
  { who: DIANA, club: BETA, mark: 7.5, extra: false },
  { who: BIA, club: ALFA, mark: 7, extra: false },
  { who: EVA, club: BETA, mark: 7, extra: false },
  { who: CAROLINA, club: ALFA, mark: 9, extra: true },
];

test('a visitor opens the Medalheiro of a scored competition: medals per club, golds first, club points, medallists, and the PDF lists them', async ({
  browser,
}) => {
  // The competition, the clubs' entries, the draw and the sheets go through the real API.
  const { origin, admin } = await adminApi();
  const name = `Taça Medalhas ${stamp}`;
  const { compId } = await addScoredInfFigures(origin, admin, { Nome: name, ...UPCOMING }, SHEETS);

  // A parent, not logged in, finds the Medalheiro beside the results in the competition list.
  const visitor = await browser.newPage({ baseURL: origin });
  await visitor.goto('/competition');
  await rowWith(visitor, name).getByRole('link', { name: 'Medalheiro' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/medals\\?id=${compId}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Medalheiro' })).toBeVisible();

  const medals = visitor.getByRole('table', { name: 'Medalhas por clube' });
  await expect(medals.getByRole('row')).toHaveText([
    /Lugar\s*Clube\s*Ouro\s*Prata\s*Bronze\s*Total/,
    `1${ALFA}1012`,
    `2${BETA}0112`,
  ]);
  const points = visitor.getByRole('table', { name: 'Pontos por clube' });
  await expect(points.getByRole('row')).toHaveText([/Lugar/, `1${ALFA}15`, `2${BETA}13`]);
  const figures = visitor.getByRole('table', { name: 'Infantil — Figuras' });
  await expect(figures.getByRole('row')).toHaveText([
    /Lugar/,
    `1${ANA.Nome}${ALFA}80,0000`,
    `2${DIANA.Nome}${BETA}75,0000`,
    // The tie for 3rd: both bronze, in start order.
    /^3(Bia|Eva) Medalha \d+Clube Natação (Alfa|Beta)70,0000$/,
    /^3(Bia|Eva) Medalha \d+Clube Natação (Alfa|Beta)70,0000$/,
  ]);
  await expect(figures.getByRole('img', { name: 'Medalha de bronze' })).toHaveCount(2);
  await expect(visitor.getByText(CAROLINA.Nome)).toHaveCount(0);

  // The PDF lists the same medals.
  const pdf = await downloadPdf(visitor, 'PDF');
  expect(pdf.name).toBe(`Medalheiro - ${name}.pdf`);
  expect(pdf.text).toContain('Medalheiro');
  expect(pdf.text).toMatch(/Lugar\s+Clube\s+Ouro\s+Prata\s+Bronze\s+Total/);
  expect(pdf.text).toMatch(new RegExp(`1\\s+${ALFA}\\s+1\\s+0\\s+1\\s+2\\n`));
  expect(pdf.text).toMatch(new RegExp(`2\\s+${BETA}\\s+0\\s+1\\s+1\\s+2\\n`));
  expect(pdf.text).toMatch(new RegExp(`1\\s+${ALFA}\\s+15\\n`));
  expect(pdf.text).toMatch(new RegExp(`2\\s+${BETA}\\s+13\\n`));
  expect(pdf.text).toContain('Pontos por lugar: 9, 7, 6, 5, 4, 3, 2, 1');
  expect(pdf.text).toMatch(new RegExp(`Ouro\\s+1\\s+${ANA.Nome}\\s+${ALFA}\\s+80,0000`));
  expect(pdf.text).toMatch(new RegExp(`Prata\\s+2\\s+${DIANA.Nome}\\s+${BETA}\\s+75,0000`));
  expect(pdf.text).toMatch(new RegExp(`Bronze\\s+3\\s+${BIA.Nome}\\s+${ALFA}\\s+70,0000`));
  expect(pdf.text).toMatch(new RegExp(`Bronze\\s+3\\s+${EVA.Nome}\\s+${BETA}\\s+70,0000`));
  expect(pdf.text).not.toContain(CAROLINA.Nome);

  // On the result list, the medals sit beside the places; the Extra with the best total has none.
  await visitor.goto(`/resultList?id=${compId}`);
  const list = visitor.getByRole('table', { name: 'Infantil — Figuras' });
  const entry = (who: { Nome: string }) =>
    list.locator('tbody.result-list-entry').filter({ hasText: who.Nome });
  await expect(entry(ANA).getByRole('img', { name: 'Medalha de ouro' })).toBeVisible();
  await expect(entry(DIANA).getByRole('img', { name: 'Medalha de prata' })).toBeVisible();
  await expect(entry(EVA).getByRole('img', { name: 'Medalha de bronze' })).toBeVisible();
  await expect(entry(CAROLINA)).toContainText('Extra');
  await expect(entry(CAROLINA).getByRole('img')).toHaveCount(0);
  await visitor.close();
});
