import type { Competition } from '@artistic/domain/competition/schema';
import { competitionSchema } from '@artistic/domain/competition/schema';
import type { ResultListResponse } from '@artistic/domain/result-list/schema';
import { resultListResponseSchema } from '@artistic/domain/result-list/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isNotFoundError } from '../../lib/api-client';
import { apiGetTagged } from '../../lib/api-tagged';
import { useAccessToken } from '../../lib/auth';
import { getJson, parseAnswer } from '../../lib/json-api';

/** How often the public result list asks for new results (a new score shows within 5 s). */
export const RESULT_LIST_REFRESH_MS = 3000;

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'resultLists.invalidResponse';

/** Validates the answer against the domain schema; a mismatch is shown as a server error. */
export function parseResultList(value: unknown): ResultListResponse {
  return parseAnswer(resultListResponseSchema, value, invalid);
}

/**
 * The last answer per query, with its ETag: a poll that brings back the same answer (a national
 * championship's is 0.9 MB) hands back the same object, unparsed, so nothing is redone.
 */
const heldAnswers = new Map<string, { etag: string; value: ResultListResponse }>();

export function resultListQueryOptions(competitionId: string, token: string | undefined) {
  const queryKey = ['resultList', competitionId, token ? 'signed-in' : 'anonymous'] as const;
  const heldKey = queryKey.join('\u0000');
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const answer = await apiGetTagged(
        `/api/competitions/${encodeURIComponent(competitionId)}/resultList`,
        { token: token ?? null, signal },
        heldAnswers.get(heldKey),
        parseResultList,
      );
      if (answer.etag !== null) {
        heldAnswers.delete(heldKey);
        heldAnswers.set(heldKey, { etag: answer.etag, value: answer.value });
        // One competition or two are followed at a time; keep only the latest few.
        while (heldAnswers.size > 4) heldAnswers.delete(heldAnswers.keys().next().value ?? '');
      }
      return answer.value;
    },
  });
}

/**
 * GET /api/competitions/{id}/resultList, polled every 3 s, also while the tab
 * is in the background (phones at the pool). A failed refetch keeps the last
 * answer in `data`; the page then shows a discreet offline notice.
 */
export function useResultList(competitionId: string) {
  const token = useAccessToken();
  return useQuery({
    ...resultListQueryOptions(competitionId, token),
    enabled: competitionId !== '',
    staleTime: 0,
    // A competition that does not exist (or is hidden) will not appear by asking again.
    refetchInterval: (query) =>
      query.state.data === undefined && isNotFoundError(query.state.error)
        ? false
        : RESULT_LIST_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

/**
 * The competition of a result list, for admins and referees only (`enabled`): its ruleset says
 * which routine blocks are scored with provisional factors (issue 16).
 */
export function useResultListCompetition(competitionId: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['resultList', competitionId, 'competition'],
    enabled: enabled && competitionId !== '' && Boolean(token),
    queryFn: ({ signal }): Promise<Competition> =>
      getJson(`/api/competitions/${encodeURIComponent(competitionId)}`, competitionSchema, {
        token,
        signal,
        invalid,
      }),
  });
}
