import { defineConfig } from 'vitest/config';

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
