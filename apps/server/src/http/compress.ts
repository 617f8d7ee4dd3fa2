import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { GZIP_FROM_BYTES, acceptsGzip } from './etag.ts';

const gzipAsync = promisify(gzip);

/** What is worth compressing: text, JSON, JavaScript, SVG. */
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|[\w.+-]*\+json)|image\/svg)/i;

/**
 * Gzips answers to GET of at least `threshold` bytes for callers that accept it, and sends smaller
 * ones as they are, with their length. Answers to writes are one record (a score sheet, a coach
 * card) and go out as they are: reading them back to measure would cost the scoring table's
 * save more than the bytes it could spare.
 *
 * It replaces hono/compress, which cannot see the size of a JSON answer (it has no
 * Content-Length before it is sent), so it ran every answer, a 200-byte score included, through
 * a web CompressionStream: a tenth of the server's time on score writes. Answers here are never
 * streams, so the whole body is read, and gzip runs on libuv's thread pool, off the main thread.
 */
/** Statuses that never carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * Replaces the answer as it is. Hono's `c.res = …` otherwise wraps the new answer again through
 * its body stream (to merge the old headers, copied here already), and @hono/node-server then
 * pumps that stream instead of writing the bytes at once.
 */
function replaceAnswer(c: Context, res: Response): void {
  c.res = undefined as unknown as Response;
  c.res = res;
}

/**
 * @hono/node-server's own Response (the global one while the server runs) keeps what it was
 * made from, [status, body, headers], under a symbol it does not export ("cache"); it writes a
 * string or bytes body straight to the socket from there. Found once on the first such answer.
 */
let bodySymbol: symbol | undefined;

/** The body an answer was made from, when it is a string or bytes held by the answer itself. */
export function bodyOf(res: Response): string | Uint8Array | undefined {
  bodySymbol ??= Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  if (!bodySymbol) return undefined;
  const held = (res as unknown as Record<symbol, unknown>)[bodySymbol];
  if (!Array.isArray(held)) return undefined;
  const body: unknown = held[1];
  return typeof body === 'string' || body instanceof Uint8Array ? body : undefined;
}

export function compressAnswers(opts: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = opts.threshold ?? GZIP_FROM_BYTES;
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (
      c.req.method !== 'GET' ||
      NO_BODY.has(res.status) ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !type ||
      !COMPRESSIBLE.test(type) ||
      // A live stream (server-sent events) never ends: reading it whole would never answer.
      type.startsWith('text/event-stream') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    const known = bodyOf(res);
    if (known !== undefined) {
      // The body is at hand (a string from c.json, bytes from c.body): its length is known
      // without reading it back through a stream, and a small answer keeps its own Response.
      const length = typeof known === 'string' ? Buffer.byteLength(known) : known.byteLength;
      if (length < threshold) {
        res.headers.set('Content-Length', String(length));
        return;
      }
    }
    const plain =
      known === undefined
        ? new Uint8Array(await res.arrayBuffer())
        : typeof known === 'string'
          ? Buffer.from(known)
          : known;
    const headers = new Headers(res.headers);
    if (plain.byteLength < threshold) {
      headers.set('Content-Length', String(plain.byteLength));
      replaceAnswer(c, new Response(plain, { status: res.status, headers }));
      return;
    }
    const zipped = await gzipAsync(plain);
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(zipped.byteLength));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    const bytes = new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength);
    replaceAnswer(c, new Response(bytes, { status: res.status, headers }));
  };
}
