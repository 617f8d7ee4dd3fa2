import type { PriceListResponse } from '@artistic/domain/price-list/schema';
import { priceListResponseSchema } from '@artistic/domain/price-list/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { getJson } from '../../lib/json-api';

export function priceListQueryOptions(competitionId: string, token: string | undefined) {
  return queryOptions({
    queryKey: ['priceList', competitionId, token ? 'signed-in' : 'anonymous'],
    queryFn: ({ signal }): Promise<PriceListResponse> =>
      getJson(
        `/api/competitions/${encodeURIComponent(competitionId)}/priceList`,
        priceListResponseSchema,
        { token, signal, invalid: 'priceList.invalidResponse' },
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
