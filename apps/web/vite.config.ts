import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogueParts } from './scripts/catalogue-parts.ts';
import { moduleSizes } from './scripts/module-sizes.ts';
import { precompress } from './scripts/precompress.ts';
import { serviceWorker } from './scripts/service-worker.ts';

const serverOrigin = 'http://localhost:3000';

/** The chunks of the pages drawn without the page frame for visitors (ADR 050). */
const VISITOR_PAGES = /assets\/(?:result-list-page|visitor-competition-list-page)-[\w-]+\.js$/;

/**
 * react-router's package exports point every bundler at its development build, which keeps dev
 * warnings (and a "Hey developer" error page) in; the production build of the same version is
 * in the package beside it. Only for `vite build`: tests and the dev server keep the warnings.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // precompress: .br and .gz beside each built file, served as they are (ADR 035).
  // moduleSizes: dist/.vite/module-sizes.json, what each chunk holds (npm run bench, ADR 043).
  // catalogueParts: pt.json?catalogue=shell|pages, the catalogue split for the first download
  // (ADR 045); in the tests too.
  // serviceWorker: dist/sw.js, the offline shell (issue 40), with this build's precache list and
  // version; before precompress, which compresses it too.
  plugins: [
    catalogueParts(),
    react(),
    moduleSizes(join(import.meta.dirname, '../..')),
    serviceWorker(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what the entry loads eagerly, read by the benchmark (npm run bench).
    manifest: true,
    // A page loaded on demand gets its chunks preloaded by Vite's helper (one <link> each), but
    // for the visitors' lists, drawn without the frame: their chunks arrive through the browser's
    // module graph, and the helper's links no longer cost a phone's main thread (ADR 050).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) =>
        VISITOR_PAGES.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
  },
  server: {
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: false },
      '/oidc': { target: serverOrigin, changeOrigin: false },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Above the 5 s a findBy may now wait (vitest.setup.ts), so a slow render fails on what it
    // awaited, not on the test's own clock.
    testTimeout: 20000,
  },
}));
