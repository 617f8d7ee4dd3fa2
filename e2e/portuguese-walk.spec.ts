import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiAs } from './fixtures/api.ts';
import { logInAs } from './fixtures/login.ts';
import { chooseFigureCategory } from './fixtures/scoring.ts';

/**
 * Issue 17: the Portuguese UI speaks Portuguese. Every route is opened in pt, as a visitor and as
 * the admin (who sees every page), and the text a person reads must hold none of the spec's
 * English labels. Brand and domain words the federation uses as they are ('Coach Card') are not
 * in the list. Issue 38: nor an event's stored code ('SOLO TECNICO') where its name ('Solo
 * Técnico') belongs, 'Start List' / 'Result List', 'Pdf' or the figure sheet's 'INF INFANTIL'.
 *
 * The same walk runs axe on every page it opens (also as a club and as a judge, and on the score
 * sheets of the drawn start list), at a laptop's and at a phone's size, and fails on every
 * serious or critical violation, naming its rule, impact and elements.
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
  /Start ?List/,
  /Result List/,
  /\bPdf\b/,
  /\b(SOLO|DUETO|EQUIPA) (MISTO )?(TECNIC[OA]|LIVRE)\b/,
  /\bCOMBINADO\b/,
  /Elementos (Equipa )?Tecnic/,
  /Erros (Obvio|Maior)\b/,
  /\b(INF INFANTIL|JUV JUVENIL)\b/,
];

/** The English labels a page shows, each with the line it was found in. */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .filter((line) => ENGLISH.some((word) => word.test(line)))
    .map((line) => line.trim());
}

/** The viewports of the walk: the laptop the federation's staff use, and a phone. */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

/**
 * Axe's serious and critical violations of the page as it is now, one line per element.
 *
 * Axe runs in the page itself (legacy mode): by default AxeBuilder runs axe in each frame, then
 * opens a blank page to put the results together, some 0,7 s a page over a hundred pages. The
 * app's pages have no cross-origin frame (the one thing legacy mode leaves out), and both modes
 * were compared on every page of the walk: the same violations, to the element. Only violations
 * are gathered (passes and the rest are not read here).
 */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        // Axe's own account of the element (e.g. the contrast ratio and both colours), on one line.
        const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `${violation.id} (${violation.impact ?? ''}): ${node.target.join(' ')} — ${violation.help}${why ? `: ${why}` : ''}`;
      }),
    );
}

/** Opens a page, waits for it, then checks that it speaks Portuguese and that axe finds no barrier. */
async function walk(page: Page, path: string, ready: () => Promise<void>) {
  if (path !== '') await page.goto(path);
  await ready();
  // Nothing still loading: the text read is the page's.
  await expect(page.getByText(/A carregar/)).toHaveCount(0);
  const where = `${path || page.url()} at ${page.viewportSize()?.width ?? 0}px`;
  // Soft: one run names every page's problems, not only the first page's.
  expect.soft(await englishOn(page), `English on ${where}`).toEqual([]);
  expect.soft(await accessibilityProblems(page), `Axe violations on ${where}`).toEqual([]);
}

interface Demo {
  compId: string;
  /** A coach card sent to the referees (Submetido or Verificado). */
  sentCardId: string;
  entryId: string;
  /** One of clube1's own coach cards and figure entries. */
  clubCardId: string;
  clubEntryId: string;
  /** clube1's entry in the demo's finished competition: shown read-only (entries closed). */
  closedEntryId: string;
}

async function readDemo(origin: string): Promise<Demo> {
  const admin = await apiAs(origin, 'admin');
  const competitions = await admin<{ _id: string; Nome: string }[]>('GET', '/api/competitions');
  // The championship, not the season's finished opener (both are '(demonstração)'); the lists
  // are ordered by competition id, so every record below is chosen by its competition.
  const demo = competitions.find((c) => c.Nome.startsWith('Campeonato Nacional'));
  const opener = competitions.find((c) => c.Nome.startsWith('Torneio de Abertura'));
  if (!demo || !opener) throw new Error('no demo competitions');
  const cards = await admin<{ _id: string; State: string }[]>(
    'GET',
    `/api/coachcard?compId=${demo._id}`,
  );
  const card = cards.find((c) => c.State !== 'Rascunho');
  if (!card) throw new Error('no submitted demo coach card');
  const entries = await admin<{ _id: string; Competicao: string }[]>('GET', '/api/figura');
  const entry = entries.find((e) => e.Competicao === demo._id);
  if (!entry) throw new Error('no demo figure entry');
  const club = await apiAs(origin, 'clube1');
  const clubCard = (await club<{ _id: string }[]>('GET', `/api/coachcard?compId=${demo._id}`))[0];
  const clubEntries = await club<{ _id: string; Competicao: string }[]>('GET', '/api/figura');
  const clubEntry = clubEntries.find((e) => e.Competicao === demo._id);
  const closedEntry = clubEntries.find((e) => e.Competicao === opener._id);
  if (!clubCard || !clubEntry || !closedEntry) throw new Error('no demo entries of clube1');
  return {
    compId: demo._id,
    sentCardId: card._id,
    entryId: entry._id,
    clubCardId: clubCard._id,
    clubEntryId: clubEntry._id,
    closedEntryId: closedEntry._id,
  };
}

test(`at ${SIZES.map((s) => `${s.width}×${s.height}`).join(' and ')}, every page speaks Portuguese and axe finds no serious barrier, for a visitor, the admin, a club and a judge`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = baseURL ?? '';
  const demo = await readDemo(origin);
  // Both sizes walk at once, each in browsers of its own: the pages of one load while axe reads
  // the other's, in two renderer processes side by side. Every problem names its size.
  const walks = await Promise.allSettled(SIZES.map((size) => walkAt(size)));
  for (const walked of walks) if (walked.status === 'rejected') throw walked.reason;

  /** The whole walk at one size: a visitor, the admin, a club, a judge. */
  async function walkAt(size: { width: number; height: number }) {
    /** A fresh browser of one person, logged in (at the laptop size) when a user is given. */
    async function open(username?: string) {
      const context = await browser.newContext({ baseURL: origin, locale: 'pt-PT' });
      const page = await context.newPage();
      await page.setViewportSize(SIZES[0] ?? size);
      if (username) await logInAs(page, username);
      await page.setViewportSize(size);
      const heading = (name: string | RegExp) => async () => {
        await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();
      };
      return { page, heading };
    }

    const visitor = await open();
    const visitorPages = (heading: (name: string | RegExp) => () => Promise<void>) =>
      [
        ['/', heading('Bem vindo à Artistic')],
        ['/competition', heading('Competições')],
        [`/startList?id=${demo.compId}`, heading(/Ordem de partida/)],
        [`/resultList?id=${demo.compId}`, heading(/Resultados/)],
        ['/rankings', heading('Rankings da época')],
        ['/pagina-que-nao-existe', heading('Página não encontrada')],
      ] as const;
    for (const [path, ready] of visitorPages(visitor.heading))
      await walk(visitor.page, path, ready);
    // The embedded provider's own login page is a page a person reads too.
    // A protected page sends a visitor there (at any size: on a phone 'Entrar' is in the menu).
    await visitor.page.goto('/profile');
    await walk(visitor.page, '', async () => {
      await expect(visitor.page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
    });
    await visitor.page.context().close();

    const admin = await open('admin');
    const { page, heading } = admin;
    const adminPages: (readonly [string, () => Promise<void>])[] = [
      ...visitorPages(heading),
      ['/profile', heading(/.+/)],
      ['/listCoachCard', heading('Coach Cards')],
      [`/coachCard?compId=${demo.compId}`, heading('Coach Card')],
      [`/coachCard?id=${demo.sentCardId}`, heading(/.+/)],
      [`/refCoachCard?id=${demo.sentCardId}`, heading(/.+/)],
      [`/pontCoachCard?id=${demo.sentCardId}`, heading(/.+/)],
      [
        `/resultCoachCard?id=${demo.sentCardId}`,
        async () => {
          await heading(/.+/)();
          // The score sheet itself, not only its title: the start list is drawn in the demo.
          const cell = page.locator('input[data-score-cell]').first();
          await expect(cell).toBeVisible();
          // A keyboard user sees where the focus is: a 2 px ring, not only a border colour.
          await cell.focus();
          await expect(cell).toHaveCSS('outline-style', 'solid');
          await expect(cell).toHaveCSS('outline-width', '2px');
          await cell.blur();
        },
      ],
      ['/listFiguras', heading(/.+/)],
      [`/figura?compId=${demo.compId}`, heading('Inscrição em Figuras/Elementos')],
      [`/figura?id=${demo.entryId}`, heading('Editar inscrição em Figuras/Elementos')],
      [`/resultFiguras?compId=${demo.compId}`, heading(/Resultados/)],
      [
        // The figure score sheet of the start list's first INF athlete, as the scorer fills it in.
        `/resultFiguras?compId=${demo.compId}`,
        async () => {
          await heading(/Resultados/)();
          await chooseFigureCategory(page, 'INF');
          const order = page.getByRole('textbox', { name: /^Ordem/ });
          await order.fill('1');
          await order.press('Enter');
          await expect(page.locator('input[data-score-cell]').first()).toBeVisible();
        },
      ],
      ['/admin', heading(/.+/)],
      [`/admin?id=${demo.compId}`, heading(/.+/)],
      [`/priceList?id=${demo.compId}`, heading(/.+/)],
      [`/admin/audit?compId=${demo.compId}`, heading(/.+/)],
      ['/admin/rules', heading(/Regulamentos/)],
      ['/athletes', heading('Registo de atletas')],
      [`/judges?compId=${demo.compId}`, heading('Avaliação de juízes')],
    ];
    for (const [path, ready] of adminPages) await walk(page, path, ready);

    await page.context().close();

    const club = await open('clube1');
    const clubPages: (readonly [string, () => Promise<void>])[] = [
      ['/listCoachCard', club.heading('Coach Cards')],
      [`/coachCard?compId=${demo.compId}`, club.heading('Coach Card')],
      [`/coachCard?id=${demo.clubCardId}`, club.heading(/.+/)],
      ['/listFiguras', club.heading(/.+/)],
      [`/figura?compId=${demo.compId}`, club.heading('Inscrição em Figuras/Elementos')],
      [`/figura?id=${demo.clubEntryId}`, club.heading('Editar inscrição em Figuras/Elementos')],
      [`/figura?id=${demo.closedEntryId}`, club.heading('Editar inscrição em Figuras/Elementos')],
      ['/athletes', club.heading('Registo de atletas')],
    ];
    for (const [path, ready] of clubPages) await walk(club.page, path, ready);
    await club.page.context().close();

    const judge = await open('juiz');
    const judgePages: (readonly [string, () => Promise<void>])[] = [
      ['/listCoachCard', judge.heading('Coach Cards')],
      [`/refCoachCard?id=${demo.sentCardId}`, judge.heading(/.+/)],
      [`/pontCoachCard?id=${demo.sentCardId}`, judge.heading(/.+/)],
      [
        `/resultCoachCard?id=${demo.sentCardId}`,
        async () => {
          await judge.heading(/.+/)();
          await expect(judge.page.locator('input[data-score-cell]').first()).toBeVisible();
        },
      ],
      ['/listFiguras', judge.heading(/.+/)],
      [`/judges?compId=${demo.compId}`, judge.heading('Avaliação de juízes')],
    ];
    for (const [path, ready] of judgePages) await walk(judge.page, path, ready);
    await judge.page.context().close();
  }
});
