import { Alert } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isServerUnreachable, noteServerReach, subscribeServerReach } from '../lib/server-reach';

/** How often, while the server cannot be reached, the page asks whether it is back. */
export const REACH_PROBE_MS = 5000;

/** Asks the server whether it is there (any answer counts; the worker never answers it). */
function probe(): void {
  fetch('/api/health', { cache: 'no-store' }).then(
    () => noteServerReach(true),
    () => noteServerReach(false),
  );
}

/**
 * The scoring tables' word when the server cannot be reached (issue 40): a call of the page found
 * no network (lib/server-reach.ts). Signed-in answers are never kept by the service worker, so
 * nothing is shown from a copy: the notice says what is safe and what waits. While it shows, the
 * server is asked every few seconds (and when the browser says the network is back), and the
 * notice goes once it answers. `text`: the page's own sentence (an i18n key).
 */
export function ServerUnreachableNotice({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const unreachable = useSyncExternalStore(subscribeServerReach, isServerUnreachable);
  useEffect(() => {
    if (!unreachable) return undefined;
    const timer = window.setInterval(probe, REACH_PROBE_MS);
    window.addEventListener('online', probe);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', probe);
    };
  }, [unreachable]);
  if (!unreachable) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={t('offline.title')}
      className={className}
    >
      {t(text)}
    </Alert>
  );
}
