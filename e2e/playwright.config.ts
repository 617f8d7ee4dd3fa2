import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

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
    trace: 'retain-on-failure',
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
    // The production server as `npm start` runs it (test:e2e builds it first).
    command: 'node --enable-source-maps apps/server/dist/main.mjs',
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
