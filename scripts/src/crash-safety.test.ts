import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword } from './oidc-login.ts';
import { freePort } from './bench/server-process.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * Crash safety: the real server process (PGlite by default; PostgreSQL when the API tests run
 * with TEST_DB=postgres) takes a burst of score writes from several scoring tables at once and
 * is killed with SIGKILL in the middle. After a restart on the same data, every write that was
 * answered 2xx must be there: the stored version of each sheet is the last acknowledged one, or
 * one more when the write in flight at the kill had committed without its answer reaching us.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const onPostgres = process.env['TEST_DB'] === 'postgres';

interface FigureResultRecord {
  _id: string;
  version: number;
  comp_id: string;
  Resultados_fig: Record<string, unknown>[];
  Pontos: number | null;
  [key: string]: unknown;
}

let dataDir = '';
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
let port = 0;
let child: ChildProcess | undefined;
let stderr = '';

/** Starts the server; a restart keeps the port, so issued tokens (issuer and audience) stay valid. */
async function startProcess(): Promise<string> {
  port ||= await freePort();
  const base = `http://localhost:${port}`;
  stderr = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '1',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<never>((_, reject) =>
    child?.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`))),
  );
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return base;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return Promise.race([ready, exited]);
}

async function kill(signal: NodeJS.Signals) {
  const proc = child;
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = new Promise((r) => proc.once('exit', r));
  proc.kill(signal);
  await gone;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'artistic-crash-'));
  if (onPostgres) {
    const url = process.env['TEST_DATABASE_URL'];
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const scratch = await createScratchDatabase(url, 'artistic_crash');
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
});

afterAll(async () => {
  await kill('SIGTERM');
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`crash safety on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('every score write answered 2xx survives a SIGKILL in the middle of a burst', async () => {
    let base = await startProcess();
    const { access_token } = await loginWithPassword({
      baseUrl: base,
      username: 'admin',
      password: 'admin',
    });
    const auth = { authorization: `Bearer ${access_token}` };
    const competitions = (await (await fetch(`${base}/api/competitions`)).json()) as {
      _id: string;
      Nome: string;
    }[];
    const compId = competitions.find((c) => c.Nome.includes('demonstração'))?._id ?? '';
    const results = (await (
      await fetch(`${base}/api/resultadoFigura/comp/${compId}`, { headers: auth })
    ).json()) as FigureResultRecord[];
    // Several scoring tables, one sheet each, each saving one sheet after another.
    const lanes = results.slice(0, 6);
    expect(lanes.length).toBeGreaterThanOrEqual(4);

    const acked = new Map<string, { version: number; j1: number }>();
    for (const r of lanes) {
      acked.set(r._id, { version: r.version, j1: Number(r.Resultados_fig[0]?.['J1']) });
    }
    let answered = 0;
    let killed = false;
    const markFor = (lane: number, step: number) => 1 + ((lane * 7 + step) % 90) / 10;

    const runLane = async (r: FigureResultRecord, lane: number) => {
      let current = r;
      for (let step = 1; !killed; step++) {
        const { _id: id, ...rest } = current;
        const j1 = markFor(lane, step);
        const body = {
          ...rest,
          Resultados_fig: current.Resultados_fig.map((f, i) => (i === 0 ? { ...f, J1: j1 } : f)),
        };
        let status: number;
        let text: string;
        try {
          const res = await fetch(`${base}/api/resultadoFigura/${id}`, {
            method: 'PUT',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          status = res.status;
          text = await res.text();
        } catch {
          return; // the server is gone: this write was never (fully) answered
        }
        if (status !== 200) throw new Error(`PUT answered ${status}: ${text}`);
        current = JSON.parse(text) as FigureResultRecord;
        acked.set(id, { version: current.version, j1 });
        answered++;
      }
    };

    const burst = lanes.map((r, i) => runLane(r, i));
    // Kill once a good number of writes have been answered, while the lanes are still writing.
    while (answered < 60) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    await kill('SIGKILL');
    await Promise.all(burst);
    expect(answered).toBeGreaterThanOrEqual(60);

    // Restart on the same data dir (its lock was left by the killed process) or database.
    base = await startProcess();
    const after = (await (
      await fetch(`${base}/api/resultadoFigura/comp/${compId}`, { headers: auth })
    ).json()) as FigureResultRecord[];
    for (const [id, last] of acked) {
      const stored = after.find((r) => r._id === id);
      expect(stored, `sheet ${id}`).toBeDefined();
      const version = stored?.version ?? -1;
      expect([last.version, last.version + 1]).toContain(version);
      if (version === last.version) {
        expect(Number(stored?.Resultados_fig[0]?.['J1'])).toBe(last.j1);
      }
      // Totals were recomputed and stored with the marks: a complete sheet has its overall.
      expect(stored?.Pontos).toEqual(expect.any(Number));
    }
    // The rest of the competition opens cleanly too.
    const comp = await fetch(`${base}/api/competitions/${compId}`, { headers: auth });
    expect(comp.status).toBe(200);
    if (!onPostgres) expect(existsSync(join(dataDir, 'artistic.lock'))).toBe(true);
    await kill('SIGTERM');
    if (!onPostgres) expect(existsSync(join(dataDir, 'artistic.lock'))).toBe(false);
  }, 120_000);
});
