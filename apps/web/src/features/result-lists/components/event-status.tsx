import type { ResultEventStatus } from '@artistic/domain/result-list/official';
import { useEffect, useState } from 'react';
import { plainStyles } from '../../../components/plain/plain';
import { useTranslation } from '../../../i18n/use-translation';
import { formatStatusTime, resultStatusLabelKey } from '../../../lib/result-list-view';

/** The badge's text: 'Oficial', 'Provisório' or 'Provisório — corrigido'. */
export const statusLabelKey = (status: ResultEventStatus): string => resultStatusLabelKey(status);

/** The time now, again every 30 s (the inquiry window closes while the page is open). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Where the shown event's results stand (issue 22), for everyone: official since when and signed
 * by whom, or provisional since when with the inquiry window. Refreshed with the event's polls,
 * so a visitor sees 'Oficial' without reloading.
 */
export function EventStatus({ status }: { status: ResultEventStatus }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const time = (iso: string) => formatStatusTime(iso, i18n.language);
  const official = status.state === 'official';
  let line: string;
  if (official && status.signedAt)
    line = t('resultLists.official.officialLine', {
      time: time(status.signedAt),
      name: status.signedBy ?? '—',
    });
  else if (status.provisionalSince)
    line = t('resultLists.official.provisionalLine', { time: time(status.provisionalSince) });
  else line = t('resultLists.official.provisionalEmpty');
  const until = status.inquiriesUntil;
  const window =
    !official && until
      ? Date.parse(until) >= now
        ? t('resultLists.official.inquiriesUntil', { time: time(until) })
        : t('resultLists.official.inquiriesClosed', { time: time(until) })
      : '';
  return (
    <div className="result-list-status" data-state={status.state} role="status">
      <span
        className={`${plainStyles.badge} result-list-status-badge`}
        data-official={official || undefined}
      >
        {t(statusLabelKey(status))}
      </span>
      <span className={plainStyles.small}>
        {line}
        {window && ` ${window}`}
        {status.openInquiries > 0 &&
          ` ${t('resultLists.official.openInquiries', { count: status.openInquiries })}`}
      </span>
    </div>
  );
}
