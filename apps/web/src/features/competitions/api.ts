import type {
  Competition,
  CompetitionCreate,
  CompetitionUpdate,
} from '@artistic/domain/competition/schema';
import { competitionCreatedSchema, competitionSchema } from '@artistic/domain/competition/schema';
import type { ImportSummary } from '@artistic/domain/transfer/export-schema';
import { getExportFileName, importSummarySchema } from '@artistic/domain/transfer/export-schema';
import type {
  GenerateStartListResponse,
  StartListChangesResponse,
} from '@artistic/domain/start-list/schema';
import {
  generateStartListResponseSchema,
  startListChangesResponseSchema,
} from '@artistic/domain/start-list/schema';
import type { CompetitionRulesetSaved, RecomputePreview } from '@artistic/domain/ruleset/schema';
import {
  competitionRulesetSavedSchema,
  recomputePreviewSchema,
} from '@artistic/domain/ruleset/schema';
import type { LostRecord, RecordCounts } from '@artistic/domain/snapshot/schema';
import { lostRecordListSchema, recordCountsSchema } from '@artistic/domain/snapshot/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, isConflictError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';
import type { AnswerSchema, JsonMethod } from '../../lib/json-api';
import { createOrReplace, getJson, jsonDocument, sendJson } from '../../lib/json-api';
import { deleteById } from '../../lib/records';
import {
  competitionQueryOptions,
  competitionsKey,
  competitionsQueryOptions,
  invalid,
} from './reads';

export { competitionQueryOptions, competitionsQueryOptions } from './reads';

/** POST /api/competitions/add answers the new id; PUT /api/competitions/{id} the competition. */
const savedAt = {
  base: '/api/competitions',
  created: competitionCreatedSchema,
  stored: competitionSchema,
  invalid,
};

/** `method` /api/competitions/{id}/{action} with `body`: an action on one competition. */
function sendToCompetition<T>(
  id: string,
  method: JsonMethod,
  action: string,
  body: unknown,
  answer: { schema: AnswerSchema<T>; token: string | undefined },
): Promise<T> {
  const path = `/api/competitions/${encodeURIComponent(id)}/${action}`;
  return sendJson(method, path, body, answer.schema, { token: answer.token, invalid });
}

export function useCompetitions() {
  return useQuery(competitionsQueryOptions(useAccessToken()));
}

export function useCompetition(id: string | null) {
  const token = useAccessToken();
  return useQuery({ ...competitionQueryOptions(id ?? '', token), enabled: Boolean(id) });
}

/** The body sent to the server: the competition without its server-owned parts. */
export type CompetitionCreateBody = Omit<CompetitionCreate, 'StartList' | 'Resultados'>;
export type CompetitionUpdateBody = Omit<CompetitionUpdate, 'StartList' | 'Resultados'>;

export type SaveCompetitionInput =
  | { id: null; competition: CompetitionCreateBody }
  | { id: string; competition: CompetitionUpdateBody };

export type SaveCompetitionResult =
  { kind: 'created'; id: string } | { kind: 'updated'; competition: Competition };

/**
 * Creates (POST /api/competitions/add) or updates (PUT with the version read)
 * a competition. The caller shows errors itself (a 409 means someone else saved first).
 */
export function useSaveCompetition() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveCompetitionInput): Promise<SaveCompetitionResult> => {
      const saved = await createOrReplace(savedAt, input.id, input.competition, token);
      return saved.kind === 'created' ? saved : { kind: 'updated', competition: saved.record };
    },
    onSuccess: async (result) => {
      if (result.kind === 'updated') {
        const id = result.competition._id;
        queryClient.setQueryData(competitionQueryOptions(id, token).queryKey, result.competition);
        // A DD or a panel changed recomputes the stored sheets (ADR 060): sheets and lists of the
        // competition refetch; the competition itself is the answer just set.
        await queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey.includes(id) && !(query.queryKey[0] === 'competitions'),
        });
      }
      await queryClient.invalidateQueries({ queryKey: [...competitionsKey, 'list'] });
    },
    // The form shows every error beside its fields or above the button.
    onError: () => undefined,
  });
}

export interface DeleteCompetitionInput {
  id: string;
  /** Also deletes entries, start lists and results. */
  force: boolean;
}

export function useDeleteCompetition() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: DeleteCompetitionInput): Promise<void> =>
      deleteById('/api/competitions', id, { token, invalid }, force ? '?force=true' : ''),
    onSuccess: async (_result, { id }) => {
      queryClient.removeQueries({ queryKey: [...competitionsKey, 'detail', id] });
      await queryClient.invalidateQueries({ queryKey: [...competitionsKey, 'list'] });
    },
    // The confirmation modal shows the error (and offers "delete everything" on a 409).
    onError: () => undefined,
  });
}

/** The server refused a delete because the competition has entries or results. */
export function isHasDependentsError(error: unknown): boolean {
  return (
    isApiError(error) && error.status === 409 && error.problem.type.endsWith('#has_dependents')
  );
}

/**
 * A save the stored data refuses (409 #invalid_state: a panel the stored marks do not fit, a
 * scored figure removed; ADR 060): its detail says why. Not someone else's save.
 */
export function isInvalidStateError(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.problem.type.endsWith('#invalid_state');
}

/** A save that changes official results and so needs the admin's reason (400 naming `reason`). */
export function isReasonRequiredError(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    (error.problem.errors ?? []).some((e) => e.path === 'reason')
  );
}

/** What a save that needs a reason would change, when its 400 says (`recomputed`). */
export function recomputedOfProblem(error: unknown): RecomputePreview | null {
  if (!isApiError(error)) return null;
  const parsed = recomputePreviewSchema.safeParse(
    (error.problem as { recomputed?: unknown }).recomputed,
  );
  return parsed.success ? parsed.data : null;
}

/** The server refused an import whose file is older than what is stored (ADR 032). */
export function isStaleImportError(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.problem.type.endsWith('#stale_import');
}

/** The counts a 409 #has_dependents carries (what a replace or forced delete would remove). */
export function countsOfProblem(error: unknown): RecordCounts | null {
  if (!isApiError(error)) return null;
  const parsed = recordCountsSchema.safeParse((error.problem as { counts?: unknown }).counts);
  return parsed.success ? parsed.data : null;
}

/** The stored records a 409 #stale_import names, and how many there are in all. */
export function lostRecordsOfProblem(error: unknown): { lost: LostRecord[]; total: number } {
  if (!isApiError(error)) return { lost: [], total: 0 };
  const problem = error.problem as { lost?: unknown; lostCount?: unknown };
  const parsed = lostRecordListSchema.safeParse(problem.lost);
  const lost = parsed.success ? parsed.data : [];
  const total = typeof problem.lostCount === 'number' ? problem.lostCount : lost.length;
  return { lost, total };
}

export { isConflictError };

/**
 * Gerar StartList (admin): POST /api/competitions/{id}/startlist. Replacing an
 * existing start list needs `confirm` (a 409 #has_dependents without it).
 */
export function useGenerateStartList() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: string;
      confirm: boolean;
    }): Promise<GenerateStartListResponse> =>
      sendToCompetition(input.id, 'POST', 'startlist', input.confirm ? { confirm: true } : {}, {
        schema: generateStartListResponseSchema,
        token,
      }),
    onSuccess: async (_result, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['startList', id] }),
        queryClient.invalidateQueries({ queryKey: [...competitionsKey, 'list'] }),
      ]);
    },
    // The button shows the confirmation (409) or the error itself.
    onError: () => undefined,
  });
}

/**
 * Exportar (admin): GET /api/competitions/{id}/export, the competition with its entries, start
 * list and results as one JSON document, returned as a file to offer for download.
 */
export function useExportCompetition() {
  const token = useAccessToken();
  return useMutation({
    mutationFn: async (
      competition: Pick<Competition, '_id' | 'Nome' | 'Data'>,
    ): Promise<{ blob: Blob; fileName: string }> => {
      // A file to download, handed on as the server wrote it (the import checks it).
      const document = await getJson(
        `/api/competitions/${encodeURIComponent(competition._id)}/export`,
        jsonDocument,
        { token, invalid },
      );
      return {
        blob: new Blob([`${JSON.stringify(document, null, 2)}\n`], { type: 'application/json' }),
        fileName: getExportFileName(competition),
      };
    },
    // The button shows the error as a notification.
    onError: () => undefined,
  });
}

export interface ImportCompetitionInput {
  /** The parsed JSON file: an export of this app or a document of the current system. */
  document: unknown;
  /** Replaces a competition with the same id (a 409 #has_dependents without it). */
  replace: boolean;
  /** With replace: even when stored records are newer than the file's (a 409 #stale_import without it). */
  confirm?: boolean;
  /** With confirm: why official results change (a 400 without it when they do; issue 36). */
  reason?: string;
}

/** Importar competição (admin): POST /api/import; the server validates and recomputes everything. */
export function useImportCompetition() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      document,
      replace,
      confirm = false,
      reason,
    }: ImportCompetitionInput): Promise<ImportSummary> => {
      const confirmed = confirm
        ? `&confirm=true${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`
        : '';
      const query = replace ? `?replace=true${confirmed}` : '';
      return sendJson('POST', `/api/import${query}`, document, importSummarySchema, {
        token,
        invalid,
      });
    },
    // A replaced competition changes its entries, start list and results: refetch everything.
    onSuccess: () => queryClient.invalidateQueries(),
    // The import dialog shows every error (and offers to replace on a 409).
    onError: () => undefined,
  });
}

/**
 * The competitions whose drawn start list no longer matches their entries (issue 17), admins
 * only: `enabled` is false for everyone else. Under the list's key, so a new draw refreshes it.
 */
export function useStartListChanges(enabled: boolean, competitionId?: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...competitionsKey, 'list', 'startListChanges', competitionId ?? 'all'],
    enabled: enabled && Boolean(token),
    queryFn: ({ signal }): Promise<StartListChangesResponse> => {
      const query = competitionId ? `?competition=${encodeURIComponent(competitionId)}` : '';
      return getJson(`/api/startlist/changes${query}`, startListChangesResponseSchema, {
        token,
        signal,
        invalid,
      });
    },
  });
}

/** POST /api/competitions/{id}/ruleset/preview: the totals another ruleset would change. */
export function usePreviewCompetitionRuleset() {
  const token = useAccessToken();
  return useMutation({
    mutationFn: (input: { id: string; Regras: string }): Promise<RecomputePreview> =>
      sendToCompetition(
        input.id,
        'POST',
        'ruleset/preview',
        { Regras: input.Regras },
        {
          schema: recomputePreviewSchema,
          token,
        },
      ),
    // The 'Mudar regulamento' dialog shows the error.
    onError: () => undefined,
  });
}

/** PUT /api/competitions/{id}/ruleset: pins another ruleset and recomputes every result. */
export function useChangeCompetitionRuleset() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: string;
      Regras: string;
      version: number;
      /** Why, when the change moves an official event's totals (issue 36: 400 without it). */
      reason?: string;
    }): Promise<CompetitionRulesetSaved> =>
      sendToCompetition(
        input.id,
        'PUT',
        'ruleset',
        {
          Regras: input.Regras,
          version: input.version,
          ...(input.reason ? { reason: input.reason } : {}),
        },
        { schema: competitionRulesetSavedSchema, token },
      ),
    onSuccess: async (_result, { id }) => {
      // Its results were recomputed: sheets and lists of the competition refetch; the form's
      // own version is set by the caller, so typed work stays.
      await queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey.includes(id) && !(query.queryKey[0] === 'competitions'),
      });
      await queryClient.invalidateQueries({ queryKey: [...competitionsKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['rulesets', 'list'] });
    },
    onError: () => undefined,
  });
}
