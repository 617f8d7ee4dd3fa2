/**
 * `npm run bench:verify` (issue 37): the bench's championship verified after the bench's own
 * score writes, sized for CI (no timing budgets, about a minute).
 *
 * Builds the championship (championship.ts; a third of the bench's size, every category, figure
 * event and routine type kept) into a fresh PGlite data dir in a temporary folder,
 * starts the production server on it as the bench does (server-process.ts: the bundle of
 * `npm run build`), sends the bench's score writes through HTTP from several writers at once
 * (score-writes.ts: racing on the competition, never two at once on one sheet) and checks that
 * none was lost, asks the running server's GET /api/verify (what it serves, its derived cache
 * included), stops it, and runs the verifier (verifyAll) on the data dir. Prints each difference
 * and `Verificados N números: …` with the time taken. Exit 0: no difference, no write lost;
 * 1: a difference or a lost or failed write; 2: not built, or the run broke.
 *
 * Environment: BENCH_VERIFY_SIZE (`full`: the bench's own size, 600 figure and 300 routine
 * sheets; default the small one, 200 and 95), BENCH_VERIFY_WRITES (score writes, default two per
 * figure sheet), BENCH_VERIFY_WRITERS (writers at once, default 32 as the bench's stress run),
 * BENCH_LOG_LEVEL (the server's, default warn).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORIES } from '@artistic/domain/core/enums';
import type { Verification } from '@artistic/domain/result-list/verification-schema';
import { openDatabase } from '@artistic/server/src/db/client.ts';
import { seedBuiltInRuleset } from '@artistic/server/src/features/rulesets/seed.ts';
import { loginWithPassword } from '../oidc-login.ts';
import { CHAMPIONSHIP_SIZE, SMALL_CHAMPIONSHIP_SIZE, buildChampionship } from './championship.ts';
import { getJson, measureWrites } from './score-writes.ts';
import { repoRoot, startServerProcess } from './server-process.ts';
import { readPositiveNumber, writeLossBudget } from './stats.ts';
import { formatVerification, isVerified } from './verification.ts';
import { verifyDatabase } from './verify-database.ts';

const env = process.env;
const SIZES = { small: SMALL_CHAMPIONSHIP_SIZE, full: CHAMPIONSHIP_SIZE } as const;

/** The environment's settings; a bad one throws (exit 2). */
function readSettings() {
  const sizeName = env['BENCH_VERIFY_SIZE'] || 'small';
  if (sizeName !== 'small' && sizeName !== 'full')
    throw new Error(`BENCH_VERIFY_SIZE must be small or full, got '${sizeName}'`);
  const size = SIZES[sizeName];
  return {
    sizeName,
    size,
    // Two per figure sheet: every athlete has one in the figure event of her category.
    writes: readPositiveNumber(
      env,
      'BENCH_VERIFY_WRITES',
      2 * CATEGORIES.length * size.athletesPerCategory,
    ),
    writers: readPositiveNumber(env, 'BENCH_VERIFY_WRITERS', 32),
  };
}
/** Not a limit: the write run stops after WRITES requests (autocannon's amount wins over its duration). */
const WRITE_DURATION_SECONDS = 300;

const say = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

async function main(): Promise<number> {
  const started = performance.now();
  const settings = readSettings();
  const bundle = join(repoRoot, 'apps/server/dist/main.mjs');
  if (!existsSync(bundle)) {
    process.stderr.write(
      `Erro: falta ${bundle}: o servidor de produção não foi construído (corra npm run build antes).\n`,
    );
    return 2;
  }
  say(
    `bench:verify — o campeonato do benchmark (tamanho ${settings.sizeName}), ` +
      `${settings.writes} escritas de notas (${settings.writers} de cada vez), e o verificador`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'artistic-bench-verify-'));
  try {
    let step = performance.now();
    const database = await openDatabase({ dataDir });
    const championship = await (async () => {
      try {
        // The server seeds the built-in ruleset when it starts; the championship is built before.
        await seedBuiltInRuleset(database.db);
        return await buildChampionship(database.db, {
          now: new Date(),
          adminPassword: `bench-${Math.random().toString(36).slice(2)}`,
          size: settings.size,
          onProgress: (line) => say(`  ${line}`),
        });
      } finally {
        await database.close();
      }
    })();
    const c = championship.counts;
    say(
      `  campeonato: ${c.events} provas, ${c.figureAthletes} atletas de figuras, ${c.routines} ` +
        `esquemas, ${c.clubs} clubes; ${c.figureResults} folhas de figuras e ` +
        `${c.routineResults} de esquemas (PGlite, ${seconds(performance.now() - step)})`,
    );

    step = performance.now();
    const server = await startServerProcess({
      env: { DATA_DIR: dataDir, LOG_LEVEL: env['BENCH_LOG_LEVEL'] ?? 'warn' },
    });
    let served: Verification;
    let lossOk: boolean;
    try {
      const { access_token: token } = await loginWithPassword({
        baseUrl: server.url,
        username: championship.admin.username,
        password: championship.admin.password,
      });
      const { writes } = await measureWrites(server, championship, token, {
        connections: settings.writers,
        durationSeconds: WRITE_DURATION_SECONDS,
        amount: settings.writes,
      });
      const loss = writeLossBudget('escritas', writes.figures, writes.lost);
      lossOk = loss.pass;
      say(
        `  escritas: PUT /api/resultadoFigura/{id} × ${writes.figures.requests} ` +
          `(${writes.acked} aceites, ${writes.figures.conflicts} com 409, ` +
          `${writes.figures.non2xx - writes.figures.conflicts} falhadas, ` +
          `${writes.figures.errors} erros de ligação, ${writes.lost.length} perdidas) ` +
          `(${seconds(performance.now() - step)} com o arranque do servidor)`,
      );
      for (const l of writes.lost.slice(0, 10)) say(`    perdida: ${l}`);

      // What the running server serves after the races (its derived cache included).
      step = performance.now();
      served = await getJson<Verification>(
        `${server.url}/api/verify?compId=${championship.competitionId}`,
        token,
      );
      say(
        `  servido pelo servidor em execução (GET /api/verify, ${seconds(performance.now() - step)}):`,
      );
      for (const line of formatVerification(served)) say(`    ${line}`);
    } finally {
      await server.stop();
    }

    say('  na base de dados, com o servidor parado (verifyAll):');
    const { verification, ms } = await verifyDatabase(() => openDatabase({ dataDir }));
    for (const line of formatVerification(verification)) say(`    ${line}`);
    say(`    (${seconds(ms)})`);

    const ok = lossOk && isVerified(served) && isVerified(verification);
    say(
      `bench:verify ${ok ? 'passou' : 'FALHOU'}: ` +
        `${lossOk ? 'nenhuma escrita perdida ou falhada' : 'escritas perdidas ou falhadas'}, ` +
        `${isVerified(served) && isVerified(verification) ? 'sem diferenças' : 'com diferenças'} ` +
        `(total ${seconds(performance.now() - started)})`,
    );
    return ok ? 0 : 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(2);
  },
);
