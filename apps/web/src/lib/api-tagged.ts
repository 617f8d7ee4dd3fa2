import type { ApiRequestOptions } from './api-client';
import { readBody, send, throwUnlessOk } from './api-client';
import { offlineCopyOf } from './server-reach';

/**
 * A GET of an answer that carries an ETag, for polling: when the answer is still the one held
 * (the browser's cache revalidated it with a 304 and hands back the same bytes), the held value
 * is returned as it is, without reading, parsing and checking a large body again. A new body is
 * read with `read` (the parsed JSON by default) and handed to `parse`. `offlineCopy`: the answer
 * is the service worker's copy, kept at that time (ISO; issue 40), or null: the server's.
 */
export async function apiGetTagged<T, Body = unknown>(
  path: string,
  options: ApiRequestOptions,
  held: { etag: string; value: T } | undefined,
  parse: (body: Body | undefined) => T | Promise<T>,
  read: (response: Response) => Promise<Body> = readBody as (response: Response) => Promise<Body>,
): Promise<{ etag: string | null; value: T; offlineCopy: string | null }> {
  const response = await send(path, options);
  await throwUnlessOk(response);
  const etag = response.headers.get('etag');
  const offlineCopy = offlineCopyOf(response);
  if (held && etag !== null && etag === held.etag) {
    await response.body?.cancel().catch(() => undefined);
    return { ...held, offlineCopy };
  }
  return { etag, value: await parse(await read(response).catch(() => undefined)), offlineCopy };
}
