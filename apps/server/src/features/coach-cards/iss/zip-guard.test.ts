import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORKBOOK_ENTRY, buildZip, zipBomb } from './test-zip.ts';
import { ZIP_LIMITS, ZipRefusal, checkXlsxZip } from './zip-guard.ts';

const card = new Uint8Array(
  readFileSync(new URL('./fixtures/SENIOR-Team_Free-PRELIMS-OCC-.xlsx', import.meta.url)),
);

const refusal = (bytes: Uint8Array): ZipRefusal => {
  try {
    checkXlsxZip(bytes);
  } catch (error) {
    if (error instanceof ZipRefusal) return error;
    throw error;
  }
  throw new Error('the zip was accepted');
};

describe('checkXlsxZip', () => {
  it('accepts the real ISS card: 12 entries, 44 558 bytes unpacked', () => {
    expect(checkXlsxZip(card)).toEqual({ entries: 12, unpackedBytes: 44_558 });
  });

  it('accepts stored and deflated entries', () => {
    const zip = buildZip([
      WORKBOOK_ENTRY,
      { name: 'a.txt', data: new TextEncoder().encode('olá'), stored: true },
    ]);
    expect(checkXlsxZip(zip).entries).toBe(2);
  });

  it('refuses a bomb that declares its size before inflating anything', () => {
    const bomb = zipBomb(40);
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect(refusal(bomb).kind).toBe('tooBig');
  });

  it('refuses a bomb that lies about its size: the inflating stops at the cap', () => {
    expect(refusal(zipBomb(40, { declaredSize: 1000 })).kind).toBe('tooBig');
  });

  it('refuses entries that pass the cap one by one but not together', () => {
    const limits = {
      ...ZIP_LIMITS,
      maxEntryBytes: 2 * 1024 * 1024,
      maxTotalBytes: 3 * 1024 * 1024,
    };
    const zeros = new Uint8Array(2 * 1024 * 1024);
    const one = buildZip([WORKBOOK_ENTRY, { name: 'a', data: zeros }]);
    expect(checkXlsxZip(one, limits).unpackedBytes).toBe(
      zeros.byteLength + WORKBOOK_ENTRY.data.byteLength,
    );
    const two = buildZip([WORKBOOK_ENTRY, { name: 'a', data: zeros }, { name: 'b', data: zeros }]);
    expect(() => checkXlsxZip(two, limits)).toThrow(ZipRefusal);
  });

  it('refuses an entry that unpacks to more than it declares (413), or less (damaged)', () => {
    const entry = (declaredSize: number) =>
      buildZip([WORKBOOK_ENTRY, { name: 'a', data: new Uint8Array(100), declaredSize }]);
    expect(refusal(entry(99)).kind).toBe('tooBig');
    expect(refusal(entry(101)).kind).toBe('damaged');
    expect(checkXlsxZip(entry(100)).entries).toBe(2);
  });

  it(`refuses more than ${ZIP_LIMITS.maxEntries} entries`, () => {
    const many = Array.from({ length: ZIP_LIMITS.maxEntries }, (_, i) => ({
      name: `x/${i}`,
      data: new Uint8Array(1),
      stored: true,
    }));
    expect(checkXlsxZip(buildZip([WORKBOOK_ENTRY, ...many.slice(1)])).entries).toBe(
      ZIP_LIMITS.maxEntries,
    );
    expect(refusal(buildZip([WORKBOOK_ENTRY, ...many])).kind).toBe('tooBig');
  });

  it('refuses a damaged zip: cut short, bytes overwritten, no workbook, not a zip at all', () => {
    expect(refusal(card.slice(0, card.byteLength - 100)).kind).toBe('damaged');
    expect(refusal(card.slice(0, 4000)).kind).toBe('damaged');
    const scribbled = card.slice();
    scribbled.fill(0x41, 200, 3000);
    expect(refusal(scribbled).kind).toBe('damaged');
    expect(refusal(buildZip([{ name: 'word/document.xml', data: new Uint8Array(10) }])).kind).toBe(
      'damaged',
    );
    expect(refusal(new TextEncoder().encode('PK\u0003\u0004 nothing else')).kind).toBe('damaged');
    expect(refusal(new Uint8Array(0)).kind).toBe('damaged');
  });

  it('refuses an encrypted entry and an unknown compression', () => {
    const zip = buildZip([WORKBOOK_ENTRY]);
    const view = new DataView(zip.buffer);
    const central = view.getUint32(zip.byteLength - 6, true);
    const encrypted = zip.slice();
    new DataView(encrypted.buffer).setUint16(central + 8, 1, true);
    expect(refusal(encrypted).kind).toBe('damaged');
    const bzip2 = zip.slice();
    new DataView(bzip2.buffer).setUint16(central + 10, 12, true);
    expect(refusal(bzip2).kind).toBe('damaged');
  });
});
