import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { coachCardSchema } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import { competitionSchema } from '@artistic/domain/competition/schema';
import type { RoutineResult, RoutineResultCreate } from '@artistic/domain/routine/result-schema';
import {
  routineResultCreatedSchema,
  routineResultSchema,
} from '@artistic/domain/routine/result-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import type { AnswerSchema } from '../../lib/json-api';
import { getJson, saveRecord } from '../../lib/json-api';
import { getById } from '../../lib/records';

// This feature's own view of cards, competitions and results (features do not share internals).
const routineResultsKey = ['routine-results'] as const;

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'routineResults.invalidResponse';

/** POST /api/resultadoCoachCard/add for a new one, PUT /api/resultadoCoachCard/{id} with the version read. */
const savedAt = {
  base: '/api/resultadoCoachCard',
  created: routineResultCreatedSchema,
  stored: routineResultSchema,
  invalid,
};

function resultsKey(competitionId: string) {
  return [...routineResultsKey, 'results', competitionId] as const;
}

/** GET `{base}/{id}` parsed with `schema`, cached under this feature's `kind`; off without an id. */
function useOneById<T>(kind: string, base: string, schema: AnswerSchema<T>, id: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...routineResultsKey, kind, id ?? ''],
    queryFn: ({ signal }): Promise<T> =>
      getById(base, id ?? '', schema, { token, signal, invalid }),
    enabled: Boolean(token) && Boolean(id),
  });
}

/** GET /api/coachCard/{id}: the routine being scored (elements, values, people). */
export function useScoredCoachCard(id: string | null) {
  return useOneById<CoachCard>('card', '/api/coachCard', coachCardSchema, id);
}

/** GET /api/competitions/{id}: judges' panel, start list and figure results (INF/JUV). */
export function useScoringCompetition(id: string | null) {
  return useOneById<Competition>('competition', '/api/competitions', competitionSchema, id);
}

/**
 * The saved result of one coach card, or null when it has none yet: found in
 * GET /api/resultadoCoachCard/comp/{compId} by coach_card_id.
 */
export function useSavedRoutineResult(competitionId: string | null, coachCardId: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: resultsKey(competitionId ?? ''),
    queryFn: ({ signal }): Promise<RoutineResult[]> =>
      getJson(
        `/api/resultadoCoachCard/comp/${encodeURIComponent(competitionId ?? '')}`,
        routineResultSchema.array(),
        { token, signal, invalid },
      ),
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
    mutationFn: (input: SaveRoutineResultInput): Promise<RoutineResult> =>
      saveRecord(savedAt, input, input.body, token),
    onSuccess: (saved) => {
      if (!saved.comp_id) return;
      queryClient.setQueryData<RoutineResult[]>(resultsKey(saved.comp_id), (results) =>
        results ? [...results.filter((result) => result._id !== saved._id), saved] : [saved],
      );
    },
    onError: () => undefined,
  });
}
