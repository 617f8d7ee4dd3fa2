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

const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', contentSecurityPolicy],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** Browsers that reached us over HTTPS keep to it for a year (not for other subdomains). */
export const HSTS = 'max-age=31536000';

/**
 * Sets the security headers on the answer a handler made. `https`: PUBLIC_URL is https, so
 * every answer also carries Strict-Transport-Security. app.ts calls it from its first
 * middleware (one layer fewer on every request); securityHeaders is the same as a middleware.
 */
export function securityHeaderSetter(opts: { https?: boolean } = {}): (c: Context) => void {
  const headers = opts.https
    ? [...SECURITY_HEADERS, ['Strict-Transport-Security', HSTS] as const]
    : SECURITY_HEADERS;
  return (c) => {
    for (const [name, value] of headers) setAnswerHeader(c, name, value);
  };
}

/** The same headers as one record (the public reads' answers, http/public-reads.ts). */
export function securityHeaderRecord(opts: { https?: boolean } = {}): Record<string, string> {
  const headers = opts.https
    ? [...SECURITY_HEADERS, ['Strict-Transport-Security', HSTS] as const]
    : SECURITY_HEADERS;
  return Object.fromEntries(headers);
}

export function securityHeaders(opts: { https?: boolean } = {}): MiddlewareHandler {
  const set = securityHeaderSetter(opts);
  return async (c, next) => {
    await next();
    set(c);
  };
}
