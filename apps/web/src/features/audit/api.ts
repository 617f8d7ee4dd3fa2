import type { AuditPage } from '@artistic/domain/schemas/audit';
import { AUDIT_PAGE_DEFAULT, auditPageSchema } from '@artistic/domain/schemas/audit';
import type { Competition } from '@artistic/domain/schemas/competition';
import { competitionSchema } from '@artistic/domain/schemas/competition';
import type { RestoreSummary, SnapshotList } from '@artistic/domain/schemas/snapshot';
import { restoreSummarySchema, snapshotListSchema } from '@artistic/domain/schemas/snapshot';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from '../../i18n/i18n';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';

const auditKey = ['audit'] as const;

interface ParseSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

function invalidResponse(detail: string | null): ApiError {
  const title = i18n.t('audit.invalidResponse');
  return new ApiError({
    type: 'about:blank#invalid_response',
    title,
    status: 0,
    detail: detail ? `${title} (${detail})` : title,
  });
}

/** A response that does not match the domain schema: shown as a server error. */
function parseWith<T>(schema: ParseSchema<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalidResponse(issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : null);
}

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
    queryFn: async ({ pageParam, signal }): Promise<AuditPage> =>
      parseWith(
        auditPageSchema,
        await apiRequest<unknown>(auditUrl(competitionId, pageParam), {
          token: token ?? null,
          signal,
        }),
      ),
    getNextPageParam: (last) => last.nextBefore,
    enabled: enabled && Boolean(token),
  });
}

/** This feature's own view of the competitions (for the filter and the names in the table). */
export function useAuditCompetitions(enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...auditKey, 'competitions'],
    queryFn: async ({ signal }): Promise<Competition[]> => {
      const list = await apiRequest<unknown>('/api/competitions', { token: token ?? null, signal });
      if (!Array.isArray(list)) throw invalidResponse('competitions');
      return list.map((item) => parseWith(competitionSchema, item));
    },
    enabled: enabled && Boolean(token),
  });
}

/** GET /api/snapshots?compId=: what the competition holds now (null: it does not exist). */
export function useSnapshotsOf(competitionId: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...auditKey, 'snapshots', competitionId],
    queryFn: async ({ signal }): Promise<SnapshotList> =>
      parseWith(
        snapshotListSchema,
        await apiRequest<unknown>(`/api/snapshots?compId=${encodeURIComponent(competitionId)}`, {
          token: token ?? null,
          signal,
        }),
      ),
    enabled: enabled && Boolean(token),
    staleTime: 0,
  });
}

/** POST /api/snapshots/{id}/restore (admin): the competition back as the snapshot kept it. */
export function useRestoreSnapshot() {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (snapshotId: number): Promise<RestoreSummary> =>
      parseWith(
        restoreSummarySchema,
        await apiRequest<unknown>(`/api/snapshots/${snapshotId}/restore`, {
          method: 'POST',
          token: token ?? null,
        }),
      ),
    // The competition, its entries, start list and results all changed: refetch everything.
    onSuccess: () => queryClient.invalidateQueries(),
    // The confirmation modal shows the error.
    onError: () => undefined,
  });
}
