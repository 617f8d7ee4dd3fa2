import { defineConfig } from 'vitest/config';

/**
 * The server's test files that run the same on PostgreSQL as on PGlite, left out of the
 * PostgreSQL pass (TEST_DB=postgres; issue 37): they open no test database (the clock, tokens,
 * HTTP helpers, the bench's pure parts, the scripts that start their own server on PGlite), or
 * use it only to set the scene for answers given before any query of their subject
 * (permissions: the authorization matrix; validation: hostile input). database-backup's
 * PostgreSQL half runs in the PGlite pass whenever TEST_DATABASE_URL is set. Every other file —
 * a new one too — runs on both.
 */
const SAME_ON_POSTGRES = [
  'apps/server/src/auth/verify.test.ts',
  'apps/server/src/auth/login-rate-limit.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/db/storage-probe.test.ts',
  'apps/server/src/http/{compress,connection-limit,derived-cache,forwarded,logger,messages,static-files}.test.ts',
  'apps/server/src/features/coach-cards/iss/{grid,xlsx-reader,zip-guard}.test.ts',
  'apps/server/src/features/judge-panel/live-streams.test.ts',
  'apps/server/src/features/system/database-check.test.ts',
  'apps/server/src/test/feature-order.test.ts',
  'apps/server/src/test/authorization-matrix.test.ts',
  'apps/server/src/test/hostile-input.test.ts',
  'scripts/src/bench/*.test.ts',
  'scripts/src/connection-limits.test.ts',
  'scripts/src/database-backup.test.ts',
  'scripts/src/link-proxy.test.ts',
  'scripts/src/login-hardening.test.ts',
  'scripts/src/offline-shell-reads.test.ts',
  'scripts/src/token.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'scripts/src/**/*.test.ts'],
          exclude: process.env['TEST_DB'] === 'postgres' ? SAME_ON_POSTGRES : [],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          fileParallelism: false,
        },
      },
      'apps/web/vite.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: [
        'packages/domain/src/coach-card/scoring.ts',
        'packages/domain/src/core/decimal.ts',
        'packages/domain/src/core/trimmed-mean.ts',
        'packages/domain/src/figures/figure-points.ts',
        'packages/domain/src/figures/result-scoring.ts',
        'packages/domain/src/figures/scoring.ts',
        'packages/domain/src/result-list/ranking.ts',
        'packages/domain/src/routine/controller-call.ts',
        'packages/domain/src/routine/result-scoring.ts',
        'packages/domain/src/routine/scoring.ts',
        'packages/domain/src/ruleset/total-change.ts',
      ],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
