import { expect, test } from '@playwright/test';
import { addCompetition, adminApi, apiAs, SCORED_FIGURES } from './fixtures/api.ts';
import { HIB_CHOHY_TRA } from './fixtures/coach-card.ts';
import { bornFor, UPCOMING } from './fixtures/dates.ts';
import { logInAs } from './fixtures/login.ts';

/**
 * Issue 38, ADR 062: a competition holds INF figures only and a JUV free duet. The duet, scored,
 * gets the routine's own total (no JUV figure points to wait for), its place and the note that no
 * JUV figures count; the competition form warns the admin about it.
 */
const stamp = Date.now() % 100000;
const DUET = [
  { Licenca: 40391, Nome: `Joana Sem Figuras ${stamp}`, Ano: bornFor(14) },
  { Licenca: 40392, Nome: `Marta Sem Figuras ${stamp}`, Ano: bornFor(14) },
];
const SEVENS = { J1: 7, J2: 7, J3: 7, J4: 7, J5: 7 };

test.use({ viewport: { width: 1280, height: 800 } });

test('a JUV duet of a competition without JUV figures has its total and place, and the form warns', async ({
  page,
}) => {
  // Set up through the API: the competition, the club's card, the draw and the scored sheet.
  const { origin, admin } = await adminApi();
  const compId = await addCompetition(admin, {
    Nome: `Taça Sem Figuras Juvenis ${stamp}`,
    ...UPCOMING,
    Ordem: [
      { Tipo: 'Figuras', Categoria: 'INF', Resultado: true, Price: 10 },
      { Tipo: 'DUETO LIVRE', Categoria: 'JUV', Resultado: true, Price: 25 },
    ],
    Figuras: SCORED_FIGURES,
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
      Tema_esquema: 'Sem figuras',
      Atletas: DUET,
      Reservas: [],
      Elementos: HIB_CHOHY_TRA,
      State: 'Submetido',
    },
  );
  await admin('POST', `/api/competitions/${compId}/startlist`, {});
  const sheet = await admin<{ Valor_total: number | null; Valor_esquema: number }>(
    'POST',
    '/api/resultadoCoachCard/add',
    {
      Categoria: 'JUV',
      Esquema: 'DUETO LIVRE',
      Extra: false,
      Clube: 'Clube Natação Alfa',
      Atletas: [],
      Reservas: [],
      Resultados_el: card.Elementos.map((e) => ({
        Elemento: e.Elemento,
        FP_val: e.Total,
        ...SEVENS,
      })),
      Erros: { Simples: 0, Obvio: 0, Maior: 0 },
      Penalty: { Selected: 0 },
      Resultado_Coreografia: ['Coreografia & Musicalidade', 'Desempenho', 'Transições'].map(
        (Name) => ({ Name, ...SEVENS }),
      ),
      Penalties: [],
      comp_id: compId,
      coach_card_id: card._id,
    },
  );
  // No listed penalty: the total is the routine's value, with nothing pending.
  expect(sheet.Valor_total).toBe(sheet.Valor_esquema);
  const total = (sheet.Valor_total ?? 0).toFixed(4).replace('.', ',');

  // A visitor, not signed in, reads the duet with its place and total, and why no figures count.
  await page.goto(`/resultList?id=${compId}&ordem=2`);
  const entry = page.locator('table[data-ordem="2"] tbody.result-list-entry');
  await expect(entry).toHaveCount(1);
  const first = entry.getByRole('row').first().getByRole('cell');
  await expect(first.first()).toHaveText('1');
  await expect(first.last()).toHaveText(total);
  await expect(entry).toContainText(DUET[0]?.Nome ?? '');
  await expect(
    entry.getByText('Sem figuras de JUV nesta competição: o total é o da rotina.'),
  ).toBeVisible();
  await expect(entry).not.toContainText('Pontos de figuras em falta');

  // The admin opening the competition is told why before anything else is drawn or scored.
  await logInAs(page, 'admin', `/admin?id=${compId}`);
  const warning = page.getByRole('alert', {
    name: 'Esquemas sem prova de Figuras da sua categoria',
  });
  await expect(warning).toContainText('sem Figuras de JUV nesta competição');
  await expect(warning).toContainText('sem pontos de figuras');
});
