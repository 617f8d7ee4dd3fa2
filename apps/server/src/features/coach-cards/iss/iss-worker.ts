/**
 * The worker thread that reads uploaded .xlsx files (xlsx-reader.ts starts it): the zip checked
 * first (zip-guard.ts), then exceljs builds the workbook and grid.ts turns it into the domain's
 * WorkbookGrid. The server's event loop never waits for a big sheet, and the thread's own heap
 * limit and the reader's time limit bound what one file can cost. One job at a time.
 *
 * In production it is its own bundle, apps/server/dist/iss-worker.mjs (scripts/src/build-server.ts).
 */
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { GridTooLarge, workbookToGrid } from './grid.ts';
import type { ReadResult, ReaderJob, ReaderReply } from './reader-protocol.ts';
import { ZipRefusal, checkXlsxZip } from './zip-guard.ts';

async function read(bytes: Uint8Array): Promise<ReadResult> {
  try {
    checkXlsxZip(bytes);
  } catch (error) {
    if (error instanceof ZipRefusal) return { ok: false, failure: error.kind };
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // An ArrayBuffer of the file alone (JSZip reads one as it is).
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    await workbook.xlsx.load(data as ArrayBuffer);
  } catch {
    return { ok: false, failure: 'damaged' };
  }
  try {
    return { ok: true, grid: workbookToGrid(workbook) };
  } catch (error) {
    if (error instanceof GridTooLarge) return { ok: false, failure: 'tooBig' };
    throw error;
  }
}

const port = parentPort;
if (port) {
  port.on('message', (job: ReaderJob) => {
    void read(job.bytes).then(
      (result) => port.postMessage({ id: job.id, result } satisfies ReaderReply),
      // Anything else (a fault of exceljs on an odd file): no grid, and the thread goes on.
      () =>
        port.postMessage({
          id: job.id,
          result: { ok: false, failure: 'crashed' },
        } satisfies ReaderReply),
    );
  });
  port.postMessage('ready');
}
