import type { PriceListResponse } from '@artistic/domain/schemas/price-list';
import { priceListResponseSchema } from '@artistic/domain/schemas/price-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import i18n from '../../i18n/i18n';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';

/** Validates the answer against the domain schema; a mismatch is shown as a server error. */
export function parsePriceList(value: unknown): PriceListResponse {
  const result = priceListResponseSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const title = i18n.t('priceList.invalidResponse');
  throw new ApiError({
    type: 'about:blank#invalid_response',
    title,
    status: 0,
    detail: issue ? `${title} (${issue.path.join('.')}: ${issue.message})` : title,
  });
}

export function priceListQueryOptions(competitionId: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['priceList', competitionId, token ? 'signed-in' : 'anonymous'],
    queryFn: async ({ signal }) =>
      parsePriceList(
        await apiRequest<unknown>(
          `/api/competitions/${encodeURIComponent(competitionId)}/priceList`,
          {
            token: token ?? null,
            signal,
          },
        ),
      ),
  });
}

/** GET /api/competitions/{id}/priceList (admins only); waits until `enabled`. */
export function usePriceList(competitionId: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    ...priceListQueryOptions(competitionId, token),
    enabled: enabled && Boolean(token),
  });
}
