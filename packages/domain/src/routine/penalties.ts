/**
 * Deduction values of routine scoring (spec section 9; World Aquatics
 * AS 6.8.14.1 synchronisation errors, AS 6.10.1 and the 8-point penalties).
 */
import type { PenaltyName } from '../core/enums.ts';
import { MISSING_ATHLETE_PENALTY } from '../core/enums.ts';

export interface DeductionTable {
  /** Synchronisation errors, per error. */
  readonly syncErrors: {
    readonly simple: number;
    readonly obvious: number;
    readonly major: number;
  };
  /** The extra penalty of a coach card result, per unit. */
  readonly extraPenaltyUnit: number;
  /** Listed penalties, per selection. */
  readonly listedPenalties: Readonly<Record<PenaltyName, number>>;
}

export const DEDUCTIONS_2022: DeductionTable = {
  syncErrors: { simple: 0.1, obvious: 0.5, major: 3 },
  extraPenaltyUnit: 0.5,
  listedPenalties: {
    'Número de elementos': 0.5,
    Desfile: 8,
    'Tempo do Cais': 8,
    'Tempo do Esquema': 8,
    'AS18.3.4': 8,
    'AS18.3.5': 8,
    'AS18.3.6': 8,
    'AS18.3.7': 8,
    'AS18.3.8': 8,
    'AS18.5.1': 8,
  },
};

/** Highest count of a listed penalty: 4 for 'Número de elementos', 1 (a checkbox) otherwise. */
export function getMaxPenaltyCount(name: PenaltyName): number {
  return name === MISSING_ATHLETE_PENALTY ? 4 : 1;
}
