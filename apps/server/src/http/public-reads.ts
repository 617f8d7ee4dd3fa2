import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Representation } from './etag.ts';
import { GZIP_FROM_BYTES, acceptsGzip, matchesIfNoneMatch, withGzipNow } from './etag.ts';
import type { Logger } from './logger.ts';
import { apiSecurityHeaderRecord } from './security-headers.ts';

/**
 * Anonymous reads of public answers served straight from the server's memory (ADR 046).
 *
 * On competition day nearly every request is a phone polling one of a handful of public answers
 * (the competitions, a competition, its start and result lists and their events, health), each
 * already serialised, gzipped and cached (ADR 019). Through the whole app each of them also
 * passed Hono's request and context objects, eight middlewares, the OpenAPI parameter validator,
 * undici's `Headers` and their conversion back to Node's, which cost more than the answer
 * itself: such reads ran at 23–55 % of a bare Hono app sending the same bytes (issue 20).
 *
 * Each public read registers here, beside its route, the same function the route calls and the
 * same parameter schema. A GET without `Authorization` whose path is exactly one of them is
 * answered here with the route's headers made once; anything else — a signed-in caller, HEAD,
 * a percent-encoded or invalid parameter, an answer that fails (404 of a hidden competition, a
 * database down) — goes through the app as before, which answers it (and logs it) in full. The
 * access line, the request id and the security headers are those of the app.
 */

/** What a route's parameters are checked with (its zod schema). */
interface ParamSchema<P> {
  safeParse(value: unknown): { success: true; data: P } | { success: false };
}

/** A cached answer with its ETag (http/etag.ts `sendRepresentation`), or a constant small JSON. */
type Served = { kind: 'representation'; rep: Representation } | { kind: 'json'; body: Uint8Array };

interface Read {
  path: string;
  pattern: RegExp;
  names: string[];
  /** The answer now (from memory), later (a promise), or undefined: the app answers. */
  serve: (params: Record<string, string>) => Served | Promise<Served | undefined> | undefined;
}

/** `/api/competitions/{id}/resultList` → a pattern with one group per `{name}`. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const m = /^\{(\w+)\}$/.exec(segment);
      if (m?.[1]) {
        names.push(m[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** The public reads the server answers before the app (registered by the features' routes). */
export class PublicReads {
  private readonly reads: Read[] = [];
  private readonly exact = new Map<string, Read>();

  /** The paths registered, as the routes name them (`{id}`). */
  get paths(): string[] {
    return this.reads.map((r) => r.path);
  }

  /**
   * A cached public GET: `answer` is what the route's handler sends with `sendRepresentation`
   * for an anonymous caller, `params` the route's parameter schema. `peek`, when given, is the
   * same answer when memory holds it fresh (undefined otherwise): sent in the request's own
   * turn, without a promise, which is most polls on competition day.
   */
  addCached<P>(
    path: string,
    params: ParamSchema<P> | undefined,
    answer: (params: P) => Promise<Representation>,
    peek?: (params: P) => Representation | undefined,
  ): void {
    this.add(path, (raw) => {
      let p: P;
      if (params) {
        const parsed = params.safeParse(raw);
        if (!parsed.success) return undefined;
        p = parsed.data;
      } else p = raw as P;
      const now = peek?.(p);
      if (now) return { kind: 'representation', rep: now };
      return answer(p).then((rep) => ({ kind: 'representation', rep }) as const);
    });
  }

  /**
   * A small JSON answer without validator (health): `answer` gives its bytes, or undefined when
   * the route would answer something else (an error), which the app then answers; `peek`, when
   * given, the same bytes now when they are known without waiting (undefined otherwise).
   */
  addJson(
    path: string,
    answer: () => Promise<Uint8Array | undefined>,
    peek?: () => Uint8Array | undefined,
  ): void {
    this.add(path, () => {
      const now = peek?.();
      if (now) return { kind: 'json', body: now };
      return answer().then((body) => (body ? ({ kind: 'json', body } as const) : undefined));
    });
  }

  private add(path: string, serve: Read['serve']): void {
    const read = { path, ...compile(path), serve };
    this.reads.push(read);
    if (read.names.length === 0) this.exact.set(path, read);
  }

  /** The read whose path is exactly `pathname`, with its raw parameters. */
  match(pathname: string): { read: Read; params: Record<string, string> } | undefined {
    const exact = this.exact.get(pathname);
    if (exact) return { read: exact, params: {} };
    for (const read of this.reads) {
      if (read.names.length === 0) continue;
      const m = read.pattern.exec(pathname);
      if (!m) continue;
      const params: Record<string, string> = {};
      read.names.forEach((name, i) => {
        params[name] = m[i + 1] ?? '';
      });
      return { read, params };
    }
    return undefined;
  }
}

/** A request id sent by the caller is kept when it is a short token; otherwise a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * The node listener's first step: answers the request when it is an anonymous GET of a public
 * read and returns true, or returns false and leaves it to the app. `app` is also called for a
 * request taken here whose answer fails, so that the app answers the error as it always does.
 */
export function createPublicReadListener(deps: {
  reads: PublicReads;
  log: Logger;
  https?: boolean;
}): (req: IncomingMessage, res: ServerResponse, app: Listener) => boolean {
  const { reads, log } = deps;
  const security = apiSecurityHeaderRecord({ https: deps.https });
  return (req, res, app) => {
    if (req.method !== 'GET' || req.headers.authorization !== undefined) return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    // Percent-encoded paths are decoded by the app's router; they never come from the web app.
    if (!pathname.startsWith('/api/') || pathname.includes('%')) return false;
    const found = reads.match(pathname);
    if (!found) return false;
    const params = q < 0 ? found.params : withQuery(found.params, url.slice(q + 1));
    if (!params) return false;
    const started = performance.now();
    let pending: Served | Promise<Served | undefined> | undefined;
    try {
      pending = found.read.serve(params);
    } catch {
      pending = undefined;
    }
    if (!pending) return false;
    const write = (served: Served) => {
      const requestId = requestIdOf(headerOf(req, 'x-request-id'));
      const status = send(req, res, served, { ...security, 'X-Request-Id': requestId });
      log.info('request', {
        requestId,
        method: 'GET',
        path: pathname,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    };
    if (!(pending instanceof Promise)) {
      write(pending);
      return true;
    }
    pending.then(
      (served) => (served ? write(served) : app(req, res)),
      // The app answers the error (404, 503…) with its problem+json, and logs it.
      () => app(req, res),
    );
    return true;
  };
}

/**
 * A read's parameters with the query's (GET /api/rankings?from=&to=), which its schema checks as
 * the route's query schema does; undefined (the app answers) when a name comes twice or is also
 * a path parameter.
 */
function withQuery(
  params: Record<string, string>,
  query: string,
): Record<string, string> | undefined {
  const all = { ...params };
  for (const [name, value] of new URLSearchParams(query)) {
    if (Object.hasOwn(all, name)) return undefined;
    all[name] = value;
  }
  return all;
}

const headerOf = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Writes the answer as the app's route and middlewares would; returns the status. */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  served: Served,
  base: OutgoingHttpHeaders,
): number {
  const gzip = acceptsGzip(headerOf(req, 'accept-encoding'));
  if (served.kind === 'json') {
    // As c.json answers it, with the compress middleware's Vary.
    res.writeHead(200, {
      ...base,
      'Content-Type': 'application/json',
      Vary: 'Accept-Encoding',
      'Content-Length': served.body.byteLength,
    });
    res.end(served.body);
    return 200;
  }
  const { rep } = served;
  const headers: OutgoingHttpHeaders = {
    ...base,
    ETag: rep.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Authorization, Accept-Encoding',
  };
  if (matchesIfNoneMatch(headerOf(req, 'if-none-match'), rep.etag)) {
    res.writeHead(304, headers);
    res.end();
    return 304;
  }
  headers['Content-Type'] = 'application/json';
  let body: Uint8Array = rep.json;
  if (gzip && rep.json.length >= GZIP_FROM_BYTES) {
    body = withGzipNow(rep);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = body.byteLength;
  res.writeHead(200, headers);
  res.end(body);
  return 200;
}
