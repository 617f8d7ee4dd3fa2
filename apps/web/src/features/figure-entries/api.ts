import type { Competition } from '@artistic/domain/competition/schema';
import type {
  FigureEntry,
  FigureEntryCreate,
  FigureEntryUpdate,
} from '@artistic/domain/figures/entry-schema';
import { figureEntryCreatedSchema, figureEntrySchema } from '@artistic/domain/figures/entry-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { getCompetitions, viewerKey } from '../../lib/competition-reads';
import { createOrReplace, getJson } from '../../lib/json-api';
import { getById, useDeleteById } from '../../lib/records';

const figureEntriesKey = ['figure-entries'] as const;

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'figureEntries.invalidResponse';

/** POST /api/figura/add for a new entry, PUT /api/figura/{id} (the version is in the entry). */
const savedAt = {
  base: '/api/figura',
  created: figureEntryCreatedSchema,
  stored: figureEntrySchema,
  invalid,
};

/** Every figure entry the caller may see (a club: its own). */
export function useFigureEntries() {
  const token = useAccessToken();
  return useQuery(
    queryOptions({
      queryKey: [...figureEntriesKey, 'list', viewerKey(token)],
      queryFn: ({ signal }): Promise<FigureEntry[]> =>
        getJson('/api/figura', figureEntrySchema.array(), { token, signal, invalid }),
      enabled: Boolean(token),
    }),
  );
}

export function useFigureEntry(id: string | null) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...figureEntriesKey, 'detail', id ?? ''],
    queryFn: ({ signal }): Promise<FigureEntry> =>
      getById('/api/figura', id ?? '', figureEntrySchema, { token, signal, invalid }),
    enabled: Boolean(id && token),
  });
}

/** Competitions, to choose one and to show names in the list. */
export function useCompetitionOptions() {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['competitions', 'list', viewerKey(token)],
    queryFn: ({ signal }): Promise<Competition[]> => getCompetitions({ token, signal, invalid }),
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
      const saved = await createOrReplace(savedAt, input.id, input.entry, token);
      return saved.kind === 'created' ? saved : { kind: 'updated', entry: saved.record };
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
  return useDeleteById<FigureEntry>('/api/figura', figureEntriesKey, invalid);
}
