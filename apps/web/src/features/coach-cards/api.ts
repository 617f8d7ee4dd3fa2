import type { CoachCard, CoachCardCreate } from '@artistic/domain/schemas/coach-card';
import { coachCardSchema } from '@artistic/domain/schemas/coach-card';
import type { Competition } from '@artistic/domain/schemas/competition';
import { competitionSchema } from '@artistic/domain/schemas/competition';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from '../../i18n/i18n';
import { ApiError, apiRequest, isApiError, isConflictError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';

const coachCardsKey = ['coach-cards'] as const;
// This feature's own view of the competitions (features do not share internals).
const competitionsKey = ['coach-cards', 'competitions'] as const;

/** A response that does not match the domain schema: shown as a server error. */
function invalidResponse(detail: string): ApiError {
  return new ApiError({
    type: 'about:blank#invalid_response',
    title: i18n.t('coachCards.invalidResponse'),
    status: 0,
    detail: `${i18n.t('coachCards.invalidResponse')} (${detail})`,
  });
}

interface ParseSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

function parseWith<T>(schema: ParseSchema<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalidResponse(
      issue ? `${what}: ${issue.path.map(String).join('.')}: ${issue.message}` : what,
    );
  }
  return result.data;
}

function parseList<T>(schema: ParseSchema<T>, value: unknown, what: string): T[] {
  if (!Array.isArray(value)) throw invalidResponse(`${what}: array`);
  return value.map((item) => parseWith(schema, item, what));
}

export function parseCoachCard(value: unknown): CoachCard {
  // The create answer also carries insertedId, which the strict schema refuses.
  if (typeof value === 'object' && value !== null && 'insertedId' in value) {
    const { insertedId: _insertedId, ...card } = value;
    return parseWith(coachCardSchema, card, 'coach card');
  }
  return parseWith(coachCardSchema, value, 'coach card');
}

export function useCompetitions(enabled = true) {
  const token = useAccessToken();
  return useQuery({
    enabled,
    queryKey: [...competitionsKey, 'list', token ? 'signed-in' : 'anonymous'],
    queryFn: async ({ signal }): Promise<Competition[]> =>
      parseList(
        competitionSchema,
        await apiRequest<unknown>('/api/competitions', { token: token ?? null, signal }),
        'competition',
      ),
  });
}

export function useCompetition(id: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...competitionsKey, 'detail', id ?? '', token ? 'signed-in' : 'anonymous'],
    queryFn: async ({ signal }): Promise<Competition> =>
      parseWith(
        competitionSchema,
        await apiRequest<unknown>(`/api/competitions/${encodeURIComponent(id ?? '')}`, {
          token: token ?? null,
          signal,
        }),
        'competition',
      ),
    enabled: Boolean(id),
  });
}

function coachCardQueryOptions(id: string, token: string | undefined) {
  return queryOptions({
    queryKey: [...coachCardsKey, 'detail', id],
    queryFn: async ({ signal }) =>
      parseCoachCard(
        await apiRequest<unknown>(`/api/coachCard/${encodeURIComponent(id)}`, {
          token: token ?? null,
          signal,
        }),
      ),
    enabled: Boolean(token) && id !== '',
  });
}

/** The cards the caller may see (the server filters by role and club). */
export function useCoachCards(competitionId: string | null) {
  const token = useAccessToken();
  const query = competitionId ? `?compId=${encodeURIComponent(competitionId)}` : '';
  return useQuery({
    queryKey: [...coachCardsKey, 'list', competitionId ?? 'all'],
    queryFn: async ({ signal }): Promise<CoachCard[]> =>
      parseList(
        coachCardSchema,
        await apiRequest<unknown>(`/api/coachcard${query}`, { token: token ?? null, signal }),
        'coach card',
      ),
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
    mutationFn: async (input: SaveCoachCardInput): Promise<CoachCard> => {
      if (input.id === null) {
        return parseCoachCard(
          await apiRequest<unknown>('/api/coachcard/add', {
            method: 'POST',
            body: input.card,
            token: token ?? null,
          }),
        );
      }
      return parseCoachCard(
        await apiRequest<unknown>(`/api/coachcard/${encodeURIComponent(input.id)}`, {
          method: 'PUT',
          body: { ...input.card, version: input.version },
          token: token ?? null,
        }),
      );
    },
    onSuccess: async (card) => {
      queryClient.setQueryData(coachCardQueryOptions(card._id, token).queryKey, card);
      await queryClient.invalidateQueries({ queryKey: [...coachCardsKey, 'list'] });
    },
    onError: () => undefined,
  });
}

export function useDeleteCoachCard() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest<unknown>(`/api/coachcard/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        token: token ?? null,
      });
    },
    onSuccess: async (_result, id) => {
      queryClient.setQueriesData<CoachCard[]>({ queryKey: [...coachCardsKey, 'list'] }, (cards) =>
        cards?.filter((card) => card._id !== id),
      );
      queryClient.removeQueries({ queryKey: [...coachCardsKey, 'detail', id] });
      await queryClient.invalidateQueries({ queryKey: [...coachCardsKey, 'list'] });
    },
    onError: () => undefined,
  });
}

export { isConflictError };

/** 409 because of a stale version (not because of the state). */
export function isStaleVersionError(error: unknown): boolean {
  return isConflictError(error) && isApiError(error) && error.problem.type.endsWith('#conflict');
}
