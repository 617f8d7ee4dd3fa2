/**
 * The verifier (issue 37, apps/server/src/features/verify) run in this process on a database the
 * bench wrote, once its server has stopped (a PGlite data dir opens in one process only).
 */
import type { Verification } from '@artistic/domain/result-list/verification-schema';
import type { Database } from '@artistic/server/src/db/client.ts';
import { verifyAll } from '@artistic/server/src/features/verify/service.ts';

export interface TimedVerification {
  verification: Verification;
  /** Open, check and close, in milliseconds. */
  ms: number;
}

/**
 * The verifier's reads share its transaction's one connection, where the read path asks several
 * things at once: node-postgres 8 queues them and warns that pg 9 will not (as `npm run verify`
 * knows, scripts/src/verify.ts). That warning is hidden while it runs; any other still shows.
 */
async function withoutQueueWarning<T>(run: () => Promise<T>): Promise<T> {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (text.includes('client is already executing a query')) return;
    (emitWarning as (w: string | Error, ...r: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return await run();
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** Opens the database, checks every stored and served number of every competition, closes it. */
export async function verifyDatabase(open: () => Promise<Database>): Promise<TimedVerification> {
  const started = performance.now();
  const database = await open();
  try {
    const verification = await withoutQueueWarning(() => verifyAll(database.db));
    return { verification, ms: performance.now() - started };
  } finally {
    await database.close();
  }
}
