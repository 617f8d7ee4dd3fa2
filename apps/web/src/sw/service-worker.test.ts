// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The service worker (service-worker.ts) run in a fake worker scope: its listeners, the Cache
 * API (in memory), the network (a function per test) and the pages it talks to.
 */

const ORIGIN = 'https://resultados.example.pt';
const PRECACHE = ['/assets/index-A1.js', '/assets/index-B2.css', '/favicon.svg', '/index.html'];
const SHELL_HTML = '<!doctype html><div id="root"></div>';

const absolute = (input: string | { url: string }) =>
  new URL(typeof input === 'string' ? input : input.url, ORIGIN).href;

/** One cache of the Cache API: the last answer per address, oldest first. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  match(input: string | { url: string }): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(absolute(input))?.clone());
  }
  put(input: string | { url: string }, response: Response): Promise<void> {
    const url = absolute(input);
    this.entries.delete(url);
    this.entries.set(url, response.clone());
    return Promise.resolve();
  }
  keys(): Promise<{ url: string }[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => ({ url })));
  }
  delete(input: string | { url: string }): Promise<boolean> {
    return Promise.resolve(this.entries.delete(absolute(input)));
  }
}

class FakeCaches {
  readonly all = new Map<string, FakeCache>();
  open(name: string): Promise<FakeCache> {
    let cache = this.all.get(name);
    if (!cache) this.all.set(name, (cache = new FakeCache()));
    return Promise.resolve(cache);
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.all.keys()]);
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.all.delete(name));
  }
  /** Every address kept, in every cache. */
  addresses(): string[] {
    return [...this.all.values()].flatMap((cache) => [...cache.entries.keys()]);
  }
}

type Listener = (event: unknown) => void;

interface Scope {
  caches: FakeCaches;
  network: ReturnType<typeof vi.fn<(input: unknown, init?: RequestInit) => Promise<Response>>>;
  posted: unknown[];
  claim: ReturnType<typeof vi.fn>;
  skipWaiting: ReturnType<typeof vi.fn>;
  dispatch(type: string, event: object): void;
}

let scope: Scope;

/** Loads the worker into a fresh fake scope. */
async function loadWorker(): Promise<Scope> {
  vi.resetModules();
  const listeners = new Map<string, Listener>();
  const caches = new FakeCaches();
  const posted: unknown[] = [];
  const network = vi.fn<(input: unknown, init?: RequestInit) => Promise<Response>>(() =>
    Promise.reject(new TypeError('Failed to fetch')),
  );
  const claim = vi.fn(() => Promise.resolve());
  const skipWaiting = vi.fn(() => Promise.resolve());
  vi.stubGlobal('__SW_PRECACHE__', PRECACHE);
  vi.stubGlobal('__SW_VERSION__', 'v2');
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('fetch', network);
  vi.stubGlobal('location', new URL(`${ORIGIN}/sw.js`));
  vi.stubGlobal('skipWaiting', skipWaiting);
  vi.stubGlobal('clients', {
    claim,
    matchAll: () => Promise.resolve([{ postMessage: (m: unknown) => posted.push(m) }]),
  });
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) =>
    listeners.set(type, listener),
  );
  await import('./service-worker');
  return {
    caches,
    network,
    posted,
    claim,
    skipWaiting,
    dispatch: (type, event) => listeners.get(type)?.(event),
  };
}

/** A request as the page sends it (a navigation cannot be built with `new Request`). */
function pageRequest(
  path: string,
  init: { method?: string; mode?: string; headers?: Record<string, string> } = {},
) {
  return {
    method: init.method ?? 'GET',
    url: `${ORIGIN}${path}`,
    mode: init.mode ?? 'cors',
    headers: new Headers(init.headers),
  };
}

/** Dispatches a fetch event: the worker's answer (undefined: it let the request pass). */
async function fetchThrough(request: ReturnType<typeof pageRequest>) {
  let answer: Promise<Response> | undefined;
  const waits: Promise<unknown>[] = [];
  scope.dispatch('fetch', {
    request,
    respondWith: (response: Response | Promise<Response>) => {
      answer = Promise.resolve(response);
    },
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
  });
  const response = await answer;
  await Promise.all(waits);
  return response;
}

async function lifecycle(type: 'install' | 'activate') {
  const waits: Promise<unknown>[] = [];
  scope.dispatch(type, { waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
  await Promise.all(waits);
}

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(status === 304 ? null : JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json',
      ETag: 'W/"1"',
      'Cache-Control': 'no-cache',
      ...headers,
    },
  });

/** The network as the server answers: the shell's files, and `routes` by path. */
function serve(routes: Record<string, () => Response> = {}) {
  scope.network.mockImplementation((input) => {
    const path = new URL(absolute(input as string | { url: string })).pathname;
    const route = routes[path];
    if (route) return Promise.resolve(route());
    if (path === '/index.html')
      return Promise.resolve(
        new Response(SHELL_HTML, { headers: { 'Content-Type': 'text/html' } }),
      );
    if (PRECACHE.includes(path))
      return Promise.resolve(
        new Response(`/* ${path} */`, { headers: { 'Content-Type': 'text/javascript' } }),
      );
    return Promise.resolve(new Response('not found', { status: 404 }));
  });
}

const offline = () =>
  scope.network.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));

beforeEach(async () => {
  scope = await loadWorker();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the service worker (offline shell, issue 40)', () => {
  it("installs this version's shell, its files revalidated and the hashed ones from the browser's cache, then takes over at once", async () => {
    serve();
    await lifecycle('install');
    const shell = scope.caches.all.get('artistic-shell-v2');
    expect([...(shell?.entries.keys() ?? [])].sort()).toEqual(
      PRECACHE.map((path) => `${ORIGIN}${path}`).sort(),
    );
    expect(scope.network).toHaveBeenCalledWith('/index.html', { cache: 'no-cache' });
    expect(scope.network).toHaveBeenCalledWith('/assets/index-A1.js', { cache: 'default' });
    expect(scope.skipWaiting).toHaveBeenCalledOnce();
  });

  it('answers a page from the network, and the shell without one, never keeping a page by its address', async () => {
    serve({
      '/judge/ABCD-EF23': () =>
        new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    await lifecycle('install');
    const online = await fetchThrough(pageRequest('/judge/ABCD-EF23', { mode: 'navigate' }));
    expect(await online?.text()).toBe('<!doctype html>');

    offline();
    const shell = await fetchThrough(pageRequest('/judge/ABCD-EF23', { mode: 'navigate' }));
    expect(await shell?.text()).toBe(SHELL_HTML);
    const other = await fetchThrough(pageRequest('/resultList?id=c1', { mode: 'navigate' }));
    expect(await other?.text()).toBe(SHELL_HTML);
    expect(scope.caches.addresses().filter((url) => !url.includes('/assets/'))).toEqual([
      `${ORIGIN}/favicon.svg`,
      `${ORIGIN}/index.html`,
    ]);
  });

  it('answers the shell when the network takes longer than 3 s', async () => {
    serve();
    await lifecycle('install');
    vi.useFakeTimers();
    scope.network.mockImplementation(() => new Promise<Response>(() => undefined));
    const answer = fetchThrough(pageRequest('/scoreboard?id=c1', { mode: 'navigate' }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await (await answer)?.text()).toBe(SHELL_HTML);
  });

  it("keeps a public read's last answer, and answers it without a network marked with when it was kept", async () => {
    const path = '/api/competitions/c1/resultList/events/1';
    serve({ [path]: () => json({ n: 1 }) });
    const before = Date.now();
    const fresh = await fetchThrough(pageRequest(path));
    expect(fresh?.headers.get('X-Offline-Copy')).toBeNull();
    expect(await fresh?.json()).toEqual({ n: 1 });

    offline();
    const copy = await fetchThrough(pageRequest(path));
    expect(await copy?.json()).toEqual({ n: 1 });
    const keptAt = Date.parse(copy?.headers.get('X-Offline-Copy') ?? '');
    expect(keptAt).toBeGreaterThanOrEqual(before - 1000);
    expect(keptAt).toBeLessThanOrEqual(Date.now());
    expect(copy?.headers.get('ETag')).toBe('W/"1"');
    expect(copy?.headers.get('X-Stored-At')).toBeNull();
  });

  it('keeps a poll that brings the same answer again only once it is 30 s old, and a new answer at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const path = '/api/competitions/c1/scoreboard';
    let etag = 'W/"1"';
    serve({ [path]: () => json({ n: etag }, { ETag: etag }) });
    const cache = await scope.caches.open('artistic-public-api');
    const put = vi.spyOn(cache, 'put');
    await fetchThrough(pageRequest(path));
    await fetchThrough(pageRequest(path));
    expect(put).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(30_000);
    await fetchThrough(pageRequest(path));
    expect(put).toHaveBeenCalledTimes(2);
    etag = 'W/"2"';
    await fetchThrough(pageRequest(path));
    expect(put).toHaveBeenCalledTimes(3);
    offline();
    expect(await (await fetchThrough(pageRequest(path)))?.json()).toEqual({ n: 'W/"2"' });
  });

  it('answers a server error with the copy too, and passes through an error when there is none', async () => {
    const path = '/api/competitions/c1/resultList/events';
    serve({ [path]: () => json({ n: 1 }) });
    await fetchThrough(pageRequest(path));
    serve({ [path]: () => json({ title: 'Indisponível' }, {}, 503) });
    expect((await fetchThrough(pageRequest(path)))?.headers.get('X-Offline-Copy')).not.toBeNull();

    offline();
    await expect(fetchThrough(pageRequest('/api/competitions/c9/medals'))).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('never keeps a 304, a no-store or private answer, nor a signed-in or judge request', async () => {
    serve({
      '/api/competitions/c1/startlist': () => json(null, {}, 304),
      '/api/competitions/c1/medals': () => json({ m: 1 }, { 'Cache-Control': 'no-store' }),
      '/api/competitions/c1/scoreboard': () =>
        json({ s: 1 }, { 'Cache-Control': 'private, max-age=5' }),
    });
    for (const path of [
      '/api/competitions/c1/startlist',
      '/api/competitions/c1/medals',
      '/api/competitions/c1/scoreboard',
    ])
      await fetchThrough(pageRequest(path));
    expect(
      await fetchThrough(
        pageRequest('/api/competitions/c1/resultList', { headers: { Authorization: 'Bearer x' } }),
      ),
    ).toBeUndefined();
    expect(
      await fetchThrough(pageRequest('/api/judge/now', { headers: { 'X-Judge-Seat': 'tok' } })),
    ).toBeUndefined();
    expect(await fetchThrough(pageRequest('/api/judge/marks', { method: 'POST' }))).toBeUndefined();
    expect(scope.caches.addresses()).toEqual([]);
  });

  it("keeps a hashed file once fetched, but never the server's page for one that is gone", async () => {
    serve({
      '/assets/judge-page-C3.js': () =>
        new Response('export {}', { headers: { 'Content-Type': 'text/javascript' } }),
      '/assets/old-page-D4.js': () =>
        new Response(SHELL_HTML, { headers: { 'Content-Type': 'text/html' } }),
    });
    await fetchThrough(pageRequest('/assets/judge-page-C3.js'));
    offline();
    expect(await (await fetchThrough(pageRequest('/assets/judge-page-C3.js')))?.text()).toBe(
      'export {}',
    );
    serve({
      '/assets/old-page-D4.js': () =>
        new Response(SHELL_HTML, { headers: { 'Content-Type': 'text/html' } }),
    });
    await fetchThrough(pageRequest('/assets/old-page-D4.js'));
    expect(scope.caches.addresses()).toEqual([`${ORIGIN}/assets/judge-page-C3.js`]);
  });

  it('on a new version: takes the pages, drops the version before and tells the pages; the first install tells nobody', async () => {
    await lifecycle('activate');
    expect(scope.claim).toHaveBeenCalledOnce();
    expect(scope.posted).toEqual([]);

    await scope.caches.open('artistic-shell-v1');
    await scope.caches.open('artistic-assets');
    await scope.caches.open('artistic-public-api');
    await scope.caches.open('another-app');
    await lifecycle('activate');
    expect([...scope.caches.all.keys()].sort()).toEqual([
      'another-app',
      'artistic-assets',
      'artistic-public-api',
    ]);
    expect(scope.posted).toEqual([{ type: 'NEW_VERSION', version: 'v2', files: PRECACHE }]);
  });

  it('keeps what a page fetched before the worker ran, when the worker would keep it', async () => {
    serve({
      '/assets/result-list-page-E5.js': () =>
        new Response('export {}', { headers: { 'Content-Type': 'text/javascript' } }),
      '/api/config': () => json({ demo: true }),
      '/api/judge/now': () => json({ secret: true }),
    });
    const waits: Promise<unknown>[] = [];
    scope.dispatch('message', {
      data: {
        type: 'CACHE_URLS',
        urls: [
          '/assets/result-list-page-E5.js',
          '/api/config',
          '/api/judge/now',
          42,
          'http://[bad',
        ],
      },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
    expect(scope.caches.addresses().sort()).toEqual([
      `${ORIGIN}/api/config`,
      `${ORIGIN}/assets/result-list-page-E5.js`,
    ]);
  });
});
