/**
 * Issue 38: 'gravar → placard' — from the click on 'Gravar Resultados Figuras' at the scoring
 * table (the admin signed in through the embedded provider's login page, as a person is) to the
 * venue scoreboard (`/scoreboard`, nobody signed in, 1280×720) showing the saved sheet as its last
 * result, both in Chromium. Both instants are read in the pages themselves (the click's capture
 * listener and a MutationObserver on the board), on the machine's clock
 * (`performance.timeOrigin + performance.now()`), so Playwright's own round trips are not in it.
 *
 * The table alternates between two athletes of a figures event, changing one mark each time, so
 * each save changes the board's last result to the other athlete; the first save warms up and is
 * not counted. Each sample is also split: click → the save's answer at the table, the answer →
 * the board's first full answer after it, that answer → shown.
 */
import type { Browser, Page } from 'playwright-core';
import { percentile } from './stats.ts';

/** Saves measured (after one to warm up). */
export const SAVE_TO_BOARD_SAVES = 20;
/** How long a save may take to show before the sample counts as never shown. */
const SHOWN_TIMEOUT_MS = 15_000;

export interface SaveToBoard {
  /** Click → shown, each save in order (Infinity: not shown within SHOWN_TIMEOUT_MS). */
  samples: number[];
  p50: number;
  p99: number;
  max: number;
  /** Medians of the parts: click → save answered, answered → board's answer, → shown. */
  parts: { saveMs: number; pollMs: number; renderMs: number };
  failures: string[];
}

interface Athlete {
  number: number;
  name: string;
}

/** A figures event of the championship with two athletes: its category and its first two. */
async function figuresPair(
  baseUrl: string,
  competitionId: string,
): Promise<{ category: string; athletes: [Athlete, Athlete] }> {
  const res = await fetch(`${baseUrl}/api/competitions/${encodeURIComponent(competitionId)}`);
  if (!res.ok) throw new Error(`GET the competition → ${res.status}`);
  const competition = (await res.json()) as {
    StartList: {
      Categoria: string;
      Prova: string;
      Atletas_start: { Numero: number; Atletas: { Name: string }[] }[];
    }[];
  };
  for (const block of competition.StartList) {
    if (block.Prova !== 'Figuras') continue;
    const [a, b] = block.Atletas_start;
    if (a?.Atletas[0] && b?.Atletas[0])
      return {
        category: block.Categoria,
        athletes: [
          { number: a.Numero, name: a.Atletas[0].Name },
          { number: b.Numero, name: b.Atletas[0].Name },
        ],
      };
  }
  throw new Error('the championship has no figures event with two athletes');
}

/** Logs in from the top bar through the embedded provider's login page, as a person does. */
async function logIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  await page.getByLabel('Utilizador').fill(username);
  await page.getByLabel('Palavra-passe').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Sair' })
    .waitFor({ state: 'visible', timeout: 30_000 });
}

/** Records, in the table's page, when 'Gravar …' is clicked (capture phase: before React). */
const CLICK_RECORDER = `(() => {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.includes('Gravar')) {
      window.__benchClickAt = performance.timeOrigin + performance.now();
    }
  }, true);
  return true;
})()`;

/**
 * Starts watching the board for `name` in its last result; `window.__benchShown` is then a
 * promise of the moment (the machine's clock) the DOM first held it.
 */
const watchBoard = (name: string) => `(() => {
  const name = ${JSON.stringify(name)};
  const shown = () => {
    const last = document.querySelector('section[aria-label="Último resultado"]');
    return last !== null && last.textContent.includes(name);
  };
  window.__benchShown = new Promise((resolve, reject) => {
    const done = (at) => { observer.disconnect(); clearTimeout(stop); resolve(at); };
    const observer = new MutationObserver(() => {
      if (shown()) done(performance.timeOrigin + performance.now());
    });
    const stop = setTimeout(() => { observer.disconnect(); reject(new Error('not shown')); }, ${SHOWN_TIMEOUT_MS});
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    if (shown()) done(performance.timeOrigin + performance.now());
  });
  return true;
})()`;

/** Waits until `check()` holds, every 20 ms, for at most 30 s. */
async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what}: not after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The machine's clock (ms since the epoch) at which a response's body had arrived. */
const arrivedAt = (timing: { startTime: number; responseEnd: number }) =>
  timing.startTime + timing.responseEnd;

export async function measureSaveToBoard(
  browser: Browser,
  opts: {
    baseUrl: string;
    competitionId: string;
    admin: { username: string; password: string };
    saves?: number;
  },
): Promise<SaveToBoard> {
  const saves = opts.saves ?? SAVE_TO_BOARD_SAVES;
  const { category, athletes } = await figuresPair(opts.baseUrl, opts.competitionId);
  const boardContext = await browser.newContext({
    locale: 'pt-PT',
    viewport: { width: 1280, height: 720 },
  });
  const tableContext = await browser.newContext({ locale: 'pt-PT' });
  const failures: string[] = [];
  const samples: number[] = [];
  const parts = { save: [] as number[], poll: [] as number[], render: [] as number[] };
  try {
    const board = await boardContext.newPage();
    // The board's full answers (200 with a body; a 304 changes nothing on it), when they arrived.
    const boardAnswers: number[] = [];
    board.on('requestfinished', (request) => {
      if (!request.url().includes('/scoreboard')) return;
      void request.response().then(async (response) => {
        if (response?.status() !== 200) return;
        const sizes = await request.sizes();
        if (sizes.responseBodySize > 0) boardAnswers.push(arrivedAt(request.timing()));
      });
    });
    await board.goto(`${opts.baseUrl}/scoreboard?id=${encodeURIComponent(opts.competitionId)}`);
    await board
      .getByRole('region', { name: 'Na água' })
      .waitFor({ state: 'visible', timeout: 30_000 });

    const table = await tableContext.newPage();
    const saveAnswers: number[] = [];
    table.on('requestfinished', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/resultadoFigura/'))
        saveAnswers.push(arrivedAt(request.timing()));
    });
    await logIn(table, opts.baseUrl, opts.admin.username, opts.admin.password);
    await table.goto(
      `${opts.baseUrl}/resultFiguras?compId=${encodeURIComponent(opts.competitionId)}`,
    );
    await table.evaluate(CLICK_RECORDER);
    const categoryField = table.getByLabel(/^Categoria/).and(table.locator('input'));
    await categoryField.click();
    await table.keyboard.type(category);
    await table.keyboard.press('Enter');
    const order = table.getByRole('textbox', { name: /^Ordem/ });
    const name = table.getByRole('textbox', { name: 'Nome' });
    const save = table.getByRole('button', { name: 'Gravar Resultados Figuras' });

    for (let i = 0; i <= saves; i++) {
      const athlete = athletes[i % 2] ?? athletes[0];
      await order.fill(String(athlete.number));
      await order.press('Enter');
      await waitFor(async () => (await name.inputValue()) === athlete.name, 'the sheet opens');
      // The sheet opens with its marks: one is changed, so that the save changes the sheet.
      const first = table.locator('input[data-score-cell]').first();
      await first.waitFor({ state: 'visible', timeout: 30_000 });
      const current = await first.inputValue();
      const mark = ['6', '6,5', '7', '7,5'].find((m) => m !== current) ?? '6';
      await first.fill(mark);

      await board.evaluate(watchBoard(athlete.name));
      const answersBefore = saveAnswers.length;
      await save.click();
      try {
        const shownAt = Number(await board.evaluate('window.__benchShown'));
        const clickAt = Number(await table.evaluate('window.__benchClickAt'));
        // The save's answer at the table (it may arrive after the board shows it).
        await waitFor(async () => saveAnswers.length > answersBefore, 'the save answers');
        const savedAt = saveAnswers[answersBefore] ?? Number.NaN;
        const boardAt = boardAnswers.find((at) => at >= savedAt) ?? Number.NaN;
        if (i > 0) {
          samples.push(shownAt - clickAt);
          parts.save.push(savedAt - clickAt);
          parts.poll.push(boardAt - savedAt);
          parts.render.push(shownAt - boardAt);
        }
      } catch (e) {
        if (i === 0) throw e;
        samples.push(Number.POSITIVE_INFINITY);
        failures.push(`save ${i} (${athlete.name}): ${e instanceof Error ? e.message : String(e)}`);
      }
      // The table holds the saved sheet (clean) before the next one is opened.
      await table
        .getByText(`Resultados Figuras gravados com sucesso: nº ${athlete.number}, ${athlete.name}`)
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
    }
  } finally {
    await Promise.all([boardContext.close(), tableContext.close()]);
  }
  const finite = (list: number[]) => list.filter((n) => Number.isFinite(n));
  return {
    samples,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    max: samples.length ? Math.max(...samples) : Number.NaN,
    parts: {
      saveMs: percentile(finite(parts.save), 50),
      pollMs: percentile(finite(parts.poll), 50),
      renderMs: percentile(finite(parts.render), 50),
    },
    failures,
  };
}
