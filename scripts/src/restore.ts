import { readFileSync } from 'node:fs';
import { loadConfig } from '@artistic/server/src/config.ts';
import { readBackupMeta, restoreDatabase } from './database-backup.ts';
import { fail, parseFileCommand, withDatabase } from './database-cli.ts';

const usage = `Uso: npm run restore -- <ficheiro.json> [--force]
Repõe uma cópia feita com npm run backup: todas as tabelas, numa só transação (tudo ou nada).
Usa DATABASE_URL (PostgreSQL) ou DATA_DIR (PGlite, por omissão ./data, criada se não existir)
como o servidor. Com PGlite, pare o servidor antes; com PostgreSQL, pare os servidores que usam
essa base de dados.
Recusa uma base de dados que já tem dados, a não ser com:
  --force   apaga tudo o que a base de dados tem e repõe a cópia
A cópia tem de ser da mesma versão do esquema: reponha-a com a versão da aplicação que a fez.`;

const { file, force } = parseFileCommand(usage);

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
await withDatabase(config, async (database) => {
  const counts = await restoreDatabase(database.db, text, { force });
  const rows = Object.entries(counts).map(([t, n]) => `${t}: ${n}`);
  process.stdout.write(
    `Cópia ${file} reposta (${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}).\n  ${rows.join('\n  ')}\n`,
  );
});
