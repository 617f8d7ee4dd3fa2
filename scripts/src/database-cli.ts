import { parseArgs } from 'node:util';
import type { Config } from '@artistic/server/src/config.ts';
import type { Database } from '@artistic/server/src/db/client.ts';
import { openDatabase } from '@artistic/server/src/db/client.ts';

/** Stops the command: `Erro: <message>` on stderr, exit code 1. */
export function fail(message: string): never {
  process.stderr.write(`Erro: ${message}\n`);
  process.exit(1);
}

/**
 * The arguments of a command on one file (`npm run backup|restore -- <ficheiro.json> [--force]`).
 * Anything else prints the usage on stderr and exits: 0 when asked with --help, 2 otherwise.
 */
export function parseFileCommand(usage: string): { file: string; force: boolean } {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    process.stderr.write(`${usage}\n`);
    process.exit(values.help ? 0 : 2);
  }
  return { file, force: values.force ?? false };
}

/**
 * Opens the database as the server does (DATABASE_URL or DATA_DIR), runs the command on it and
 * closes it. A database that does not open stops the command; an error of the command is
 * printed as `Erro: …` and sets exit code 1.
 */
export async function withDatabase(config: Config, run: (database: Database) => Promise<void>) {
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (e) {
    fail((e as Error).message);
  }
  try {
    await run(database);
  } catch (e) {
    process.stderr.write(`Erro: ${(e as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
