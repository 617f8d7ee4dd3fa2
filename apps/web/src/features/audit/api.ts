import type { AuditPage } from '@artistic/domain/audit/schema';
import { AUDIT_PAGE_DEFAULT, auditPageSchema } from '@artistic/domain/audit/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import { competitionSchema } from '@artistic/domain/competition/schema';
import type { RestoreSummary, SnapshotList } from '@artistic/domain/snapshot/schema';
import { restoreSummarySchema, snapshotListSchema } from '@artistic/domain/snapshot/schema';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { getJson, sendJson } from '../../lib/json-api';

const auditKey = ['audit'] as const;

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'audit.invalidResponse';

/** The URL of one page of GET /api/audit (newest first). */
export function auditUrl(competitionId: string | null, before: number | null): string {
  const params = new URLSearchParams();
  if (competitionId) params.set('compId', competitionId);
  params.set('limit', String(AUDIT_PAGE_DEFAULT));
  if (before !== null) params.set('before', String(before));
  return `/api/audit?${params.toString()}`;
}

/** The audit log (admins only), page by page; waits until `enabled`. */
export function useAuditLog(competitionId: string | null, enabled: boolean) {
  const token = useAccessToken();
  return useInfiniteQuery({
    queryKey: [...auditKey, 'log', competitionId ?? 'all'],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }): Promise<AuditPage> =>
      getJson(auditUrl(competitionId, pageParam), auditPageSchema, { token, signal, invalid }),
    getNextPageParam: (last) => last.nextBefore,
    enabled: enabled && Boolean(token),
  });
}

/** This feature's own view of the competitions (for the filter and the names in the table). */
export function useAuditCompetitions(enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...auditKey, 'competitions'],
    queryFn: ({ signal }): Promise<Competition[]> =>
      getJson('/api/competitions', competitionSchema.array(), { token, signal, invalid }),
    enabled: enabled && Boolean(token),
  });
}

/** GET /api/snapshots?compId=: what the competition holds now (null: it does not exist). */
export function useSnapshotsOf(competitionId: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...auditKey, 'snapshots', competitionId],
    queryFn: ({ signal }): Promise<SnapshotList> =>
      getJson(`/api/snapshots?compId=${encodeURIComponent(competitionId)}`, snapshotListSchema, {
        token,
        signal,
        invalid,
      }),
    enabled: enabled && Boolean(token),
    staleTime: 0,
  });
}

export interface RestoreInput {
  snapshotId: number;
  /**
   * Given after a 409 #official_results (issue 36): the restore is confirmed, and each moved entry
   * of an official event gets a correction with this reason.
   */
  reason?: string;
}

/**
 * POST /api/snapshots/{id}/restore (admin): the competition back as the snapshot kept it; with a
 * reason, confirmed over the official results, corrections and inquiries it changes.
 */
export function useRestoreSnapshot() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ snapshotId, reason }: RestoreInput): Promise<RestoreSummary> =>
      sendJson(
        'POST',
        `/api/snapshots/${snapshotId}/restore${
          reason === undefined ? '' : `?confirm=true&reason=${encodeURIComponent(reason)}`
        }`,
        undefined,
        restoreSummarySchema,
        { token, invalid },
      ),
    // The competition, its entries, start list and results all changed: refetch everything.
    onSuccess: () => queryClient.invalidateQueries(),
    // The confirmation modal shows the error.
    onError: () => undefined,
  });
}
