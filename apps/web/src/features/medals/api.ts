import type { MedalsResponse } from '@artistic/domain/result-list/medals-schema';
import { medalsResponseSchema } from '@artistic/domain/result-list/medals-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { getJson } from '../../lib/json-api';

export function medalsQueryOptions(competitionId: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['medals', competitionId, token ? 'signed-in' : 'anonymous'],
    queryFn: ({ signal }): Promise<MedalsResponse> =>
      getJson(
        `/api/competitions/${encodeURIComponent(competitionId)}/medals`,
        medalsResponseSchema,
        { token, signal, invalid: 'medals.invalidResponse' },
      ),
  });
}

/**
 * GET /api/competitions/{id}/medals: public for visible competitions (the token is sent when
 * signed in, so an admin sees a hidden one).
 */
export function useMedals(competitionId: string) {
  const token = useAccessToken();
  return useQuery({ ...medalsQueryOptions(competitionId, token), enabled: competitionId !== '' });
}
