/**
 * Headless Chromium (Debian's /usr/bin/chromium, never a downloaded browser) on the public pages
 * of the championship, as a phone gets them:
 * - the bytes Chromium really transfers on a first visit (empty cache) of `/`, `/competition` and
 *   the result list, from the network log (CDP `Network.loadingFinished`'s encodedDataLength:
 *   headers and the body as served, brotli or gzip), by type;
 * - the result and start lists: navigation → first table visible, every event's table
 *   (`…&ordem=N` → `table[data-ordem="N"]`), and the first table again with the CPU 4× slower;
 * - whether the result list's poll is answered with 304 (the browser's cache revalidates with the
 *   ETag), how long 'Result List PDF' takes to hand over the file, and what a 360 px phone sees;
 * - 'gravar → placard' (issue 38): a save's click at the scoring table to the venue scoreboard
 *   showing it (save-to-board.ts).
 */
import { statSync } from 'node:fs';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { percentile } from './stats.ts';
import type { SaveToBoard } from './save-to-board.ts';
import { measureSaveToBoard } from './save-to-board.ts';

/** What one finished request cost on the wire. */
export interface Transfer {
  url: string;
  /** CDP's resource type: Document, Script, Stylesheet, Fetch, XHR, Font, Image, ... */
  resourceType: string;
  mimeType: string;
  /** Bytes received for it: headers and the body as encoded on the wire (brotli, gzip). */
  encodedBytes: number;
  /** Of which the response's headers (what had arrived when the response was received). */
  headerBytes: number;
}

export type TransferKind = 'js' | 'css' | 'json' | 'font' | 'other';

/**
 * Bytes of a page visit (bytes, not kB): the bodies as served by kind, the headers of all, their
 * sum, and how many requests. Headers are apart: ~0.9 kB a file over HTTP/1.1 on loopback, far
 * less over HTTP/2 (compressed), and no budget of bodies should move with them.
 */
export interface TransferTotals {
  total: number;
  headers: number;
  js: number;
  css: number;
  json: number;
  font: number;
  other: number;
  requests: number;
}

/** The kind of a transfer, from its resource type and, for fetches, its content type. */
export function classifyTransfer(t: Pick<Transfer, 'resourceType' | 'mimeType'>): TransferKind {
  const mime = t.mimeType.toLowerCase();
  if (t.resourceType === 'Script' || /(java|ecma)script/.test(mime)) return 'js';
  if (t.resourceType === 'Stylesheet' || mime === 'text/css') return 'css';
  if (t.resourceType === 'Font' || mime.startsWith('font/')) return 'font';
  if (mime === 'application/json' || mime.endsWith('+json')) return 'json';
  return 'other';
}

/** The transfers of a visit summed by kind. */
export function sumTransfers(transfers: readonly Transfer[]): TransferTotals {
  const totals: TransferTotals = {
    total: 0,
    headers: 0,
    js: 0,
    css: 0,
    json: 0,
    font: 0,
    other: 0,
    requests: 0,
  };
  for (const t of transfers) {
    const headers = Math.min(t.headerBytes, t.encodedBytes);
    totals[classifyTransfer(t)] += t.encodedBytes - headers;
    totals.headers += headers;
    totals.total += t.encodedBytes;
    totals.requests++;
  }
  return totals;
}

/** How an event's table was found: by the contract's attribute, or by its place among the tables. */
export type TableLookup = 'data-ordem' | 'nth table';

export interface ListTimings {
  /** Navigation (first visit, empty cache) to the first table visible: the median of the runs. */
  firstTableMs: number;
  /** Each first visit's time, in order. */
  firstTableRuns: number[];
  /** Navigation to `…&ordem=N` to event N's table visible, for every event (warm cache). */
  events: { ordem: number; ms: number }[];
  eventMaxMs: number;
  eventMedianMs: number;
  lookup: TableLookup;
  /** Navigation (first visit, empty cache) to the first table, the CPU throttled 4×: the median. */
  firstTableThrottledMs: number;
  firstTableThrottledRuns: number[];
  /** Tables that never showed (their time is Infinity, which fails its budget). */
  failures: string[];
}

export interface BrowserFigures {
  /** First visits with an empty cache: what Chromium transferred, by page. */
  transfers: { name: string; path: string; totals: TransferTotals }[];
  resultList: ListTimings;
  startList: ListTimings;
  /** Click on 'Result List PDF' to the download, and the file's size. */
  pdfMs: number;
  pdfBytes: number;
  /** The result list's answers to the page's own polling: full bodies, and 304 revalidations. */
  polls: { ok: number; notModified: number };
  /** Screenshots of the result and start lists at 360 px. */
  screenshots: string[];
  /** 'Gravar' at the scoring table → the venue scoreboard shows the sheet (issue 38). */
  saveToBoard: SaveToBoard;
  /**
   * The 360 px result list: the page's width (tables scroll inside their box), and where the
   * first entry's total cell is (its left and right edge in CSS px; inside when 0 ≤ left and
   * right ≤ the viewport).
   */
  phone: {
    pageScrollWidth: number;
    viewport: number;
    totalCell: { left: number; right: number; text: string } | null;
  };
}

/** How long the PDF may take before the benchmark stops waiting (the budget is far lower). */
export const PDF_TIMEOUT_MS = 180_000;
/** How long any table may take before the benchmark stops waiting (the budgets are far lower). */
const TABLE_TIMEOUT_MS = 60_000;
/** The CPU slowdown of the throttled first visit (a mid-range phone against this machine). */
export const CPU_THROTTLE_RATE = 4;

export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The pages whose first visit is weighed (the paths after the base URL). */
export function transferPages(competitionId: string): { name: string; path: string }[] {
  return [
    { name: 'welcome', path: '/' },
    { name: 'competitions', path: '/competition' },
    { name: 'result list', path: `/resultList?id=${encodeURIComponent(competitionId)}` },
  ];
}

/** An answer of the result list API, whole or per event (`/api/competitions/{id}/resultList…`). */
export function isResultListApi(url: string): boolean {
  return /^\/api\/competitions\/[^/]+\/resultList(\/|$)/.test(new URL(url).pathname);
}

/**
 * An expression for `page.evaluate`: a promise of the page's own `performance.now()` (milliseconds
 * since the navigation started) at the first animation frame in which the table is laid out with a
 * size. A string, evaluated through DevTools: the app's Content-Security-Policy forbids the eval
 * that `page.waitForFunction` needs, and the scripts project has no DOM types. `table` is a CSS
 * selector or the index of the table among the page's tables.
 */
export function tableVisibleExpression(
  table: { selector: string } | { nth: number },
  timeoutMs: number,
): string {
  const find =
    'selector' in table
      ? `document.querySelector(${JSON.stringify(table.selector)})`
      : `document.querySelectorAll('table')[${table.nth}]`;
  const label = JSON.stringify('selector' in table ? table.selector : `table #${table.nth}`);
  return `new Promise((resolve, reject) => {
    const stop = setTimeout(() => reject(new Error(${label} + ' not visible after ${timeoutMs} ms')), ${timeoutMs});
    const check = () => {
      const el = ${find};
      if (el) {
        const box = el.getBoundingClientRect();
        const shown = !el.checkVisibility || el.checkVisibility({ visibilityProperty: true });
        if (box.width > 0 && box.height > 0 && shown) {
          clearTimeout(stop);
          resolve(performance.now());
          return;
        }
      }
      requestAnimationFrame(check);
    };
    check();
  })`;
}

/** Navigates and returns the page's time from navigation start to the table visible. */
async function timeToTable(
  page: Page,
  url: string,
  table: { selector: string } | { nth: number },
): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  return Number(await page.evaluate(tableVisibleExpression(table, TABLE_TIMEOUT_MS)));
}

/** Records every finished request of a page from the DevTools network log. */
async function recordTransfers(page: Page): Promise<{
  transfers: Transfer[];
  inFlight: () => number;
  lastActivity: () => number;
  pendingUrls: () => string[];
}> {
  const session: CDPSession = await page.context().newCDPSession(page);
  const transfers: Transfer[] = [];
  const pending = new Map<string, Omit<Transfer, 'encodedBytes'>>();
  let inFlight = 0;
  let last = performance.now();
  session.on('Network.requestWillBeSent', (e) => {
    // A redirect sends the same id again: count it once.
    if (!pending.has(e.requestId)) inFlight++;
    pending.set(e.requestId, {
      url: e.request.url,
      resourceType: e.type ?? 'Other',
      mimeType: '',
      headerBytes: 0,
    });
    last = performance.now();
  });
  session.on('Network.responseReceived', (e) => {
    const p = pending.get(e.requestId);
    if (p) {
      p.resourceType = e.type;
      p.mimeType = e.response.mimeType;
      // "Total number of bytes received for this request so far": the headers, at this point.
      p.headerBytes = e.response.encodedDataLength;
    }
  });
  session.on('Network.loadingFinished', (e) => {
    const p = pending.get(e.requestId);
    if (!p) return;
    pending.delete(e.requestId);
    inFlight--;
    last = performance.now();
    transfers.push({ ...p, encodedBytes: e.encodedDataLength });
  });
  session.on('Network.loadingFailed', (e) => {
    if (pending.delete(e.requestId)) inFlight--;
    last = performance.now();
  });
  // A dedicated worker's script (the answer-check worker, ADR 050) is asked for in the page's log
  // but finishes in the worker's: Playwright sees it finish; its bytes are then taken from there.
  page.on('requestfinished', (request) => {
    setTimeout(() => {
      for (const [id, p] of pending) {
        if (p.url !== request.url()) continue;
        pending.delete(id);
        inFlight--;
        last = performance.now();
        void request.sizes().then(
          (sizes) =>
            transfers.push({
              ...p,
              headerBytes: p.headerBytes || sizes.responseHeadersSize,
              encodedBytes: sizes.responseHeadersSize + sizes.responseBodySize,
            }),
          () => undefined,
        );
        return;
      }
    }, 200);
  });
  await session.send('Network.enable');
  return {
    transfers,
    inFlight: () => inFlight,
    lastActivity: () => last,
    pendingUrls: () => [...pending.values()].map((p) => p.url),
  };
}

/** Waits until no request has been in flight for `quietMs` (the page has what it asked for). */
async function waitForQuiet(
  net: { inFlight: () => number; lastActivity: () => number; pendingUrls: () => string[] },
  quietMs: number,
  timeoutMs = 60_000,
): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (net.inFlight() === 0 && performance.now() - net.lastActivity() >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `the page kept loading for ${timeoutMs / 1000} s: ${net.pendingUrls().join(', ')}`,
  );
}

async function firstVisitTransfers(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<TransferTotals> {
  const context = await browser.newContext({ locale: 'pt-PT' });
  try {
    const page = await context.newPage();
    const net = await recordTransfers(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    // Every page has one h1; after it, whatever the page fetches to show itself (lazy chunks,
    // its data) — until the network has been quiet for a second (the result list polls every 3 s).
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: TABLE_TIMEOUT_MS });
    if (path.startsWith('/resultList')) {
      await page.locator('table').first().waitFor({ state: 'visible', timeout: TABLE_TIMEOUT_MS });
    }
    await waitForQuiet(net, 1000);
    return sumTransfers(net.transfers);
  } finally {
    await context.close();
  }
}

/** First visits to each list's first table, with and without the CPU throttled (median kept). */
export const FIRST_VISITS = 3;

/** Where each page of a list puts event N's table, today (before `data-ordem`). */
const TABLES_BEFORE_EVENTS = { resultList: 0, startList: 1 } as const; // start list: clubs first

async function measureList(
  browser: Browser,
  baseUrl: string,
  listPath: '/resultList' | '/startList',
  competitionId: string,
  ordens: readonly number[],
): Promise<ListTimings> {
  const url = `${baseUrl}${listPath}?id=${encodeURIComponent(competitionId)}`;
  const failures: string[] = [];
  // A table that never shows is reported and fails its budget; the other figures still count.
  const timed = (page: Page, at: string, table: { selector: string } | { nth: number }) =>
    timeToTable(page, at, table).catch((e: unknown) => {
      failures.push(`${at}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
      return Number.POSITIVE_INFINITY;
    });
  /**
   * A first visit (a new context: empty cache) to the first table; `FIRST_VISITS` of them, the
   * median kept (one visit varied by a third on one machine, for the same code).
   */
  async function firstVisit(cpuRate: number): Promise<{ median: number; runs: number[] }> {
    const runs: number[] = [];
    for (let run = 0; run < FIRST_VISITS; run++) {
      const context = await browser.newContext({ locale: 'pt-PT' });
      try {
        const page = await context.newPage();
        if (cpuRate !== 1) {
          const session = await context.newCDPSession(page);
          await session.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
        }
        runs.push(await timed(page, url, { selector: 'table' }));
      } finally {
        await context.close();
      }
    }
    return { median: percentile(runs, 50), runs };
  }
  const firstTable = await firstVisit(1);

  // Event after event, as a phone moves through the list: the page's files are cached.
  const context = await browser.newContext({ locale: 'pt-PT' });
  const events: { ordem: number; ms: number }[] = [];
  let lookup: TableLookup = 'data-ordem';
  try {
    const page = await context.newPage();
    const offset = TABLES_BEFORE_EVENTS[listPath === '/resultList' ? 'resultList' : 'startList'];
    for (const [index, ordem] of ordens.entries()) {
      const eventUrl = `${url}&ordem=${ordem}`;
      if (index === 0) {
        // Does the page mark its tables with the event (the contract)? Otherwise count tables.
        await timed(page, eventUrl, { selector: 'table' });
        const marked = Number(
          await page.evaluate(`document.querySelectorAll('table[data-ordem]').length`),
        );
        if (marked === 0) lookup = 'nth table';
      }
      const table =
        lookup === 'data-ordem'
          ? { selector: `table[data-ordem="${ordem}"]` }
          : { nth: offset + index };
      events.push({ ordem, ms: await timed(page, eventUrl, table) });
    }
  } finally {
    await context.close();
  }

  const throttled = await firstVisit(CPU_THROTTLE_RATE);

  const times = events.map((e) => e.ms);
  return {
    firstTableMs: firstTable.median,
    firstTableRuns: firstTable.runs,
    events,
    eventMaxMs: times.length ? Math.max(...times) : Number.NaN,
    eventMedianMs: percentile(times, 50),
    lookup,
    firstTableThrottledMs: throttled.median,
    firstTableThrottledRuns: throttled.runs,
    failures,
  };
}

/**
 * The first entry's total cell of the first result table: the cell under the header 'Total'
 * (nearest to its centre), or the row's last cell; its edges in CSS px.
 */
const TOTAL_CELL_EXPRESSION = `(() => {
  const table = document.querySelector('table');
  const row = table && table.querySelector('tbody tr');
  if (!row || row.cells.length === 0) return null;
  const header = [...table.querySelectorAll('th')].find((th) => th.textContent.trim() === 'Total');
  let cell = row.cells[row.cells.length - 1];
  if (header) {
    const hb = header.getBoundingClientRect();
    const centre = (hb.left + hb.right) / 2;
    let best = Infinity;
    for (const c of row.cells) {
      const b = c.getBoundingClientRect();
      const d = Math.abs((b.left + b.right) / 2 - centre);
      if (d < best) { best = d; cell = c; }
    }
  }
  const box = cell.getBoundingClientRect();
  return { left: box.left, right: box.right, text: cell.textContent.trim() };
})()`;

async function measurePhone(
  browser: Browser,
  baseUrl: string,
  competitionId: string,
  screenshotDir: string,
): Promise<Pick<BrowserFigures, 'screenshots' | 'phone'>> {
  const phone: BrowserContext = await browser.newContext({
    locale: 'pt-PT',
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const small = await phone.newPage();
    const id = encodeURIComponent(competitionId);
    await small.goto(`${baseUrl}/resultList?id=${id}`);
    await small.locator('table').first().waitFor({ state: 'visible', timeout: TABLE_TIMEOUT_MS });
    const screenshots = [
      `${screenshotDir}/result-list-360.png`,
      `${screenshotDir}/start-list-360.png`,
    ];
    await small.screenshot({ path: screenshots[0] });
    // Evaluated in the page (the scripts project has no DOM types).
    const pageScrollWidth = Number(await small.evaluate('document.documentElement.scrollWidth'));
    const totalCell = (await small.evaluate(TOTAL_CELL_EXPRESSION)) as
      BrowserFigures['phone']['totalCell'] | null;
    await small.goto(`${baseUrl}/startList?id=${id}`);
    await small.locator('table').first().waitFor({ state: 'visible', timeout: TABLE_TIMEOUT_MS });
    await small.screenshot({ path: screenshots[1] });
    return { screenshots, phone: { pageScrollWidth, viewport: 360, totalCell } };
  } finally {
    await phone.close();
  }
}

/** Debian's Chromium, headless, as every browser measurement runs it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** Only 'gravar → placard', in a browser of its own (`BENCH_ONLY=scoreboard`). */
export async function measureSaveToBoardAlone(
  opts: Parameters<typeof measureSaveToBoard>[1],
): Promise<SaveToBoard> {
  const browser = await launchChromium();
  try {
    return await measureSaveToBoard(browser, opts);
  } finally {
    await browser.close();
  }
}

export async function measureBrowser(opts: {
  baseUrl: string;
  competitionId: string;
  screenshotDir: string;
  /** The events of the championship: `blocks[].Ordem` of the result list API. */
  ordens: readonly number[];
  /** Who saves at the scoring table for 'gravar → placard'. */
  admin: { username: string; password: string };
  /** Told as each part starts (the list timings take minutes on a busy machine). */
  onProgress?: (line: string) => void;
}): Promise<BrowserFigures> {
  const progress = opts.onProgress ?? (() => undefined);
  const browser = await launchChromium();
  try {
    progress("'gravar → placard': the scoring table saves, the venue scoreboard shows it");
    const saveToBoard = await measureSaveToBoard(browser, {
      baseUrl: opts.baseUrl,
      competitionId: opts.competitionId,
      admin: opts.admin,
    });
    progress('first visits: /, /competition, the result list');
    const transfers = [];
    for (const { name, path } of transferPages(opts.competitionId)) {
      transfers.push({
        name,
        path,
        totals: await firstVisitTransfers(browser, opts.baseUrl, path),
      });
    }
    progress(
      `result list: first table, ${opts.ordens.length} events, CPU ${CPU_THROTTLE_RATE}× slower`,
    );
    const resultList = await measureList(
      browser,
      opts.baseUrl,
      '/resultList',
      opts.competitionId,
      opts.ordens,
    );
    progress(
      `start list: first table, ${opts.ordens.length} events, CPU ${CPU_THROTTLE_RATE}× slower`,
    );
    const startList = await measureList(
      browser,
      opts.baseUrl,
      '/startList',
      opts.competitionId,
      opts.ordens,
    );

    progress('result list: poll, 360 px, PDF');
    // Without the offline shell's worker (issue 40): it would ask for the polls itself, and the
    // If-None-Match and the 304 (still on the wire, through the browser's cache) would be out of
    // the page's sight.
    const context = await browser.newContext({
      locale: 'pt-PT',
      acceptDownloads: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const polls = { ok: 0, notModified: 0 };
    // The page sees 200 either way: a revalidated answer comes from the browser's cache after the
    // server's 304, so it is told apart by the If-None-Match sent and the empty body received.
    // Whole list or one event's: every result list answer counts.
    const seen: Promise<void>[] = [];
    let counting = true;
    page.on('response', (res) => {
      if (!counting || !isResultListApi(res.url())) return;
      seen.push(
        (async () => {
          const sent = await res.request().allHeaders();
          const sizes = await res.request().sizes();
          if (sent['if-none-match'] && sizes.responseBodySize === 0) polls.notModified++;
          else polls.ok++;
        })().catch(() => undefined),
      );
    });
    await page.goto(`${opts.baseUrl}/resultList?id=${encodeURIComponent(opts.competitionId)}`, {
      waitUntil: 'commit',
    });
    await page.locator('table').first().waitFor({ state: 'visible', timeout: TABLE_TIMEOUT_MS });

    // Two more polls (3 s apart) with nothing changed: the browser revalidates, the server says 304.
    const before = polls.ok + polls.notModified;
    await page.waitForTimeout(6_500);
    counting = false;
    await Promise.all(seen);
    if (polls.ok + polls.notModified <= before) throw new Error('the result list did not poll');

    const phone = await measurePhone(browser, opts.baseUrl, opts.competitionId, opts.screenshotDir);

    const button = page.getByRole('button', { name: 'Lista de resultados (PDF)' });
    const clicked = performance.now();
    const downloadPromise = page.waitForEvent('download', { timeout: PDF_TIMEOUT_MS });
    await button.click();
    let pdfMs = Number.POSITIVE_INFINITY;
    let pdfBytes = 0;
    try {
      const download = await downloadPromise;
      const path = await download.path();
      pdfMs = performance.now() - clicked;
      pdfBytes = statSync(path).size;
    } catch {
      // Still rendering when the wait ended: reported as not done within PDF_TIMEOUT_MS.
    }

    return { transfers, resultList, startList, pdfMs, pdfBytes, polls, ...phone, saveToBoard };
  } finally {
    await browser.close();
  }
}
