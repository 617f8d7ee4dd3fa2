/**
 * Issue 37: `npm run verify` (scripts/src/verify.ts) on the database the server uses — a PGlite
 * data dir, or PostgreSQL when the API tests run on it — and, with `--server`, through a running
 * server's GET /api/verify: exit 0 and the summary without differences, exit 1 with each
 * difference's path once one is planted; a data dir the server holds says to use --server.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FigureResult } from '@artistic/domain/figures/result-schema';
import type { Db, Database } from '../../db/client.ts';
import { PGLITE_START_PARAMS, openDatabase } from '../../db/client.ts';
import { seedBuiltInRuleset } from '../rulesets/seed.ts';
import {
  ALFA,
  BETA,
  createCompetitionFixture,
  createFigureEntryFixture,
  createFigureResultFixture,
  generateStartListFixture,
} from '../../test/route-fixtures.ts';
import { testDbKind, users, useTestApp } from '../../test/test-app.ts';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'artistic-verify-'));
const onPostgres = testDbKind === 'postgres';

function runVerify(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  // Only the database the test names: none of the environment's.
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/src/verify.ts'), ...args],
      { cwd: root, env: { ...inherited, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A small scored competition: INF figure entries of both clubs, drawn, every sheet scored. */
async function seedScored(db: Db): Promise<FigureResult[]> {
  await seedBuiltInRuleset(db);
  const { _id: id } = await createCompetitionFixture(db, { Nome: 'Taça de Verificação' });
  for (const club of [ALFA, BETA]) await createFigureEntryFixture(db, id, club);
  await generateStartListFixture(db, id);
  const sheets: FigureResult[] = [];
  for (let slot = 1; slot <= 6; slot++) sheets.push(await createFigureResultFixture(db, id, slot));
  return sheets;
}

/** Plants a figure sheet's total no judge gave: what verify must find. */
const plant = (db: Db, sheet: FigureResult) =>
  db.execute(sql`update figure_results
    set body = jsonb_set(body, '{Pontos}', '99.5'::jsonb), pontos = 99.5
    where id = ${sheet._id}`);

/** An empty database of its own on the tests' PostgreSQL server, and how to drop it. */
async function createScratchDatabase(serverUrl: string) {
  const name = `artistic_verify_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

const summary = /^Verificados (\d+) números: sem diferenças\.$/m;

describe('npm run verify on the database', () => {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let drop = async () => {};
  let sheet: FigureResult;

  beforeAll(async () => {
    if (onPostgres) {
      const url = process.env['TEST_DATABASE_URL'];
      if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
      const scratch = await createScratchDatabase(url);
      drop = scratch.drop;
      env = { DATABASE_URL: scratch.url };
      open = () => openDatabase({ databaseUrl: scratch.url });
    } else {
      const dataDir = join(work, 'dados');
      // The migrated dump every API test starts from, as a data dir of its own.
      const pglite = await PGlite.create(dataDir, {
        loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
        startParams: PGLITE_START_PARAMS,
      });
      await pglite.close();
      env = { DATA_DIR: dataDir };
      open = () => openDatabase({ dataDir });
    }
    const database = await open();
    try {
      const sheets = await seedScored(database.db);
      sheet = sheets[0] as FigureResult;
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(async () => {
    await drop();
  });

  it('finds no difference: exit 0 and the summary', async () => {
    const { code, stdout, stderr } = await runVerify([], env);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(summary);
    expect(Number(summary.exec(stdout)?.[1])).toBeGreaterThan(100);
  });

  it('prints a planted difference with its path: exit 1', async () => {
    const database = await open();
    try {
      await plant(database.db, sheet);
    } finally {
      await database.close();
    }
    const { code, stdout } = await runVerify([], env);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^competições\/Taça de Verificação \([0-9a-f]+\)\/INF Figuras\/entrada 1 — .+ \(Clube Natação (Alfa|Beta)\)\/folha\/Pontos: guardado 99,5, recalculado \d+(,\d+)?$/m,
    );
    expect(stdout).toMatch(/^Verificados \d+ números: \d+ diferenças\.$/m);
  });

  it.skipIf(onPostgres)('says to ask the server while it holds the data dir', async () => {
    const held = await open();
    try {
      const { code, stderr } = await runVerify([], env);
      expect(code).toBe(1);
      expect(stderr).toMatch(/em uso pelo processo/);
      expect(stderr).toMatch(/npm run verify -- --server http:\/\/localhost:\d+/);
    } finally {
      await held.close();
    }
  });
});

describe('npm run verify -- --server', () => {
  const t = useTestApp({ verifyAfter: false }); // it plants differences on purpose
  let server: ServerType;
  let url = '';
  let sheet: FigureResult;

  beforeAll(async () => {
    const sheets = await seedScored(t.db);
    sheet = sheets[0] as FigureResult;
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it("asks the running server with an admin's token: no difference, then the planted one", async () => {
    const token = await t.tokenFor(users.admin);
    const clean = await runVerify(['--server', url, '--token', token], {});
    expect(clean.stderr).toBe('');
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(summary);
    await plant(t.db, sheet);
    const planted = await runVerify(['--server', url, '--token', token], {});
    expect(planted.code).toBe(1);
    expect(planted.stdout).toMatch(/\/INF Figuras\/entrada 1 — .+\/folha\/Pontos: guardado 99,5, /);
  });

  it('refuses a token that is not an admin’s', async () => {
    const token = await t.tokenFor(users.referee);
    const { code, stderr } = await runVerify(['--server', url, '--token', token], {});
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Erro: GET \/api\/verify\?compId=\S+ respondeu 403/m);
  });
});
