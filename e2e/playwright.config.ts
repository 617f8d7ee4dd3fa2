import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/*
 * The journeys pass in any year (issue 37): every date they type, send or read is relative to the
 * run (fixtures/dates.ts), and the demo the server seeds derives its dates and years of birth from
 * the day it starts (apps/server/src/demo-seed.ts). `npm run test:e2e:year-ahead -w e2e` proves it
 * a year ahead: it builds, then runs this whole configuration under Debian's libfaketime
 * (`faketime -f +365d`). faketime works by LD_PRELOAD, which every child inherits, so the runner,
 * the web server below (and its embedded identity provider) and Chromium all read one clock moved
 * 365 days on, flowing: tokens, deadlines, seasons and ages agree as on a real day next year.
 */

/** One free port and one fresh data dir per run, shared with the workers through the environment. */
function freePort(): string {
  const out = spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ],
    { encoding: 'utf8' },
  );
  return out.stdout.trim();
}
process.env['E2E_PORT'] ??= freePort();
process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'artistic-e2e-'));
const port = process.env['E2E_PORT'];
const baseURL = `http://localhost:${port}`;
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One worker: the journeys share one server and the demo's data, and many change it for a
  // while (the start list redrawn, the demo duet sent back to draft, cards and entries added to
  // the demo championship and withdrawn, a demo sheet scored and put back), which a journey
  // running beside them reads (the price list's totals, the result list's counts, the change
  // log's first page). Two workers did run the journeys that set up their own data about a
  // third faster here (1,6 min against 2,0 to 2,5 for ten files): portuguese-walk.spec.ts, the
  // longest journey, walks its two screen sizes side by side inside its one test instead.
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per checkout, so runs from two worktrees never clear each other's traces.
  outputDir: join(tmpdir(), `artistic-e2e-results-${basename(root)}`),
  use: {
    baseURL,
    locale: 'pt-PT',
    // A failed journey keeps its trace: every action with the page's DOM before and after it.
    // Without the screencast, which cost about a third of the run's CPU on this 2-core machine
    // (each action's DOM snapshot is what the trace viewer shows anyway).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The production server as `npm start` runs it (test:e2e builds it first); on the Node
    // E2E_SERVER_NODE names when set (.ci/run: Node 22, the LTS production should run).
    command: `${process.env['E2E_SERVER_NODE'] ?? 'node'} --enable-source-maps apps/server/dist/main.mjs`,
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      DATA_DIR: process.env['E2E_DATA_DIR'],
      DEMO: '1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
  },
});
