/**
 * The first answers a visitor's page needs, asked for as the app starts (ADR 047), instead of
 * after the page frame, the page's code and its first render: on a phone over venue Wi-Fi each
 * of those steps is a round trip, and the page's first table waited for all of them in a row.
 *
 * Only for visitors: with a stored session the page asks with the user's token, which may see
 * more (hidden competitions), so nothing is asked early. Each early answer is handed once, to the
 * first `send` of the same GET without token (lib/api-client.ts), within a few seconds; after
 * that it is dropped and the page asks as usual.
 */

interface EarlyRead {
  at: number;
  response: Promise<Response>;
}

const reads = new Map<string, EarlyRead>();

/** An early answer older than this is not handed out (the page asks again). */
export const EARLY_READ_MAX_AGE_MS = 10_000;

/** Asks for `path` now (a GET, as `send` asks for it without token), unless already asked. */
export function startEarlyRead(path: string): Promise<Response> {
  const known = reads.get(path);
  if (known) return known.response;
  const response = fetch(path, { headers: { Accept: 'application/json' } });
  // A failure is the page's to show when it asks (it asks again: nothing is handed out then).
  response.catch(() => reads.delete(path));
  reads.set(path, { at: performance.now(), response });
  return response;
}

/** The early answer of a GET of `path`, once, when one was asked for in the last seconds. */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  const read = reads.get(path);
  if (!read) return undefined;
  reads.delete(path);
  return performance.now() - read.at <= EARLY_READ_MAX_AGE_MS ? read.response : undefined;
}

/** Forgets every early answer (tests). */
export function clearEarlyReads(): void {
  reads.clear();
}

const ordemOf = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,2}$/.test(value) ? Number(value) : null;

/**
 * The lists' pages read their index of events, then one event: the one in the address, or the
 * one happening now, which the index names. Both are asked here; the second as soon as the
 * index says which.
 */
function startListReads(base: string, ordem: number | null): void {
  const index = startEarlyRead(`${base}/events`);
  if (ordem !== null) {
    startEarlyRead(`${base}/events/${ordem}`);
    return;
  }
  index
    .then((res) => (res.ok ? res.clone().json() : undefined))
    .then((body: unknown) => {
      const now = typeof body === 'object' && body !== null && 'now' in body ? body.now : undefined;
      if (typeof now === 'number' && Number.isInteger(now) && now > 0)
        startEarlyRead(`${base}/events/${now}`);
    })
    .catch(() => undefined);
}

/**
 * What the public page at `location` reads first, asked for now: the competitions list, or a
 * competition's result or start list (its index and the event shown), or its scoreboard.
 */
export function startEarlyReads(location: { pathname: string; search: string }): void {
  const params = new URLSearchParams(location.search);
  const id = params.get('id');
  const competition = id ? `/api/competitions/${encodeURIComponent(id)}` : null;
  switch (location.pathname) {
    case '/competition':
      startEarlyRead('/api/competitions');
      break;
    case '/resultList':
      if (competition) startListReads(`${competition}/resultList`, ordemOf(params.get('ordem')));
      break;
    case '/startList':
      if (competition) startListReads(`${competition}/startlist`, ordemOf(params.get('ordem')));
      break;
    case '/scoreboard':
      if (competition) startEarlyRead(`${competition}/scoreboard`);
      break;
    default:
      break;
  }
}
