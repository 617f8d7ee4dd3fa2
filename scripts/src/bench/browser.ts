/**
 * Headless Chromium (Debian's /usr/bin/chromium, never a downloaded browser) on the public
 * result list of the championship: how long the page takes to show its tables, how long the
 * 'Result List PDF' button takes to hand over the file, what a 360 px wide phone sees, and
 * whether the 3 s poll is answered with 304 (the browser's cache revalidates with the ETag).
 */
import { statSync } from 'node:fs';
import { chromium } from 'playwright-core';

export interface BrowserFigures {
  /** Navigation start to the last result table rendered. */
  renderMs: number;
  /** Click on 'Result List PDF' to the download, and the file's size. */
  pdfMs: number;
  pdfBytes: number;
  /** The result list's answers to the page's own polling: full bodies, and 304 revalidations. */
  polls: { ok: number; notModified: number };
  /** Screenshots of the result and start lists at 360 px. */
  screenshots: string[];
  /** Widest table on the 360 px result list vs the viewport (tables scroll inside their box). */
  phone: { pageScrollWidth: number; viewport: number };
}

/** How long the PDF may take before the benchmark stops waiting (the budget is far lower). */
export const PDF_TIMEOUT_MS = 180_000;

export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export async function measureBrowser(opts: {
  baseUrl: string;
  competitionId: string;
  screenshotDir: string;
  blocks: number;
}): Promise<BrowserFigures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ locale: 'pt-PT', acceptDownloads: true });
    const page = await context.newPage();
    const polls = { ok: 0, notModified: 0 };
    // The page sees 200 either way: a revalidated answer comes from the browser's cache after the
    // server's 304, so it is told apart by the If-None-Match sent and the empty body received.
    const seen: Promise<void>[] = [];
    let counting = true;
    page.on('response', (res) => {
      if (!counting) return;
      if (!res.url().includes('/api/competitions/') || !res.url().endsWith('/resultList')) return;
      seen.push(
        (async () => {
          const sent = await res.request().allHeaders();
          const sizes = await res.request().sizes();
          if (sent['if-none-match'] && sizes.responseBodySize === 0) polls.notModified++;
          else polls.ok++;
        })().catch(() => undefined),
      );
    });
    const url = `${opts.baseUrl}/resultList?id=${opts.competitionId}`;
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    // Every block is a table; the page is ready when the last one is there.
    await page
      .locator('table')
      .nth(opts.blocks - 1)
      .waitFor({ state: 'visible', timeout: 60_000 });
    const renderMs = performance.now() - started;

    // Two more polls (3 s apart) with nothing changed: the browser revalidates, the server says 304.
    const before = polls.ok + polls.notModified;
    await page.waitForTimeout(6_500);
    counting = false;
    await Promise.all(seen);
    if (polls.ok + polls.notModified <= before) throw new Error('the result list did not poll');

    const phone = await context.browser()?.newContext({
      locale: 'pt-PT',
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    if (!phone) throw new Error('no browser context for the phone');
    const small = await phone.newPage();
    await small.goto(url);
    await small.locator('table').first().waitFor({ state: 'visible', timeout: 60_000 });
    const shots = [
      `${opts.screenshotDir}/result-list-360.png`,
      `${opts.screenshotDir}/start-list-360.png`,
    ];
    await small.screenshot({ path: shots[0] });
    // Evaluated in the page (the scripts project has no DOM types).
    const pageScrollWidth = Number(await small.evaluate('document.documentElement.scrollWidth'));
    await small.goto(`${opts.baseUrl}/startList?id=${opts.competitionId}`);
    await small.locator('table').first().waitFor({ state: 'visible', timeout: 60_000 });
    await small.screenshot({ path: shots[1] });
    await phone.close();
    const button = page.getByRole('button', { name: 'Result List PDF' });
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

    return {
      renderMs,
      pdfMs,
      pdfBytes,
      polls,
      screenshots: shots,
      phone: { pageScrollWidth, viewport: 360 },
    };
  } finally {
    await browser.close();
  }
}
