import { expect, test } from '@playwright/test';
import { addScoredInfFigures, adminApi } from './fixtures/api.ts';
import { rowWith } from './fixtures/lists.ts';
import { logInAs } from './fixtures/login.ts';
import { downloadPdf } from './fixtures/pdf.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';

const ALFA = 'Clube Natação Alfa';
const BETA = 'Clube Natação Beta';

/**
 * INF figures (Barracuda and Straight Ballet Leg), each athlete the same five marks on both,
 * J3 always the single highest mark of the row, so always the one dropped high:
 *   Ana   8.0 7.8 9.0 8.2 7.5 → 8.0 7.8 8.2 → 8.0000 (J3 +1)
 *   Bia   7.0 7.2 8.0 6.8 7.0 → 7.0 7.2 7.0 → 7.0667 (J3 +0.9333)
 *   Carla 6.5 6.5 7.5 6.5 6.0 → 6.5000 (J3 +1)
 *   Diana 6.0 5.8 7.0 6.2 5.5 → 6.0000 (J3 +1)
 * J3's mean deviation over the 8 rows: (3 × 2 × 1 + 2 × 0.9333) / 8 = 0.9833.
 */
const stamp = Date.now() % 100000;
// INF: every athlete 11 in the competition's season.
const athlete = (n: number, Nome: string) => ({ Licenca: 40300 + n, Nome, Ano: bornFor(11) });
const SHEETS = [
  { who: athlete(1, `Ana Juízes ${stamp}`), club: ALFA, judges: [8.0, 7.8, 9.0, 8.2, 7.5] },
  { who: athlete(2, `Bia Juízes ${stamp}`), club: BETA, judges: [7.0, 7.2, 8.0, 6.8, 7.0] },
  { who: athlete(3, `Carla Juízes ${stamp}`), club: ALFA, judges: [6.5, 6.5, 7.5, 6.5, 6.0] },
  { who: athlete(4, `Diana Juízes ${stamp}`), club: BETA, judges: [6.0, 5.8, 7.0, 6.2, 5.5] },
] as const;

test('the judges page shows a judge whose mark was always the dropped high one; the admin names the judge and the PDF lists the line', async ({
  page,
}) => {
  const { origin, admin } = await adminApi();
  const name = `Taça Avaliação ${stamp}`;
  const { compId } = await addScoredInfFigures(
    origin,
    admin,
    { Nome: name, ...UPCOMING },
    SHEETS.map((s) => ({ ...s, mark: 0, extra: false })),
  );

  // The admin finds the page beside the competition's other pages.
  await logInAs(page, 'admin', '/competition');
  await rowWith(page, name).getByRole('link', { name: 'Avaliação de juízes' }).click();
  await expect(page).toHaveURL(new RegExp(`/judges\\?compId=${compId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliação de juízes' })).toBeVisible();

  const figures = page.getByRole('table', { name: 'Painel de figuras', exact: true });
  const j3 = figures.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^J3/ }) });
  // Notas, Desvio médio, Desvio absoluto, Nota mais alta descartada, Nota mais baixa descartada.
  await expect(j3.getByRole('cell')).toHaveText([
    '8',
    '+0,9833',
    '0,9833',
    '8 (100,0 %)',
    '0 (0,0 %)',
    '1,0000',
    '—',
  ]);
  await expect(j3.getByRole('rowheader')).toHaveText('J3 (sem nome)');
  // No other seat had the dropped high mark.
  for (const seat of ['J1', 'J2', 'J4', 'J5'])
    await expect(
      figures
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${seat}`) }) })
        .getByRole('cell')
        .nth(3),
    ).toHaveText('0 (0,0 %)');
  await expect(page.getByText('Sem folhas de pontuação gravadas neste painel.')).toBeVisible();

  // The admin names J3 of the figures panel: the evaluation shows the person.
  const judge = `Joana Alta ${stamp}`;
  await page.getByRole('textbox', { name: 'Nome do juiz J3 do Painel de figuras' }).fill(judge);
  await page.getByRole('textbox', { name: 'Clube do juiz J3 do Painel de figuras' }).fill(BETA);
  await page.getByRole('button', { name: 'Gravar juízes' }).click();
  await expect(page.getByText('Juízes gravados.')).toBeVisible();
  await expect(j3.getByRole('rowheader')).toHaveText(`J3 ${judge}${BETA}`);
  // Her club's entries (Bia, Diana: 0.9667) against the others' (1.0000).
  await expect(j3.getByRole('cell').last()).toHaveText('+0,9667 vs +1,0000');

  // Her evaluation follows her name: the history lists this competition's seat.
  await page.getByRole('combobox', { name: 'Juiz', exact: true }).selectOption(judge);
  const history = page.getByRole('table', { name: `Histórico de ${judge}` });
  await expect(history.getByRole('row').filter({ hasText: name }).getByRole('cell')).toHaveText([
    'Painel de figuras, J3',
    '8',
    '+0,9833',
    '0,9833',
    '8 (100,0 %)',
    '0 (0,0 %)',
    '1,0000',
  ]);

  const pdf = await downloadPdf(page, 'PDF');
  expect(pdf.name).toBe(`Avaliação de juízes - ${name}.pdf`);
  expect(pdf.text).toContain('Painel de figuras');
  expect(pdf.text).toMatch(
    new RegExp(`J3 ${judge}\\s+8\\s+\\+0,9833\\s+0,9833\\s+8 \\(100,0 %\\)\\s+0 \\(0,0 %\\)`),
  );
});
