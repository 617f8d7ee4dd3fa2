import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A panel's live stream (server-sent events, ADR 051), read with fetch so that it can carry the
 * seat's or the user's header (EventSource sends none). Each event's name and its entry go to
 * `onEvent`; the caller then reads what changed through its checked GETs. A stream that ends or
 * fails is opened again after a pause that grows to 10 s; `connected` says whether one is open
 * (the caller's polling is the fallback meanwhile).
 */
export function useLiveStream(
  path: string | null,
  headers: Record<string, string> | null,
  onEvent: (event: string, entry: string | null) => void,
): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const deliver = useEffectEvent(onEvent);
  const headerKey = headers ? JSON.stringify(headers) : null;

  useEffect(() => {
    if (path === null || headerKey === null) return;
    const sent = JSON.parse(headerKey) as Record<string, string>;
    let stopped = false;
    let controller: AbortController | null = null;
    let pause = 500;
    let timer: number | undefined;

    async function open() {
      controller = new AbortController();
      try {
        const response = await fetch(path as string, {
          headers: { ...sent, Accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          if (response.status === 401) deliver('signedOut', null);
          throw new Error(`stream ${response.status}`);
        }
        setConnected(true);
        pause = 500;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            dispatch(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Closed, offline or refused: opened again below, unless the page left.
      }
      setConnected(false);
      if (stopped) return;
      timer = window.setTimeout(() => void open(), pause);
      pause = Math.min(pause * 2, 10_000);
    }

    function dispatch(block: string) {
      let event = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      if (event === 'message' && data === '') return;
      let entry: string | null;
      try {
        entry = (JSON.parse(data || '{}') as { entry?: string | null }).entry ?? null;
      } catch {
        entry = null;
      }
      deliver(event, entry);
    }

    void open();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      controller?.abort();
    };
  }, [path, headerKey]);

  return { connected };
}
