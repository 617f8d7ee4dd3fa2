import type { CoachCard, CoachCardCreate } from '@artistic/domain/coach-card/schema';
import { coachCardCreatedSchema, coachCardSchema } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, isConflictError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';
import { getCompetition, getCompetitions, viewerKey } from '../../lib/competition-reads';
import { getJson, saveRecord } from '../../lib/json-api';
import { getById, useDeleteById } from '../../lib/records';

const coachCardsKey = ['coach-cards'] as const;
// This feature's own view of the competitions (features do not share internals).
const competitionsKey = ['coach-cards', 'competitions'] as const;

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'coachCards.invalidResponse';

/** POST /api/coachcard/add for a new one, PUT /api/coachcard/{id} with the version read. */
const savedAt = {
  base: '/api/coachcard',
  created: coachCardCreatedSchema,
  stored: coachCardSchema,
  invalid,
};

export function useCompetitions(enabled = true) {
  const token = useAccessToken();
  return useQuery({
    enabled,
    queryKey: [...competitionsKey, 'list', viewerKey(token)],
    queryFn: ({ signal }): Promise<Competition[]> => getCompetitions({ token, signal, invalid }),
  });
}

export function useCompetition(id: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...competitionsKey, 'detail', id ?? '', viewerKey(token)],
    queryFn: ({ signal }): Promise<Competition> =>
      getCompetition(id ?? '', { token, signal, invalid }),
    enabled: Boolean(id),
  });
}

function coachCardQueryOptions(id: string, token: string | undefined) {
  return queryOptions({
    queryKey: [...coachCardsKey, 'detail', id],
    queryFn: ({ signal }): Promise<CoachCard> =>
      getById('/api/coachCard', id, coachCardSchema, { token, signal, invalid }),
    enabled: Boolean(token) && id !== '',
  });
}

/** The cards the caller may see (the server filters by role and club). */
export function useCoachCards(competitionId: string | null) {
  const token = useAccessToken();
  const query = competitionId ? `?compId=${encodeURIComponent(competitionId)}` : '';
  return useQuery({
    queryKey: [...coachCardsKey, 'list', competitionId ?? 'all'],
    queryFn: ({ signal }): Promise<CoachCard[]> =>
      getJson(`/api/coachcard${query}`, coachCardSchema.array(), { token, signal, invalid }),
    enabled: Boolean(token),
  });
}

export function useCoachCard(id: string | null) {
  const token = useAccessToken();
  return useQuery(coachCardQueryOptions(id ?? '', token));
}

/** What the form sends: the card without _id (and without version when creating). */
export type CoachCardBody = Omit<CoachCardCreate, 'version'>;

export type CoachCardIntentName = 'save' | 'submit' | 'verify' | 'requestChanges';

export type SaveCoachCardInput =
  | { id: null; intent: 'save' | 'submit'; card: CoachCardBody }
  | { id: string; intent: CoachCardIntentName; card: CoachCardBody; version: number };

/**
 * POST /api/coachcard/add (new card) or PUT /api/coachcard/{id} with the
 * version read; the State in the body says what to do (save, submit, verify,
 * request changes). The form shows every error itself.
 */
export function useSaveCoachCard() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCoachCardInput): Promise<CoachCard> =>
      saveRecord(savedAt, input, input.card, token),
    onSuccess: async (card) => {
      queryClient.setQueryData(coachCardQueryOptions(card._id, token).queryKey, card);
      await queryClient.invalidateQueries({ queryKey: [...coachCardsKey, 'list'] });
    },
    onError: () => undefined,
  });
}

export function useDeleteCoachCard() {
  return useDeleteById<CoachCard>('/api/coachcard', coachCardsKey, invalid);
}

/** 409 because of a stale version (not because of the state). */
export function isStaleVersionError(error: unknown): boolean {
  return isConflictError(error) && isApiError(error) && error.problem.type.endsWith('#conflict');
}
