import type { RankingsResponse } from '@artistic/domain/result-list/season-ranking-schema';
import { rankingsResponseSchema } from '@artistic/domain/result-list/season-ranking-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/json-api';

/** The range asked for: both dates, or neither (the server's season of today). */
export interface RankingsRange {
  readonly from: string;
  readonly to: string;
}

/** `/api/rankings`, with `?from=&to=` for the dates given. */
export function rankingsPath({ from, to }: RankingsRange): string {
  const query = new URLSearchParams();
  if (from !== '') query.set('from', from);
  if (to !== '') query.set('to', to);
  const text = query.toString();
  return text === '' ? '/api/rankings' : `/api/rankings?${text}`;
}

export function rankingsQueryOptions(range: RankingsRange) {
  return queryOptions({
    queryKey: ['rankings', range.from, range.to],
    queryFn: ({ signal }): Promise<RankingsResponse> =>
      getJson(rankingsPath(range), rankingsResponseSchema, {
        signal,
        invalid: 'rankings.invalidResponse',
      }),
  });
}

/**
 * GET /api/rankings: public, the same for everyone (visible competitions only). While another
 * season loads, the last one stays on screen.
 */
export function useRankings(range: RankingsRange) {
  return useQuery({ ...rankingsQueryOptions(range), placeholderData: keepPreviousData });
}
