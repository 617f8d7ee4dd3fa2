/**
 * Hybrid difficulty codes (with x0.5 and x0.3 variants, written `T1*0.5`,
 * `T1*0.3` as on the ISS coach card) and the pattern-change bonus table.
 */
import type { CodeOption } from './ids.ts';
import type { Ruleset } from './document.ts';

/** Base mark of a hybrid (AS 6.7.7). */
export const HYBRID_BASE_MARK = 0.5;
/** DD of a choreographic hybrid. */
export const CHOREOGRAPHIC_HYBRID_DD = 1;

/** Every hybrid code with its variants, in table order. */
export function listHybridCodes(ruleset: Ruleset): CodeOption[] {
  const options: CodeOption[] = [];
  for (const row of ruleset.hybrid.rows) {
    options.push({ code: row.code, value: row.dd, label: row.code, provisional: false });
    if (row.ddHalf !== null) {
      const code = `${row.code}*0.5`;
      options.push({ code, value: row.ddHalf, label: code, provisional: false });
    }
    if (row.ddThird !== null) {
      const code = `${row.code}*0.3`;
      options.push({ code, value: row.ddThird, label: code, provisional: false });
    }
  }
  return options;
}

export function findHybridCode(code: string, ruleset: Ruleset): CodeOption | null {
  return listHybridCodes(ruleset).find((o) => o.code === code) ?? null;
}

/** Pattern-change bonus nPC = n x 0.2, n = 1..11 (the spec's pair table). */
export const PAIR_BONUS_ROWS_2022: readonly { code: string; value: number }[] = Array.from(
  { length: 11 },
  (_, i) => {
    const n = i + 1;
    // n x 0.2 computed on integers (n x 2 tenths) so no binary float leaks in.
    return { code: `${n}PC`, value: (n * 2) / 10 };
  },
);

export function listBonusCodes(ruleset: Ruleset): CodeOption[] {
  return ruleset.pairBonus.rows.map((row) => ({
    code: row.code,
    value: row.value,
    label: row.code,
    provisional: false,
  }));
}
