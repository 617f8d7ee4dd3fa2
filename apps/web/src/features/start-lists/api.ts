import type {
  StartListEventResponse,
  StartListEventsResponse,
  StartListResponse,
} from '@artistic/domain/start-list/schema';
import {
  startListEventResponseSchema,
  startListEventsResponseSchema,
  startListResponseSchema,
} from '@artistic/domain/start-list/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';
import { getJson, sendJson } from '../../lib/json-api';

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'startLists.invalidResponse';

function startListPath(competitionId: string): string {
  return `/api/competitions/${encodeURIComponent(competitionId)}/startlist`;
}

export function startListQueryOptions(competitionId: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['startList', competitionId, token ? 'signed-in' : 'anonymous'],
    queryFn: ({ signal }): Promise<StartListResponse> =>
      getJson(startListPath(competitionId), startListResponseSchema, { token, signal, invalid }),
  });
}

export function startListEventsQueryOptions(competitionId: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['startList', competitionId, token ? 'signed-in' : 'anonymous', 'events'],
    queryFn: ({ signal }): Promise<StartListEventsResponse> =>
      getJson(`${startListPath(competitionId)}/events`, startListEventsResponseSchema, {
        token,
        signal,
        invalid,
      }),
  });
}

export function startListEventQueryOptions(
  competitionId: string,
  order: number,
  token: string | undefined,
) {
  return queryOptions({
    queryKey: ['startList', competitionId, token ? 'signed-in' : 'anonymous', 'event', order],
    queryFn: ({ signal }): Promise<StartListEventResponse> =>
      getJson(`${startListPath(competitionId)}/events/${order}`, startListEventResponseSchema, {
        token,
        signal,
        invalid,
      }),
  });
}

/**
 * GET /api/competitions/{id}/startlist/events: the events (order, heading, entries), the one
 * being swum and the start list's version; public for visible competitions.
 */
export function useStartListEvents(competitionId: string) {
  const token = useAccessToken();
  return useQuery({
    ...startListEventsQueryOptions(competitionId, token),
    enabled: competitionId !== '',
  });
}

/** GET /api/competitions/{id}/startlist/events/{ordem}: one event (null: none to fetch yet). */
export function useStartListEvent(competitionId: string, order: number | null) {
  const token = useAccessToken();
  return useQuery({
    ...startListEventQueryOptions(competitionId, order ?? 0, token),
    enabled: competitionId !== '' && order !== null,
  });
}

/** The whole start list (with the athletes per club), fetched when the page needs it all. */
export function useFetchStartList(competitionId: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery(startListQueryOptions(competitionId, token));
}

/** GET /api/competitions/{id}/startlist: public for visible competitions; the token is sent when signed in. */
export function useStartList(competitionId: string, isEnabled = true) {
  const token = useAccessToken();
  return useQuery({
    ...startListQueryOptions(competitionId, token),
    enabled: competitionId !== '' && isEnabled,
  });
}

export type StartListCommand =
  | { kind: 'redraw'; order: number; startListVersion: number }
  | {
      kind: 'move';
      order: number;
      startListVersion: number;
      slot: number;
      direction: 'up' | 'down';
    };

/**
 * The admin's start-list commands (redraw a block, move a slot up or down).
 * The answer replaces the list on screen; the caller shows errors (409 = stale version).
 */
export function useStartListCommand(competitionId: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: StartListCommand): Promise<StartListResponse> => {
      const path = `${startListPath(competitionId)}/blocks/${command.order}/${command.kind}`;
      const body =
        command.kind === 'redraw'
          ? { startListVersion: command.startListVersion }
          : {
              startListVersion: command.startListVersion,
              slot: command.slot,
              direction: command.direction,
            };
      return sendJson('POST', path, body, startListResponseSchema, { token, invalid });
    },
    // The answer is the whole list: the changed event, the version and the full list from it.
    onSuccess: (data, command) => {
      queryClient.setQueryData(startListQueryOptions(competitionId, token).queryKey, data);
      const block = data.StartList[command.order - 1];
      if (block)
        queryClient.setQueryData(
          startListEventQueryOptions(competitionId, command.order, token).queryKey,
          block,
        );
      queryClient.setQueryData(
        startListEventsQueryOptions(competitionId, token).queryKey,
        (old) => old && { ...old, startListVersion: data.startListVersion },
      );
    },
    onError: () => undefined,
  });
}

/** Someone else changed the start list since it was loaded. */
export function isStaleStartListError(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
