import type { Competition } from '@artistic/domain/competition/schema';
import { competitionSchema } from '@artistic/domain/competition/schema';
import type { JsonCall } from './json-api';
import { getJson } from './json-api';
import { getById } from './records';

/**
 * The reads of competitions that several features make, each under its own query key and with
 * its own message for an answer that does not match (features do not share internals).
 */

/** Who asks, as a part of a query key: hidden competitions are answered to admins only. */
export function viewerKey(token: string | null | undefined): 'signed-in' | 'anonymous' {
  return token ? 'signed-in' : 'anonymous';
}

/** GET /api/competitions: the competitions the caller may see. */
export function getCompetitions(call: JsonCall): Promise<Competition[]> {
  return getJson('/api/competitions', competitionSchema.array(), call);
}

/** GET /api/competitions/{id}. */
export function getCompetition(id: string, call: JsonCall): Promise<Competition> {
  return getById('/api/competitions', id, competitionSchema, call);
}
