// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_WORKER_FILE, precacheOf, serviceWorker, versionOf } from './service-worker.ts';

const HTML = `<!doctype html>
<html lang="pt-PT">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
    <link rel="preconnect" href="https://fonts.example.org">
  </head>
  <body>
    <div id="root"></div>
    <script src="/zod-no-eval.js"></script>
  </body>
</html>`;

function chunk(fileName: string, code: string, imports: string[] = [], isEntry = false) {
  return {
    type: 'chunk' as const,
    fileName,
    code,
    isEntry,
    imports,
    viteMetadata: { importedCss: new Set<string>() },
  };
}

/** A build's output as the plugin gets it: an entry, its static imports, a page loaded later. */
function bundleOf(over: { entry?: string; page?: string } = {}) {
  const entry = chunk(
    'assets/index-A1.js',
    over.entry ?? 'import "./react-B2.js"; import("./judge-page-D4.js");',
    ['assets/react-B2.js', 'assets/i18n-E5.js'],
    true,
  );
  entry.viteMetadata.importedCss.add('assets/index-C3.css');
  return {
    'index.html': { type: 'asset' as const, fileName: 'index.html', source: HTML },
    'assets/index-A1.js': entry,
    'assets/react-B2.js': chunk('assets/react-B2.js', 'export const react = 1;'),
    'assets/i18n-E5.js': chunk('assets/i18n-E5.js', 'export const pt = {};', [
      'assets/react-B2.js',
    ]),
    'assets/index-C3.css': {
      type: 'asset' as const,
      fileName: 'assets/index-C3.css',
      source: 'body{margin:0}',
    },
    'assets/judge-page-D4.js': chunk(
      'assets/judge-page-D4.js',
      over.page ?? 'export function JudgePage() {}',
    ),
  };
}

const PRECACHE = [
  '/assets/i18n-E5.js',
  '/assets/index-A1.js',
  '/assets/index-C3.css',
  '/assets/react-B2.js',
  '/favicon.svg',
  '/index.html',
  '/logo.svg',
  '/zod-no-eval.js',
];

describe('precacheOf', () => {
  it("lists index.html, the files it names and the entry's static imports, not the pages loaded later", () => {
    expect(precacheOf(bundleOf(), ['/favicon.svg', '/logo.svg'])).toEqual(PRECACHE);
    expect(precacheOf(bundleOf())).toEqual(PRECACHE.filter((path) => path !== '/logo.svg'));
  });
});

describe('versionOf', () => {
  it('is the same for the same bytes, in any order, and changes with any byte or address', () => {
    const files = [
      { path: '/index.html', bytes: HTML },
      { path: '/assets/index-A1.js', bytes: new TextEncoder().encode('a') },
    ];
    const version = versionOf(files);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(versionOf([...files].reverse())).toBe(version);
    expect(versionOf([files[0]!, { path: '/assets/index-A1.js', bytes: 'b' }])).not.toBe(version);
    expect(versionOf([files[0]!, { path: '/assets/index-A2.js', bytes: 'a' }])).not.toBe(version);
  });
});

describe('the serviceWorker plugin', () => {
  /** Runs the plugin's build step on `bundle` into a fresh dist; sw.js's text. */
  async function build(bundle: ReturnType<typeof bundleOf>): Promise<string> {
    const dist = mkdtempSync(join(tmpdir(), 'artistic-sw-'));
    const publicDir = mkdtempSync(join(tmpdir(), 'artistic-sw-public-'));
    // public/ is copied into dist before the bundle's files are written.
    for (const [name, text] of [
      ['favicon.svg', '<svg/>'],
      ['logo.svg', '<svg><path/></svg>'],
      ['zod-no-eval.js', 'globalThis.__zod = 1;'],
    ] as const) {
      writeFileSync(join(publicDir, name), text);
      writeFileSync(join(dist, name), text);
    }
    const plugin = serviceWorker({ minify: false });
    const configResolved = plugin.configResolved as (config: unknown) => void;
    configResolved({ root: join(import.meta.dirname, '..'), publicDir, build: { outDir: dist } });
    const writeBundle = plugin.writeBundle as (
      this: { info: (message: string) => void },
      options: unknown,
      bundle: unknown,
    ) => Promise<void>;
    await writeBundle.call({ info: () => undefined }, { dir: dist }, bundle);
    return readFileSync(join(dist, SERVICE_WORKER_FILE), 'utf8');
  }

  /** The version the worker was built with (the one 16-hex-digit string in it). */
  const versionOfWorker = (code: string) => {
    const m = /(?:"|`)([0-9a-f]{16})(?:"|`)/.exec(code);
    if (!m?.[1]) throw new Error(`no version in the worker: ${code.slice(0, 200)}`);
    return m[1];
  };

  it('writes dist/sw.js with the precache list and a version that changes when the first page changes', async () => {
    const first = await build(bundleOf());
    expect(first).not.toContain('__SW_PRECACHE__');
    expect(first).not.toContain('__SW_VERSION__');
    for (const path of PRECACHE) expect(first).toContain(JSON.stringify(path));
    // A classic script (every browser runs it as a worker): no import or export.
    expect(first).not.toMatch(/^\s*(?:import|export)\s/m);
    const version = versionOfWorker(first);

    // A new deployment that changes the entry: a new version, which the pages are told about.
    const changed = await build(bundleOf({ entry: 'import "./react-B2.js"; console.log(2);' }));
    expect(versionOfWorker(changed)).not.toBe(version);

    // A change to a page loaded later only: the same shell, the same version.
    const pageOnly = await build(bundleOf({ page: 'export function JudgePage() { return 1; }' }));
    expect(versionOfWorker(pageOnly)).toBe(version);
  }, 60_000);
});
