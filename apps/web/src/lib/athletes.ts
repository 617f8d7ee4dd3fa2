/** The athlete registry (issue 23): the reads the entry forms and the registry page share. */
import type { Athlete } from '@artistic/domain/athletes/schema';
import { athleteListSchema } from '@artistic/domain/athletes/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAccessToken } from './auth';
import { getJson } from './json-api';

export const athletesKey = ['athletes'] as const;

/** GET /api/athletes: a club gets its own athletes whatever `club` says; admins filter by it. */
export function fetchAthletes(
  query: { q?: string; club?: string },
  call: { token: string | undefined; signal?: AbortSignal },
): Promise<Athlete[]> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.club) params.set('clube', query.club);
  const search = params.toString();
  return getJson(`/api/athletes${search ? `?${search}` : ''}`, athleteListSchema, {
    ...call,
    invalid: 'athletes.invalidResponse',
  });
}

/** `value`, once it stayed the same for `ms` (a search asks when the typing pauses). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The registry's first matches of what was typed (two characters at least) in a club. */
export function useAthleteSearch(text: string, club: string) {
  const token = useAccessToken();
  const q = useDebounced(text.trim(), 200);
  const enabled = Boolean(token) && q.length >= 2;
  const query = useQuery({
    queryKey: [...athletesKey, 'search', club, q],
    queryFn: ({ signal }) => fetchAthletes({ q, club }, { token, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { ...query, searched: enabled ? q : '', settling: q !== text.trim() };
}

/**
 * The licences of a club's registry, to say which typed licences it does not hold (ADR 054:
 * accepted as typed). Undefined until known, or when the registry cannot be read.
 */
export function useRegisteredLicences(club: string): ReadonlySet<number> | undefined {
  const token = useAccessToken();
  const query = useQuery({
    queryKey: [...athletesKey, 'club', club],
    queryFn: ({ signal }) => fetchAthletes({ club }, { token, signal }),
    enabled: Boolean(token) && club.trim() !== '',
    staleTime: 60_000,
  });
  return query.data ? new Set(query.data.map((a) => a.Licenca)) : undefined;
}

/** The typed licences (whole numbers) a registry does not hold, each once, in row order. */
export function licencesOutside(
  typed: readonly (string | number)[],
  registered: ReadonlySet<number> | undefined,
): number[] {
  if (!registered) return [];
  const outside = typed
    .map((value) => Number(value))
    .filter((n) => Number.isInteger(n) && n > 0 && !registered.has(n));
  return [...new Set(outside)];
}
