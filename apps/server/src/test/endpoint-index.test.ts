import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listApiRoutes } from './authorization-matrix.ts';
import { useTestApp } from './test-app.ts';

/**
 * docs/endpoints.md finds any endpoint in one step (issue 19): its table must list every route the
 * app serves, each under the file that registers it, and nothing else.
 */
const root = new URL('../../../../', import.meta.url);
const serverSrc = new URL('apps/server/src/', root);
const index = readFileSync(new URL('docs/endpoints.md', root), 'utf8');

/** The table's rows: `| \`GET /api/x\` | \`features/x/routes.ts\` | … |`. */
const rows = [...index.matchAll(/^\| `([A-Z]+ \/api\/[^`]*)` +\| `([^`]+)` +\|/gm)].map(
  ([, route = '', file = '']) => ({ route, file }),
);

/** The paths the shared registrars add to a feature's base path (`${sheet.path}/add`…). */
const registrarSuffixes = (file: string, base: string) => [
  ...new Set(
    [
      ...readFileSync(new URL(file, serverSrc), 'utf8').matchAll(
        new RegExp(`\`\\$\\{${base}\\.path\\}([^\`]*)\``, 'g'),
      ),
    ].map(([, suffix = '']) => suffix),
  ),
];
const scoreSheetSuffixes = registrarSuffixes('http/score-sheet-routes.ts', 'sheet');
const entrySuffixes = registrarSuffixes('http/entry-routes.ts', 'entry');
const suffixes = [...scoreSheetSuffixes, ...entrySuffixes];

/**
 * Whether `source` registers `path`: the path written whole (OpenAPI `{id}` or Hono `:id` form),
 * or a feature's base path handed to a shared registrar (http/score-sheet-routes.ts,
 * http/entry-routes.ts: `path: '/api/resultadoFigura'`) with one of the suffixes they add.
 */
function registers(source: string, path: string): boolean {
  const honoForm = path.replace(/\{(\w+)\}/g, ':$1');
  if (source.includes(`'${path}'`) || source.includes(`'${honoForm}'`)) return true;
  const bases = [...source.matchAll(/\bpath: '(\/api\/[^']+)'/g)].map(([, base = '']) => base);
  return bases.some((base) => suffixes.some((suffix) => path === base + suffix));
}

const t = useTestApp();

describe('docs/endpoints.md', () => {
  it('lists every route of the app once, and no route the app does not serve', () => {
    const listed = rows.map((r) => r.route);
    expect(new Set(listed).size, 'a route listed twice').toBe(listed.length);
    expect([...listed].sort()).toEqual(listApiRoutes(t.app));
    expect(listed.length).toBeGreaterThanOrEqual(50);
    expect(scoreSheetSuffixes).toEqual(['/comp/{compId}', '/add', '/{id}']);
    expect(entrySuffixes).toEqual(['/{id}', '/add']);
  });

  it.each(rows.map((r) => [r.route, r.file] as const))('%s is registered in %s', (route, file) => {
    const url = new URL(file, serverSrc);
    expect(existsSync(url), `${file} exists`).toBe(true);
    const path = route.slice(route.indexOf(' ') + 1);
    expect(registers(readFileSync(url, 'utf8'), path)).toBe(true);
  });
});
