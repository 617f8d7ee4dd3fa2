import type { Competition } from '@artistic/domain/competition/schema';
import { queryOptions } from '@tanstack/react-query';
import { getCompetition, getCompetitions, viewerKey } from '../../lib/competition-reads';
import { competitionsKey, invalid } from './visitor-reads';

/**
 * The feature's reads of competitions, apart from its writes (api.ts), so that the visitors'
 * list (pages/visitor-competition-list-page.tsx, ADR 050) loads no more than it reads.
 */

export { competitionsKey, invalid } from './visitor-reads';

/** The list: visible competitions, plus hidden ones when the token is an admin's. */
export function competitionsQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: [...competitionsKey, 'list', viewerKey(token)],
    queryFn: ({ signal }): Promise<Competition[]> => getCompetitions({ token, signal, invalid }),
  });
}

export function competitionQueryOptions(id: string, token: string | undefined) {
  return queryOptions({
    queryKey: [...competitionsKey, 'detail', id, viewerKey(token)],
    queryFn: ({ signal }): Promise<Competition> => getCompetition(id, { token, signal, invalid }),
  });
}
