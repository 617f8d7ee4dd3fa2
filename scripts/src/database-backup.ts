/**
 * A copy of the whole database as one JSON file, and its restore (npm run backup / restore).
 * Every table of the public schema is copied, whatever it is (users with their password hashes,
 * the identity provider's keys and sessions, competitions, entries, results, and tables added
 * later such as the audit log). PostgreSQL itself writes and reads the rows (json_agg and
 * json_populate_recordset), so timestamps keep their microseconds and numbers their digits.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '@artistic/server/src/db/client.ts';

export const BACKUP_FORMAT = 'artistic-backup';
export const BACKUP_VERSION = 1;

export interface BackupMeta {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The schema migrations applied to the copied database, oldest first (drizzle hashes). */
  migrations: string[];
  /** Rows per table. */
  counts: Record<string, number>;
}

/** A failure to show as it is (Portuguese, for the person running the command). */
export class BackupError extends Error {}

async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const table = (name: string) => sql.identifier(name);

async function listTables(db: Db): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((r) => r.name);
}

async function listMigrations(db: Db): Promise<string[]> {
  const exists = await query<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists[0]?.found) return [];
  const rows = await query<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((r) => r.hash);
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function orderByDependencies(db: Db, tables: readonly string[]): Promise<string[]> {
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent
        from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid
        join pg_class pa on pa.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const remaining = new Set(tables);
  while (remaining.size > 0) {
    const ready = [...remaining].filter((t) =>
      edges.every((e) => e.child !== t || e.parent === t || !remaining.has(e.parent)),
    );
    // A cycle of foreign keys: take the rest as they are (the insert will say what fails).
    const next = ready.length > 0 ? ready : [...remaining];
    for (const t of next) {
      ordered.push(t);
      remaining.delete(t);
    }
  }
  return ordered;
}

async function countRows(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const rows = await query<{ n: number }>(db, sql`select count(*)::int as n from ${table(name)}`);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/**
 * The whole database as the text of one JSON document (meta + { tables: { name: rows } }),
 * read in one repeatable-read transaction so the copy is consistent.
 */
export async function backupDatabase(
  db: Db,
  kind: BackupMeta['database'],
  now: Date,
): Promise<{ text: string; meta: BackupMeta }> {
  return db.transaction(
    async (tx) => {
      const tables = await listTables(tx);
      const meta: BackupMeta = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        database: kind,
        migrations: await listMigrations(tx),
        counts: await countRows(tx, tables),
      };
      const parts: string[] = [];
      for (const name of tables) {
        const rows = await query<{ rows: string }>(
          tx,
          sql`select coalesce(json_agg(t), '[]'::json)::text as rows from ${table(name)} t`,
        );
        parts.push(`${JSON.stringify(name)}:${rows[0]?.rows ?? '[]'}`);
      }
      const head = JSON.stringify(meta);
      return { text: `${head.slice(0, -1)},"tables":{${parts.join(',')}}}\n`, meta };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The meta part of a backup file; a file that is not one is refused with a clear message. */
export function readBackupMeta(text: string): BackupMeta & { tables: string[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new BackupError('o ficheiro não é JSON válido (está completo?)');
  }
  if (!isRecord(doc) || doc['format'] !== BACKUP_FORMAT) {
    throw new BackupError(
      `o ficheiro não é uma cópia feita com npm run backup (falta "format": "${BACKUP_FORMAT}")`,
    );
  }
  if (doc['version'] !== BACKUP_VERSION) {
    throw new BackupError(`versão de cópia não suportada: ${String(doc['version'])}`);
  }
  const tables = doc['tables'];
  const migrations = doc['migrations'];
  const counts = doc['counts'];
  if (
    !isRecord(tables) ||
    !Object.values(tables).every(Array.isArray) ||
    !Array.isArray(migrations) ||
    !migrations.every((m) => typeof m === 'string') ||
    !isRecord(counts)
  ) {
    throw new BackupError('o ficheiro de cópia está incompleto (tables, migrations ou counts)');
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: String(doc['createdAt']),
    database: doc['database'] === 'postgres' ? 'postgres' : 'pglite',
    migrations: migrations as string[],
    counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
    tables: Object.keys(tables),
  };
}

/**
 * Loads a backup into a database of the same schema version, in one transaction: all tables or
 * none. A database that holds any row is refused unless `force`, which empties it first.
 */
export async function restoreDatabase(
  db: Db,
  text: string,
  options: { force: boolean },
): Promise<Record<string, number>> {
  const meta = readBackupMeta(text);
  const migrations = await listMigrations(db);
  if (
    migrations.length !== meta.migrations.length ||
    migrations.some((m, i) => m !== meta.migrations[i])
  ) {
    throw new BackupError(
      `a cópia é de outra versão do esquema da base de dados (${meta.migrations.length} migrações; esta aplicação tem ${migrations.length}). ` +
        'Reponha-a com a versão da aplicação que a fez e só depois atualize a aplicação (que migra os dados ao arrancar).',
    );
  }
  return db.transaction(async (tx) => {
    const tables = await listTables(tx);
    const unknown = meta.tables.filter((t) => !tables.includes(t));
    if (unknown.length > 0) {
      throw new BackupError(`a base de dados não tem as tabelas ${unknown.join(', ')}`);
    }
    const before = await countRows(tx, tables);
    const filled = Object.entries(before).filter(([, n]) => n > 0);
    if (filled.length > 0 && !options.force) {
      throw new BackupError(
        `a base de dados não está vazia (${filled.map(([t, n]) => `${t}: ${n}`).join(', ')}). ` +
          'Use --force para apagar tudo o que lá está e repor a cópia.',
      );
    }
    if (filled.length > 0) {
      await tx.execute(
        sql`truncate table ${sql.join(
          tables.map((t) => table(t)),
          sql`, `,
        )} restart identity cascade`,
      );
    }
    await tx.execute(sql`create temporary table artistic_restore (doc json) on commit drop`);
    await tx.execute(sql`insert into artistic_restore (doc) values (${text}::json)`);
    for (const name of await orderByDependencies(tx, meta.tables)) {
      const columns = await query<{ name: string }>(
        tx,
        sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${name} and is_generated = 'NEVER'
            order by ordinal_position`,
      );
      const list = sql.join(
        columns.map((c) => sql.identifier(c.name)),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${table(name)} (${list}) overriding system value
            select ${list} from json_populate_recordset(null::${table(name)},
              (select doc -> 'tables' -> ${name} from artistic_restore))`,
      );
      // Serial and identity columns continue after the restored rows.
      const serials = await query<{ name: string }>(
        tx,
        sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${name}
              and (column_default like 'nextval(%' or is_identity = 'YES')`,
      );
      for (const c of serials) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`public.${name}`}, ${c.name}),
                coalesce((select max(${sql.identifier(c.name)}) from ${table(name)}), 0) + 1, false)`,
        );
      }
    }
    const after = await countRows(tx, meta.tables);
    for (const [name, n] of Object.entries(meta.counts)) {
      if (after[name] !== n) {
        throw new BackupError(
          `a tabela ${name} ficou com ${after[name] ?? 0} linhas, a cópia tem ${n}`,
        );
      }
    }
    return after;
  });
}
