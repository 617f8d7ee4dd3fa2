/**
 * The zip inside an uploaded .xlsx, checked before exceljs (and the JSZip it unpacks with) sees
 * it: an upload is untrusted (docs DESIGN.md: "untrusted files: cap size, rows and time"). The
 * central directory is walked as JSZip walks it, and every entry is inflated with a cap on its
 * output, so a small file that unpacks to gigabytes (a zip bomb), one whose declared sizes lie,
 * or one with thousands of entries is refused before anything is built from it. A real ISS coach
 * card holds about a dozen entries and 50 kB unpacked.
 */
import { inflateRawSync } from 'node:zlib';

export const ZIP_LIMITS = {
  maxEntries: 2000,
  /** Unpacked bytes of one entry (a sheet's XML). */
  maxEntryBytes: 16 * 1024 * 1024,
  /** Unpacked bytes of all entries together. */
  maxTotalBytes: 32 * 1024 * 1024,
} as const;

export type ZipLimits = { readonly [K in keyof typeof ZIP_LIMITS]: number };

/** Why a zip is refused: too big once unpacked (413), or not a readable .xlsx (400). */
export type ZipRefusalKind = 'tooBig' | 'damaged';

export class ZipRefusal extends Error {
  readonly kind: ZipRefusalKind;
  constructor(kind: ZipRefusalKind, reason: string) {
    super(reason);
    this.kind = kind;
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
/** A field at its maximum: the real value is in a ZIP64 record (never needed below 4 GiB). */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
/** The part every .xlsx has, and the one exceljs reads the sheets from. */
const WORKBOOK_PART = 'xl/workbook.xml';

const damaged = (reason: string) => new ZipRefusal('damaged', reason);
const tooBig = (reason: string) => new ZipRefusal('tooBig', reason);

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) if (view.getUint32(at, true) === EOCD) return at;
  throw damaged('no end of central directory');
}

/** Output of one entry, capped: a larger one throws ERR_BUFFER_TOO_LARGE before it is built. */
function unpackedSize(data: Uint8Array, method: number, cap: number): number {
  if (method === STORED) return data.byteLength;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, cap) }).byteLength;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw tooBig('an entry inflates beyond the cap');
    throw damaged(`an entry does not inflate: ${(error as Error).message}`);
  }
}

/**
 * Refuses (ZipRefusal) a zip exceljs should not open: more than `maxEntries` entries, an entry or
 * all of them unpacking beyond the caps or beyond the size they declare, ZIP64, or a
 * structure that is not a plain .xlsx (no central directory, offsets outside the file, encrypted
 * entries, a compression other than stored or deflated, no xl/workbook.xml). Synchronous: the
 * reader's worker thread runs it.
 */
export function checkXlsxZip(
  bytes: Uint8Array,
  limits: ZipLimits = ZIP_LIMITS,
): { entries: number; unpackedBytes: number } {
  if (bytes.byteLength < EOCD_SIZE) throw damaged('too short for a zip');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  const disk = view.getUint16(end + 4, true);
  const centralDisk = view.getUint16(end + 6, true);
  const entriesOnDisk = view.getUint16(end + 8, true);
  const entries = view.getUint16(end + 10, true);
  const centralSize = view.getUint32(end + 12, true);
  const centralOffset = view.getUint32(end + 16, true);
  if (entries === ZIP64_16 || centralSize === ZIP64_32 || centralOffset === ZIP64_32)
    throw tooBig('ZIP64');
  if (disk !== 0 || centralDisk !== 0 || entriesOnDisk !== entries)
    throw damaged('a zip split over several disks');
  if (entries > limits.maxEntries) throw tooBig(`${entries} entries`);
  const centralEnd = centralOffset + centralSize;
  if (centralEnd > end) throw damaged('central directory outside the file');

  let at = centralOffset;
  let declaredTotal = 0;
  let total = 0;
  let workbook = false;
  for (let i = 0; i < entries; i++) {
    if (at + CENTRAL_SIZE > centralEnd || view.getUint32(at, true) !== CENTRAL)
      throw damaged('central directory entry missing');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const packed = view.getUint32(at + 20, true);
    const declared = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const nameStart = at + CENTRAL_SIZE;
    at = nameStart + nameLength + extraLength + commentLength;
    if (at > centralEnd) throw damaged('central directory entry outside the directory');
    if (packed === ZIP64_32 || declared === ZIP64_32 || local === ZIP64_32) throw tooBig('ZIP64');
    if (flags & 1) throw damaged('encrypted entry');
    if (method !== STORED && method !== DEFLATED) throw damaged(`compression method ${method}`);
    const name = new TextDecoder('latin1').decode(
      bytes.subarray(nameStart, nameStart + nameLength),
    );
    if (name === WORKBOOK_PART) workbook = true;
    // What the entry says it holds: refused before inflating anything when it is already too much.
    declaredTotal += declared;
    if (declared > limits.maxEntryBytes || declaredTotal > limits.maxTotalBytes)
      throw tooBig('declared sizes beyond the caps');

    if (local + LOCAL_SIZE > centralOffset || view.getUint32(local, true) !== LOCAL)
      throw damaged('local header missing');
    const dataStart =
      local + LOCAL_SIZE + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (dataStart + packed > centralOffset) throw damaged('entry data outside the file');
    const data = bytes.subarray(dataStart, dataStart + packed);
    const size = unpackedSize(
      data,
      method,
      Math.min(limits.maxEntryBytes, limits.maxTotalBytes - total),
    );
    total += size;
    if (size > limits.maxEntryBytes || total > limits.maxTotalBytes)
      throw tooBig('entries inflate beyond the caps');
    // More than declared is how a bomb hides from a reader that trusts the headers; less is a
    // file cut or damaged.
    if (size > declared) throw tooBig('an entry unpacks to more than it declares');
    if (size < declared) throw damaged('an entry unpacks to less than it declares');
  }
  if (!workbook) throw damaged(`no ${WORKBOOK_PART}`);
  return { entries, unpackedBytes: total };
}
