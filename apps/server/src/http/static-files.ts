import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';

/** Built assets carry a content hash in their name: a browser may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Answers whose bytes depend on Accept-Encoding (text, JSON, SVG, WebAssembly). */
const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|javascript|xml|wasm|manifest\+json|[\w.+-]*\+json)|image\/svg)/i;

const nothing = () => Promise.resolve();

/**
 * Serves the built SPA (ADR 035) with @hono/node-server's static handler: the `.br` or `.gz` the
 * web build wrote beside each file when the browser accepts it (`Content-Encoding`, `Vary`), the
 * file itself otherwise, streamed from disk, never read whole nor synchronously. Files under
 * /assets/ have hashed names and are immutable; anything else (index.html, favicon) is
 * revalidated. Any other GET path gets index.html so the SPA router decides (its own Not Found).
 * Paths with `..`, `\`, `//` or percent signs never reach a file: they get index.html.
 */
export function createSpaHandler(distDir: string) {
  const root = resolve(distDir);
  if (!existsSync(join(root, 'index.html'))) {
    return (c: Context): Response =>
      c.text('A aplicação web ainda não foi compilada: corra `npm run build`.', 503);
  }
  const files = serveStatic({ root, precompressed: true });
  const index = serveStatic({ root, path: 'index.html', precompressed: true });
  return async (c: Context): Promise<Response> => {
    // Bad percent-encoding (`GET /%`) is the client's mistake: a URIError, answered 400 by onError.
    decodeURIComponent(c.req.path);
    let res = (await files(c, nothing)) as Response | undefined;
    let cacheControl = c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
    if (!res) {
      res = (await index(c, nothing)) as Response | undefined;
      cacheControl = 'no-cache';
    }
    // index.html went away after the start (a build under way): say so rather than a 404.
    if (!res) return c.text('A aplicação web está a ser compilada: tente de novo.', 503);
    res.headers.set('Cache-Control', cacheControl);
    const vary = res.headers.get('Vary');
    if (
      COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '') &&
      !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')
    )
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    return res;
  };
}
