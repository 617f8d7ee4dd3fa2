import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { DEMO } from './fixtures/coach-card.ts';

const ALFA = 'Clube Natação Alfa';
const BETA = 'Clube Natação Beta';
/** The demo's finished competition (apps/server/src/demo-season.ts). */
const DEMO_SEASON = 'Torneio de Abertura da Época (demonstração)';
/** In both demo competitions' JUV figures (DUET_ATHLETES of the domain's builders). */
const BEATRIZ = 'Beatriz Santos';

interface Listed {
  _id: string;
  Nome: string;
  Data: string;
}

/**
 * The two demo competitions, and what the rankings must show, read through the public API: the
 * seeding dates both from the day the server started, so nothing here depends on today's date.
 */
async function demoSeason(request: APIRequestContext) {
  const all = (await (await request.get('/api/competitions')).json()) as Listed[];
  const championship = all.find((c) => c.Nome === DEMO);
  const finished = all.find((c) => c.Nome === DEMO_SEASON);
  if (!championship || !finished) throw new Error('the demo has its two visible competitions');
  const juvFiguresTotal = async (c: Listed) => {
    const list = (await (await request.get(`/api/competitions/${c._id}/resultList`)).json()) as {
      blocks: { Categoria: string; Prova: string; rows: { names: string[]; total: number }[] }[];
    };
    const block = list.blocks.find((b) => b.Categoria === 'JUV' && b.Prova === 'Figuras');
    const total = block?.rows.find((r) => r.names[0] === BEATRIZ)?.total;
    if (typeof total !== 'number') throw new Error(`${BEATRIZ} has a total in ${c.Nome}`);
    return total;
  };
  const clubPoints = async (c: Listed) =>
    new Map(
      (
        (await (await request.get(`/api/competitions/${c._id}/medals`)).json()) as {
          clubPoints: { club: string; points: number }[];
        }
      ).clubPoints.map((p) => [p.club, p.points]),
    );
  const [inFinished, inChampionship] = [
    await juvFiguresTotal(finished),
    await juvFiguresTotal(championship),
  ];
  const [pointsFinished, pointsChampionship] = [
    await clubPoints(finished),
    await clubPoints(championship),
  ];
  return {
    championship,
    finished,
    /** From the finished competition's date to the championship's, both included. */
    path: `/rankings?from=${finished.Data}&to=${championship.Data}`,
    best: Math.max(inFinished, inChampionship),
    bestIn: inChampionship > inFinished ? championship : finished,
    points: (club: string) => [
      (pointsFinished.get(club) ?? 0) + (pointsChampionship.get(club) ?? 0),
      pointsFinished.get(club),
      pointsChampionship.get(club),
    ],
  };
}

const comma = (value: number) => value.toFixed(4).replace('.', ',');

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

test('a visitor finds the season rankings of the demo: best totals over both competitions, the clubs, and the links to the result lists', async ({
  page,
  request,
}) => {
  const season = await demoSeason(request);

  // Not signed in: the competition list links the rankings.
  await page.goto('/competition');
  await page.getByRole('link', { name: 'Rankings da época' }).click();
  await expect(page).toHaveURL(/\/rankings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rankings da época' })).toBeVisible();

  // The demo's season, asked with its dates.
  await page.goto(season.path);
  const figures = page.getByRole('table', { name: 'Juvenil — Figuras' });
  await expect(figures.getByRole('row').first()).toHaveText(
    /Lugar\s*Nome\s*Clube\s*Melhor total\s*Competição\s*Competições/,
  );
  const beatriz = figures.getByRole('row').filter({ hasText: BEATRIZ });
  await expect(beatriz.getByRole('cell')).toHaveText([
    /^\d+$/,
    BEATRIZ,
    ALFA,
    comma(season.best),
    `${season.bestIn.Nome}${season.bestIn.Data}`,
    '2',
  ]);
  // Her duet swam in both too.
  const duet = page.getByRole('table', { name: 'Juvenil — Dueto Livre' });
  await expect(
    duet.getByRole('row').filter({ hasText: BEATRIZ }).getByRole('cell').last(),
  ).toHaveText('2');

  // The clubs: the sum of both competitions' club points, then each competition's.
  const clubs = page.getByRole('table', { name: 'Ranking de clubes' });
  await expect(clubs.getByRole('row').first()).toHaveText(
    new RegExp(
      `Lugar\\s*Clube\\s*Pontos\\s*${literal(season.finished.Nome)}\\s*${literal(season.championship.Nome)}`,
    ),
  );
  for (const club of [ALFA, BETA]) {
    const [total, first, second] = season.points(club);
    await expect(clubs.getByRole('row').filter({ hasText: club }).getByRole('cell')).toHaveText([
      /^[12]$/,
      club,
      String(total),
      String(first ?? '—'),
      String(second ?? '—'),
    ]);
  }

  // Her best total's competition opens its result list.
  await beatriz.getByRole('link', { name: season.bestIn.Nome }).click();
  await expect(page).toHaveURL(new RegExp(`/resultList\\?id=${season.bestIn._id}`));
  await expect(page.getByText(season.bestIn.Nome).first()).toBeVisible();
});

test('on a 360 px phone the season rankings do not scroll sideways: the tables scroll in their own box', async ({
  page,
  request,
}) => {
  const season = await demoSeason(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(season.path);
  const figures = page.getByRole('table', { name: 'Juvenil — Figuras' });
  await expect(figures.getByRole('row').filter({ hasText: BEATRIZ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ranking de clubes' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The place and the name are on screen without scrolling.
  const cells = figures.getByRole('row').filter({ hasText: BEATRIZ }).getByRole('cell');
  for (const i of [0, 1]) {
    const box = await cells.nth(i).boundingBox();
    expect((box?.x ?? -1) >= 0).toBe(true);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(360);
  }
  await page.getByRole('combobox', { name: 'Época' }).scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
});

/** A text as a regular expression's literal. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
