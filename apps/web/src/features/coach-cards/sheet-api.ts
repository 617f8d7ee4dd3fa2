import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { coachCardSchema } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import { competitionSchema } from '@artistic/domain/competition/schema';
import type { Ruleset } from '@artistic/domain/ruleset/document';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { getJson } from '../../lib/json-api';
import { getRulesetId, rulesetQueryOptions } from '../../lib/rulesets';

/** What the reference sheet and the judge cards are built from. */
export interface CoachCardSheetData {
  coachCard: CoachCard;
  competition: Competition;
  /** The competition's ruleset: the artistic impression rows of the judge cards. */
  ruleset: Ruleset;
}

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'coachCardSheets.invalidResponse';

/**
 * GET /api/coachCard/{id}, then its competition (for the name on the sheets) and the
 * competition's ruleset (shared with the other reads of it).
 */
export function useCoachCardSheetData(id: string) {
  const token = useAccessToken();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['coach-cards', 'sheet', id],
    queryFn: async ({ signal }): Promise<CoachCardSheetData> => {
      const coachCard = await getJson(`/api/coachCard/${encodeURIComponent(id)}`, coachCardSchema, {
        token,
        signal,
        invalid,
      });
      const competition = await getJson(
        `/api/competitions/${encodeURIComponent(coachCard.Competicao)}`,
        competitionSchema,
        { token, signal, invalid },
      );
      const stored = await queryClient.fetchQuery(
        rulesetQueryOptions(getRulesetId(competition), token),
      );
      return { coachCard, competition, ruleset: stored.ruleset };
    },
    enabled: id !== '' && Boolean(token),
  });
}
