/**
 * The verifier's answer (issue 37) as the bench prints and budgets it: the differences as
 * `npm run verify` prints them (path: guardado X, recalculado Y), then its summary line.
 */
import { formatDecimal } from '@artistic/domain/core/numbers';
import type { Verification } from '@artistic/domain/result-list/verification-schema';
import type { Budget } from './stats.ts';

/** Differences printed one per line; the rest are counted (a broken write path breaks thousands). */
export const SHOWN_DIFFERENCES = 50;

const shown = (n: number | null) => (n === null ? '—' : formatDecimal(n).replace('.', ','));

const differencesText = (n: number) => `${n} ${n === 1 ? 'diferença' : 'diferenças'}`;

/** Whether a check passed: something was compared and nothing differed. */
export const isVerified = (v: Verification) => v.checked > 0 && v.differences.length === 0;

/**
 * Each difference on its line (the first `limit`, then how many more), then
 * `Verificados N números: sem diferenças.` or the number of differences; a check that compared
 * nothing says so.
 */
export function formatVerification(v: Verification, limit = SHOWN_DIFFERENCES): string[] {
  const lines = v.differences
    .slice(0, limit)
    .map((d) => `${d.path}: guardado ${shown(d.stored)}, recalculado ${shown(d.recomputed)}`);
  const more = v.differences.length - limit;
  if (more > 0) lines.push(`… e mais ${differencesText(more)} (não mostradas)`);
  const found =
    v.differences.length === 0 ? 'sem diferenças' : differencesText(v.differences.length);
  lines.push(`Verificados ${v.checked} números: ${found}.`);
  if (v.checked === 0) lines.push('Nada foi comparado: a base de dados não tem o campeonato?');
  return lines;
}

/** The bench's budget for one check: at least one number compared, none different. */
export function verificationBudget(name: string, v: Verification): Budget {
  return {
    name,
    measured: `${v.checked} numbers, ${v.differences.length} differences`,
    limit: '0 differences',
    pass: isVerified(v),
  };
}
