import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '@artistic/server/src/config.ts';
import { openDatabase } from '@artistic/server/src/db/client.ts';
import { readBackupMeta, restoreDatabase } from './database-backup.ts';

const usage = `Uso: npm run restore -- <ficheiro.json> [--force]
Repõe uma cópia feita com npm run backup: todas as tabelas, numa só transação (tudo ou nada).
Usa DATABASE_URL (PostgreSQL) ou DATA_DIR (PGlite, por omissão ./data, criada se não existir)
como o servidor. Com PGlite, pare o servidor antes; com PostgreSQL, pare os servidores que usam
essa base de dados.
Recusa uma base de dados que já tem dados, a não ser com:
  --force   apaga tudo o que a base de dados tem e repõe a cópia
A cópia tem de ser da mesma versão do esquema: reponha-a com a versão da aplicação que a fez.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
const [file] = positionals;
if (values.help || !file || positionals.length > 1) {
  process.stderr.write(`${usage}\n`);
  process.exit(values.help ? 0 : 2);
}

const fail = (message: string): never => {
  process.stderr.write(`Erro: ${message}\n`);
  process.exit(1);
};
let text = '';
try {
  text = readFileSync(file, 'utf8');
  readBackupMeta(text);
} catch (e) {
  fail(
    (e as NodeJS.ErrnoException).code === 'ENOENT'
      ? `o ficheiro ${file} não existe`
      : (e as Error).message,
  );
}

const config = loadConfig();
let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (e) {
  fail((e as Error).message);
}
if (database) {
  try {
    const counts = await restoreDatabase(database.db, text, { force: values.force ?? false });
    const rows = Object.entries(counts).map(([t, n]) => `${t}: ${n}`);
    process.stdout.write(
      `Cópia ${file} reposta (${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}).\n  ${rows.join('\n  ')}\n`,
    );
  } catch (e) {
    process.stderr.write(`Erro: ${(e as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
