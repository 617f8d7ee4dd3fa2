import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@artistic/server/src/config.ts';
import { backupDatabase } from './database-backup.ts';
import { fail, parseFileCommand, withDatabase } from './database-cli.ts';

const usage = `Uso: npm run backup -- <ficheiro.json> [--force]
Copia a base de dados inteira para um ficheiro JSON: todas as tabelas, incluindo utilizadores
(com as palavras-passe cifradas), as chaves e sessões do fornecedor de identidade embutido,
competições, inscrições, Start Lists e resultados.
Usa DATABASE_URL (PostgreSQL) ou DATA_DIR (PGlite, por omissão ./data) como o servidor.
Com PGlite, pare o servidor antes (só um processo abre a pasta de dados); com PostgreSQL a
cópia é consistente mesmo com o servidor a correr.
  --force   substitui o ficheiro se já existir
O ficheiro contém segredos: guarde-o num lugar seguro. Reponha-o com: npm run restore -- <ficheiro.json>`;

const { file, force } = parseFileCommand(usage);

const config = loadConfig();
if (existsSync(file) && !force)
  fail(`o ficheiro ${file} já existe (use --force para o substituir)`);
// Never create an empty database just to copy it.
if (!config.databaseUrl && !existsSync(join(config.dataDir, 'PG_VERSION'))) {
  fail(`não há base de dados PGlite em ${config.dataDir} (defina DATA_DIR ou DATABASE_URL)`);
}

await withDatabase(config, async (database) => {
  const { text, meta } = await backupDatabase(database.db, database.kind, new Date());
  const partial = `${file}.partial`;
  writeFileSync(partial, text, { mode: 0o600 });
  renameSync(partial, file);
  const rows = Object.entries(meta.counts).map(([t, n]) => `${t}: ${n}`);
  process.stdout.write(
    `Cópia gravada em ${file} (${Buffer.byteLength(text)} bytes, ${database.kind}).\n  ${rows.join('\n  ')}\n`,
  );
});
