import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { measureWebBuild, packageOf, sharePackages } from './web-size.ts';

describe('packageOf', () => {
  it('names the package of a module, scoped or not, or the folder of a repository module', () => {
    expect(packageOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(packageOf('apps/web/node_modules/@mantine/core/esm/components/Button.mjs')).toBe(
      '@mantine/core',
    );
    expect(packageOf('apps/web/src/app/layout/top-bar.tsx')).toBe('apps/web/src/app');
    expect(packageOf('packages/domain/src/core/messages.ts')).toBe('packages/domain/src/core');
    expect(packageOf('vite/preload-helper.js')).toBe('vite');
  });
});

describe('sharePackages', () => {
  it("shares each chunk's gzip bytes out by the rendered length of its modules", () => {
    const shares = sharePackages(
      [
        { file: 'a.js', gzipBytes: 3000 },
        { file: 'b.js', gzipBytes: 1000 },
      ],
      {
        'a.js': { 'node_modules/zod/v4/core.js': 200, 'node_modules/react/index.js': 100 },
        'b.js': { 'node_modules/zod/v4/mini.js': 50, 'apps/web/src/lib/x/y.ts': 50 },
      },
    );
    expect(shares).toEqual([
      { name: 'zod', kb: 2.5 },
      { name: 'react', kb: 1 },
      { name: 'apps/web/src/lib', kb: 0.5 },
    ]);
  });
});

describe('measureWebBuild', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('reports a package that must load on demand when a first-download chunk holds it', () => {
    dist = mkdtempSync(join(tmpdir(), 'web-size-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/index.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets/page.js'), 'console.log(2)');
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js">');
    const page = (src: string) => ({ file: 'assets/page.js', src, isDynamicEntry: true });
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'src/app/main.tsx': { file: 'assets/index.js', isEntry: true },
        'src/features/welcome/pages/welcome-page.tsx': page(
          'src/features/welcome/pages/welcome-page.tsx',
        ),
        'src/features/competitions/pages/visitor-competition-list-page.tsx': page(
          'src/features/competitions/pages/visitor-competition-list-page.tsx',
        ),
        'src/features/start-lists/pages/start-list-page.tsx': page(
          'src/features/start-lists/pages/start-list-page.tsx',
        ),
        'src/features/result-lists/pages/result-list-page.tsx': page(
          'src/features/result-lists/pages/result-list-page.tsx',
        ),
      }),
    );
    writeFileSync(
      join(dist, '.vite/module-sizes.json'),
      JSON.stringify({
        'assets/index.js': { 'apps/web/src/app/main.tsx': 10, 'node_modules/zod/v4/core.js': 30 },
        'assets/page.js': { 'node_modules/oidc-client-ts/dist/esm/x.js': 10 },
      }),
    );

    const web = measureWebBuild(dist);

    expect(web.eagerOffenders).toEqual(['node_modules/zod/v4/core.js (in assets/index.js)']);
    expect(web.initialPackages.map((p) => p.name)).toEqual(['zod', 'apps/web/src/app']);
  });

  it('counts the page frame in what each framed public page adds, and refuses Mantine or React Query in the first download', () => {
    dist = mkdtempSync(join(tmpdir(), 'web-size-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    // Incompressible bytes (a fixed-seed generator), so each file's gzip size is near its length.
    let seed = 20;
    const bytes = (n: number) =>
      Array.from({ length: n }, () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return String.fromCharCode(33 + (seed % 89));
      }).join('');
    writeFileSync(join(dist, 'assets/index.js'), bytes(2000));
    writeFileSync(join(dist, 'assets/frame.js'), bytes(30000));
    writeFileSync(join(dist, 'assets/frame.css'), bytes(5000));
    writeFileSync(join(dist, 'assets/page.js'), bytes(10000));
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js">');
    const page = { file: 'assets/page.js', isDynamicEntry: true };
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'src/app/main.tsx': { file: 'assets/index.js', isEntry: true },
        'src/app/page-frame.tsx': {
          file: 'assets/frame.js',
          isDynamicEntry: true,
          css: ['assets/frame.css'],
        },
        'src/features/welcome/pages/welcome-page.tsx': page,
        'src/features/competitions/pages/visitor-competition-list-page.tsx': page,
        'src/features/start-lists/pages/start-list-page.tsx': page,
        'src/features/result-lists/pages/result-list-page.tsx': page,
      }),
    );
    writeFileSync(
      join(dist, '.vite/module-sizes.json'),
      JSON.stringify({
        'assets/index.js': {
          'apps/web/src/app/main.tsx': 10,
          'node_modules/@mantine/core/esm/components/Button.mjs': 10,
          'node_modules/@tanstack/query-core/build/modern/queryClient.js': 10,
        },
      }),
    );

    const web = measureWebBuild(dist);

    expect(web.eagerOffenders).toEqual([
      'node_modules/@mantine/core/esm/components/Button.mjs (in assets/index.js)',
      'node_modules/@tanstack/query-core/build/modern/queryClient.js (in assets/index.js)',
    ]);
    const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1000;
    expect(web.frame).toEqual({
      jsKb: gzipKb('assets/frame.js'),
      cssKb: gzipKb('assets/frame.css'),
    });
    expect(web.pages.map((p) => p.name)).toEqual([
      'welcome',
      'competitions',
      'start list',
      'result list',
    ]);
    // The welcome page, a visitor's competition list and the result list are drawn without the
    // frame (ADR 048, ADR 050); the start list inside it.
    const byName = new Map(web.pages.map((p) => [p.name, p]));
    for (const name of ['welcome', 'competitions', 'result list']) {
      expect(byName.get(name)?.cssKb, name).toBe(0);
    }
    expect(byName.get('welcome')?.jsKb).toBeCloseTo(gzipKb('assets/page.js'), 6);
    const startList = byName.get('start list');
    expect(startList?.jsKb).toBeCloseTo(gzipKb('assets/frame.js') + gzipKb('assets/page.js'), 6);
    expect(startList?.cssKb).toBe(gzipKb('assets/frame.css'));
  });
});

describe('measureWebBuild, pages drawn without the frame (ADR 050)', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('reports zod or Mantine loaded with a frameless page, and not with the framed start list', () => {
    dist = mkdtempSync(join(tmpdir(), 'web-size-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    for (const file of ['index.js', 'page.js', 'results.js', 'schemas.js', 'frame.js'])
      writeFileSync(join(dist, 'assets', file), `console.log('${file}')`);
    writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js">');
    const page = { file: 'assets/page.js', isDynamicEntry: true };
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'src/app/main.tsx': { file: 'assets/index.js', isEntry: true },
        'src/app/page-frame.tsx': { file: 'assets/frame.js', isDynamicEntry: true },
        _schemas: { file: 'assets/schemas.js' },
        'src/features/welcome/pages/welcome-page.tsx': page,
        'src/features/competitions/pages/visitor-competition-list-page.tsx': page,
        'src/features/start-lists/pages/start-list-page.tsx': {
          file: 'assets/page.js',
          isDynamicEntry: true,
          imports: ['_schemas'],
        },
        'src/features/result-lists/pages/result-list-page.tsx': {
          file: 'assets/results.js',
          isDynamicEntry: true,
          imports: ['_schemas'],
        },
      }),
    );
    writeFileSync(
      join(dist, '.vite/module-sizes.json'),
      JSON.stringify({
        'assets/schemas.js': { 'node_modules/zod/v4/core.js': 10 },
        'assets/frame.js': { 'node_modules/@mantine/core/esm/index.mjs': 10 },
      }),
    );

    expect(measureWebBuild(dist).eagerOffenders).toEqual([
      'node_modules/zod/v4/core.js (in assets/schemas.js, with the result list page)',
    ]);
  });
});
