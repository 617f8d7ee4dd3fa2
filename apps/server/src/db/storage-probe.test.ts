import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { probeWriteFile } from './client.ts';

const dir = mkdtempSync(join(tmpdir(), 'artistic-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the PGlite data dir's probe write", () => {
  it('writes, flushes and removes its file', async () => {
    await probeWriteFile(dir);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('fails where nothing can be written', async () => {
    await expect(probeWriteFile(join(dir, 'missing', 'dir'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});
