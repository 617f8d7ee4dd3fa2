import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.ts';

const serverOrigin = 'http://localhost:3000';

export default defineConfig({
  // precompress: .br and .gz beside each built file, served as they are (ADR 035).
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what the entry loads eagerly, read by the benchmark (npm run bench).
    manifest: true,
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
});
