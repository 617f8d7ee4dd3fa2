import type { ApiRequestOptions } from './api-client';
import { readBody, send, throwUnlessOk } from './api-client';

/**
 * A GET of an answer that carries an ETag, for polling: when the answer is still the one held
 * (the browser's cache revalidated it with a 304 and hands back the same bytes), the held value
 * is returned as it is, without reading, parsing and checking a large body again. A new body is
 * read with `read` (the parsed JSON by default) and handed to `parse`.
 */
export async function apiGetTagged<T, Body = unknown>(
  path: string,
  options: ApiRequestOptions,
  held: { etag: string; value: T } | undefined,
  parse: (body: Body | undefined) => T | Promise<T>,
  read: (response: Response) => Promise<Body> = readBody as (response: Response) => Promise<Body>,
): Promise<{ etag: string | null; value: T }> {
  const response = await send(path, options);
  await throwUnlessOk(response);
  const etag = response.headers.get('etag');
  if (held && etag !== null && etag === held.etag) {
    await response.body?.cancel().catch(() => undefined);
    return held;
  }
  return { etag, value: await parse(await read(response).catch(() => undefined)) };
}
