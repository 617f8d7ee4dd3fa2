import type { RulesetDocument } from '@artistic/domain/rules/ruleset-document';
import type {
  RecomputePreview,
  RulesetCopy,
  RulesetSaved,
  StoredRuleset,
} from '@artistic/domain/schemas/ruleset';
import {
  recomputePreviewSchema,
  rulesetSavedSchema,
  storedRulesetSchema,
} from '@artistic/domain/schemas/ruleset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isConflictError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';
import { parseRulesetAnswer, rulesetQueryOptions, rulesetsKey } from '../../lib/rulesets';

/**
 * Writes of /admin/rules (issue 16, contract: packages/domain/src/schemas/ruleset.ts). The reads
 * (GET /api/rulesets, GET /api/rulesets/{id}) are in lib/rulesets.ts, shared with the features
 * that score with a competition's ruleset. Every mutation leaves its errors to the page.
 */

const path = (id: string) => `/api/rulesets/${encodeURIComponent(id)}`;

/** A stored ruleset is new or changed: the list, and every competition's scores, refetch. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  const token = useAccessToken();
  return async (saved: StoredRuleset | null) => {
    if (saved) {
      queryClient.setQueryData(rulesetQueryOptions(saved.ruleset.id, token).queryKey, saved);
    }
    await queryClient.invalidateQueries({ queryKey: [...rulesetsKey, 'list'] });
  };
}

/** POST /api/rulesets/{id}/preview: the totals a save would change; nothing is stored. */
export function usePreviewRuleset() {
  const token = useAccessToken();
  return useMutation({
    mutationFn: async (ruleset: RulesetDocument): Promise<RecomputePreview> =>
      parseRulesetAnswer(
        recomputePreviewSchema,
        await apiRequest<unknown>(`${path(ruleset.id)}/preview`, {
          method: 'POST',
          body: { ruleset },
          token: token ?? null,
        }),
      ),
    onError: () => undefined,
  });
}

/** PUT /api/rulesets/{id}: saves the edited document (409 when someone saved first). */
export function useSaveRuleset() {
  const token = useAccessToken();
  const refresh = useRefreshAfterWrite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      ruleset: RulesetDocument;
      version: number;
    }): Promise<RulesetSaved> =>
      parseRulesetAnswer(
        rulesetSavedSchema,
        await apiRequest<unknown>(path(input.ruleset.id), {
          method: 'PUT',
          body: input,
          token: token ?? null,
        }),
      ),
    onSuccess: async (result) => {
      await refresh(result.saved);
      // Recomputed results change result lists, sheets and competition rows.
      if (result.recomputed.changedTotals > 0) {
        await queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== rulesetsKey[0],
        });
      }
    },
    onError: () => undefined,
  });
}

/** POST /api/rulesets/{id}/copy: 'Copiar para nova época'. */
export function useCopyRuleset() {
  const token = useAccessToken();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: async (input: { from: string; copy: RulesetCopy }): Promise<StoredRuleset> =>
      parseRulesetAnswer(
        storedRulesetSchema,
        await apiRequest<unknown>(`${path(input.from)}/copy`, {
          method: 'POST',
          body: input.copy,
          token: token ?? null,
        }),
      ),
    onSuccess: (saved) => refresh(saved),
    onError: () => undefined,
  });
}

/** POST /api/rulesets: 'Importar' a whole document (its id must be new; 409 otherwise). */
export function useImportRuleset() {
  const token = useAccessToken();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: async (document: unknown): Promise<StoredRuleset> =>
      parseRulesetAnswer(
        storedRulesetSchema,
        await apiRequest<unknown>('/api/rulesets', {
          method: 'POST',
          body: { ruleset: document },
          token: token ?? null,
        }),
      ),
    onSuccess: (saved) => refresh(saved),
    onError: () => undefined,
  });
}

export { isConflictError };

/** 'Exportar': the document as `<id>.json`. */
export function toExportFile(ruleset: RulesetDocument): { blob: Blob; fileName: string } {
  return {
    blob: new Blob([`${JSON.stringify(ruleset, null, 2)}\n`], { type: 'application/json' }),
    fileName: `${ruleset.id}.json`,
  };
}
