import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

/**
 * A JSON answer serialised once: its bytes, a weak ETag over them, and (made on first demand)
 * its gzip form. Cached answers are sent from here without serialising or compressing again.
 */
export interface Representation {
  readonly etag: string;
  readonly json: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

/** A view on a Buffer's bytes (no copy) as the type the fetch API takes. */
const bytesOf = (b: Buffer): Uint8Array<ArrayBuffer> =>
  new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength);

/**
 * A weak validator over the exact bytes: the same content gives the same ETag, whoever asks.
 * `version` leads it when the answer is one record (W/"3-…"), so the ETag can go back as
 * If-Match on a write, which reads the version from it.
 */
export function etagOf(bytes: Uint8Array | string, version?: number): string {
  const hash = createHash('sha1').update(bytes).digest('base64url').slice(0, 22);
  return `W/"${version === undefined ? '' : `${version}-`}${hash}"`;
}

export function toRepresentation(value: unknown, version?: number): Representation {
  return jsonRepresentation(JSON.stringify(value), version);
}

/** The representation of an answer already serialised (JSON text). */
export function jsonRepresentation(text: string, version?: number): Representation {
  const json = bytesOf(Buffer.from(text));
  return { etag: etagOf(json, version), json };
}

const gzipAsync = promisify(gzip);

/** Answers at least this long are sent gzipped to callers that accept it. */
export const GZIP_FROM_BYTES = 1024;

/**
 * Makes the gzip form ahead, on libuv's thread pool: a championship's result list (0.9 MB) takes
 * ~25 ms to compress, which would otherwise stall every request on the first gzip reader.
 */
export async function withGzip(rep: Representation): Promise<Representation> {
  if (rep.json.length >= GZIP_FROM_BYTES && !rep.gzip)
    // One output chunk for the whole answer: with zlib's 16 kB chunks, each chunk is a callback
    // on the main thread, and while scores are written each waited its turn (200 ms in all for
    // a championship's list, measured, instead of 20).
    rep.gzip = bytesOf(await gzipAsync(rep.json, { chunkSize: gzipChunkSize(rep.json.length) }));
  return rep;
}

/** Room for the compressed form of `length` bytes in one chunk (JSON shrinks; zlib's bound). */
const gzipChunkSize = (length: number) => Math.max(16 * 1024, length + (length >> 3) + 1024);

/** The ETag of a saved record named by its version alone (W/"n"), as a PUT answers it. */
export const versionEtag = (version: number) => `W/"${version}"`;

/** The record version an If-Match names: W/"n", "n", or an ETag of etagOf with a version. */
export function versionFromIfMatch(header: string | undefined): number | undefined {
  const m = header ? /^(?:W\/)?"?(\d{1,9})(?:-[\w-]+)?"?$/.exec(header.trim()) : null;
  return m?.[1] ? Number(m[1]) : undefined;
}

/** If-None-Match (a list, weak comparison, or *) names this ETag. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    const name = coding?.trim().toLowerCase();
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The gzip form of `rep`, made now (synchronously) unless `withGzip` made it ahead. */
export function withGzipNow(rep: Representation): Uint8Array<ArrayBuffer> {
  rep.gzip ??= bytesOf(gzipSync(rep.json));
  return rep.gzip;
}

/**
 * Sends a public GET's answer with its ETag: 304 without a body when the caller already holds
 * it (If-None-Match), otherwise 200, gzipped when accepted. `no-cache` makes browsers revalidate
 * every time (the result list polls), and the answer varies with the caller (admins see hidden
 * competitions), so caches key it by Authorization.
 */
export function sendRepresentation(c: Context, rep: Representation): Response {
  const headers: Record<string, string> = {
    ETag: rep.etag,
    'Cache-Control': 'no-cache',
    Vary: 'Authorization, Accept-Encoding',
  };
  if (matchesIfNoneMatch(c.req.header('if-none-match'), rep.etag)) {
    return c.body(null, 304, headers);
  }
  headers['Content-Type'] = 'application/json';
  if (rep.json.length >= GZIP_FROM_BYTES && acceptsGzip(c.req.header('accept-encoding'))) {
    headers['Content-Encoding'] = 'gzip';
    return c.body(withGzipNow(rep), 200, headers);
  }
  return c.body(rep.json, 200, headers);
}
