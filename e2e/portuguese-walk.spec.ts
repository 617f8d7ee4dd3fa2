import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { apiAs } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';

/**
 * Issue 17: the Portuguese UI speaks Portuguese. Every route is opened in pt, as a visitor and as
 * the admin (who sees every page), and the text a person reads must hold none of the spec's
 * English labels. Brand and domain words the federation uses as they are ('Coach Card',
 * 'Start List') are not in the list.
 */
const ENGLISH = [
  /Add entries/,
  /List of Athletes/,
  /\bAdd Athlete\b/,
  /Not Found/,
  /successfully/,
  /12 and under/,
  /\bYouth\b/,
  /\bJUNIOR\b/,
  /\bSENIOR\b/,
  /Select one/,
  /Submit validation/,
  /Request changes/,
  /Create Competition/,
  /Entries deadlines?/,
  /\bActions\b/,
  /Results Figures/,
  /Entry Figures/,
  /\bLog (In|Out)\b/,
  /\bSign Up\b/,
  // Figure and element names are World Aquatics' own (English): only UI verbs are listed.
  /\b(Edit|Delete|Submit|Loading)\b/,
  /Total difficulty declared/,
  /Routine's theme/,
  /\bAge Group\b/,
  /Number of Athletes/,
];

/** The English labels a page shows, each with the line it was found in. */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .filter((line) => ENGLISH.some((word) => word.test(line)))
    .map((line) => line.trim());
}

async function expectPortuguese(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  // Nothing still loading: the text read is the page's.
  await expect(page.getByText(/A carregar/)).toHaveCount(0);
  expect(await englishOn(page), `English on ${path}`).toEqual([]);
}

test('every page speaks Portuguese, for a visitor and for the admin', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const admin = await apiAs(origin, 'admin');
  const competitions = await admin<{ _id: string; Nome: string }[]>('GET', '/api/competitions');
  const demo = competitions.find((c) => c.Nome.includes('demonstração'));
  if (!demo) throw new Error('no demo competition');
  const cards = await admin<{ _id: string; State: string }[]>(
    'GET',
    `/api/coachcard?compId=${demo._id}`,
  );
  const card = cards.find((c) => c.State !== 'Rascunho') ?? cards[0];
  if (!card) throw new Error('no demo coach card');
  const entries = await admin<{ _id: string }[]>('GET', '/api/figura');
  const entry = entries[0];
  if (!entry) throw new Error('no demo figure entry');

  const heading = (name: string | RegExp) => async () => {
    await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();
  };
  const visitorPages: [string, () => Promise<void>][] = [
    ['/', heading('Bem vindo à Artistic')],
    ['/competition', heading('Competições')],
    [`/startList?id=${demo._id}`, heading(/Start List/)],
    [`/resultList?id=${demo._id}`, heading(/Resultados/)],
    ['/pagina-que-nao-existe', heading('Página não encontrada')],
  ];
  for (const [path, ready] of visitorPages) await expectPortuguese(page, path, ready);

  await logInAs(page, 'admin');
  const adminPages: [string, () => Promise<void>][] = [
    ...visitorPages,
    ['/profile', heading(/.+/)],
    ['/listCoachCard', heading('Coach Cards')],
    [`/coachCard?compId=${demo._id}`, heading('Coach Card')],
    [`/coachCard?id=${card._id}`, heading(/.+/)],
    [`/refCoachCard?id=${card._id}`, heading(/.+/)],
    [`/pontCoachCard?id=${card._id}`, heading(/.+/)],
    [`/resultCoachCard?id=${card._id}`, heading(/.+/)],
    ['/listFiguras', heading(/.+/)],
    [`/figura?compId=${demo._id}`, heading('Inscrição em Figuras/Elementos')],
    [`/figura?id=${entry._id}`, heading('Editar inscrição em Figuras/Elementos')],
    [`/resultFiguras?compId=${demo._id}`, heading(/Resultados/)],
    ['/admin', heading(/.+/)],
    [`/admin?id=${demo._id}`, heading(/.+/)],
    [`/priceList?id=${demo._id}`, heading(/.+/)],
    [`/admin/audit?compId=${demo._id}`, heading(/.+/)],
  ];
  for (const [path, ready] of adminPages) await expectPortuguese(page, path, ready);
});
