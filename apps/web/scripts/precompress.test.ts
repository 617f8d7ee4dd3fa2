// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRECOMPRESS_FROM_BYTES, precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  it('writes .br and .gz beside compressible files of at least 1 kB, and nothing else', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'artistic-precompress-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    const js = Array.from({ length: 300 }, (_, i) => `const nadadora${i} = "Equipa ${i}";`).join(
      '\n',
    );
    const css = '.tabela { font-variant-numeric: tabular-nums; }\n'.repeat(60);
    writeFileSync(join(dist, 'assets', 'index-A1.js'), js);
    writeFileSync(join(dist, 'assets', 'index-B2.css'), css);
    writeFileSync(join(dist, 'assets', 'tiny-C3.js'), 'export const a = 1;');
    writeFileSync(join(dist, 'assets', 'photo-D4.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ x: 'y'.repeat(4000) }));
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>olá</p>'.repeat(200)}`);

    const done = await precompressDir(dist);

    for (const [file, text] of [
      ['assets/index-A1.js', js],
      ['assets/index-B2.css', css],
    ] as const) {
      const path = join(dist, file);
      const br = readFileSync(`${path}.br`);
      const gz = readFileSync(`${path}.gz`);
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.byteLength).toBeLessThan(gz.byteLength);
      expect(gz.byteLength).toBeLessThan(text.length / 4);
      expect(done.find((d) => d.file === file)).toEqual({
        file,
        raw: text.length,
        br: br.byteLength,
        gz: gz.byteLength,
      });
    }
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect('export const a = 1;'.length).toBeLessThan(PRECOMPRESS_FROM_BYTES);
    expect(existsSync(join(dist, 'assets', 'tiny-C3.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'tiny-C3.js.gz'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'photo-D4.png.br'))).toBe(false);
    expect(existsSync(join(dist, '.vite', 'manifest.json.br'))).toBe(false);
  });

  it('does not write a variant that is not smaller than the file', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'artistic-precompress-'));
    // Random bytes do not compress.
    const noise = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    writeFileSync(join(dist, 'noise.js'), noise);
    const [entry] = await precompressDir(dist);
    expect(entry).toEqual({ file: 'noise.js', raw: 4096 });
    expect(existsSync(join(dist, 'noise.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'noise.js.gz'))).toBe(false);
  });
});
