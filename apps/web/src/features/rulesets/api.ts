import type { RulesetDocument } from '@artistic/domain/ruleset/document';
import type {
  RecomputePreview,
  RulesetCopy,
  RulesetSaved,
  StoredRuleset,
} from '@artistic/domain/ruleset/schema';
import {
  recomputePreviewSchema,
  rulesetSavedSchema,
  storedRulesetSchema,
} from '@artistic/domain/ruleset/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isConflictError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';
import { sendJson } from '../../lib/json-api';
import { INVALID_RULESET_KEY, rulesetQueryOptions, rulesetsKey } from '../../lib/rulesets';

/**
 * Writes of /admin/rules (issue 16, contract: packages/domain/src/ruleset/schema.ts). The reads
 * (GET /api/rulesets, GET /api/rulesets/{id}) are in lib/rulesets.ts, shared with the features
 * that score with a competition's ruleset. Every mutation leaves its errors to the page.
 */

const path = (id: string) => `/api/rulesets/${encodeURIComponent(id)}`;

const invalid = INVALID_RULESET_KEY;

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
    mutationFn: (ruleset: RulesetDocument): Promise<RecomputePreview> =>
      sendJson('POST', `${path(ruleset.id)}/preview`, { ruleset }, recomputePreviewSchema, {
        token,
        invalid,
      }),
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
      sendJson('PUT', path(input.ruleset.id), input, rulesetSavedSchema, { token, invalid }),
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
    mutationFn: (input: { from: string; copy: RulesetCopy }): Promise<StoredRuleset> =>
      sendJson('POST', `${path(input.from)}/copy`, input.copy, storedRulesetSchema, {
        token,
        invalid,
      }),
    onSuccess: (saved) => refresh(saved),
    onError: () => undefined,
  });
}

/** POST /api/rulesets: 'Importar' a whole document (its id must be new; 409 otherwise). */
export function useImportRuleset() {
  const token = useAccessToken();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (document: unknown): Promise<StoredRuleset> =>
      sendJson('POST', '/api/rulesets', { ruleset: document }, storedRulesetSchema, {
        token,
        invalid,
      }),
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
