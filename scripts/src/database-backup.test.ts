import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { BUILT_IN_RULESET } from '@artistic/domain/ruleset/built-in';
import { openDatabase, rowsOf } from '@artistic/server/src/db/client.ts';
import type { Database, Db } from '@artistic/server/src/db/client.ts';
import { appSecrets, oidcPayloads, rulesets } from '@artistic/server/src/db/schema.ts';
import { seedDemo } from '@artistic/server/src/demo-seed.ts';
// The migrated dump the server tests' global setup provides (its ProvidedContext type).
import type {} from '@artistic/server/src/test/global-setup.ts';
import { backupDatabase, restoreDatabase } from './database-backup.ts';
import { createScratchDatabase } from './scratch-database.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'artistic-backup-'));

/** A migrated database in memory, from the dump every API test starts from. */
async function openMemoryDatabase(): Promise<Database> {
  const dump = readFileSync(inject('pgliteDump'));
  return openDatabase({ pglite: await PGlite.create({ loadDataDir: new Blob([dump]) }) });
}

/** Every row of every public table, in a stable order: what "keeps every row" is compared with. */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables = (
    (await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { name: string }[] }
  ).rows.map((r) => r.name);
  const all: Record<string, unknown[]> = {};
  for (const name of tables) {
    const result = (await db.execute(
      sql`select * from ${sql.identifier(name)} order by 1, 2`,
    )) as unknown as { rows: Record<string, unknown>[] };
    // node-postgres reads bigint columns as strings, PGlite as numbers: compare them as numbers.
    const bigints = (
      (await db.execute(
        sql`select column_name as c from information_schema.columns
            where table_schema = 'public' and table_name = ${name} and data_type = 'bigint'`,
      )) as unknown as { rows: { c: string }[] }
    ).rows.map((r) => r.c);
    all[name] = result.rows.map((row) => {
      const copy = { ...row };
      for (const c of bigints) if (typeof copy[c] === 'string') copy[c] = Number(copy[c]);
      return copy;
    });
  }
  return all;
}

function run(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, `scripts/src/${script}.ts`), ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

let source: Database;
let expected: Record<string, unknown[]>;
const file = join(work, 'copia.json');

beforeAll(async () => {
  source = await openMemoryDatabase();
  await seedDemo(source.db, new Date('2026-11-23T10:00:00Z'));
  // What the embedded identity provider keeps: a signing key and a session.
  await source.db
    .insert(appSecrets)
    .values({ name: 'jwks', value: { keys: [{ kty: 'RSA', n: 'x' }] } });
  await source.db.insert(oidcPayloads).values({
    id: 'sess-1',
    type: 'Session',
    payload: { accountId: 'admin', exp: 1_900_000_000 },
    uid: 'u1',
    expiresAt: new Date('2030-01-01T00:00:00.123Z'),
  });
  // The rulesets (issue 16): the seeded built-in one and an admin's edited season.
  await source.db.insert(rulesets).values({
    id: 'fed-2027',
    name: 'Federação 2027',
    validFrom: '2027-01-01',
    validTo: '2027-12-31',
    document: { ...BUILT_IN_RULESET, id: 'fed-2027', name: 'Federação 2027' },
    edited: true,
    version: 3,
  });
  expected = await snapshot(source.db);
  expect(expected['rulesets']?.map((r) => (r as { id: string }).id).sort()).toEqual([
    'fed-2027',
    BUILT_IN_RULESET.id,
  ]);
  const { text, meta } = await backupDatabase(source.db, 'pglite', new Date());
  expect(meta.counts).toMatchObject({
    users: 4,
    // The demo championship, its finished season opener (issue 23) and the hidden one.
    competitions: 3,
    // The demo registry (issue 23).
    athletes: 18,
    rulesets: 2,
    app_secrets: 1,
    oidc_payloads: 1,
  });
  writeFileSync(file, text);
}, 60_000);
afterAll(async () => {
  await source.close();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup / restore on PGlite data dirs', () => {
  const dataDir = join(work, 'nova');

  it('restores into a fresh data dir, keeping every row of every table', async () => {
    const restored = await run('restore', [file], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('reposta');
    const target = await openDatabase({ dataDir });
    try {
      expect(await snapshot(target.db)).toEqual(expected);
      // A data dir opens with 32 MB of shared buffers, not postgresql.conf's 128 (ADR 023).
      const buffers = rowsOf<{ shared_buffers: string }>(
        await target.db.execute(sql`show shared_buffers`),
      );
      expect(buffers).toEqual([{ shared_buffers: '32MB' }]);
      // While a process holds the data dir, restore refuses (the server's lock).
      const locked = await run('restore', [file, '--force'], { DATA_DIR: dataDir });
      expect(locked.code).toBe(1);
      expect(locked.stderr).toMatch(/em uso pelo processo/);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('refuses to restore over a database that has data, unless --force', async () => {
    const refused = await run('restore', [file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/não está vazia \(.*users: 4/);
    const forced = await run('restore', [file, '--force'], { DATA_DIR: dataDir });
    expect(forced.code).toBe(0);
    const target = await openDatabase({ dataDir });
    try {
      expect(await snapshot(target.db)).toEqual(expected);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('backs the data dir up again into a file that restores to the same rows, readable only by its owner', async () => {
    const second = join(work, 'segunda.json');
    const backedUp = await run('backup', [second], { DATA_DIR: dataDir });
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toContain('competitions: 3');
    expect(statSync(second).mode & 0o777).toBe(0o600);
    expect((await run('backup', [second], { DATA_DIR: dataDir })).stderr).toMatch(/já existe/);
    const copy = await openMemoryDatabase();
    try {
      await restoreDatabase(copy.db, readFileSync(second, 'utf8'), { force: false });
      expect(await snapshot(copy.db)).toEqual(expected);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('refuses a file of another schema version, and changes nothing', async () => {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { migrations: string[] };
    doc.migrations = doc.migrations.slice(0, -1);
    const copy = await openMemoryDatabase();
    try {
      await expect(restoreDatabase(copy.db, JSON.stringify(doc), { force: false })).rejects.toThrow(
        /outra versão do esquema/,
      );
      await expect(restoreDatabase(copy.db, '{"format":"x"}', { force: false })).rejects.toThrow(
        /npm run backup/,
      );
      const empty = await snapshot(copy.db);
      expect(Object.values(empty).every((rows) => rows.length === 0)).toBe(true);
    } finally {
      await copy.close();
    }
  });
});

const pgUrl = process.env['TEST_DATABASE_URL'];

describe.runIf(pgUrl)('backup and restore on PostgreSQL', () => {
  it('PGlite → PostgreSQL → PGlite keeps every row', async () => {
    const scratch = await createScratchDatabase(pgUrl ?? '', 'artistic_bk');
    try {
      const restored = await run('restore', [file], { DATABASE_URL: scratch.url });
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      const target = await openDatabase({ databaseUrl: scratch.url });
      try {
        expect(await snapshot(target.db)).toEqual(expected);
      } finally {
        await target.close();
      }
      const fromPg = join(work, 'de-postgres.json');
      expect((await run('backup', [fromPg], { DATABASE_URL: scratch.url })).code).toBe(0);
      const copy = await openMemoryDatabase();
      try {
        await restoreDatabase(copy.db, readFileSync(fromPg, 'utf8'), { force: false });
        expect(await snapshot(copy.db)).toEqual(expected);
      } finally {
        await copy.close();
      }
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
