import type { Competition } from '@artistic/domain/competition/schema';
import type { FigureResult, FigureResultCreate } from '@artistic/domain/figures/result-schema';
import {
  figureResultCreatedSchema,
  figureResultSchema,
} from '@artistic/domain/figures/result-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { getCompetition, viewerKey } from '../../lib/competition-reads';
import { getJson, saveRecord } from '../../lib/json-api';

// This feature's own view of the competition (features do not share internals).
const figureResultsKey = ['figure-results'] as const;

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'figureResults.invalidResponse';

/** POST /api/resultadoFigura/add for a new one, PUT /api/resultadoFigura/{id} with the version read. */
const savedAt = {
  base: '/api/resultadoFigura',
  created: figureResultCreatedSchema,
  stored: figureResultSchema,
  invalid,
};

function competitionQueryOptions(id: string, token: string | undefined) {
  return queryOptions({
    queryKey: [...figureResultsKey, 'competition', id, viewerKey(token)],
    queryFn: ({ signal }): Promise<Competition> => getCompetition(id, { token, signal, invalid }),
  });
}

/** GET /api/competitions/{id}: figures with their FP values, judges, start list. */
export function useFigureResultsCompetition(id: string) {
  const token = useAccessToken();
  return useQuery({ ...competitionQueryOptions(id, token), enabled: id !== '' });
}

export function figureResultsQueryOptions(competitionId: string, token: string | undefined) {
  return queryOptions({
    queryKey: [...figureResultsKey, 'list', competitionId],
    queryFn: ({ signal }): Promise<FigureResult[]> =>
      getJson(
        `/api/resultadoFigura/comp/${encodeURIComponent(competitionId)}`,
        figureResultSchema.array(),
        { token, signal, invalid },
      ),
  });
}

/** GET /api/resultadoFigura/comp/{compId}: every saved sheet of the competition. */
export function useFigureResults(competitionId: string) {
  const token = useAccessToken();
  return useQuery({
    ...figureResultsQueryOptions(competitionId, token),
    enabled: competitionId !== '',
  });
}

/**
 * Reads the list as the server has it (no older than `maxAgeMs`): before a sheet is opened, so a
 * result another admin saved meanwhile is not shown as a blank sheet.
 */
export function useFetchFigureResults(competitionId: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return (maxAgeMs: number) =>
    queryClient.fetchQuery({
      ...figureResultsQueryOptions(competitionId, token),
      staleTime: maxAgeMs,
    });
}

/** What the sheet sends: the result without _id; the version goes with a PUT. */
export type FigureResultBody = Omit<FigureResultCreate, 'version'>;

export type SaveFigureResultInput =
  { id: null; body: FigureResultBody } | { id: string; version: number; body: FigureResultBody };

/**
 * POST /api/resultadoFigura/add for a new sheet, PUT /api/resultadoFigura/{id} with the version
 * read for an existing one. The page shows every error itself (400, 409, network).
 */
export function useSaveFigureResult(competitionId: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveFigureResultInput): Promise<FigureResult> =>
      saveRecord(savedAt, input, input.body, token),
    onSuccess: (saved) => {
      queryClient.setQueryData(
        figureResultsQueryOptions(competitionId, token).queryKey,
        (list: FigureResult[] | undefined) => {
          const others = (list ?? []).filter((item) => item._id !== saved._id);
          return [...others, saved];
        },
      );
    },
    onError: () => undefined,
  });
}
