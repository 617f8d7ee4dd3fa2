/**
 * How long the public result list takes to show on a first visit (ADR 040), measured by hand:
 * `npm run build && node --import tsx scripts/src/measure-result-list.ts`.
 *
 * Builds the benchmark's championship (24 events, ~900 rows) into a scratch PGlite data dir,
 * starts the production server on it, and opens /resultList in Chromium at 360×740, each visit in
 * a fresh browser context (nothing cached): navigation start → the first `table` visible, for the
 * event happening now and for every event by its address (`?ordem=N`), at full speed and with
 * the CPU throttled 4× (CDP Emulation.setCPUThrottlingRate).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { openDatabase } from '@artistic/server/src/db/client.ts';
import { seedBuiltInRuleset } from '@artistic/server/src/features/rulesets/seed.ts';
import { buildChampionship } from './bench/championship.ts';
import { startServerProcess } from './bench/server-process.ts';

const say = (line = '') => process.stdout.write(`${line}\n`);
/** First visits per speed (MEASURE_VISITS, default 5). */
const VISITS = Number(process.env['MEASURE_VISITS'] ?? '5');

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'artistic-measure-'));
  try {
    const database = await openDatabase({ dataDir });
    await seedBuiltInRuleset(database.db);
    const championship = await buildChampionship(database.db, {
      now: new Date(),
      adminPassword: `measure-${Math.random().toString(36).slice(2)}`,
    });
    await database.close();
    const server = await startServerProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    try {
      const id = championship.competitionId;
      const index = (await (
        await fetch(`${server.url}/api/competitions/${id}/resultList/events`)
      ).json()) as { now: number; events: { Ordem: number; label: string; rows: number }[] };
      say(
        `load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
      );

      /** Navigation → first table visible (ms), in a fresh context. */
      const visit = async (path: string, rate: number): Promise<number> => {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const started = performance.now();
        await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
        await page.locator('table').first().waitFor({ state: 'visible', timeout: 120_000 });
        const ms = performance.now() - started;
        await context.close();
        return ms;
      };
      // Warm the server's caches once (the bench's server has served polls before a visitor).
      await visit(`/resultList?id=${id}`, 1);

      for (const rate of [1, 4]) {
        const label = rate === 1 ? 'full speed' : 'CPU 4× slower';
        const now: number[] = [];
        for (let i = 0; i < VISITS; i++) now.push(await visit(`/resultList?id=${id}`, rate));
        say(
          `${label}: now (${index.now}) first table: ${now.map((ms) => ms.toFixed(0)).join(', ')} ms`,
        );
        // MEASURE_EVENTS=0: the first visit only (e.g. for a build of the page before ADR 040).
        if (process.env['MEASURE_EVENTS'] === '0') continue;
        const perEvent: string[] = [];
        let worst = 0;
        for (const event of index.events) {
          const ms = await visit(`/resultList?id=${id}&ordem=${event.Ordem}`, rate);
          worst = Math.max(worst, ms);
          perEvent.push(`${event.Ordem} (${event.rows} rows) ${ms.toFixed(0)}`);
        }
        say(`${label}: every event: ${perEvent.join('; ')} ms`);
        say(`${label}: slowest event ${worst.toFixed(0)} ms`);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
