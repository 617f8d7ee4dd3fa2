import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { WORKBOOK_ENTRY, buildZip, zipBomb } from './test-zip.ts';
import { XlsxReader } from './xlsx-reader.ts';

const card = new Uint8Array(
  readFileSync(new URL('./fixtures/SENIOR-Team_Free-PRELIMS-OCC-.xlsx', import.meta.url)),
);

/** A workbook of `rows` rows, written by exceljs. */
async function bigWorkbook(rows: number): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Huge');
  for (let r = 1; r <= rows; r++) ws.addRow([r, `linha ${r % 100}`, 'HYBRID']);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const readers: XlsxReader[] = [];
const newReader = (...args: ConstructorParameters<typeof XlsxReader>) => {
  const reader = new XlsxReader(...args);
  readers.push(reader);
  return reader;
};
afterAll(async () => {
  await Promise.all(readers.map((r) => r.close()));
});

describe('XlsxReader (a worker thread)', () => {
  it('reads the real card into a grid, again and again with the same worker', async () => {
    const reader = newReader();
    for (let i = 0; i < 3; i++) {
      const result = await reader.read(card);
      expect(result.ok && result.grid.sheets.map((s) => [s.name, s.rows.length])).toEqual([
        ['SENIOR-Team_Free-PRELIMS-OCC-', 39],
      ]);
    }
  });

  it('leaves the caller its bytes (the worker gets a copy)', async () => {
    const bytes = card.slice();
    await newReader().read(bytes);
    expect(bytes).toEqual(card);
  });

  it('answers why a file gives no grid, and goes on reading the next', async () => {
    const reader = newReader();
    expect(await reader.read(zipBomb(40))).toEqual({ ok: false, failure: 'tooBig' });
    expect(await reader.read(zipBomb(40, { declaredSize: 10 }))).toEqual({
      ok: false,
      failure: 'tooBig',
    });
    expect(await reader.read(card.slice(0, 8000))).toEqual({ ok: false, failure: 'damaged' });
    // A zip exceljs cannot make a workbook of: its workbook.xml is no XML.
    const garbage = buildZip([{ ...WORKBOOK_ENTRY, data: new TextEncoder().encode('<workbook') }]);
    expect((await reader.read(garbage)).ok).toBe(false);
    expect((await reader.read(card)).ok).toBe(true);
  });

  it('a file past the time limit ends the worker; the next file gets a new one', async () => {
    const reader = newReader();
    expect(await reader.read(card, { timeoutMs: 1 })).toEqual({ ok: false, failure: 'timeout' });
    expect((await reader.read(card)).ok).toBe(true);
  });

  it("a file past the worker's heap limit ends it; the next file gets a new one", async () => {
    const reader = newReader({ maxOldGenerationSizeMb: 24 });
    expect(await reader.read(await bigWorkbook(20_000))).toEqual({
      ok: false,
      failure: 'outOfMemory',
    });
    expect((await reader.read(card)).ok).toBe(true);
  });

  it('reads one file at a time, in order; past the waiting line it answers busy', async () => {
    const reader = newReader({ maxWaiting: 2 });
    const answers = await Promise.all([
      reader.read(card),
      reader.read(zipBomb(40)),
      reader.read(card),
      reader.read(card),
    ]);
    expect(answers.map((a) => (a.ok ? 'ok' : a.failure))).toEqual(['ok', 'tooBig', 'ok', 'busy']);
  });
});
