import { readFile, readdir, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser gets compressed: text and WebAssembly. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
  '.wasm',
]);

/** Below this a compressed answer saves less than its headers and the work cost. */
export const PRECOMPRESS_FROM_BYTES = 1024;

export interface Precompressed {
  file: string;
  raw: number;
  br?: number;
  gz?: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // dist/.vite holds the build's manifest for the benchmark, not something a browser loads.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside every compressible
 * file of `dir` of at least `minBytes`, for the server's static handler to send as they are.
 * A variant that would not be smaller than the file is not written.
 */
export async function precompressDir(
  dir: string,
  opts: { minBytes?: number } = {},
): Promise<Precompressed[]> {
  const minBytes = opts.minBytes ?? PRECOMPRESS_FROM_BYTES;
  const jobs: Promise<Precompressed>[] = [];
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    jobs.push(
      (async () => {
        const raw = await readFile(path);
        const done: Precompressed = { file: relative(dir, path), raw: raw.byteLength };
        if (raw.byteLength < minBytes) return done;
        const [br, gz] = await Promise.all([
          brotliAsync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]:
                extname(path) === '.wasm'
                  ? constants.BROTLI_MODE_GENERIC
                  : constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
            },
          }),
          gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.byteLength < raw.byteLength) {
          await writeFile(`${path}.br`, br);
          done.br = br.byteLength;
        }
        if (gz.byteLength < raw.byteLength) {
          await writeFile(`${path}.gz`, gz);
          done.gz = gz.byteLength;
        }
        return done;
      })(),
    );
  }
  return Promise.all(jobs);
}

/** Vite plugin: once the build is written, precompress its output directory (ADR 035). */
export function precompress(opts: { minBytes?: number } = {}): Plugin {
  let outDir = '';
  return {
    name: 'artistic:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = performance.now();
      const files = await precompressDir(outDir, opts);
      const written = files.filter((f) => f.br !== undefined || f.gz !== undefined);
      const ms = Math.round(performance.now() - started);
      this.info(`precompressed ${written.length} files (brotli and gzip) in ${ms} ms`);
    },
  };
}
