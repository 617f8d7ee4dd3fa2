/**
 * What the service worker (sw/service-worker.ts, issue 40) does with a request, decided from the
 * request alone so that it can be tested without a worker:
 *
 * - `navigate`: a page of the app (`/resultList?id=…`, `/judge/<code>`): asked from the network,
 *   the cached shell (`/index.html`) when there is none;
 * - `asset`: the build's hashed files (`/assets/…`) and the shell's own files (`/zod-no-eval.js`,
 *   the favicon): kept once fetched;
 * - `public-api`: an anonymous public read on the allowlist below: asked from the network, its
 *   last answer when there is none;
 * - `pass`: anything else goes to the network as if there were no worker, and nothing of it is
 *   kept: writes, signed-in calls (`Authorization`), a judge's phone (`X-Judge-Seat`), the
 *   identity provider, the API docs, live streams, other origins.
 */

/** What a public read answered from the worker's copy carries: when the copy was kept (ISO). */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

export type Decision = 'navigate' | 'asset' | 'public-api' | 'pass';

/** What `decide` reads of a request (a fetch `Request` has all of it). */
export interface RequestLike {
  method: string;
  url: string;
  /** `navigate` for a page load. */
  mode?: string;
  headers: { get(name: string): string | null };
}

export interface DecideScope {
  /** The worker's origin (`self.location.origin`). */
  origin: string;
  /** The shell's files outside /assets/ that the worker keeps (`/zod-no-eval.js`, `/favicon.svg`). */
  shellFiles?: ReadonlySet<string>;
}

/**
 * The public anonymous reads whose last answer is kept: the server's PublicReads
 * (apps/server/src/http/public-reads.ts and the routes that register them: competitions, start
 * and result lists and their events, medals, rankings, scoreboard) and the app's configuration.
 * Not /api/health, nor a competition's publication status: a kept "ok" or "Em direto" would lie.
 */
const PUBLIC_API: readonly RegExp[] = [
  /^\/api\/config$/,
  /^\/api\/competitions$/,
  /^\/api\/competitions\/[^/]+$/,
  /^\/api\/competitions\/[^/]+\/(?:startlist|resultList)(?:\/events(?:\/[^/]+)?)?$/,
  /^\/api\/competitions\/[^/]+\/(?:medals|scoreboard)$/,
  /^\/api\/rankings$/,
];

/** True when `path` is one of the public reads the worker keeps (exported for the tests). */
export function isPublicRead(path: string): boolean {
  return PUBLIC_API.some((pattern) => pattern.test(path));
}

/** The last segment of a path has a dot: a file (`/favicon.svg`), not a page of the app. */
const isFilePath = (path: string) => /\.[^/]*$/.test(path.slice(path.lastIndexOf('/')));

export function decide(request: RequestLike, scope: DecideScope): Decision {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== scope.origin) return 'pass';
  const headers = request.headers;
  // A signed-in caller's answers, or a judge's seat's: never kept, never answered from a copy.
  if (headers.get('authorization') !== null || headers.get('x-judge-seat') !== null) return 'pass';
  if ((headers.get('accept') ?? '').includes('text/event-stream')) return 'pass';
  if (headers.get('range') !== null) return 'pass';
  const path = url.pathname;
  if (path === '/oidc' || path.startsWith('/oidc/')) return 'pass';
  if (path.startsWith('/api/docs')) return 'pass';
  if (path.endsWith('/stream')) return 'pass';
  if (path === '/sw.js') return 'pass';
  if (request.mode === 'navigate') {
    // A page of the app; an API answer or a file opened in a tab is not.
    return path === '/api' || path.startsWith('/api/') || isFilePath(path) ? 'pass' : 'navigate';
  }
  if (path.startsWith('/assets/') && path.length > '/assets/'.length) return 'asset';
  if (scope.shellFiles?.has(path)) return 'asset';
  return isPublicRead(path) ? 'public-api' : 'pass';
}
