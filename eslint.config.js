// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Server features, lowest first (docs/ARCHITECTURE.md, "Feature order"; ADR 036). A feature
// imports only a lower tier's public service.ts; features of one tier do not import each other;
// the features apart import none and none imports them. Tests may set up through any feature.
export const SERVER_FEATURE_TIERS = [
  ['audit'],
  ['ruleset-store'],
  ['competitions'],
  ['result-states', 'athletes'],
  ['coach-cards', 'figure-entries'],
  ['price-lists', 'figure-results'],
  ['routine-results'],
  ['start-lists'],
  ['judge-panel'],
  ['result-lists'],
  ['medals', 'scoreboard', 'judge-evaluation', 'rankings'],
  ['backups'],
  ['snapshots'],
  ['publications'],
  ['rulesets'],
  ['verify'],
];
export const SERVER_FEATURES_APART = ['users', 'messages', 'system'];

const serverOnlyDomain = {
  group: ['@artistic/web*', '**/apps/web/**', 'react', 'react-dom'],
  message: 'the server may only depend on packages/domain.',
};
// Issue 19: only packages/domain computes; the apps call its functions (and its formatters).
const noDecimalHelpers = {
  group: ['@artistic/domain/core/decimal', 'big.js'],
  message: 'only packages/domain computes with the decimal helpers: call a domain function.',
};
/** The OIDC client loads on demand (ADR 043): only app/auth-provider.tsx imports it. */
const onDemandOidc = {
  group: ['react-oidc-context', 'oidc-client-ts'],
  message: 'read the session with useSession() (lib/session.ts); the OIDC client loads on demand.',
};
/**
 * The shell (ADR 044) is drawn before the page frame loads Mantine and React Query: importing
 * either in one of its files would put it back in the first download (the bench's "lazy" budget
 * says so too). Pages, components, the frame (app/page-frame.tsx) and the pages' data cache
 * (app/page-data.tsx) use them freely.
 */
const notInShell = {
  group: ['@mantine/*', '@tanstack/*'],
  message:
    'the shell (ADR 044) draws without Mantine and React Query: use app/layout/shell.module.css and plain state; pages get them from app/page-frame.tsx and app/page-data.tsx.',
};
/** What every file of the web app may not import (app/ has its own, narrower list). */
const WEB_PATTERNS = [
  {
    group: ['@artistic/server*', '**/apps/server/**', 'drizzle-orm*', 'pg', 'hono*'],
    message: 'the web app may only depend on packages/domain.',
  },
  noDecimalHelpers,
  onDemandOidc,
  {
    group: ['**/app/*', '**/app/**'],
    message:
      'features, components and lib may not import app/ (app -> features -> components -> lib).',
  },
];
/** The shell's files: everything the entry imports before a page (app/main.tsx's static graph). */
const SHELL_APP_FILES = ['apps/web/src/app/*.{ts,tsx}', 'apps/web/src/app/layout/**/*.{ts,tsx}'];
const NOT_SHELL_APP_FILES = [
  'apps/web/src/app/page-frame.tsx',
  'apps/web/src/app/page-data.tsx',
  'apps/web/src/app/require-auth.tsx',
  'apps/web/src/app/query-client.ts',
  'apps/web/src/app/theme.ts',
  'apps/web/src/app/auth-provider.tsx',
  'apps/web/src/app/**/*.test.{ts,tsx}',
];
const SHELL_LIB_FILES = [
  'apps/web/src/lib/session.ts',
  'apps/web/src/lib/auth.ts',
  'apps/web/src/lib/app-config.ts',
  'apps/web/src/lib/api-client.ts',
  'apps/web/src/lib/json-api.ts',
  'apps/web/src/lib/shell-answers.ts',
  'apps/web/src/lib/sticky-edges.ts',
  'apps/web/src/components/error-notification.ts',
];
const alternation = (names) => names.join('|');

/** One config block per server feature: the imports its tier may not make. */
function serverFeatureBlocks() {
  const tiers = [...SERVER_FEATURE_TIERS, SERVER_FEATURES_APART];
  return tiers
    .flatMap((tier, level) =>
      tier.map((feature) => {
        const apart = level === SERVER_FEATURE_TIERS.length;
        const allowed = apart
          ? SERVER_FEATURE_TIERS[0]
          : SERVER_FEATURE_TIERS.slice(0, level).flat();
        const others = tiers.flat().filter((f) => f !== feature && !allowed.includes(f));
        const folder = `apps/server/src/features/${feature}`;
        const patterns = [
          serverOnlyDomain,
          noDecimalHelpers,
          {
            regex: `^\\.\\./(${alternation(others)})/`,
            message: `${feature} may import only the features below it (${allowed.join(', ') || 'none'}): see "Feature order" in docs/ARCHITECTURE.md.`,
          },
          {
            regex: '^\\.\\./[^/.][^/]*/(?!service\\.ts$)',
            message:
              'another feature is imported only through its public service.ts (never its repository or other internals).',
          },
        ];
        return [
          {
            files: [`${folder}/**/*.ts`],
            ignores: ['**/*.test.ts'],
            rules: { 'no-restricted-imports': ['error', { patterns }] },
          },
          {
            files: [`${folder}/routes.ts`],
            rules: {
              'no-restricted-imports': [
                'error',
                {
                  patterns: [
                    ...patterns,
                    {
                      regex: '^\\.\\./[^/.]',
                      message: "routes import only their own feature's service.ts (and http/).",
                    },
                    {
                      regex: '^\\./(?!service\\.ts$)',
                      message: "routes import only their own feature's service.ts (and http/).",
                    },
                  ],
                },
              ],
            },
          },
        ];
      }),
    )
    .flat();
}

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
      'no-restricted-imports': ['error', { patterns: [serverOnlyDomain, noDecimalHelpers] }],
    },
  },
  // One clock (ADR 059): the server reads 'now' from clock.ts only (log lines excepted).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/clock.ts',
      'apps/server/src/http/logger.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'read the clock: now()/nowMs() of clock.ts' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'read the clock: now() of clock.ts, not new Date()',
        },
      ],
    },
  },
  // Tests compute expectations with the decimal helpers; the feature order binds code only.
  {
    files: ['apps/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnlyDomain] }] },
  },
  ...serverFeatureBlocks(),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: WEB_PATTERNS,
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
            noDecimalHelpers,
            onDemandOidc,
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
            noDecimalHelpers,
            onDemandOidc,
          ],
        },
      ],
    },
  },
  {
    files: SHELL_APP_FILES,
    ignores: NOT_SHELL_APP_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@artistic/server*', '**/apps/server/**'],
              message: 'the web app may only depend on packages/domain.',
            },
            noDecimalHelpers,
            onDemandOidc,
            notInShell,
          ],
        },
      ],
    },
  },
  {
    files: SHELL_LIB_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'components and lib may not import features or app.',
            },
            noDecimalHelpers,
            onDemandOidc,
            notInShell,
          ],
        },
      ],
    },
  },
  {
    // The welcome page is drawn in the shell without the page frame (ADR 048).
    files: ['apps/web/src/features/welcome/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/welcome/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...WEB_PATTERNS, notInShell],
        },
      ],
    },
  },
  {
    // The visitors' pages are drawn without the page frame and check their answers in a worker
    // (ADR 050): no Mantine, and the domain's schemas (zod) only as types.
    files: [
      'apps/web/src/components/plain/**/*.{ts,tsx}',
      'apps/web/src/components/event-nav.tsx',
      'apps/web/src/components/pdf-file.ts',
      'apps/web/src/features/result-lists/**/*.{ts,tsx}',
      'apps/web/src/features/competitions/pages/visitor-competition-list-page.tsx',
      'apps/web/src/features/competitions/visitor-reads.ts',
      'apps/web/src/lib/answer-check.ts',
    ],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      // Loaded on demand for admins and referees only.
      'apps/web/src/features/result-lists/components/provisional-marker.tsx',
      // Loaded on demand for signed-in users only (official results, issue 22).
      'apps/web/src/features/result-lists/components/official-panel.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mantine/*'],
              message:
                "the visitors' pages draw without Mantine (ADR 050): use components/plain/plain.tsx.",
            },
            {
              group: [
                '@artistic/domain/*/schema',
                '**/lib/json-api',
                '**/lib/competition-reads',
                '**/lib/rulesets',
                '**/answer-schemas',
              ],
              allowTypeImports: true,
              message:
                "the visitors' pages check answers off the main thread (lib/answer-check.ts, ADR 050): no zod schema here.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/auth-provider.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@artistic/server*', '**/apps/server/**'],
              message: 'the web app may only depend on packages/domain.',
            },
            noDecimalHelpers,
          ],
        },
      ],
    },
  },
);
