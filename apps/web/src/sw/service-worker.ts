import type { Decision } from './routes';
import { OFFLINE_COPY_HEADER, decide } from './routes';

/**
 * The offline shell (issue 40): a service worker, written here without a library, built into
 * dist/sw.js by scripts/service-worker.ts with the version's files (`__SW_PRECACHE__`) and a
 * hash of their bytes (`__SW_VERSION__`). What it does with each request is decided in
 * routes.ts:
 *
 * - a page: from the network (3 s at most), else the shell kept at install under the one key
 *   `/index.html` — never a page by its address: `/judge/<code>` holds a seat's secret;
 * - the build's hashed files: kept once fetched (they never change), the version's own from
 *   install, the others as pages load them (at most MAX_ASSETS);
 * - a public read: from the network, keeping its last 200 answer (never a 304, nor one marked
 *   `no-store` or `private`); without a network, that answer with `X-Offline-Copy: <when it
 *   was kept>`, which the page shows;
 * - everything else (writes, signed-in calls, judges' seats, streams) as if there were no worker.
 *
 * A new version installs at once, takes the open pages over, drops the caches of the version
 * before and tells the pages (`NEW_VERSION`): app/main.tsx's lib/service-worker.ts reloads a
 * page with nothing unsaved, and offers a reload elsewhere.
 */

declare const __SW_PRECACHE__: readonly string[];
declare const __SW_VERSION__: string;

// The worker's scope, in the few words used here (the DOM types describe a window).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WindowClient {
  postMessage(message: unknown): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const sw = globalThis as unknown as WorkerScope;

const VERSION = __SW_VERSION__;
const PRECACHE = __SW_PRECACHE__;

const PREFIX = 'artistic-';
/** This version's shell: index.html, the entry's files, the shell's own files. */
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
/** Hashed files fetched by the pages, kept across versions (an old page may still ask). */
const ASSETS_CACHE = `${PREFIX}assets`;
/** The last answer of each public read (by address), kept across versions. */
const API_CACHE = `${PREFIX}public-api`;
const CACHES = new Set([SHELL_CACHE, ASSETS_CACHE, API_CACHE]);

/** The one key the shell is kept under (never a page's own address). */
const SHELL_KEY = '/index.html';
/** How long a page or a public read waits for the network before the copy kept is answered. */
const NETWORK_TIMEOUT_MS = 3000;
const MAX_ASSETS = 150;
const MAX_ANSWERS = 150;
/** When a kept answer was kept (stored with it; a copy is answered with OFFLINE_COPY_HEADER). */
const STORED_AT = 'X-Stored-At';

/** The shell's files outside /assets/ (`/zod-no-eval.js`, the favicon), kept with the shell. */
const shellFiles = new Set(PRECACHE.filter((path) => !path.startsWith('/assets/')));
shellFiles.delete(SHELL_KEY);

const scope = () => ({ origin: sw.location.origin, shellFiles });

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/html');

/** An answer of our origin (`default`: one made in a worker, as the unit tests do), not redirected away. */
const isOurs = (response: Response) => response.type === 'basic' || response.type === 'default';

/** A hashed file that is what it says: not the server's index.html for an unknown address. */
const isKeptAsset = (response: Response) =>
  response.status === 200 && isOurs(response) && !isHtml(response);

/** An answer that may be kept: a 200 of our origin that no header forbids keeping. */
function isKeptAnswer(response: Response): boolean {
  if (response.status !== 200 || !isOurs(response)) return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(?:no-store|private)\b/.test(control);
}

/** Drops the oldest entries of `cache` beyond `max` (a put moves an address to the end). */
async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

/**
 * The network's answer, unless it fails, is a server error or takes longer than
 * NETWORK_TIMEOUT_MS and `fallback` has a copy; `onAnswer` sees each answer the network gives
 * in time (to keep it).
 */
async function networkFirst(
  request: Request,
  fallback: () => Promise<Response | undefined>,
  onAnswer: (response: Response) => void = () => undefined,
): Promise<Response> {
  const network = fetch(request);
  // A network that fails after the copy was answered is nobody's error.
  network.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), NETWORK_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, timeout]);
    if (first !== 'timeout') {
      onAnswer(first);
      if (first.status < 500) return first;
    }
  } catch {
    // No network: the copy, below.
  } finally {
    clearTimeout(timer);
  }
  const copy = await fallback().catch(() => undefined);
  return copy ?? network;
}

async function shellCopy(): Promise<Response | undefined> {
  const cache = await caches.open(SHELL_CACHE);
  return cache.match(SHELL_KEY);
}

/** A page: the network's, or the shell (the app then draws the page from its address). */
function navigate(event: FetchEvent): Promise<Response> {
  return networkFirst(event.request, shellCopy);
}

/** A hashed file or a shell file: the copy kept, else the network's (kept for next time). */
async function asset(event: FetchEvent): Promise<Response> {
  const request = event.request;
  const path = new URL(request.url).pathname;
  const shell = await caches.open(SHELL_CACHE);
  const own = await shell.match(path);
  if (own) return own;
  if (!path.startsWith('/assets/')) return fetch(request);
  const assets = await caches.open(ASSETS_CACHE);
  const kept = await assets.match(path);
  if (kept) return kept;
  const response = await fetch(request);
  if (isKeptAsset(response)) event.waitUntil(keepAsset(assets, path, response.clone()));
  return response;
}

async function keepAsset(cache: Cache, path: string, response: Response): Promise<void> {
  await cache.put(path, response);
  await trim(cache, MAX_ASSETS);
}

/** Keeps a public read's answer with the time it was kept. */
async function keepAnswer(url: string, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, new Date().toISOString());
  // The body is kept decoded: its encoding and length no longer apply.
  headers.delete('content-encoding');
  headers.delete('content-length');
  const body = await response.arrayBuffer();
  const cache = await caches.open(API_CACHE);
  await cache.put(
    url,
    new Response(body, { status: 200, statusText: response.statusText, headers }),
  );
  await trim(cache, MAX_ANSWERS);
}

/** The kept answer of `url`, marked `X-Offline-Copy: <when it was kept>`. */
async function answerCopy(url: string): Promise<Response | undefined> {
  const cache = await caches.open(API_CACHE);
  const kept = await cache.match(url, { ignoreVary: true });
  if (!kept) return undefined;
  const headers = new Headers(kept.headers);
  headers.set(OFFLINE_COPY_HEADER, headers.get(STORED_AT) ?? '');
  headers.delete(STORED_AT);
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

/**
 * Per address, the ETag of the answer last kept and when (for this worker's life): a poll that
 * brings the same answer (the result list's every 3 s, the scoreboard's twice a second) is kept
 * again only after REKEEP_SAME_AFTER_MS, to say until when the server confirmed it.
 */
const lastKept = new Map<string, { etag: string; at: number }>();
const REKEEP_SAME_AFTER_MS = 30_000;

/** True when the answer must be kept (again); notes it. */
function mustKeep(url: string, response: Response): boolean {
  const etag = response.headers.get('etag');
  const now = Date.now();
  const last = lastKept.get(url);
  if (etag !== null && last?.etag === etag && now - last.at < REKEEP_SAME_AFTER_MS) return false;
  if (lastKept.size > MAX_ANSWERS * 2) lastKept.clear();
  if (etag !== null) lastKept.set(url, { etag, at: now });
  else lastKept.delete(url);
  return true;
}

function publicRead(event: FetchEvent): Promise<Response> {
  const url = event.request.url;
  return networkFirst(
    event.request,
    () => answerCopy(url),
    (response) => {
      if (isKeptAnswer(response) && mustKeep(url, response))
        event.waitUntil(keepAnswer(url, response.clone()));
    },
  );
}

const handlers: Record<Exclude<Decision, 'pass'>, (event: FetchEvent) => Promise<Response>> = {
  navigate,
  asset,
  'public-api': publicRead,
};

sw.addEventListener('fetch', (event) => {
  const kind = decide(event.request, scope());
  if (kind === 'pass') return;
  event.respondWith(handlers[kind](event));
});

/** Install: the shell and the entry's files (from the browser's cache: no bytes twice), then on. */
sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await Promise.all(
        PRECACHE.map(async (path) => {
          // index.html and the shell's files are revalidated: they must be this version's.
          const response = await fetch(path, {
            cache: path.startsWith('/assets/') ? 'default' : 'no-cache',
          });
          if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
          await shell.put(path, response);
        }),
      );
      await sw.skipWaiting();
    })(),
  );
});

/** Activate: take the open pages, drop the version before, tell the pages a new one runs. */
sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith(PREFIX) && !CACHES.has(name));
      await Promise.all(old.map((name) => caches.delete(name)));
      await sw.clients.claim();
      // The first install is no new version: nothing ran before it.
      if (!old.some((name) => name.startsWith(`${PREFIX}shell-`))) return;
      const pages = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages)
        page.postMessage({ type: 'NEW_VERSION', version: VERSION, files: PRECACHE });
    })(),
  );
});

/** At most this many addresses a page may ask to keep at once. */
const MAX_ASKED = 200;

/**
 * A page loaded before this worker ran asks it to keep what it fetched (its page's chunks, its
 * public reads): `{ type: 'CACHE_URLS', urls }`. Only what `decide` would keep is kept.
 */
async function keepAsked(urls: readonly unknown[]): Promise<void> {
  const assets = await caches.open(ASSETS_CACHE);
  const shell = await caches.open(SHELL_CACHE);
  await Promise.all(
    urls.slice(0, MAX_ASKED).map(async (url) => {
      if (typeof url !== 'string') return;
      let request: Request;
      try {
        request = new Request(new URL(url, sw.location.origin));
      } catch {
        return;
      }
      const kind = decide(request, scope());
      const path = new URL(request.url).pathname;
      try {
        if (kind === 'asset' && path.startsWith('/assets/')) {
          if ((await shell.match(path)) || (await assets.match(path))) return;
          const response = await fetch(request);
          if (isKeptAsset(response)) await keepAsset(assets, path, response);
        } else if (kind === 'public-api') {
          const response = await fetch(request);
          if (isKeptAnswer(response)) await keepAnswer(request.url, response);
        }
      } catch {
        // Offline already: what could not be kept is asked again by the page's next load.
      }
    }),
  );
}

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'CACHE_URLS' || !Array.isArray(data.urls)) return;
  event.waitUntil(keepAsked(data.urls));
});
