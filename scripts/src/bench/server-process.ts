/** Starts the production server as its own process, as `npm start` does, and stops it again. */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** BENCH_CPU_PROFILE_DIR: the server writes a V8 CPU profile there when it stops. */
function profileArgs(): string[] {
  const dir = process.env['BENCH_CPU_PROFILE_DIR'];
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export interface ServerProcess {
  url: string;
  /** From spawn to the first 200 of GET /api/health. */
  readyMs: number;
  /** The file the server's stdout (the access log) goes to; removed by `stop`. */
  logFile: string;
  /** Bytes written to the log file so far. */
  logBytes(): number;
  stop(): Promise<void>;
}

/**
 * Spawns the production server as `npm start` runs it (`node --enable-source-maps
 * apps/server/dist/main.mjs`, built by `npm run build`) with the given database settings on a
 * free loopback port, and waits (at most `timeoutMs`) for GET /api/health to answer 200.
 */
export async function startServerProcess(opts: {
  env: Record<string, string>;
  timeoutMs?: number;
  /** The Node to run it with (default: this one; the journeys pass E2E_SERVER_NODE). */
  node?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // The access log as in production: one JSON line per request, written to a real file (a write
  // to /dev/null costs nothing, which would hide the logger's cost).
  const logDir = mkdtempSync(join(tmpdir(), 'artistic-bench-log-'));
  const logFile = join(logDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const child = spawn(
    opts.node ?? process.execPath,
    [...profileArgs(), '--enable-source-maps', 'apps/server/dist/main.mjs'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DEMO: '0',
        // The production default: one JSON line per request (to logFile here).
        LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'info',
        ...opts.env,
      },
      stdio: ['ignore', logFd, 'pipe'],
    },
  );
  closeSync(logFd);
  const logBytes = () => {
    try {
      return statSync(logFile).size;
    } catch {
      return 0;
    }
  };
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  // Never leave the server behind, whatever ends the benchmark.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
    process.off('exit', killOnExit);
    rmSync(logDir, { recursive: true, force: true });
  };

  const deadline = started + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (exited) throw new Error(`the server exited before it was ready:\n${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) {
        await res.arrayBuffer();
        return { url, readyMs: performance.now() - started, logFile, logBytes, stop };
      }
      await res.arrayBuffer();
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready after ${opts.timeoutMs ?? 60_000} ms:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}
