import { expect, test } from '@playwright/test';
import { apiAs } from './fixtures/api.ts';
import { bornAged, cardRow, pick, startDemoTeamCard } from './fixtures/coach-card.ts';

const FAMILY_WARNING =
  'Família T (impulsos) declarada 6 vezes neste híbrido: no máximo 5 (AS 6.7.12).';

let declared: { theme: string; origin: string } | undefined;

// The card is deleted at the end (through the API: entries.spec.ts deletes one on the page), so
// other spec files find the demo entries as seeded.
test.afterAll(async () => {
  if (!declared) return;
  const { theme, origin } = declared;
  declared = undefined;
  const clube1 = await apiAs(origin, 'clube1');
  const cards = await clube1<{ _id: string; Tema_esquema: string }[]>('GET', '/api/coachcard');
  for (const card of cards.filter((c) => c.Tema_esquema === theme))
    await clube1('DELETE', `/api/coachcard/${card._id}`);
});

test('a club sees a hybrid family declared six times beside the element, and can still submit', async ({
  page,
}) => {
  // Some fifty steps through the form: on a busy machine this alone can near the 60 s default.
  test.slow();
  const theme = `Seis impulsos ${Date.now()}`;
  await startDemoTeamCard(page, theme);

  // A team without athletes cannot be submitted, and the page says why.
  const addElement = page.getByRole('button', { name: 'Adicionar elemento' });
  await addElement.click();
  await page.getByRole('textbox', { name: 'Tempo inicial (linha 1)' }).fill('0:10');
  await page.getByRole('textbox', { name: 'Tempo final (linha 1)' }).fill('0:40');
  const submit = page.getByRole('button', { name: 'Submeter', exact: true });
  await expect(submit).toBeDisabled();
  const blockers = page.getByRole('region', { name: 'O Coach Card não pode ser submetido' });
  await expect(blockers).toContainText('O Coach Card não tem atletas: não pode ser submetido.');
  await expect(page.getByText('Submeter está indisponível')).toBeVisible();

  // Four ABS athletes: a team below 8 is allowed, with the missing-athlete penalty as a warning.
  const athletes = [
    ['41501', 'Carla Mendes', bornAged(24)],
    ['41502', 'Daniela Faria', bornAged(23)],
    ['41503', 'Eva Cardoso', bornAged(23)],
    ['41504', 'Filipa Nunes', bornAged(22)],
  ];
  for (const [i, [licence, name, year]] of athletes.entries()) {
    await page.getByRole('button', { name: 'Adicionar atleta' }).click();
    await page.getByRole('textbox', { name: `Licença (atleta ${i + 1})` }).fill(licence ?? '');
    await page.getByRole('textbox', { name: `Nome (atleta ${i + 1})` }).fill(name ?? '');
    await page.getByRole('textbox', { name: `Ano (atleta ${i + 1})` }).fill(year ?? '');
  }
  await expect(blockers).toHaveCount(0);
  await expect(submit).toBeEnabled();

  // One hybrid declaring six thrusts (T family): AS 6.7.12 allows five.
  await pick(page, 'Elemento (linha 1)', 'HIB — Híbrido');
  const thrusts = [
    ['T1 (0,45)', 'T1'],
    ['T2a (0,5)', 'T2a'],
    ['TB (0,3)', 'TB'],
    ['T3a (0,65)', 'T3a'],
    ['T4b (0,8)', 'T4b'],
    ['T5a (0,9)', 'T5a'],
  ] as const;
  for (const [i, [option, search]] of thrusts.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Adicionar código (linha 1)' }).click();
    await pick(page, `Dificuldade ${i + 1} (linha 1)`, option, search);
  }
  // 0.5 base + 0.45 + 0.5 + 0.3 + 0.65 + 0.8 + 0.9 = 4.1
  await expect(page.getByRole('status', { name: 'Total (linha 1)' })).toHaveText('4,1000');

  // The warning shows beside the element, and in the summary of warnings.
  const beside = page.locator('[data-checks-of="Elementos.0"]');
  await expect(beside).toContainText(FAMILY_WARNING);
  await expect(beside).toBeVisible();
  const warnings = page.getByRole('region', { name: /^Avisos/ });
  await expect(warnings).toContainText(`Elemento 1: ${FAMILY_WARNING}`);
  await expect(warnings).toContainText(
    'Equipa com 4 atletas: faltam 4 para 8, penalização de 2 (0,5 por atleta em falta).',
  );

  // Warnings do not block: the club submits.
  await expect(submit).toBeEnabled();
  await submit.click();
  // A new card sent straight as Submetido gets the creation message.
  await expect(page.getByText('Coach card gravado com sucesso')).toBeVisible();
  declared = { theme, origin: new URL(page.url()).origin };
  await expect(page).toHaveURL(/\/listCoachCard$/);
  const row = cardRow(page, theme);
  await expect(row).toContainText('Submetido');

  // Opened again (read-only), the card still shows its warning beside the hybrid.
  await row.getByRole('link', { name: 'Ver', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Tema do esquema/ })).toHaveValue(theme);
  await expect(page.locator('[data-checks-of="Elementos.0"]')).toContainText(FAMILY_WARNING);
});
