/**
 * Zips written byte by byte for the tests of the .xlsx checks (zip-guard.ts, the ISS route): real
 * ones, and the hostile ones a library would not write (sizes that lie, bombs, thousands of
 * entries). Test code only.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface TestZipEntry {
  readonly name: string;
  readonly data: Uint8Array;
  /** Stored as it is instead of deflated. */
  readonly stored?: boolean;
  /** The unpacked size the headers declare, when it is to lie. */
  readonly declaredSize?: number;
}

/** A zip of `entries`, as any writer lays one out: local headers and data, then the directory. */
export function buildZip(entries: readonly TestZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = entry.stored ? Buffer.from(entry.data) : deflateRawSync(entry.data);
    const method = entry.stored ? 0 : 8;
    const size = entry.declaredSize ?? entry.data.byteLength;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** The smallest parts an .xlsx reader looks for first (the bombs ride along with them). */
export const WORKBOOK_ENTRY: TestZipEntry = {
  name: 'xl/workbook.xml',
  data: new TextEncoder().encode(
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  ),
};

/** A zip bomb: `mib` MiB of zeros in one entry (a few kB packed), declared honestly or not. */
export function zipBomb(mib: number, opts: { declaredSize?: number } = {}): Uint8Array {
  return buildZip([
    WORKBOOK_ENTRY,
    { name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(mib * 1024 * 1024), ...opts },
  ]);
}
