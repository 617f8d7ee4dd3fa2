/** What the .xlsx reader (xlsx-reader.ts) and its worker thread (iss-worker.ts) send each other. */
import type { WorkbookGrid } from '@artistic/domain/coach-card/iss/types';

/**
 * Why a file gave no grid: too big once unpacked or read (413), not a readable .xlsx (400), the
 * time limit or the worker's heap limit reached (413), the worker gone for another reason (400),
 * too many files waiting (503), or a worker that does not start (503).
 */
export type ReadFailure =
  'tooBig' | 'damaged' | 'timeout' | 'outOfMemory' | 'crashed' | 'busy' | 'unavailable';

export type ReadResult =
  | { readonly ok: true; readonly grid: WorkbookGrid }
  | { readonly ok: false; readonly failure: ReadFailure };

/** One file to read (its bytes are transferred, not copied). */
export interface ReaderJob {
  readonly id: number;
  readonly bytes: Uint8Array;
}

export interface ReaderReply {
  readonly id: number;
  readonly result: ReadResult;
}
