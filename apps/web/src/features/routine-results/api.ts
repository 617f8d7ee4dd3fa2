import type { CoachCard } from '@artistic/domain/schemas/coach-card';
import { coachCardSchema } from '@artistic/domain/schemas/coach-card';
import type { Competition } from '@artistic/domain/schemas/competition';
import { competitionSchema } from '@artistic/domain/schemas/competition';
import type { RoutineResult, RoutineResultCreate } from '@artistic/domain/schemas/routine-result';
import { routineResultSchema } from '@artistic/domain/schemas/routine-result';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from '../../i18n/i18n';
import { ApiError, apiRequest, isConflictError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';

// This feature's own view of cards, competitions and results (features do not share internals).
const routineResultsKey = ['routine-results'] as const;

/** A response that does not match the domain schema: shown as a server error. */
function invalidResponse(detail: string): ApiError {
  const title = i18n.t('routineResults.invalidResponse');
  return new ApiError({
    type: 'about:blank#invalid_response',
    title,
    status: 0,
    detail: `${title} (${detail})`,
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

/** The create answer also carries insertedId, which the strict schema refuses. */
export function parseRoutineResult(value: unknown): RoutineResult {
  if (typeof value === 'object' && value !== null && 'insertedId' in value) {
    const { insertedId: _insertedId, ...result } = value;
    return parseWith(routineResultSchema, result, 'routine result');
  }
  return parseWith(routineResultSchema, value, 'routine result');
}

function resultsKey(competitionId: string) {
  return [...routineResultsKey, 'results', competitionId] as const;
}

/** GET /api/coachCard/{id}: the routine being scored (elements, values, people). */
export function useScoredCoachCard(id: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...routineResultsKey, 'card', id ?? ''],
    queryFn: async ({ signal }): Promise<CoachCard> =>
      parseWith(
        coachCardSchema,
        await apiRequest<unknown>(`/api/coachCard/${encodeURIComponent(id ?? '')}`, {
          token: token ?? null,
          signal,
        }),
        'coach card',
      ),
    enabled: Boolean(token) && Boolean(id),
  });
}

/** GET /api/competitions/{id}: judges' panel, start list and figure results (INF/JUV). */
export function useScoringCompetition(id: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...routineResultsKey, 'competition', id ?? ''],
    queryFn: async ({ signal }): Promise<Competition> =>
      parseWith(
        competitionSchema,
        await apiRequest<unknown>(`/api/competitions/${encodeURIComponent(id ?? '')}`, {
          token: token ?? null,
          signal,
        }),
        'competition',
      ),
    enabled: Boolean(token) && Boolean(id),
  });
}

/**
 * The saved result of one coach card, or null when it has none yet: found in
 * GET /api/resultadoCoachCard/comp/{compId} by coach_card_id.
 */
export function useSavedRoutineResult(competitionId: string | null, coachCardId: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: resultsKey(competitionId ?? ''),
    queryFn: async ({ signal }): Promise<RoutineResult[]> => {
      const value = await apiRequest<unknown>(
        `/api/resultadoCoachCard/comp/${encodeURIComponent(competitionId ?? '')}`,
        { token: token ?? null, signal },
      );
      if (!Array.isArray(value)) throw invalidResponse('routine results: array');
      return value.map((item) => parseRoutineResult(item));
    },
    select: (results): RoutineResult | null =>
      results.find((result) => result.coach_card_id === coachCardId) ?? null,
    enabled: Boolean(token) && Boolean(competitionId) && Boolean(coachCardId),
  });
}

/** What the sheet sends: the body of routineResultCreateSchema without version. */
export type RoutineSheetBody = Omit<RoutineResultCreate, 'version'>;

export type SaveRoutineResultInput =
  { id: null; body: RoutineSheetBody } | { id: string; version: number; body: RoutineSheetBody };

/**
 * POST /api/resultadoCoachCard/add for a routine without a result, PUT
 * /api/resultadoCoachCard/{id} with the version read otherwise (409 when
 * stale). The answer (recomputed by the server) replaces the cached result.
 */
export function useSaveRoutineResult() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveRoutineResultInput): Promise<RoutineResult> => {
      if (input.id === null) {
        return parseRoutineResult(
          await apiRequest<unknown>('/api/resultadoCoachCard/add', {
            method: 'POST',
            body: input.body,
            token: token ?? null,
          }),
        );
      }
      return parseRoutineResult(
        await apiRequest<unknown>(`/api/resultadoCoachCard/${encodeURIComponent(input.id)}`, {
          method: 'PUT',
          body: { ...input.body, version: input.version },
          token: token ?? null,
        }),
      );
    },
    onSuccess: (saved) => {
      if (!saved.comp_id) return;
      queryClient.setQueryData<RoutineResult[]>(resultsKey(saved.comp_id), (results) =>
        results ? [...results.filter((result) => result._id !== saved._id), saved] : [saved],
      );
    },
    onError: () => undefined,
  });
}

export { isConflictError };
