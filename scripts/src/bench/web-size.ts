/**
 * What the production web build makes a browser download before the first page: the entry
 * script and everything it imports statically (vite's manifest), gzipped. Lazy chunks (pages
 * loaded on demand, the PDF library) are not part of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Modules that must stay out of the first download (the PDF library, admin and scoring pages). */
export const MUST_BE_LAZY: readonly RegExp[] = [
  /react-pdf/,
  /src\/pdf\//,
  /features\/competitions\/pages\/competition-form-page/,
  /features\/figure-results\//,
  /features\/routine-results\//,
  /features\/coach-cards\/pages\//,
  /features\/figure-entries\/pages\//,
  /features\/price-lists\/pages\//,
];

/** Every PDF writer (pdfkit, react-pdf) puts this header into the file it writes. */
const PDF_WRITER_MARK = '%PDF-';

/** The public pages, each with what it adds on top of the first download. */
export const PUBLIC_PAGES: readonly { name: string; src: RegExp }[] = [
  { name: 'competitions', src: /features\/competitions\/pages\/competition-list-page\.tsx$/ },
  { name: 'start list', src: /features\/start-lists\/pages\/start-list-page\.tsx$/ },
  { name: 'result list', src: /features\/result-lists\/pages\/result-list-page\.tsx$/ },
];

export interface WebSize {
  initialJsKb: number;
  initialCssKb: number;
  initialFiles: string[];
  /** Modules named in MUST_BE_LAZY found in the first download (should be none). */
  eagerOffenders: string[];
  pages: { name: string; jsKb: number; cssKb: number }[];
}

const gzipKb = (dist: string, files: readonly string[]) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1000;

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
  const pages = PUBLIC_PAGES.map(({ name, src }) => {
    const key = Object.keys(manifest).find((k) => src.test(k));
    if (!key) throw new Error(`no chunk for the ${name} page in the manifest`);
    const extra = [...staticClosure(manifest, key)].filter((k) => !initial.has(k));
    const files = filesOf(manifest, extra);
    return { name, jsKb: gzipKb(dist, files.js), cssKb: gzipKb(dist, files.css) };
  });
  return {
    initialJsKb: gzipKb(dist, js),
    initialCssKb: gzipKb(dist, css),
    initialFiles: [...js, ...css],
    eagerOffenders,
    pages,
  };
}
