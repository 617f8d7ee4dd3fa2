import type { ScoreboardResponse } from '@artistic/domain/result-list/scoreboard-schema';
import type { Query } from '@tanstack/react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isNotFoundError, readJsonText } from '../../lib/api-client';
import { apiGetTagged } from '../../lib/api-tagged';
import { checkAnswerText, prepareAnswerCheck } from '../../lib/answer-check';
import { useAccessToken } from '../../lib/auth';
import { useLiveStream } from '../judge-panel/live-stream';

/**
 * How often the board asks for news without its stream: a sheet saved shows within a second
 * (issue 22). Unchanged, the answer is a 304 from the server's memory (ADR 019, 046), read and
 * checked no further.
 */
export const SCOREBOARD_REFRESH_MS = 500;
/**
 * How often it asks while its stream is open (issue 38): the stream says at once when the board
 * changed; the poll only covers a change the stream cannot tell (another server instance's).
 */
export const SCOREBOARD_STREAMING_REFRESH_MS = 2000;

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

const isMissing = (state: { data: unknown; error: unknown }) =>
  state.data === undefined && isNotFoundError(state.error);

/**
 * GET …/scoreboard: a board needs no sign-in (an admin signed in on it also sees a hidden
 * competition's). Read again the moment the board's stream (…/scoreboard/stream, issue 38) says
 * it changed, and polled: twice a second while no stream is open, every 2 s while one is; never
 * again after a 404 without data. A failed poll is tried once more at once, then shown as an
 * error while the last answer stays in `data`.
 */
export function useScoreboard(competitionId: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  const queryKey = ['scoreboard', competitionId, token ? 'signed-in' : 'anonymous'];
  const streaming = useRef(false);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getScoreboard(competitionId, token, signal),
    enabled: competitionId !== '',
    staleTime: 0,
    retry: (count, error) => !isNotFoundError(error) && count < 1,
    retryDelay: 250,
    refetchInterval: (q: Query<ScoreboardResponse, Error>) =>
      isMissing(q.state)
        ? false
        : streaming.current
          ? SCOREBOARD_STREAMING_REFRESH_MS
          : SCOREBOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
  const live = useLiveStream(
    competitionId === '' || isMissing(query)
      ? null
      : `/api/competitions/${encodeURIComponent(competitionId)}/scoreboard/stream`,
    token ? { Authorization: `Bearer ${token}` } : {},
    // Opened (a change may have come before it) or told of a change: read the board now.
    (event) => {
      if (event === 'ready' || event === 'changed')
        void queryClient.invalidateQueries({ queryKey });
    },
  );
  useEffect(() => {
    streaming.current = live.connected;
  }, [live.connected]);
  return query;
}
