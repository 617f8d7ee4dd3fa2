// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Dependency direction: domain depends on nothing of ours and does no I/O.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@artistic/server*', '@artistic/web*', '**/apps/**'],
              message: 'packages/domain is pure: it may not import the apps.',
            },
            {
              group: ['react', 'react-dom', 'hono', 'drizzle-orm*', 'pg', 'node:*', 'fs', 'path'],
              message: 'packages/domain is pure: no I/O, no React, no database.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'domain does no I/O' }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'pass the clock in' },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@artistic/web*', '**/apps/web/**', 'react', 'react-dom'],
              message: 'the server may only depend on packages/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@artistic/server*', '**/apps/server/**', 'drizzle-orm*', 'pg', 'hono*'],
              message: 'the web app may only depend on packages/domain.',
            },
            {
              group: ['**/app/*', '**/app/**'],
              message:
                'features, components and lib may not import app/ (app -> features -> components -> lib).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@artistic/server*', '**/apps/server/**'],
              message: 'the web app may only depend on packages/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'components and lib may not import features or app.',
            },
          ],
        },
      ],
    },
  },
);
