import type { Competition } from '@artistic/domain/schemas/competition';
import { competitionSchema } from '@artistic/domain/schemas/competition';
import type {
  FigureEntry,
  FigureEntryCreate,
  FigureEntryUpdate,
} from '@artistic/domain/schemas/figure-entry';
import { figureEntrySchema } from '@artistic/domain/schemas/figure-entry';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from '../../i18n/i18n';
import { ApiError, apiRequest, isConflictError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';

const figureEntriesKey = ['figure-entries'] as const;

/** A response that does not match the domain schema: shown as a server error. */
function invalidResponse(detail: string): ApiError {
  return new ApiError({
    type: 'about:blank#invalid_response',
    title: i18n.t('figureEntries.invalidResponse'),
    status: 0,
    detail: `${i18n.t('figureEntries.invalidResponse')} (${detail})`,
  });
}

/** What the domain's zod schemas offer; web does not depend on zod itself. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

function parseWith<T>(schema: Schema<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalidResponse(issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : what);
  }
  return result.data;
}

function parseList<T>(schema: Schema<T>, value: unknown, what: string): T[] {
  if (!Array.isArray(value)) throw invalidResponse('array');
  return value.map((item) => parseWith(schema, item, what));
}

function parseInsertedId(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'insertedId' in value) {
    const { insertedId } = value;
    if (typeof insertedId === 'string' && insertedId) return insertedId;
  }
  throw invalidResponse('insertedId');
}

/** Every figure entry the caller may see (a club: its own). */
export function useFigureEntries() {
  const token = useAccessToken();
  return useQuery(
    queryOptions({
      queryKey: [...figureEntriesKey, 'list', token ? 'signed-in' : 'anonymous'],
      queryFn: async ({ signal }): Promise<FigureEntry[]> =>
        parseList(
          figureEntrySchema,
          await apiRequest<unknown>('/api/figura', { token: token ?? null, signal }),
          'figure entry',
        ),
      enabled: Boolean(token),
    }),
  );
}

export function useFigureEntry(id: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...figureEntriesKey, 'detail', id ?? ''],
    queryFn: async ({ signal }): Promise<FigureEntry> =>
      parseWith(
        figureEntrySchema,
        await apiRequest<unknown>(`/api/figura/${encodeURIComponent(id ?? '')}`, {
          token: token ?? null,
          signal,
        }),
        'figure entry',
      ),
    enabled: Boolean(id && token),
  });
}

/** Competitions, to choose one and to show names in the list. */
export function useCompetitionOptions() {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['competitions', 'list', token ? 'signed-in' : 'anonymous'],
    queryFn: async ({ signal }): Promise<Competition[]> =>
      parseList(
        competitionSchema,
        await apiRequest<unknown>('/api/competitions', { token: token ?? null, signal }),
        'competition',
      ),
  });
}

export type SaveFigureEntryInput =
  { id: null; entry: FigureEntryCreate } | { id: string; entry: FigureEntryUpdate };

export type SaveFigureEntryResult =
  { kind: 'created'; id: string } | { kind: 'updated'; entry: FigureEntry };

/**
 * Creates (POST /api/figura/add) or replaces (PUT with the version read) a
 * figure entry. The form shows errors itself (a 409 means someone else saved first).
 */
export function useSaveFigureEntry() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveFigureEntryInput): Promise<SaveFigureEntryResult> => {
      if (input.id === null) {
        const answer = await apiRequest<unknown>('/api/figura/add', {
          method: 'POST',
          body: input.entry,
          token: token ?? null,
        });
        return { kind: 'created', id: parseInsertedId(answer) };
      }
      const answer = await apiRequest<unknown>(`/api/figura/${encodeURIComponent(input.id)}`, {
        method: 'PUT',
        body: input.entry,
        token: token ?? null,
      });
      return { kind: 'updated', entry: parseWith(figureEntrySchema, answer, 'figure entry') };
    },
    onSuccess: async (result) => {
      if (result.kind === 'updated') {
        queryClient.setQueryData([...figureEntriesKey, 'detail', result.entry._id], result.entry);
      }
      await queryClient.invalidateQueries({ queryKey: [...figureEntriesKey, 'list'] });
    },
    onError: () => undefined,
  });
}

export function useDeleteFigureEntry() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest<unknown>(`/api/figura/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        token: token ?? null,
      });
    },
    onSuccess: async (_result, id) => {
      queryClient.setQueriesData<FigureEntry[]>(
        { queryKey: [...figureEntriesKey, 'list'] },
        (entries) => entries?.filter((entry) => entry._id !== id),
      );
      queryClient.removeQueries({ queryKey: [...figureEntriesKey, 'detail', id] });
      await queryClient.invalidateQueries({ queryKey: [...figureEntriesKey, 'list'] });
    },
    onError: () => undefined,
  });
}

export { isConflictError };
