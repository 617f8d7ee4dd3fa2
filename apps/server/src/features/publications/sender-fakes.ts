/**
 * Test support for the venue's sender (issue 40): a federation's site in memory that keeps the
 * sequence rules of `POST /api/publications/{id}/changes` (a fake `fetch`), and timers a test
 * fires by hand. Used by the sender's and the venue routes' tests only.
 */
import { gunzipSync } from 'node:zlib';
import type { PublicationBatch } from '@artistic/domain/publication/schema';
import { PUBLICATION_KEY_HEADER } from '@artistic/domain/publication/schema';

/** One request the site got: where, with which key, and the batch (gunzipped). */
export interface ReceivedBatch {
  url: string;
  key: string | null;
  contentEncoding: string | null;
  batch: PublicationBatch;
}

/** An answer the test forces instead of the site's own rules (one per request, in order). */
export type ForcedAnswer = { status: number; body: unknown } | 'network';

const problemJson = (status: number, type: string, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ type: `about:blank#${type}`, title: type, status, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

export class FakeSite {
  /** The sequence the site holds (its `last_seq`). */
  lastSeq = 0;
  ended = false;
  /** Off the network: every request fails as a refused connection. */
  down = false;
  /** Requests wait for release() instead of being answered at once. */
  hold = false;
  readonly received: ReceivedBatch[] = [];
  /** The documents applied, in order, with their sequence. */
  readonly applied: { seq: number; document: unknown }[] = [];
  readonly forced: ForcedAnswer[] = [];
  private readonly waiting: (() => void)[] = [];

  constructor(readonly key: string) {}

  /** Requests on hold. */
  get held(): number {
    return this.waiting.length;
  }

  /** Answers the oldest request on hold. */
  release(): void {
    this.waiting.shift()?.();
  }

  readonly fetch: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    const raw = init?.body as Uint8Array;
    const encoding = headers.get('content-encoding');
    const text = (encoding === 'gzip' ? gunzipSync(raw) : Buffer.from(raw)).toString('utf8');
    const received: ReceivedBatch = {
      url,
      key: headers.get(PUBLICATION_KEY_HEADER),
      contentEncoding: encoding,
      batch: JSON.parse(text) as PublicationBatch,
    };
    this.received.push(received);
    if (this.hold) await new Promise<void>((resolve) => this.waiting.push(resolve));
    init?.signal?.throwIfAborted();
    return this.answer(received);
  };

  private answer(received: ReceivedBatch): Response {
    const forced = this.forced.shift();
    if (forced === 'network' || (forced === undefined && this.down))
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    if (forced) return Response.json(forced.body, { status: forced.status });
    if (received.key !== this.key) return problemJson(401, 'unauthorized');
    // The rules of the site's receiveBatch (site-service.ts).
    const { fromSeq, seq, document, end } = received.batch;
    const heartbeat = seq === fromSeq && document === undefined;
    if (!heartbeat && seq <= this.lastSeq)
      return Response.json({ seq: this.lastSeq, applied: false, ended: this.ended });
    if (this.ended) return problemJson(409, 'publication_ended');
    if (fromSeq !== this.lastSeq)
      return problemJson(409, 'sequence', { expected: this.lastSeq, detail: 'out of order' });
    if (heartbeat) return Response.json({ seq: this.lastSeq, applied: false, ended: false });
    this.applied.push({ seq, document });
    this.lastSeq = seq;
    if (end) this.ended = true;
    return Response.json({ seq, applied: true, ended: this.ended });
  }
}

/** Timers a test fires when it wants: none runs on its own. */
export class FakeTimers {
  private nextId = 1;
  private readonly pending = new Map<number, { run: () => void; ms: number }>();

  readonly setTimer = (run: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.pending.set(id, { run, ms });
    return id;
  };

  readonly clearTimer = (timer: unknown): void => {
    this.pending.delete(timer as number);
  };

  /** The delays of the timers waiting, oldest first. */
  get delays(): number[] {
    return [...this.pending.values()].map((t) => t.ms);
  }

  /** Runs every timer waiting now (not those they set). */
  fireAll(): void {
    const due = [...this.pending.entries()];
    this.pending.clear();
    for (const [, t] of due) t.run();
  }
}
