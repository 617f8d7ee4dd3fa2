import type { Competition } from '@artistic/domain/schemas/competition';
import { competitionSchema } from '@artistic/domain/schemas/competition';
import type { FigureResult, FigureResultCreate } from '@artistic/domain/schemas/figure-result';
import { figureResultSchema } from '@artistic/domain/schemas/figure-result';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from '../../i18n/i18n';
import { ApiError, apiRequest, isApiError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';

// This feature's own view of the competition (features do not share internals).
const figureResultsKey = ['figure-results'] as const;

interface ParseSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** An answer that does not match the domain schema: shown as a server error. */
function parseWith<T>(schema: ParseSchema<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const title = i18n.t('figureResults.invalidResponse');
  throw new ApiError({
    type: 'about:blank#invalid_response',
    title,
    status: 0,
    detail: issue
      ? `${title} (${what}: ${issue.path.map(String).join('.')}: ${issue.message})`
      : `${title} (${what})`,
  });
}

export function parseFigureResult(value: unknown): FigureResult {
  // The create answer also carries insertedId, which the strict schema refuses.
  if (typeof value === 'object' && value !== null && 'insertedId' in value) {
    const { insertedId: _insertedId, ...result } = value;
    return parseWith(figureResultSchema, result, 'figure result');
  }
  return parseWith(figureResultSchema, value, 'figure result');
}

function parseFigureResults(value: unknown): FigureResult[] {
  if (!Array.isArray(value)) return parseWith(figureResultSchema.array(), value, 'figure results');
  return value.map(parseFigureResult);
}

function competitionQueryOptions(id: string, token: string | undefined) {
  return queryOptions({
    queryKey: [...figureResultsKey, 'competition', id, token ? 'signed-in' : 'anonymous'],
    queryFn: async ({ signal }): Promise<Competition> =>
      parseWith(
        competitionSchema,
        await apiRequest<unknown>(`/api/competitions/${encodeURIComponent(id)}`, {
          token: token ?? null,
          signal,
        }),
        'competition',
      ),
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
    queryFn: async ({ signal }): Promise<FigureResult[]> =>
      parseFigureResults(
        await apiRequest<unknown>(
          `/api/resultadoFigura/comp/${encodeURIComponent(competitionId)}`,
          { token: token ?? null, signal },
        ),
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
    mutationFn: async (input: SaveFigureResultInput): Promise<FigureResult> => {
      if (input.id === null) {
        return parseFigureResult(
          await apiRequest<unknown>('/api/resultadoFigura/add', {
            method: 'POST',
            body: input.body,
            token: token ?? null,
          }),
        );
      }
      return parseFigureResult(
        await apiRequest<unknown>(`/api/resultadoFigura/${encodeURIComponent(input.id)}`, {
          method: 'PUT',
          body: { ...input.body, version: input.version },
          token: token ?? null,
        }),
      );
    },
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

/** 409: someone saved this sheet first (stale version, or the athlete already has a result). */
export function isConflictError(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
