/**
 * After a test file (issue 37): every number its database stores or serves is what a fresh
 * computation from the raw marks, coach cards and rulesets gives (features/verify). Throws with
 * the list of differences otherwise.
 */
import type { Db } from '../db/client.ts';
import type { ServedFetch } from '../features/verify/service.ts';
import { verifyAll } from '../features/verify/service.ts';

/**
 * `served`: read the served answers through the app's routes (its derived cache included), e.g.
 * `(path) => t.request(path, { as: users.admin })`; without it, through the app's read path.
 */
export async function expectVerified(db: Db, options: { served?: ServedFetch } = {}) {
  const { checked, differences } = await verifyAll(db, options);
  if (differences.length === 0) return { checked };
  const lines = differences.map(
    (d) => `  ${d.path}: guardado ${d.stored ?? '—'}, recalculado ${d.recomputed ?? '—'}`,
  );
  throw new Error(
    `verify: ${differences.length} diferença(s) em ${checked} números:\n${lines.join('\n')}`,
  );
}
