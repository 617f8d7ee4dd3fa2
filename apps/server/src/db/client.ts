import { mkdirSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * A small write that fails when the storage is full (best effort: /api/health runs it only
   * after a write failed for lack of space, see StorageHealth).
   */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}

/** 64 KiB written, flushed and dropped: enough to need new disk blocks, too little to matter. */
const PROBE_BYTES = 64 * 1024;

/** Writes a temporary table's row in one transaction: catalog and WAL writes on the server. */
async function probeWriteSql(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table storage_probe (x text) on commit drop`);
    await tx.execute(
      sql`insert into storage_probe select string_agg(md5(i::text), '') from generate_series(1, ${PROBE_BYTES / 32}) i`,
    );
  });
}

/** PGlite writes through the host's file system: a file in its data dir fails as PGlite would. */
export async function probeWriteFile(dir: string): Promise<void> {
  const path = join(dir, '.storage-probe');
  const file = await open(path, 'w');
  try {
    await file.write(Buffer.alloc(PROBE_BYTES, 1));
    await file.sync();
  } finally {
    await file.close();
    await unlink(path).catch(() => undefined);
  }
}

/** The rows of a raw statement (`db.execute`): both drivers (PGlite, node-postgres) answer with `rows`. */
const pooled = new WeakSet<object>();

/**
 * True for a database served by several connections at once (PostgreSQL's pool), where two
 * statements of different requests interleave; false for PGlite, whose one connection runs a
 * transaction alone (issue 36: what is serialized by a lock on one is serialized by the
 * connection on the other).
 */
export const servesConcurrentConnections = (db: Db): boolean => pooled.has(db);

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * PGlite's start parameters with 32 MB of shared buffers instead of the 128 MB of postgresql.conf:
 * the embedded PostgreSQL touches all of them as it starts (~3 ms per MB on the 2-core machine,
 * 0.4 s of the server's ready time at 128 MB), and a championship's tables fit in 32 MB.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL through `pg` when a URL is given, otherwise PGlite in `dataDir` (or in memory for 'memory://'). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // Loaded only for PostgreSQL: a PGlite start does not pay for them (server ready time).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server closes (a restart, a dropped database) is an 'error' event
    // on the pool; unhandled, it would end the process. The pool drops that client and opens a
    // new one for the next query; a query in flight gets its own error.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    pooled.add(db);
    const database: Database = {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      probeWrite: () => probeWriteSql(db),
      close: () => pool.end(),
    };
    // Several instances may start together: one migrates at a time.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return database;
  }
  let client = opts.pglite;
  let unlock = () => {};
  let fileDir: string | null = null;
  if (!client) {
    const dir = opts.dataDir ?? './data';
    if (dir !== 'memory://') {
      fileDir = dir;
      mkdirSync(dir, { recursive: true });
      unlock = lockDataDir(dir);
    }
    try {
      client = await PGlite.create(dir === 'memory://' ? undefined : dir, {
        startParams: PGLITE_START_PARAMS,
      });
    } catch (e) {
      unlock();
      throw e;
    }
  }
  const pgl = client;
  const db = drizzlePglite(pgl, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(pgl, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    probeWrite: async () => {
      if (fileDir) await probeWriteFile(fileDir);
      await probeWriteSql(db);
    },
    close: async () => {
      await pgl.close();
      unlock();
    },
  };
}
