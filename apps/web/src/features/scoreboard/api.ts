import type { ScoreboardResponse } from '@artistic/domain/result-list/scoreboard-schema';
import type { Query } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { isNotFoundError, readJsonText } from '../../lib/api-client';
import { apiGetTagged } from '../../lib/api-tagged';
import { checkAnswerText, prepareAnswerCheck } from '../../lib/answer-check';
import { useAccessToken } from '../../lib/auth';

/**
 * How often the board asks for news: a sheet saved shows within a second (issue 22). Unchanged,
 * the answer is a 304 from the server's memory (ADR 019, 046), read and checked no further.
 */
export const SCOREBOARD_REFRESH_MS = 500;

/** The last answer (one board, one competition), with its ETag: a 304 hands back the same object. */
const held = new Map<string, { etag: string; value: ScoreboardResponse }>();

async function getScoreboard(
  competitionId: string,
  token: string | undefined,
  signal: AbortSignal,
) {
  prepareAnswerCheck();
  const key = `${token ? 'signed-in' : 'anonymous'}:${competitionId}`;
  const path = `/api/competitions/${encodeURIComponent(competitionId)}/scoreboard`;
  const answer = await apiGetTagged<ScoreboardResponse, string | undefined>(
    path,
    { token: token ?? null, signal },
    held.get(key),
    (text) => checkAnswerText('scoreboard', text, 'scoreboard.invalidResponse'),
    readJsonText,
  );
  if (answer.etag !== null) {
    held.clear();
    held.set(key, { etag: answer.etag, value: answer.value });
  }
  return answer.value;
}

/** Twice a second, also in the background; never again after a 404 without data. */
const pollUnlessMissing = (query: Query<ScoreboardResponse, Error>) =>
  query.state.data === undefined && isNotFoundError(query.state.error)
    ? false
    : SCOREBOARD_REFRESH_MS;

/**
 * GET …/scoreboard, polled twice a second: a board needs no sign-in (an admin signed in on it
 * also sees a hidden competition's). A failed poll is tried once more at once, then shown as an
 * error while the last answer stays in `data`.
 */
export function useScoreboard(competitionId: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['scoreboard', competitionId, token ? 'signed-in' : 'anonymous'],
    queryFn: ({ signal }) => getScoreboard(competitionId, token, signal),
    enabled: competitionId !== '',
    staleTime: 0,
    retry: (count, error) => !isNotFoundError(error) && count < 1,
    retryDelay: 250,
    refetchInterval: pollUnlessMissing,
    refetchIntervalInBackground: true,
  });
}
