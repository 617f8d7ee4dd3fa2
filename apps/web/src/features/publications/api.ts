import type { Competition } from '@artistic/domain/competition/schema';
import type {
  CreatePublication,
  PublicationList,
  PublicationWithKey,
  PublishingSettings,
  PublishingStatus,
} from '@artistic/domain/publication/schema';
import {
  publicationListSchema,
  publicationSchema,
  publicationWithKeySchema,
  publishingStatusSchema,
} from '@artistic/domain/publication/schema';
import type { Query } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isNotFoundError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/auth';
import { getCompetition, getCompetitions } from '../../lib/competition-reads';
import { getJson, sendJson } from '../../lib/json-api';

/**
 * Publishing a competition from the venue's laptop to the federation's site (issue 40, contract:
 * packages/domain/src/publication/schema.ts). On the site: the publications and their keys
 * (/admin/publications). On the venue: where to publish and how it goes (/admin/publish).
 */

const publicationsKey = ['publications'] as const;
const publishingKey = ['publishing'] as const;

/** An answer that does not match the domain schema is shown with this feature's message. */
const invalid = 'publications.invalidResponse';
const invalidStatus = 'publishing.invalidResponse';

/** How often the site's list of publications is read again (each one's live or lost). */
export const PUBLICATIONS_REFRESH_MS = 10_000;
/** How often the venue's page reads how the link goes. */
export const PUBLISHING_REFRESH_MS = 2000;

// ---------------------------------------------------------------- the site

/** GET /api/publications (admin): every publication, read again every 10 s. */
export function usePublications(enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...publicationsKey, 'list'],
    queryFn: ({ signal }): Promise<PublicationList> =>
      getJson('/api/publications', publicationListSchema, { token, signal, invalid }),
    enabled: enabled && Boolean(token),
    staleTime: 0,
    refetchInterval: PUBLICATIONS_REFRESH_MS,
  });
}

/** The site's competitions, for the creation form (this feature's own query). */
export function usePublicationCompetitions(enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...publicationsKey, 'competitions'],
    queryFn: ({ signal }): Promise<Competition[]> => getCompetitions({ token, signal, invalid }),
    enabled: enabled && Boolean(token),
  });
}

/** POST /api/publications: the publication and its key, shown once. */
export function useCreatePublication() {
  const token = useAccessToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePublication): Promise<PublicationWithKey> =>
      sendJson('POST', '/api/publications', input, publicationWithKeySchema, { token, invalid }),
    onSettled: () => client.invalidateQueries({ queryKey: publicationsKey }),
    // The form shows the error.
    onError: () => undefined,
  });
}

/** What an admin does to one publication. */
export type PublicationAction = 'key' | 'revoke' | 'end';

/**
 * POST /api/publications/{id}/key (a new key: the old one stops working; the answer carries the
 * new key, shown once), …/revoke or …/end (the competition is the site's again).
 */
export function usePublicationAction() {
  const token = useAccessToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
    }: {
      id: string;
      action: PublicationAction;
    }): Promise<PublicationWithKey | null> => {
      const path = `/api/publications/${encodeURIComponent(id)}/${action}`;
      return action === 'key'
        ? sendJson('POST', path, undefined, publicationWithKeySchema, { token, invalid })
        : sendJson('POST', path, undefined, publicationSchema, { token, invalid }).then(() => null);
    },
    onSettled: () => client.invalidateQueries({ queryKey: publicationsKey }),
    // The confirmation shows the error.
    onError: () => undefined,
  });
}

// ---------------------------------------------------------------- the venue

const publishingPath = (competitionId: string) =>
  `/api/competitions/${encodeURIComponent(competitionId)}/publishing`;

/**
 * GET /api/competitions/{id}/publishing (venue, admin): how the link to the site goes; null when
 * the competition is not published from here (404). Read every 2 s while it is, until it ends.
 */
export function usePublishingStatus(competitionId: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...publishingKey, competitionId],
    queryFn: async ({ signal }): Promise<PublishingStatus | null> => {
      try {
        return await getJson(publishingPath(competitionId), publishingStatusSchema, {
          token,
          signal,
          invalid: invalidStatus,
        });
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
    enabled: enabled && competitionId !== '' && Boolean(token),
    staleTime: 0,
    refetchInterval: (query: Query<PublishingStatus | null, Error>) => {
      const state = query.state.data?.state;
      return state === undefined || state === 'ended' ? false : PUBLISHING_REFRESH_MS;
    },
  });
}

/** The competition the venue page publishes, for its name (this feature's own query). */
export function usePublishedCompetition(competitionId: string, enabled: boolean) {
  const token = useAccessToken();
  return useQuery({
    queryKey: [...publishingKey, 'competition', competitionId],
    queryFn: ({ signal }): Promise<Competition> =>
      getCompetition(competitionId, { token, signal, invalid: invalidStatus }),
    enabled: enabled && competitionId !== '' && Boolean(token),
  });
}

/** PUT …/publishing: the site's address and the key; the venue starts sending. */
export function useStartPublishing(competitionId: string) {
  const token = useAccessToken();
  const client = useQueryClient();
  const queryKey = [...publishingKey, competitionId];
  return useMutation({
    mutationFn: (settings: PublishingSettings): Promise<PublishingStatus> =>
      sendJson('PUT', publishingPath(competitionId), settings, publishingStatusSchema, {
        token,
        invalid: invalidStatus,
      }),
    onSuccess: (answer) => client.setQueryData(queryKey, answer),
    onSettled: () => client.invalidateQueries({ queryKey }),
    onError: () => undefined,
  });
}

/**
 * DELETE …/publishing: the venue sends everything one last time with `end` and stops; a 502 says
 * the site could not be reached (its message is shown).
 */
export function useEndPublishing(competitionId: string) {
  const token = useAccessToken();
  const client = useQueryClient();
  const queryKey = [...publishingKey, competitionId];
  return useMutation({
    mutationFn: (): Promise<PublishingStatus> =>
      sendJson('DELETE', publishingPath(competitionId), undefined, publishingStatusSchema, {
        token,
        invalid: invalidStatus,
      }),
    onSuccess: (answer) => client.setQueryData(queryKey, answer),
    onSettled: () => client.invalidateQueries({ queryKey }),
    onError: () => undefined,
  });
}
