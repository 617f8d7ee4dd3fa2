import type { PublicationStatus } from '@artistic/domain/publication/schema';
import type { Query } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { checkAnswerText, prepareAnswerCheck } from '../../lib/answer-check';
import {
  ApiError,
  getNetworkErrorMessage,
  isNotFoundError,
  readJsonText,
  send,
  throwUnlessOk,
} from '../../lib/api-client';
import { offlineCopyOf } from '../../lib/server-reach';
import { formatLisbonClock } from '../../lib/lisbon-clock';
import styles from './venue-live.module.css';

/** How often a page asks whether its competition comes live from the pool (issue 40). */
export const VENUE_LIVE_REFRESH_MS = 10_000;
/** How often it asks again when the competition is not published (null): it may start later. */
export const VENUE_LIVE_UNPUBLISHED_REFRESH_MS = 60_000;

/**
 * GET …/publication (public, never cached); null when the competition was never published (the
 * site answers null; a 404, a competition hidden meanwhile, is read the same way). The
 * service worker's kept copy of it (`X-Offline-Copy`) is not the site's word now: it counts as
 * no answer, so the banner never says 'Em direto' from a copy.
 */
async function getPublicationStatus(
  competitionId: string,
  signal: AbortSignal,
): Promise<PublicationStatus | null> {
  prepareAnswerCheck();
  const response = await send(
    `/api/competitions/${encodeURIComponent(competitionId)}/publication`,
    { token: null, signal },
  );
  try {
    await throwUnlessOk(response);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
  if (offlineCopyOf(response) !== null) {
    await response.body?.cancel().catch(() => undefined);
    throw new ApiError({ type: 'about:blank', title: getNetworkErrorMessage(), status: 0 });
  }
  return checkAnswerText(
    'publicationStatus',
    await readJsonText(response).catch(() => undefined),
    'venueLive.invalidResponse',
  );
}

/**
 * The competition's publication as the site sees it, every 10 s. A failed read keeps the last
 * answer (React Query keeps `data` on a refetch error), so a visitor's lost connection never
 * turns the banner into something the site did not say.
 */
export function usePublicationStatus(competitionId: string) {
  return useQuery({
    queryKey: ['publicationStatus', competitionId],
    queryFn: ({ signal }) => getPublicationStatus(competitionId, signal),
    enabled: competitionId !== '',
    staleTime: 0,
    retry: false,
    refetchInterval: (query: Query<PublicationStatus | null, Error>) =>
      query.state.data === null ? VENUE_LIVE_UNPUBLISHED_REFRESH_MS : VENUE_LIVE_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

/** What the banner says, from the site's own `state` (never from the phone's clock). */
export function venueLiveText(status: PublicationStatus, t: TFunction): string | null {
  switch (status.state) {
    case 'live':
      return status.receivedAt
        ? t('venueLive.live', { time: formatLisbonClock(status.receivedAt) })
        : t('venueLive.liveNow');
    case 'lost':
      return status.contactAt
        ? t('venueLive.lost', { time: formatLisbonClock(status.contactAt, false) })
        : t('venueLive.lostNever');
    case 'waiting':
      return t('venueLive.waiting');
    case 'ended':
      return null;
  }
}

interface VenueLiveProps {
  competitionId: string;
  /** 'dark' on the scoreboard's board; the pages' white by default. */
  tone?: 'light' | 'dark';
  className?: string | undefined;
}

/**
 * 'Em direto da piscina · atualizado às 12:03:15' (or 'Sem ligação à piscina desde 12:01', 'À
 * espera da piscina') on the public pages of a competition published from the venue's laptop
 * (issue 40); nothing when it never was, or once the publication ended. Drawn without Mantine
 * (ADR 050), in the page's flow.
 */
export function VenueLive({ competitionId, tone = 'light', className }: VenueLiveProps) {
  const { t } = useTranslation();
  const status = usePublicationStatus(competitionId).data;
  if (!status) return null;
  const text = venueLiveText(status, t);
  if (text === null) return null;
  return (
    <p
      className={`${styles.banner} ${styles[tone]} ${styles[status.state]} ${className ?? ''}`}
      data-testid="venue-live"
      data-state={status.state}
      role="status"
      title={t('venueLive.venue', { venue: status.venue })}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
