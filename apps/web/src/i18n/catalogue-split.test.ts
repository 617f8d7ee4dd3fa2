// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenKeys, isUnder, splitCatalogue } from './catalogue';
import en from './en.json';
import pt from './pt.json';
import ptPages from './pt.json?catalogue=pages';
import ptShell from './pt.json?catalogue=shell';
import { SHELL_KEYS } from './shell-keys';

// pt.json is one file; the build splits it (scripts/catalogue-parts.ts, ADR 045): the shell's
// texts in the first download, the rest with the pages (ADR 047).

const src = resolve(import.meta.dirname, '..');
const sorted = (keys: Iterable<string>) => [...keys].sort();

/**
 * The app's files a module loads with it: its static imports (not `import type`, not
 * `import()`), followed through the app's own files; packages are not followed.
 */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of code.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    )) {
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(file), specifier.split('?')[0] ?? '');
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
      );
      if (found) visit(found);
    }
  };
  visit(resolve(src, entry));
  return sorted([...seen].map((file) => relative(src, file)));
}

/** What a file's string literals name of the catalogue: whole keys and `prefix.${…}` heads. */
function keysNamedIn(file: string, keys: readonly string[]): string[] {
  const code = readFileSync(resolve(src, file), 'utf8');
  const named = new Set<string>();
  for (const [, single, double] of code.matchAll(/'([^'\\\n]*)'|"([^"\\\n]*)"/g)) {
    const literal = single ?? double ?? '';
    for (const key of keys) if (key === literal || key.startsWith(`${literal}_`)) named.add(key);
  }
  for (const [, head = ''] of code.matchAll(/`([^`$]*)\$\{/g)) {
    if (!head.endsWith('.')) continue;
    for (const key of keys) if (key.startsWith(head)) named.add(key);
  }
  return sorted(named);
}

describe('the Portuguese catalogue split', () => {
  const ptKeys = flattenKeys(pt);

  it('has the same keys as the English catalogue', () => {
    expect(sorted(ptKeys)).toEqual(sorted(flattenKeys(en)));
  });

  it('puts every text in exactly one part: the shell’s keys, or the rest', () => {
    const shellKeys = flattenKeys(ptShell);
    const pageKeys = flattenKeys(ptPages);
    expect(shellKeys.filter((key) => pageKeys.includes(key))).toEqual([]);
    expect(sorted([...shellKeys, ...pageKeys])).toEqual(sorted(ptKeys));
    expect(shellKeys.every((key) => isUnder(key, SHELL_KEYS))).toBe(true);
    expect(pageKeys.some((key) => isUnder(key, SHELL_KEYS))).toBe(false);
    // The build's modules are the split of pt.json, nesting kept.
    expect({ shell: ptShell, pages: ptPages }).toEqual(
      (({ picked, rest }) => ({ shell: picked, pages: rest }))(splitCatalogue(pt, SHELL_KEYS)),
    );
  });

  it('lists only keys and sections that exist', () => {
    const missing = SHELL_KEYS.filter((prefix) => !ptKeys.some((key) => isUnder(key, [prefix])));
    expect(missing).toEqual([]);
  });

  it('has in the shell’s part every key that a file of the first download names', () => {
    const files = staticGraph('app/main.tsx');
    // The shell, not the pages or the frame (sanity of the graph).
    expect(files).toEqual(
      expect.arrayContaining([
        'app/layout/top-bar.tsx',
        'app/layout/language-switch.tsx',
        'app/not-found-page.tsx',
        'lib/api-client.ts',
        'i18n/i18n.ts',
      ]),
    );
    expect(files).not.toContain('app/page-frame.tsx');
    expect(files).not.toContain('i18n/page-catalogue.ts');

    const named = files.flatMap((file) => keysNamedIn(file, ptKeys).map((key) => ({ file, key })));
    expect(named.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['notFound.title', 'roles.clube', 'nav.openMenu', 'errors.network']),
    );
    expect(named.filter(({ key }) => !isUnder(key, SHELL_KEYS))).toEqual([]);
  });

  it('brings the rest with every page but the welcome page, which names only the shell’s keys', () => {
    // app/routes.tsx: lazyPage (every page that reads the API), the callback page and the
    // sign-in guard each wait for the pages' texts (ADR 047).
    const routes = readFileSync(join(src, 'app/routes.tsx'), 'utf8');
    expect(routes).toContain("const loadPageTexts = () => import('../i18n/page-catalogue');");
    const loaders = [
      /function lazyPage[\s\S]*?Promise\.all\(\[[^\]]*loadPageTexts\(\)/,
      /const CallbackPage = lazy\(\(\) =>\s*Promise\.all\(\[[^\]]*loadPageTexts\(\)/,
      /const RequireAuth = lazy\(\(\) =>\s*Promise\.all\(\[[^\]]*loadPageTexts\(\)/,
    ];
    for (const loader of loaders) expect(routes).toMatch(loader);
    // Every other page loaded on demand is a lazyPage: only the welcome page (preloadable,
    // ADR 049), the callback page and the guard are not.
    expect(routes.match(/= lazy\(/g)).toHaveLength(2);
    expect(routes.match(/= preloadable\(/g)).toHaveLength(1);
    const welcome = staticGraph('features/welcome/pages/welcome-page.tsx');
    const named = welcome.flatMap((file) => keysNamedIn(file, ptKeys));
    expect(named).toEqual(expect.arrayContaining(['welcome.accessNote']));
    expect(named.filter((key) => !isUnder(key, SHELL_KEYS))).toEqual([]);
  });

  it('is imported whole by no module of the app (only its two parts are)', () => {
    const modules = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'),
    );
    const whole = modules.filter((file) =>
      /from '[^']*\/pt\.json'|import\('[^']*\/pt\.json'\)/.test(
        readFileSync(join(src, file), 'utf8'),
      ),
    );
    expect(whole).toEqual([]);
  });
});
