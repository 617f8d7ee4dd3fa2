/**
 * Reads uploaded .xlsx files into the domain's WorkbookGrid in a worker thread (iss-worker.ts):
 * one long-lived worker, started on the first file and reused; files read one at a time, in
 * order, a few waiting at most. Each file has a time limit: past it the worker is terminated (the
 * next file starts a new one). The worker's heap is limited too: a file that needs more ends it
 * the same way. The event loop only posts the bytes and waits for the answer.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReadFailure, ReadResult, ReaderJob, ReaderReply } from './reader-protocol.ts';

export interface XlsxReaderOptions {
  /** Time to read one file, worker start included on the first (ms). */
  readonly timeoutMs: number;
  /** The worker's heap (exceljs builds the whole workbook in it). */
  readonly maxOldGenerationSizeMb: number;
  /** Files waiting behind the one being read; one more is answered 'busy'. */
  readonly maxWaiting: number;
}

export const XLSX_READER_DEFAULTS: XlsxReaderOptions = {
  timeoutMs: 10_000,
  maxOldGenerationSizeMb: 256,
  maxWaiting: 8,
};

interface Job {
  readonly id: number;
  readonly bytes: Uint8Array;
  readonly timeoutMs: number;
  readonly resolve: (result: ReadResult) => void;
}

/**
 * The worker as this module runs: from TypeScript source (tsx, vitest) it is iss-worker.ts,
 * loaded through tsx's ESM hooks (registered inside the worker: Node 20 does not apply an
 * `--import tsx` of the worker's execArgv to its entry module); from the server's bundle it is
 * dist/iss-worker.mjs, beside the bundle's own files (scripts/src/build-server.ts).
 */
function startWorker(maxOldGenerationSizeMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb, maxYoungGenerationSizeMb: 32 };
  const here = import.meta.url;
  if (!here.endsWith('.ts'))
    return new Worker(new URL('./iss-worker.mjs', here), { resourceLimits });
  const source = new URL('./iss-worker.ts', here).href;
  const tsxApi = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}

export class XlsxReader {
  readonly #options: XlsxReaderOptions;
  #worker: Worker | null = null;
  #current: (Job & { timer: NodeJS.Timeout }) | null = null;
  readonly #waiting: Job[] = [];
  #nextId = 1;

  constructor(options: Partial<XlsxReaderOptions> = {}) {
    this.#options = { ...XLSX_READER_DEFAULTS, ...options };
  }

  /** The grid of an .xlsx file, or why there is none. Never rejects. */
  read(bytes: Uint8Array, opts: { timeoutMs?: number } = {}): Promise<ReadResult> {
    if (this.#waiting.length >= this.#options.maxWaiting)
      return Promise.resolve({ ok: false, failure: 'busy' });
    return new Promise((resolve) => {
      this.#waiting.push({
        id: this.#nextId++,
        // Its own copy: the buffer is transferred to the worker, and the caller keeps its bytes.
        bytes: bytes.slice(),
        timeoutMs: opts.timeoutMs ?? this.#options.timeoutMs,
        resolve,
      });
      this.#pump();
    });
  }

  /** Ends the worker (a test's cleanup): files not read yet are answered 'unavailable'. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    for (const job of this.#waiting.splice(0)) job.resolve({ ok: false, failure: 'unavailable' });
    this.#settle({ ok: false, failure: 'unavailable' });
    if (worker) await worker.terminate();
  }

  #pump(): void {
    if (this.#current) return;
    const job = this.#waiting.shift();
    if (!job) return;
    let worker: Worker;
    try {
      worker = this.#worker ?? this.#spawn();
    } catch {
      job.resolve({ ok: false, failure: 'unavailable' });
      return this.#pump();
    }
    const timer = setTimeout(() => this.#fail(worker, 'timeout'), job.timeoutMs);
    this.#current = { ...job, timer };
    worker.postMessage({ id: job.id, bytes: job.bytes } satisfies ReaderJob, [
      job.bytes.buffer as ArrayBuffer,
    ]);
  }

  #spawn(): Worker {
    const worker = startWorker(this.#options.maxOldGenerationSizeMb);
    let ready = false;
    // An idle worker does not keep the process alive (a job's timer does while it runs).
    worker.unref();
    this.#worker = worker;
    worker.on('message', (message: ReaderReply | 'ready') => {
      if (this.#worker !== worker) return;
      if (message === 'ready') ready = true;
      else if (message.id === this.#current?.id) this.#settle(message.result);
      this.#pump();
    });
    // A worker that does not start is the server's fault (503), not the file's.
    worker.on('error', (error: Error & { code?: string }) =>
      this.#fail(
        worker,
        !ready
          ? 'unavailable'
          : error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'outOfMemory'
            : 'crashed',
      ),
    );
    worker.on('exit', () => this.#fail(worker, ready ? 'crashed' : 'unavailable'));
    return worker;
  }

  /**
   * The worker is done for (time limit, heap limit, crash): it is terminated, the file it was
   * reading answered `failure`, and the next file starts a new one.
   */
  #fail(worker: Worker, failure: ReadFailure): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    void worker.terminate();
    this.#settle({ ok: false, failure });
    this.#pump();
  }

  /** Answers the file being read. */
  #settle(result: ReadResult): void {
    const job = this.#current;
    if (!job) return;
    clearTimeout(job.timer);
    this.#current = null;
    job.resolve(result);
  }
}

let shared: XlsxReader | undefined;

/** The server's reader: one worker for the whole process, started by the first file. */
export function sharedXlsxReader(): XlsxReader {
  shared ??= new XlsxReader();
  return shared;
}
