import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatDecimal } from '@artistic/domain/core/numbers';
import type {
  Verification,
  VerificationDifference,
} from '@artistic/domain/result-list/verification-schema';
import { loadConfig } from '@artistic/server/src/config.ts';
import { verifyAll } from '@artistic/server/src/features/verify/service.ts';
import { fail, withDatabase } from './database-cli.ts';
import { loginWithPassword } from './oidc-login.ts';

const usage = `Uso: npm run verify [-- --server <url> [--token <token> | --user <utilizador> [--password <palavra-passe>]]]
Recalcula, a partir das notas dos juízes, dos coach cards e do regulamento de cada competição,
todos os números guardados e servidos (valores e totais dos coach cards, folhas de figuras e de
esquemas, listas de resultados, lugares, medalhas, pontos dos clubes, rankings da época) e
compara-os. Imprime cada diferença (caminho, guardado, recalculado) e um resumo; termina com 0
sem diferenças e com 1 com alguma. Não altera nada.
Usa DATABASE_URL (PostgreSQL: lê diretamente, numa só transação só de leitura, mesmo com o
servidor a correr) ou DATA_DIR (PGlite, por omissão ./data, só com o servidor parado).
  --server <url>   pergunta ao servidor em execução (GET /api/verify de cada competição): o
                   caminho com PGlite enquanto o servidor a tem aberta
  --token <token>  o access token de um admin (p. ex. $(npm run -s token -- admin))
  --user <nome>    inicia sessão como este admin (por omissão admin) no fornecedor embutido;
                   a palavra-passe é --password, por omissão o nome (modo demo)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    server: { type: 'string' },
    token: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || positionals.length > 0) {
  process.stderr.write(`${usage}\n`);
  process.exit(values.help ? 0 : 2);
}

// Every read of a check runs on the one connection of its transaction (one snapshot), where the
// read path's services ask several things at once: node-postgres 8 queues them, and warns that
// pg 9 will not. That warning is not the user's concern; any other still shows.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === 'string' ? warning : warning.message;
  if (text.includes('client is already executing a query')) return;
  (emitWarning as (w: string | Error, ...r: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;

const shown = (n: number | null) => (n === null ? '—' : formatDecimal(n).replace('.', ','));

/** Prints each difference on its line, then the summary; the exit code says whether any. */
function report({ checked, differences }: Verification): void {
  for (const d of differences)
    process.stdout.write(
      `${d.path}: guardado ${shown(d.stored)}, recalculado ${shown(d.recomputed)}\n`,
    );
  const found =
    differences.length === 0
      ? 'sem diferenças'
      : `${differences.length} ${differences.length === 1 ? 'diferença' : 'diferenças'}`;
  process.stdout.write(`Verificados ${checked} números: ${found}.\n`);
  process.exitCode = differences.length === 0 ? 0 : 1;
}

/** Each competition asked of the running server; a season's rankings, named by several, once. */
async function verifyThroughServer(server: string): Promise<Verification> {
  const base = server.replace(/\/$/, '');
  const token =
    values.token ??
    (
      await loginWithPassword({
        baseUrl: base,
        username: values.user ?? 'admin',
        password: values.password ?? values.user ?? 'admin',
      })
    ).access_token;
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) {
      const problem = (await res.json().catch(() => ({}))) as { detail?: string };
      throw new Error(`GET ${path} respondeu ${res.status}: ${problem.detail ?? res.statusText}`);
    }
    return (await res.json()) as T;
  };
  const competitions = await get<{ _id: string }[]>('/api/competitions');
  let checked = 0;
  const seen = new Set<string>();
  const differences: VerificationDifference[] = [];
  for (const { _id } of competitions) {
    const one = await get<Verification>(`/api/verify?compId=${encodeURIComponent(_id)}`);
    checked += one.checked;
    for (const d of one.differences) {
      const key = `${d.path}|${d.stored}|${d.recomputed}`;
      if (seen.has(key)) continue;
      seen.add(key);
      differences.push(d);
    }
  }
  return { checked, differences };
}

if (values.server !== undefined) {
  try {
    report(await verifyThroughServer(values.server));
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const hint = /fetch failed|ECONNREFUSED/.test(message)
      ? ` (o servidor está a correr em ${values.server}?)`
      : '';
    fail(`${message}${hint}`);
  }
} else {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // Never create an empty database just to verify it.
    if (!existsSync(join(config.dataDir, 'PG_VERSION')))
      fail(`não há base de dados PGlite em ${config.dataDir} (defina DATA_DIR ou DATABASE_URL)`);
    // The running server holds a PGlite data dir: only it may open it (db/data-dir-lock.ts).
    if (existsSync(join(config.dataDir, 'artistic.lock'))) {
      try {
        const { lockDataDir } = await import('@artistic/server/src/db/data-dir-lock.ts');
        lockDataDir(config.dataDir)();
      } catch (e) {
        fail(
          `${(e as Error).message} Com o servidor a correr, verifique através dele: ` +
            `npm run verify -- --server http://localhost:${process.env['PORT'] ?? '3000'}`,
        );
      }
    }
  }
  await withDatabase(config, async (database) => report(await verifyAll(database.db)));
}
