import type { CoachCard } from '@artistic/domain/coach-card/schema';
import { coachCardSchema } from '@artistic/domain/coach-card/schema';
import type { Competition } from '@artistic/domain/competition/schema';
import { competitionSchema } from '@artistic/domain/competition/schema';
import { useQuery } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { getJson } from '../../lib/json-api';

/** What the reference sheet and the judge cards are built from. */
export interface CoachCardSheetData {
  coachCard: CoachCard;
  competition: Competition;
}

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'coachCardSheets.invalidResponse';

/** GET /api/coachCard/{id}, then its competition (for the name on the sheets). */
export function useCoachCardSheetData(id: string) {
  const token = useAccessToken();
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
      return { coachCard, competition };
    },
    enabled: id !== '' && Boolean(token),
  });
}
