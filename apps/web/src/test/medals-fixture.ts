import { DEFAULT_CLUB_POINTS } from '@artistic/domain/competition/club-points';
import type { MedalsResponse } from '@artistic/domain/result-list/medals-schema';
import { medalsResponseSchema } from '@artistic/domain/result-list/medals-schema';
import { buildMedalsSummary } from '@artistic/domain/result-list/medals';
import { buildResultListResponse } from './result-list-fixture';

/**
 * GET /api/competitions/c1/medals for the result list of result-list-fixture.ts, as the server
 * builds it (domain result-list/medals.ts):
 *   INF Figuras: Rita Gonçalves (Açores, 63,7511) gold, Maria Lopes (Algés, 60,5) silver, Ana
 *     Simões (Algés, 58,25) bronze; Inês Conceição (Açores) swam the best total, 70,1, as Extra:
 *     nothing.
 *   JUV DUETO LIVRE: Ana Simões and Maria Lopes (Algés, 163,925) gold.
 *   MAS SOLO LIVRE: Teresa Magalhães (Açores, 78) gold.
 *   ABS EQUIPA LIVRE: no results.
 * Medals: Açores 2-0-0 ahead of Algés 1-1-1 (golds first). Points 9-7-6-…: Algés 7 + 6 + 9 = 22,
 * Açores 9 + 9 = 18.
 */
export function buildMedalsResponse(pointsTable: readonly number[] = DEFAULT_CLUB_POINTS) {
  const list = buildResultListResponse();
  const answer: MedalsResponse = medalsResponseSchema.parse({
    competition: list.competition,
    ...buildMedalsSummary(list.blocks, pointsTable),
  });
  return answer;
}
