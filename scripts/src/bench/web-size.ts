/**
 * What the production web build makes a browser download before the first page: the entry
 * script and everything it imports statically (vite's manifest), gzipped. Lazy chunks (pages
 * loaded on demand, the PDF library) are not part of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys loaded with `key`: itself and its static imports, recursively. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the manifest has no chunk '${k}'`);
    seen.add(k);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return seen;
}

export function filesOf(
  manifest: Manifest,
  keys: Iterable<string>,
): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const k of keys) {
    const chunk = manifest[k];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

/**
 * Modules that must stay out of the first download: the PDF library, admin and scoring pages, and
 * what a visitor needs only later (ADR 043): zod (the data pages' schemas), the OIDC client, the
 * toast library; and what the pages draw with, loaded with the page frame (ADR 044): Mantine
 * (with its hooks and react-remove-scroll) and React Query. Package modules are found through the
 * build's module sizes.
 */
export const MUST_BE_LAZY: readonly RegExp[] = [
  /node_modules\/@mantine\//,
  /node_modules\/@tanstack\//,
  /node_modules\/react-remove-scroll/,
  /node_modules\/zod\//,
  /node_modules\/oidc-client-ts\//,
  /node_modules\/react-oidc-context\//,
  /node_modules\/@mantine\/notifications\//,
  /react-pdf/,
  /src\/pdf\//,
  // The spreadsheets' writer (lib/spreadsheet.ts imports it when a file is asked for).
  /node_modules\/exceljs\//,
  /features\/competitions\/pages\/competition-form-page/,
  /features\/figure-results\//,
  /features\/routine-results\//,
  /features\/coach-cards\/pages\//,
  /features\/figure-entries\/pages\//,
  /features\/price-lists\/pages\//,
];

/**
 * What a public page drawn without the frame may not load with it (ADR 050): Mantine, and zod,
 * whose schemas the visitors' answers are checked with in a worker (lib/answer-check.ts).
 */
export const NOT_IN_FRAMELESS_PAGES: readonly RegExp[] = [
  /node_modules\/@mantine\//,
  /node_modules\/zod\//,
  /node_modules\/exceljs\//,
];

/** Every PDF writer (pdfkit, react-pdf) puts this header into the file it writes. */
const PDF_WRITER_MARK = '%PDF-';

/**
 * The frame every page renders in (Mantine and the toasts: app/page-frame.tsx, ADR 044),
 * loaded on demand with the first page: counted in what each page adds.
 */
export const PAGE_FRAME = /src\/app\/page-frame\.tsx$/;

/**
 * What app/routes.tsx's `lazyPage` loads with every page that reads the API (ADR 047): the
 * visit's data cache (React Query) and the pages' texts. Counted with the data pages.
 */
export const PAGE_DATA: readonly RegExp[] = [
  /src\/app\/page-data\.tsx$/,
  /src\/i18n\/page-catalogue\.ts$/,
];

/**
 * The public pages, each with what it adds on top of the first download: the frame for the
 * pages drawn in it (the start list; ADR 048 and 050 draw the others without it), and PAGE_DATA
 * for the data pages.
 */
export const PUBLIC_PAGES: readonly { name: string; src: RegExp; frame: boolean; data: boolean }[] =
  [
    {
      name: 'welcome',
      src: /features\/welcome\/pages\/welcome-page\.tsx$/,
      frame: false,
      data: false,
    },
    {
      // What a visitor gets (ADR 050); signed-in users get competition-list-page in the frame.
      name: 'competitions',
      src: /features\/competitions\/pages\/visitor-competition-list-page\.tsx$/,
      frame: false,
      data: true,
    },
    {
      name: 'start list',
      src: /features\/start-lists\/pages\/start-list-page\.tsx$/,
      frame: true,
      data: true,
    },
    {
      name: 'result list',
      src: /features\/result-lists\/pages\/result-list-page\.tsx$/,
      frame: false,
      data: true,
    },
  ];

export interface WebSize {
  initialJsKb: number;
  initialCssKb: number;
  initialFiles: string[];
  /** Modules named in MUST_BE_LAZY found in the first download (should be none). */
  eagerOffenders: string[];
  pages: { name: string; jsKb: number; cssKb: number }[];
  /** The page frame alone (part of each page's figure); undefined in a build without one. */
  frame: { jsKb: number; cssKb: number } | undefined;
  /** Each initial JavaScript file with its gzip kB. */
  initialChunks: { file: string; kb: number }[];
  /**
   * What the initial JavaScript holds, by package (`react-dom`, `@mantine/core`, `zod`, …) or by
   * folder of this repository (`apps/web/src/app`, `packages/domain/src/core`), largest first.
   * Each chunk's gzip size is shared out by the length each module renders at (the build's
   * `.vite/module-sizes.json`, apps/web/scripts/module-sizes.ts); empty without that file.
   */
  initialPackages: { name: string; kb: number }[];
}

/** The package a module belongs to, or its folder (two levels below apps/x or packages/x). */
export function packageOf(module: string): string {
  const nodeModules = module.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [first = '', second = ''] = module.slice(nodeModules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const parts = module.split('/');
  if ((parts[0] === 'apps' || parts[0] === 'packages') && parts.length > 4)
    return parts.slice(0, 4).join('/');
  return parts.slice(0, -1).join('/') || module;
}

type ModuleSizes = Record<string, Record<string, number>>;

/** Shares each file's gzip bytes out over the packages of its modules, by rendered length. */
export function sharePackages(
  chunks: readonly { file: string; gzipBytes: number }[],
  sizes: ModuleSizes,
): { name: string; kb: number }[] {
  const byPackage = new Map<string, number>();
  for (const { file, gzipBytes } of chunks) {
    const modules = Object.entries(sizes[file] ?? {});
    const total = modules.reduce((sum, [, length]) => sum + length, 0);
    if (total === 0) {
      byPackage.set(file, (byPackage.get(file) ?? 0) + gzipBytes);
      continue;
    }
    for (const [module, length] of modules) {
      const name = packageOf(module);
      byPackage.set(name, (byPackage.get(name) ?? 0) + (gzipBytes * length) / total);
    }
  }
  return [...byPackage]
    .map(([name, bytes]) => ({ name, kb: bytes / 1000 }))
    .sort((a, b) => b.kb - a.kb);
}

const gzipBytes = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file))).length;
const gzipKb = (dist: string, files: readonly string[]) =>
  files.reduce((sum, f) => sum + gzipBytes(dist, f), 0) / 1000;

/** Measures a build in `dist` (needs `build.manifest` in the vite config). */
export function measureWebBuild(dist: string): WebSize {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('the manifest has no entry chunk');
  const initial = staticClosure(manifest, entry);
  const { js, css } = filesOf(manifest, initial);
  // index.html must load exactly this (no other script or style sheet).
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const m of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) {
    const file = m[1] ?? '';
    if (!js.includes(file) && !css.includes(file)) {
      if (file.endsWith('.js')) js.push(file);
      else css.push(file);
    }
  }
  const eagerOffenders = [...initial].filter((k) =>
    MUST_BE_LAZY.some((re) => re.test(k) || re.test(manifest[k]?.src ?? '')),
  );
  // A PDF writer in a shared chunk has no module name in the manifest: find it by what it writes.
  for (const file of js)
    if (readFileSync(join(dist, file), 'utf8').includes(PDF_WRITER_MARK))
      eagerOffenders.push(`${file} (writes PDF)`);
  const frameKey = Object.keys(manifest).find((k) => PAGE_FRAME.test(k));
  const frameKeys = frameKey ? staticClosure(manifest, frameKey) : new Set<string>();
  const onDemand = (keys: Iterable<string>) => {
    const files = filesOf(
      manifest,
      [...keys].filter((k) => !initial.has(k)),
    );
    return { jsKb: gzipKb(dist, files.js), cssKb: gzipKb(dist, files.css) };
  };
  const dataKeys = PAGE_DATA.flatMap((re) => {
    const key = Object.keys(manifest).find((k) => re.test(k));
    return key ? [...staticClosure(manifest, key)] : [];
  });
  const sizesPath = join(dist, '.vite', 'module-sizes.json');
  const sizes = existsSync(sizesPath)
    ? (JSON.parse(readFileSync(sizesPath, 'utf8')) as ModuleSizes)
    : undefined;
  const pages = PUBLIC_PAGES.map(({ name, src, frame, data }) => {
    const key = Object.keys(manifest).find((k) => src.test(k));
    if (!key) throw new Error(`no chunk for the ${name} page in the manifest`);
    const keys = [
      ...(frame ? frameKeys : []),
      ...staticClosure(manifest, key),
      ...(data ? dataKeys : []),
    ];
    if (!frame)
      for (const file of filesOf(manifest, [...keys]).js)
        for (const module of Object.keys(sizes?.[file] ?? {}))
          if (NOT_IN_FRAMELESS_PAGES.some((re) => re.test(module)))
            eagerOffenders.push(`${module} (in ${file}, with the ${name} page)`);
    return { name, ...onDemand(new Set(keys)) };
  });
  const chunks = js.map((file) => ({ file, gzipBytes: gzipBytes(dist, file) }));
  // Shared chunks name no module in the manifest: the module sizes say what each one holds.
  for (const file of js)
    for (const module of Object.keys(sizes?.[file] ?? {}))
      if (MUST_BE_LAZY.some((re) => re.test(module))) eagerOffenders.push(`${module} (in ${file})`);
  return {
    initialJsKb: chunks.reduce((sum, c) => sum + c.gzipBytes, 0) / 1000,
    initialCssKb: gzipKb(dist, css),
    initialFiles: [...js, ...css],
    eagerOffenders,
    pages,
    frame: frameKey ? onDemand(frameKeys) : undefined,
    initialChunks: chunks.map((c) => ({ file: c.file, kb: c.gzipBytes / 1000 })),
    initialPackages: sizes ? sharePackages(chunks, sizes) : [],
  };
}

/** The lines `npx tsx scripts/src/bench/web-size.ts` prints: the first download, chunk by chunk. */
export function describeWebSize(web: WebSize): string[] {
  const kb = (n: number) => `${n.toFixed(1)} kB`;
  const lines = [
    `initial JS ${kb(web.initialJsKb)} gzip, CSS ${kb(web.initialCssKb)}`,
    ...web.initialChunks.map((c) => `  ${c.file} ${kb(c.kb)}`),
  ];
  if (web.initialPackages.length) {
    lines.push('initial JS by package (gzip shared out by rendered length):');
    for (const p of web.initialPackages)
      if (p.kb >= 0.1) lines.push(`  ${kb(p.kb).padStart(8)}  ${p.name}`);
  }
  if (web.frame)
    lines.push(
      `+ page frame (Mantine, toasts; with every page) on demand: JS ${kb(web.frame.jsKb)}, CSS ${kb(web.frame.cssKb)}`,
    );
  for (const p of web.pages)
    lines.push(
      `+ ${p.name} page on demand (with the frame it draws in, and data cache and texts for data pages): JS ${kb(p.jsKb)}, CSS ${kb(p.cssKb)}`,
    );
  if (web.eagerOffenders.length) lines.push(`not lazy: ${web.eagerOffenders.join(', ')}`);
  return lines;
}

// `npx tsx scripts/src/bench/web-size.ts [dist]`: measures a build without the whole benchmark.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '../../../apps/web/dist'));
  for (const line of describeWebSize(measureWebBuild(dist))) console.log(line);
}
