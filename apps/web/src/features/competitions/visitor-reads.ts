import type { Competition } from '@artistic/domain/competition/schema';
import { queryOptions } from '@tanstack/react-query';
import { getChecked } from '../../lib/answer-check';

/** The feature's query keys start here (reads.ts's too, so a visitor's list is one cache entry). */
export const competitionsKey = ['competitions'] as const;

/** An answer that does not match the domain schema is shown with this feature's message. */
export const invalid = 'competitions.invalidResponse';

/**
 * The competition list as a visitor reads it (ADR 050): the same query as reads.ts's for nobody
 * signed in (one cache entry), its answer checked off the main thread (lib/answer-check.ts), so
 * that the visitors' page never builds the domain schemas.
 */
export function visitorCompetitionsQueryOptions() {
  return queryOptions({
    // reads.ts's key for nobody signed in (viewerKey(undefined)).
    queryKey: [...competitionsKey, 'list', 'anonymous'],
    queryFn: ({ signal }): Promise<Competition[]> =>
      getChecked('/api/competitions', 'competitions', {
        signal,
        invalid,
      }),
  });
}

/** Whether a competition's start list has been drawn (its page has something to show). */
export const hasStartList = (competition: Competition) => competition.StartList.length > 0;

/** Whether any of its events has results. */
export const hasResults = (competition: Competition) =>
  competition.Ordem.some((item) => item.Resultado);
