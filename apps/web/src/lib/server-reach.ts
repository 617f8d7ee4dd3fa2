import { OFFLINE_COPY_HEADER } from '../sw/routes';

/**
 * Whether the server answered the app's last call (issue 40): api-client's `send` notes each
 * answer and each network failure here. An answer the service worker gave from its copy
 * (`X-Offline-Copy`, sw/service-worker.ts) is no answer of the server. The scoring tables say so
 * plainly while it lasts (components/server-unreachable-notice.tsx). Plain state, no React: it is
 * part of the first download.
 */

let unreachable = false;
const listeners = new Set<() => void>();

/** When the service worker answered from its copy, when the copy was kept (ISO); else null. */
export function offlineCopyOf(response: Response): string | null {
  return response.headers.get(OFFLINE_COPY_HEADER);
}

/** Notes that the server answered (`true`) or could not be reached (`false`). */
export function noteServerReach(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  for (const listener of listeners) listener();
}

/** Notes an answer: the server's, or the service worker's copy (then the server was not reached). */
export function noteAnswer(response: Response): void {
  noteServerReach(offlineCopyOf(response) === null);
}

export function isServerUnreachable(): boolean {
  return unreachable;
}

/** Calls `listener` each time the server is reached again or lost (useSyncExternalStore). */
export function subscribeServerReach(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
