import type {
  EntryMarks,
  IssuedSeat,
  Panel,
  PanelNow,
  PanelSeats,
  PointerUpdate,
} from '@artistic/domain/judge-panel/schema';
import {
  entryMarksSchema,
  issuedSeatSchema,
  panelNowSchema,
  panelSeatsSchema,
} from '@artistic/domain/judge-panel/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { getJson, sendJson } from '../../lib/json-api';

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'judgePanel.invalidResponse';

const panelPath = (competitionId: string) =>
  `/api/competitions/${encodeURIComponent(competitionId)}/panel`;

export function panelSeatsQueryOptions(competitionId: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['judgePanel', competitionId, 'seats'],
    queryFn: ({ signal }): Promise<PanelSeats> =>
      getJson(panelPath(competitionId), panelSeatsSchema, { token, signal, invalid }),
  });
}

/** GET …/panel (admins): the seats of both panels, refreshed every 5 s (phones sign in). */
export function usePanelSeats(competitionId: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    ...panelSeatsQueryOptions(competitionId, token),
    enabled: enabled && competitionId !== '' && Boolean(token),
    refetchInterval: 5000,
  });
}

export interface SeatPlace {
  panel: Panel;
  seat: number;
}

const seatPath = (competitionId: string, place: SeatPlace, action: 'issue' | 'revoke') =>
  `${panelPath(competitionId)}/seats/${place.panel}/${place.seat}/${action}`;

/** Issues new codes for seats, one after the other; the codes are kept by the caller only. */
export function useIssueSeats(competitionId: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (places: readonly SeatPlace[]): Promise<IssuedSeat[]> => {
      const issued: IssuedSeat[] = [];
      for (const place of places)
        issued.push(
          await sendJson(
            'POST',
            seatPath(competitionId, place, 'issue'),
            undefined,
            issuedSeatSchema,
            {
              token,
              invalid,
            },
          ),
        );
      return issued;
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['judgePanel', competitionId, 'seats'] }),
  });
}

/** Revokes a seat's code: its phones are signed out at once. */
export function useRevokeSeat(competitionId: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (place: SeatPlace): Promise<PanelSeats> =>
      sendJson('POST', seatPath(competitionId, place, 'revoke'), undefined, panelSeatsSchema, {
        token,
        invalid,
      }),
    onSuccess: (seats) =>
      queryClient.setQueryData(panelSeatsQueryOptions(competitionId, token).queryKey, seats),
  });
}

/** GET …/panel/{panel}: whether the panel is open, and its entry in the water (every 2 s). */
export function usePanelNow(competitionId: string, panel: Panel, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['judgePanel', competitionId, 'now', panel],
    queryFn: ({ signal }): Promise<PanelNow> =>
      getJson(`${panelPath(competitionId)}/${panel}`, panelNowSchema, { token, signal, invalid }),
    enabled: enabled && competitionId !== '' && Boolean(token),
    refetchInterval: 2000,
  });
}

/** PUT …/panel/{panel}/pointer: opens, closes or moves the panel (409 when another table did). */
export function useMovePointer(competitionId: string, panel: Panel) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PointerUpdate): Promise<PanelNow> =>
      sendJson('PUT', `${panelPath(competitionId)}/${panel}/pointer`, change, panelNowSchema, {
        token,
        invalid,
      }),
    onSuccess: (now) => queryClient.setQueryData(['judgePanel', competitionId, 'now', panel], now),
    onError: () =>
      queryClient.invalidateQueries({ queryKey: ['judgePanel', competitionId, 'now', panel] }),
  });
}

/**
 * GET …/panel/{panel}/marks?entry=: the judges' marks on the entry, read again on each event of
 * the live stream, and every `pollMs` besides (every second while no stream is open).
 */
export function useEntryMarks(
  competitionId: string,
  panel: Panel,
  entry: string | null,
  enabled: boolean,
  pollMs = 1000,
) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['judgePanel', competitionId, 'marks', panel, entry],
    queryFn: ({ signal }): Promise<EntryMarks> =>
      getJson(
        `${panelPath(competitionId)}/${panel}/marks?entry=${encodeURIComponent(entry ?? '')}`,
        entryMarksSchema,
        { token, signal, invalid },
      ),
    enabled: enabled && entry !== null && Boolean(token),
    refetchInterval: pollMs,
  });
}
