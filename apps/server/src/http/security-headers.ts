import type { Context, MiddlewareHandler } from 'hono';

export const contentSecurityPolicy = [
  "default-src 'self'",
  // WebAssembly (the PDF layout engine) may compile; JavaScript eval stays forbidden.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  // data: only for the PDF layout engine: yoga-layout carries its WebAssembly as a base64 data:
  // URL and first fetch()es it (then decodes it itself when the fetch is refused, after two
  // console errors). A data: URL is read in the browser and sends nothing anywhere, so allowing
  // it to connect opens no way out of the page; docs/security.md says why.
  "connect-src 'self' https: data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Sets a header on the answer a handler already made. `c.header` after `next()` wraps the answer
 * in a new Response each time, which turns a JSON string into a stream the server then has to
 * pump: seven such headers cost more than a score's validation. The answer's own headers are
 * changed in place instead (immutable ones, e.g. a fetched Response, still go through c.header).
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

type HeaderList = readonly (readonly [string, string])[];

/** What a page (a document: the web app, the API docs, the sign-in pages) is sent with. */
const DOCUMENT_HEADERS: HeaderList = [
  ['Content-Security-Policy', contentSecurityPolicy],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * The policy of an API answer (JSON, problem+json, a file to download): it is never a page, so
 * it may load nothing and be framed by nobody, as OWASP's REST security sheet advises.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * What an API answer is sent with. The page's policy, Referrer-Policy, Permissions-Policy and
 * Cross-Origin-Opener-Policy act only on documents; on a JSON answer they were 450 bytes of
 * headers, more than a polled event's gzipped body, checked by Node on every answer (issue 20).
 */
const API_HEADERS: HeaderList = [
  ['Content-Security-Policy', apiContentSecurityPolicy],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** Browsers that reached us over HTTPS keep to it for a year (not for other subdomains). */
export const HSTS = 'max-age=31536000';

const withHsts = (headers: HeaderList, https: boolean | undefined): HeaderList =>
  https ? [...headers, ['Strict-Transport-Security', HSTS]] : headers;

/**
 * An API answer: under /api/ and not a page (the API docs are HTML). Everything else (the web
 * app's files, the sign-in pages) is sent with the page's headers.
 */
export function isApiAnswer(path: string, contentType: string | null | undefined): boolean {
  return path.startsWith('/api/') && !contentType?.startsWith('text/html');
}

/**
 * Sets the security headers on the answer a handler made: an API answer's or a page's
 * (isApiAnswer). `https`: PUBLIC_URL is https, so every answer also carries
 * Strict-Transport-Security. app.ts calls it from its first middleware (one layer fewer on every
 * request); securityHeaders is the same as a middleware.
 */
export function securityHeaderSetter(opts: { https?: boolean } = {}): (c: Context) => void {
  const documents = withHsts(DOCUMENT_HEADERS, opts.https);
  const api = withHsts(API_HEADERS, opts.https);
  return (c) => {
    const headers = isApiAnswer(c.req.path, c.res.headers.get('content-type')) ? api : documents;
    for (const [name, value] of headers) setAnswerHeader(c, name, value);
  };
}

/** An API answer's headers as one record (the public reads' answers, http/public-reads.ts). */
export function apiSecurityHeaderRecord(opts: { https?: boolean } = {}): Record<string, string> {
  return Object.fromEntries(withHsts(API_HEADERS, opts.https));
}

export function securityHeaders(opts: { https?: boolean } = {}): MiddlewareHandler {
  const set = securityHeaderSetter(opts);
  return async (c, next) => {
    await next();
    set(c);
  };
}
