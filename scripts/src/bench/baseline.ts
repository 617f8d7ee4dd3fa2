/**
 * The bare framework, measured beside the app (ADR 042): a Hono app on @hono/node-server, in its
 * own process on the same Node, that answers each measured public read with the bytes the real
 * server sent for it (status, Content-Type, Content-Encoding, ETag, body), from memory. A read's
 * req/s as a share of its baseline's is what the app's request path costs above the framework's
 * own; the transfer of a 100 kB answer is the same on both sides.
 *
 * Run as a program (by `startBaseline`): `baseline.ts <answers.json> <port>` serves the answers
 * and `GET /json` (a constant small JSON, the framework's usual hello-world figure).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { freePort, repoRoot } from './server-process.ts';

/** One answer as the real server sent it, the body as it went over the wire. */
export interface CapturedAnswer {
  path: string;
  status: number;
  headers: Record<string, string>;
  /** base64 of the body's bytes (compressed when Content-Encoding says so). */
  body: string;
}

/** The headers that make the answer what it is (the rest is the app's: security, request id). */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag'] as const;

/** The constant small JSON the baseline also serves, for reference. */
export const CONSTANT_JSON_PATH = '/json';

/** GET `path` as the load does (same headers), keeping the raw bytes (no decompression). */
export function captureAnswer(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const v = res.headers[name];
          if (typeof v === 'string') kept[name] = v;
        }
        resolve({
          path,
          status: res.statusCode ?? 0,
          headers: kept,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export interface BaselineProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts the bare Hono process serving `answers` on a free loopback port. */
export async function startBaseline(answers: readonly CapturedAnswer[]): Promise<BaselineProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'artistic-baseline-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), file, String(port)],
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'pipe' },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('ready')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    void exit.then(() => reject(new Error(`the baseline exited before it was ready:\n${output}`)));
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exit;
      process.off('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The bare app: every answer from memory, as bytes, with its own headers and nothing else. */
export function buildBaselineApp(answers: readonly CapturedAnswer[]): Hono {
  const app = new Hono();
  for (const a of answers) {
    const body = new Uint8Array(Buffer.from(a.body, 'base64'));
    app.get(a.path, (c) => c.body(body, a.status as 200, a.headers));
  }
  app.get(CONSTANT_JSON_PATH, (c) => c.json({ hello: 'world' }));
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, port] = process.argv.slice(2);
  if (!file || !port) throw new Error('usage: baseline.ts <answers.json> <port>');
  const answers = JSON.parse(readFileSync(file, 'utf8')) as CapturedAnswer[];
  const server = serve(
    { fetch: buildBaselineApp(answers).fetch, port: Number(port), hostname: '127.0.0.1' },
    () => process.stdout.write('ready\n'),
  );
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}
