import type { CoachCard } from '@artistic/domain/schemas/coach-card';
import { coachCardSchema } from '@artistic/domain/schemas/coach-card';
import type { Competition } from '@artistic/domain/schemas/competition';
import { competitionSchema } from '@artistic/domain/schemas/competition';
import { useQuery } from '@tanstack/react-query';
import i18n from '../../i18n/i18n';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';

/** What the reference sheet and the judge cards are built from. */
export interface CoachCardSheetData {
  coachCard: CoachCard;
  competition: Competition;
}

/** What the domain's zod schemas offer; web does not depend on zod itself. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

function parseWith<T>(schema: Schema<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const detail = issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : what;
  throw new ApiError({
    type: 'about:blank#invalid_response',
    title: i18n.t('coachCardSheets.invalidResponse'),
    status: 0,
    detail: `${i18n.t('coachCardSheets.invalidResponse')} (${detail})`,
  });
}

/** GET /api/coachCard/{id}, then its competition (for the name on the sheets). */
export function useCoachCardSheetData(id: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: ['coach-cards', 'sheet', id],
    queryFn: async ({ signal }): Promise<CoachCardSheetData> => {
      const coachCard = parseWith(
        coachCardSchema,
        await apiRequest<unknown>(`/api/coachCard/${encodeURIComponent(id)}`, {
          token: token ?? null,
          signal,
        }),
        'coach card',
      );
      const competition = parseWith(
        competitionSchema,
        await apiRequest<unknown>(`/api/competitions/${encodeURIComponent(coachCard.Competicao)}`, {
          token: token ?? null,
          signal,
        }),
        'competition',
      );
      return { coachCard, competition };
    },
    enabled: id !== '' && Boolean(token),
  });
}
