import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { build } from 'vite';

/** Where the worker is written, at the root of the build: its scope is the whole app. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** What this plugin reads of the build's output (Rollup's and Rolldown's OutputBundle). */
type OutputItem =
  | {
      type: 'chunk';
      fileName: string;
      code: string;
      isEntry: boolean;
      imports: readonly string[];
      viteMetadata?: { importedCss: ReadonlySet<string> };
    }
  | { type: 'asset'; fileName: string; source: string | Uint8Array };
type OutputBundle = Record<string, OutputItem>;

/** The built index.html's text (the build writes it as an asset). */
function htmlOf(bundle: OutputBundle): string {
  const html = bundle['index.html'];
  if (html?.type !== 'asset') throw new Error('the build has no index.html');
  return typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
}

/**
 * The files the shell needs offline, as addresses: index.html, every file of ours it names
 * (scripts, style sheets, modulepreload links, the favicon, public/zod-no-eval.js), the entry
 * chunk's static imports with their style sheets — what the first page loads before any page —
 * and `publicFiles` (public/: the logo the top bar draws). Sorted, each once.
 */
export function precacheOf(bundle: OutputBundle, publicFiles: readonly string[] = []): string[] {
  const files = new Set<string>(['/index.html', ...publicFiles]);
  for (const m of htmlOf(bundle).matchAll(/\s(?:src|href)="(\/[^"/][^"]*)"/g)) {
    const path = m[1] ?? '';
    if (!path.includes('?') && !path.includes('#')) files.add(path);
  }
  const visit = (fileName: string, seen: Set<string>) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    files.add(`/${chunk.fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports) visit(imported, seen);
  };
  const seen = new Set<string>();
  for (const item of Object.values(bundle))
    if (item.type === 'chunk' && item.isEntry) visit(item.fileName, seen);
  return [...files].sort();
}

/**
 * The version of a shell: a hash of each precached file's address and bytes. A new build whose
 * first page loads the same bytes is the same version (no reload asked of anyone); any change
 * to them is a new one.
 */
export function versionOf(files: readonly { path: string; bytes: string | Uint8Array }[]): string {
  const hash = createHash('sha256');
  for (const { path, bytes } of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    hash.update(path);
    hash.update('\0');
    hash.update(bytes);
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The files of public/ (copied to the build's root as they are), as addresses; none without it. */
async function publicFilesOf(publicDir: string): Promise<string[]> {
  if (!publicDir) return [];
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map(
      (entry) => `/${relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
    );
}

/** The bytes of a precached address: from the bundle, else as written in `outDir` (public/). */
async function bytesOf(
  bundle: OutputBundle,
  outDir: string,
  path: string,
): Promise<string | Uint8Array> {
  const item = bundle[path.slice(1)];
  if (item?.type === 'chunk') return item.code;
  if (item?.type === 'asset') return item.source;
  return readFile(join(outDir, path));
}

/**
 * Builds the worker (`entry`, src/sw/service-worker.ts) into one classic script, with the
 * precache list and the version in place of `__SW_PRECACHE__` and `__SW_VERSION__`.
 */
export async function buildServiceWorker(opts: {
  root: string;
  entry: string;
  precache: readonly string[];
  version: string;
  minify?: boolean;
}): Promise<string> {
  const result = await build({
    configFile: false,
    root: opts.root,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __SW_PRECACHE__: JSON.stringify(opts.precache),
      __SW_VERSION__: JSON.stringify(opts.version),
    },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      minify: opts.minify ?? true,
      // A classic script: every browser that has service workers runs it (module workers are
      // recent in Firefox).
      lib: { entry: opts.entry, formats: ['iife'], name: 'artisticServiceWorker' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const out of outputs)
    if ('output' in out)
      for (const item of out.output) if (item.type === 'chunk' && item.isEntry) return item.code;
  throw new Error('the service worker build gave no script');
}

/**
 * Vite plugin (issue 40): once the app is written, builds the offline shell's service worker
 * (src/sw/service-worker.ts) into dist/sw.js with this build's precache list and version. Before
 * precompress(), whose closeBundle then compresses it too. The worker is outside vite's manifest:
 * the benchmark's first download (scripts/src/bench/web-size.ts) does not count it.
 */
export function serviceWorker(opts: { entry?: string; minify?: boolean } = {}): Plugin {
  let root = '';
  let outDir = '';
  let publicDir = '';
  return {
    name: 'artistic:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    async writeBundle(_options, bundle) {
      const started = performance.now();
      const output = bundle as unknown as OutputBundle;
      const precache = precacheOf(output, await publicFilesOf(publicDir));
      const files = await Promise.all(
        precache.map(async (path) => ({ path, bytes: await bytesOf(output, outDir, path) })),
      );
      const version = versionOf(files);
      const code = await buildServiceWorker({
        root,
        entry: opts.entry ?? join(root, 'src/sw/service-worker.ts'),
        precache,
        version,
        ...(opts.minify === undefined ? {} : { minify: opts.minify }),
      });
      await writeFile(join(outDir, SERVICE_WORKER_FILE), code);
      const ms = Math.round(performance.now() - started);
      this.info(
        `service worker ${SERVICE_WORKER_FILE}: version ${version}, ${precache.length} files precached (${ms} ms)`,
      );
    },
  };
}
