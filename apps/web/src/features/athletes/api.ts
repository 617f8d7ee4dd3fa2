import type {
  Athlete,
  AthleteCreate,
  AthleteImportReport,
  AthleteUpdate,
} from '@artistic/domain/athletes/schema';
import { athleteImportReportSchema, athleteSchema } from '@artistic/domain/athletes/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccessToken } from '../../lib/auth';
import { athletesKey, fetchAthletes } from '../../lib/athletes';
import { sendJson } from '../../lib/json-api';

const invalid = 'athletes.invalidResponse';

/** The whole registry the caller may read (a club: its own athletes). */
export function useAthleteRegistry(enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...athletesKey, 'all'],
    queryFn: ({ signal }): Promise<Athlete[]> => fetchAthletes({}, { token, signal }),
    enabled: enabled && Boolean(token),
  });
}

/** POST /api/athletes (a new licence) or PUT /api/athletes/{licenca} (with the version read). */
export function useSaveAthlete() {
  const token = useAccessToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { kind: 'create'; athlete: AthleteCreate }
        | { kind: 'update'; licence: number; athlete: AthleteUpdate },
    ): Promise<Athlete> =>
      input.kind === 'create'
        ? sendJson('POST', '/api/athletes', input.athlete, athleteSchema, { token, invalid })
        : sendJson('PUT', `/api/athletes/${input.licence}`, input.athlete, athleteSchema, {
            token,
            invalid,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: athletesKey }),
  });
}

/** POST /api/athletes/import: the CSV's text; the answer says what was imported and refused. */
export function useImportAthletes() {
  const token = useAccessToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string): Promise<AthleteImportReport> =>
      sendJson('POST', '/api/athletes/import', { csv }, athleteImportReportSchema, {
        token,
        invalid,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: athletesKey }),
  });
}
