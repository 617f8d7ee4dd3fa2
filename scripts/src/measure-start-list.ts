/**
 * By hand (ADR 041): how soon the public start list shows an event on a phone, at the bench's
 * championship. Builds the championship into a fresh PGlite data dir (as `npm run bench` does),
 * starts the production server (`npm run build` first), then in Debian's Chromium at 360×740
 * times navigation → first `table` visible, `RUNS` times (default 5) in a fresh context (cold
 * cache), without and with CDP CPU throttling ×4; prints medians, the answers' gzip sizes, and
 * writes screenshots at 1280×800 and 360×740 to `SHOT_DIR` (default /tmp/start-list-shots).
 *
 *   npm run build && node --import tsx scripts/src/measure-start-list.ts
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { openDatabase } from '@artistic/server/src/db/client.ts';
import { seedBuiltInRuleset } from '@artistic/server/src/features/rulesets/seed.ts';
import { chromiumPath } from './bench/browser.ts';
import { buildChampionship } from './bench/championship.ts';
import { startServerProcess } from './bench/server-process.ts';
import { percentile } from './bench/stats.ts';

const runs = Number(process.env['RUNS'] ?? 5);
const shotDir = process.env['SHOT_DIR'] ?? '/tmp/start-list-shots';

async function gzipBytes(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  return Number(res.headers.get('content-length') ?? Number.NaN);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'artistic-starts-'));
  try {
    const database = await openDatabase({ dataDir });
    let competitionId: string;
    try {
      await seedBuiltInRuleset(database.db);
      ({ competitionId } = await buildChampionship(database.db, {
        now: new Date(),
        adminPassword: `m-${Math.random().toString(36).slice(2)}`,
      }));
    } finally {
      await database.close();
    }
    const server = await startServerProcess({ env: { DATA_DIR: dataDir } });
    try {
      const api = `${server.url}/api/competitions/${competitionId}/startlist`;
      const index = (await (await fetch(`${api}/events`)).json()) as {
        events: { Ordem: number; entries: number }[];
        now: number | null;
      };
      const largest = index.events.reduce((a, b) => (b.entries > a.entries ? b : a));
      console.log(
        `answers (gzip bytes): full ${await gzipBytes(api)}, index ${await gzipBytes(`${api}/events`)}, ` +
          `largest event (${largest.Ordem}, ${largest.entries} entries) ${await gzipBytes(`${api}/events/${largest.Ordem}`)}; now = ${index.now}`,
      );
      const browser = await chromium.launch({
        executablePath: chromiumPath,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      });
      try {
        const page = `${server.url}/startList?id=${competitionId}`;
        for (const rate of [1, 4]) {
          for (const [label, url] of [
            ['now', page],
            [`largest (${largest.Ordem})`, `${page}&ordem=${largest.Ordem}`],
          ] as const) {
            const times: number[] = [];
            for (let i = 0; i < runs; i++) {
              const context = await browser.newContext({
                locale: 'pt-PT',
                viewport: { width: 360, height: 740 },
                deviceScaleFactor: 2,
                isMobile: true,
                hasTouch: true,
              });
              const tab = await context.newPage();
              const cdp = await context.newCDPSession(tab);
              await cdp.send('Emulation.setCPUThrottlingRate', { rate });
              const started = performance.now();
              await tab.goto(url, { waitUntil: 'commit' });
              await tab.locator('table').first().waitFor({ state: 'visible', timeout: 60_000 });
              times.push(performance.now() - started);
              await context.close();
            }
            console.log(
              `CPU ×${rate}, ${label}: median ${percentile(times, 50).toFixed(0)} ms ` +
                `(${times.map((t) => t.toFixed(0)).join(', ')})`,
            );
          }
        }
        // Where the time goes: one cold load at ×1, each request's start and end, the h1, the table.
        {
          const context = await browser.newContext({
            locale: 'pt-PT',
            viewport: { width: 360, height: 740 },
            isMobile: true,
          });
          const tab = await context.newPage();
          const t0 = performance.now();
          const at = () => (performance.now() - t0).toFixed(0).padStart(5);
          const path = (u: string) => u.replace(server.url, '');
          tab.on('request', (r) => console.log(`${at()} ms → ${path(r.url())}`));
          tab.on('requestfinished', (r) => console.log(`${at()} ms ← ${path(r.url())}`));
          await tab.goto(page, { waitUntil: 'commit' });
          await tab.getByRole('heading', { level: 1 }).first().waitFor();
          console.log(`${at()} ms h1 visible`);
          await tab.locator('table').first().waitFor({ state: 'visible' });
          console.log(`${at()} ms table visible`);
          await context.close();
        }
        mkdirSync(shotDir, { recursive: true });
        for (const [width, height] of [
          [1280, 800],
          [360, 740],
        ] as const) {
          const context = await browser.newContext({
            locale: 'pt-PT',
            viewport: { width, height },
          });
          const tab = await context.newPage();
          await tab.goto(`${page}&ordem=${largest.Ordem}`);
          await tab.locator('table').first().waitFor({ state: 'visible' });
          const scroll = Number(await tab.evaluate('document.documentElement.scrollWidth'));
          await tab.screenshot({ path: `${shotDir}/start-list-${width}.png` });
          console.log(`${width}×${height}: page scrollWidth ${scroll}`);
          await context.close();
        }
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
