import type {
  ResultListEventResponse,
  ResultListEventsResponse,
  ResultListResponse,
} from '@artistic/domain/result-list/schema';
import type { Query } from '@tanstack/react-query';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isNotFoundError, readJsonText } from '../../lib/api-client';
import { apiGetTagged } from '../../lib/api-tagged';
import { checkAnswerText, prepareAnswerCheck } from '../../lib/answer-check';
import { useAccessToken } from '../../lib/auth';

/** How often the public result list asks for new results (a new score shows within 5 s). */
export const RESULT_LIST_REFRESH_MS = 3000;

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'resultLists.invalidResponse';

/**
 * Parses the answer's text and checks it against the domain schema, both off the main thread
 * (lib/answer-check.ts, ADR 050); a mismatch is shown as a server error.
 */
export function parseResultList(text: string | undefined): Promise<ResultListResponse> {
  return checkAnswerText('resultList', text, invalid);
}

/**
 * The last answer per query, with its ETag: a poll that brings back the same answer hands back
 * the same object, unparsed, so nothing is redone (nor re-rendered).
 */
const heldAnswers = new Map<string, { etag: string; value: unknown }>();

/**
 * Per held answer, when the service worker's copy it came from was kept (`X-Offline-Copy`,
 * issue 40: the server could not be reached), or null for the server's own answer.
 */
const offlineCopies = new Map<string, string | null>();
const copyListeners = new Set<() => void>();

function noteOfflineCopy(heldKey: string, keptAt: string | null): void {
  if ((offlineCopies.get(heldKey) ?? null) === keptAt) return;
  offlineCopies.set(heldKey, keptAt);
  for (const listener of copyListeners) listener();
}

function subscribeOfflineCopies(listener: () => void): () => void {
  copyListeners.add(listener);
  return () => {
    copyListeners.delete(listener);
  };
}

/** GET `path` with the answer held for `heldKey` revalidated by its ETag. */
async function getHeld<T>(
  heldKey: string,
  path: string,
  token: string | undefined,
  signal: AbortSignal,
  parse: (text: string | undefined) => Promise<T>,
): Promise<T> {
  prepareAnswerCheck();
  const held = heldAnswers.get(heldKey) as { etag: string; value: T } | undefined;
  const options = { token: token ?? null, signal };
  const answer = await apiGetTagged<T, string | undefined>(
    path,
    options,
    held,
    parse,
    readJsonText,
  );
  noteOfflineCopy(heldKey, answer.offlineCopy);
  if (answer.etag !== null) {
    heldAnswers.delete(heldKey);
    heldAnswers.set(heldKey, { etag: answer.etag, value: answer.value });
    // An index and an event or two are followed at a time; keep only the latest few.
    while (heldAnswers.size > 6) heldAnswers.delete(heldAnswers.keys().next().value ?? '');
  }
  return answer.value;
}

const competitionPath = (competitionId: string) =>
  `/api/competitions/${encodeURIComponent(competitionId)}/resultList`;
const caller = (token: string | undefined) => (token ? 'signed-in' : 'anonymous');

/** The whole result list (every event): the PDF asks for it on demand. */
export function resultListQueryOptions(competitionId: string, token: string | undefined) {
  const queryKey = ['resultList', competitionId, caller(token)] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      getHeld(
        queryKey.join('\u0000'),
        competitionPath(competitionId),
        token,
        signal,
        parseResultList,
      ),
  });
}

/** The index of the events, with the event happening now. */
export function resultListEventsQueryOptions(competitionId: string, token: string | undefined) {
  const queryKey = ['resultList', competitionId, 'events', caller(token)] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<ResultListEventsResponse> =>
      getHeld(
        queryKey.join('\u0000'),
        `${competitionPath(competitionId)}/events`,
        token,
        signal,
        (text) => checkAnswerText('resultListEvents', text, invalid),
      ),
  });
}

/** One event of the result list. */
export function resultListEventQueryOptions(
  competitionId: string,
  ordem: number,
  token: string | undefined,
) {
  const queryKey = ['resultList', competitionId, 'event', ordem, caller(token)] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<ResultListEventResponse> =>
      getHeld(
        queryKey.join('\u0000'),
        `${competitionPath(competitionId)}/events/${ordem}`,
        token,
        signal,
        (text) => checkAnswerText('resultListEvent', text, invalid),
      ),
  });
}

/** Every 3 s, also in the background; never again after a 404 without data (nothing to wait for). */
const pollUnlessMissing = (query: Query<never, Error, never, readonly unknown[]>) =>
  query.state.data === undefined && isNotFoundError(query.state.error)
    ? false
    : RESULT_LIST_REFRESH_MS;

/**
 * GET …/resultList/events, polled every 3 s, also while the tab is in the background (phones at
 * the pool): the list of events and which one is happening now.
 */
export function useResultListEvents(competitionId: string) {
  const token = useAccessToken();
  return useQuery({
    ...resultListEventsQueryOptions(competitionId, token),
    enabled: competitionId !== '',
    staleTime: 0,
    refetchInterval: (query) => pollUnlessMissing(query as never),
    refetchIntervalInBackground: true,
  });
}

/**
 * GET …/resultList/events/{ordem}: only the event shown, polled every 3 s like the index (ETag
 * revalidation: an unchanged event is a 304 and the same object). A failed refetch keeps the last
 * answer in `data`; the page then shows a discreet offline notice.
 */
export function useResultListEvent(competitionId: string, ordem: number | null) {
  const token = useAccessToken();
  return useQuery({
    ...resultListEventQueryOptions(competitionId, ordem ?? 0, token),
    enabled: competitionId !== '' && ordem !== null,
    staleTime: 0,
    refetchInterval: (query) => pollUnlessMissing(query as never),
    refetchIntervalInBackground: true,
  });
}

/**
 * When the result list shown came from the service worker's copy (no connection, issue 40): the
 * time the copy of the event shown (else of the index) was kept, '' when unknown; null while the
 * answers are the server's.
 */
export function useResultListOfflineCopy(competitionId: string, ordem: number | null) {
  const token = useAccessToken();
  const indexKey = resultListEventsQueryOptions(competitionId, token).queryKey.join('\u0000');
  const eventKey =
    ordem === null
      ? null
      : resultListEventQueryOptions(competitionId, ordem, token).queryKey.join('\u0000');
  return useSyncExternalStore(subscribeOfflineCopies, () => {
    const event = eventKey === null ? null : (offlineCopies.get(eventKey) ?? null);
    return event ?? offlineCopies.get(indexKey) ?? null;
  });
}

/** Fetches the whole result list when asked (the PDF of every event). */
export function useFetchResultList(competitionId: string) {
  const token = useAccessToken();
  const client = useQueryClient();
  return useCallback(
    () => client.fetchQuery({ ...resultListQueryOptions(competitionId, token), staleTime: 0 }),
    [client, competitionId, token],
  );
}
