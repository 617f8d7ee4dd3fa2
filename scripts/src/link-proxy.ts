/**
 * A link between two machines that a test can cut and restore (issue 40): a TCP proxy on
 * loopback in front of `targetUrl`. The journeys and the bench put it between a judge's phone
 * (the browser, and its service worker, whose own requests `context.setOffline` does not reach
 * in Chromium: microsoft/playwright#2311) and the venue's server, or between the venue and the
 * federation's site.
 *
 * - `cut()`: every connection through the link is destroyed at once, and each new one is reset
 *   as it arrives (the caller sees a network error at once, as with a dead Wi-Fi that the
 *   operating system already knows about);
 * - `restore()`: connections go through again;
 * - `close()`: the proxy stops.
 *
 * It copies bytes both ways and reads none, so it carries HTTP, server-sent events, WebSockets
 * and TLS alike.
 */
import net from 'node:net';

export interface LinkProxy {
  /** The proxy's address, with the target's scheme: `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** True between cut() and restore(). */
  readonly isCut: boolean;
  /** Connections through the link now (both ends counted once). */
  readonly openConnections: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** The port of a URL, its scheme's default when it names none. */
function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

export async function startLinkProxy(
  targetUrl: string,
  opts: { host?: string; port?: number } = {},
): Promise<LinkProxy> {
  const target = new URL(targetUrl);
  const targetHost = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const targetPort = portOf(target);
  const host = opts.host ?? '127.0.0.1';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let isCut = false;

  const server = net.createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect({ host: targetHost, port: targetPort });
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  // A connection cut while a byte was in flight may error on the server socket too.
  server.on('error', () => undefined);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const port = address.port;
  const shownHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `${target.protocol}//${shownHost}:${port}`,
    port,
    get isCut() {
      return isCut;
    },
    get openConnections() {
      return pairs.size;
    },
    cut() {
      isCut = true;
      for (const { client, upstream } of [...pairs]) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    restore() {
      isCut = false;
    },
    close() {
      isCut = true;
      for (const { client, upstream } of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
