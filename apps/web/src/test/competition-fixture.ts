import type { Competition } from '@artistic/domain/competition/schema';
import { aCompetition } from '@artistic/domain/testing/builders';

/** A valid competition as GET /api/competitions answers it, with overrides. */
export function buildCompetition(overrides: Partial<Competition> = {}): Competition {
  return aCompetition(overrides);
}
