/**
 * Builds the production server (ADR 023): apps/server/src, @artistic/domain and most packages
 * bundled by esbuild into apps/server/dist. `npm start` runs `node apps/server/dist/main.mjs`:
 * no TypeScript loader and few modules to load at start (server ready budget).
 *
 * Paths the server finds from its own module stay true: dist/ sits beside src/ (so
 * `../../web/dist` still reaches apps/web/dist), and the migrations are copied to dist/migrations.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
const server = `${root}apps/server`;
const outdir = `${server}/dist`;

/**
 * Packages left in node_modules, imported at run time: PGlite finds its WebAssembly and data
 * files beside its own module; the identity provider (a CommonJS tree: koa and its middleware)
 * and the PostgreSQL driver load only when needed. Everything else (hono, zod, drizzle, jose)
 * is bundled: a few files to read and compile instead of hundreds.
 */
const EXTERNAL = /^(@electric-sql\/pglite|oidc-provider|pg|pg-[a-z-]+)(\/|$)/;

export async function buildServer(): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: `${server}/src/main.ts`,
      // The worker thread that reads uploaded .xlsx files (exceljs in it), started by
      // features/coach-cards/iss/xlsx-reader.ts from dist/iss-worker.mjs.
      'iss-worker': `${server}/src/features/coach-cards/iss/iss-worker.ts`,
    },
    outdir,
    bundle: true,
    // Lazy imports (the embedded identity provider, the PostgreSQL driver) stay lazy: own chunks.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    sourcemap: true,
    logLevel: 'warning',
    // CommonJS packages in the bundle call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            EXTERNAL.test(args.path) ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  cpSync(`${server}/src/db/migrations`, `${outdir}/migrations`, { recursive: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await buildServer();
  process.stdout.write(`apps/server/dist built in ${Math.round(performance.now() - started)} ms\n`);
}
