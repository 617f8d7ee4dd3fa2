import type { StartListResponse } from '@artistic/domain/start-list/schema';
import { startListResponseSchema } from '@artistic/domain/start-list/schema';
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

/** GET /api/competitions/{id}/startlist: public for visible competitions; the token is sent when signed in. */
export function useStartList(competitionId: string) {
  const token = useAccessToken();
  return useQuery({
    ...startListQueryOptions(competitionId, token),
    enabled: competitionId !== '',
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
    onSuccess: (data) => {
      queryClient.setQueryData(startListQueryOptions(competitionId, token).queryKey, data);
    },
    onError: () => undefined,
  });
}

/** Someone else changed the start list since it was loaded. */
export function isStaleStartListError(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
