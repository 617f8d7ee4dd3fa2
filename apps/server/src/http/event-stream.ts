import type { Context } from 'hono';
import type { SSEStreamingApi } from 'hono/streaming';
import { streamSSE } from 'hono/streaming';

/**
 * A live stream of server-sent events fed by a queue (the judges' panels, ADR 051; the venue's
 * boards, issue 38): `subscribe` starts feeding it (and may throw, e.g. a 429/503 limit, before
 * anything is written) and gives what stops it; `ready` (with the reconnection delay) goes out
 * at once, then each queued item through `send`, in order, until the client goes or `send`
 * answers `'end'`. An item `coalesce` accepts is not queued while the same one waits (a
 * heartbeat, a 'changed'). Never compressed or cached on the way: each event leaves as written.
 */
export function queuedEventStream<T>(
  c: Context,
  subscribe: (push: (item: T) => void) => () => void,
  send: (stream: SSEStreamingApi, item: T) => Promise<'end' | void>,
  coalesce: (item: T) => boolean = () => false,
): Response {
  const queue: T[] = [];
  let wake: (() => void) | null = null;
  const stop = subscribe((item) => {
    if (coalesce(item) && queue.includes(item)) return;
    queue.push(item);
    wake?.();
  });
  const res = streamSSE(c, async (stream) => {
    stream.onAbort(() => {
      stop();
      wake?.();
    });
    try {
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 2000 });
      while (!stream.aborted) {
        if (queue.length === 0) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = null;
        }
        if (stream.aborted) break;
        const item = queue.shift();
        if (item === undefined) continue;
        if ((await send(stream, item)) === 'end') break;
      }
    } finally {
      stop();
    }
  });
  res.headers.set('Cache-Control', 'no-cache, no-transform');
  return res;
}
