import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import crossFeature from './tools/eslint/no-cross-feature-import.js';
import wallClock from './tools/eslint/no-wall-clock.js';
import bareString from './tools/eslint/no-bare-string-schema.js';

import untranslatedText from './tools/eslint/no-untranslated-text.js';
import { UNTRANSLATED_YET } from './tools/eslint/untranslated-yet.js';

const architecture = {
  rules: { ...crossFeature.rules, ...wallClock.rules, ...bareString.rules, ...untranslatedText.rules },
};

const envOnlyInConfig = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "MemberExpression[object.name='process'][property.name='env']",
      message: "Lisez l'environnement uniquement dans src/config/env.ts.",
    },
    {
      selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
      message: "Lisez l'environnement uniquement dans src/config/env.ts.",
    },
    // The same read written differently: process['env'], globalThis.process.env, const { env } = process,
    // import { env } from 'node:process'.
    {
      selector: "MemberExpression[object.name='process'][computed=true][property.value='env']",
      message: "Lisez l'environnement uniquement dans src/config/env.ts.",
    },
    {
      selector:
        "MemberExpression[object.type='MemberExpression'][object.property.name='process'][property.name='env']",
      message: "Lisez l'environnement uniquement dans src/config/env.ts.",
    },
    {
      selector: "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
      message: "Lisez l'environnement uniquement dans src/config/env.ts.",
    },
    {
      selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
      message: "Lisez l'environnement uniquement dans src/config/env.ts.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-firebase/**',
      '**/.turbo/**',
      '**/.data/**',
      '.deploy/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Lingui's compiled catalogues (pnpm i18n:compile), generated from the PO files beside them.
      'packages/i18n/src/locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { architecture, 'react-hooks': reactHooks },
    rules: {
      'architecture/no-cross-feature-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['**/config/env.ts', '**/*.test.{ts,tsx}'],
    rules: envOnlyInConfig,
  },
  {
    // One clock (ARCHITECTURE §9): the server reads the time through runtime().now(), the apps through now() and
    // useNow() of @app/ui, so a test sets the product's date in one place. Tests and their benches set their own.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'packages/ui/src/test-setup.ts',
      // The clocks themselves: the apps' one clock and the machine's clock that production and the host install.
      'packages/ui/src/now.ts',
      'functions/src/lib/system-clock.ts',
      // The drivers' conformance suites: tests not named like tests (they check serverTimestamp against the machine).
      'packages/data/src/conformance/**',
    ],
    rules: { 'architecture/no-wall-clock': 'error' },
  },
  {
    // One string schema (issue 55): texts are built on safeString(), which refuses NUL and lone surrogates and
    // normalises to NFC. The environment schemas read configuration, not input; safeString wraps the one z.string().
    files: ['packages/domain/src/**/*.ts', 'functions/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/config/env.ts', 'packages/domain/src/schemas/safe-string.ts'],
    rules: { 'architecture/no-bare-string-schema': 'error' },
  },
  {
    // The diner's screens speak the diner's language (issue 51): every word from the catalogue. The tablet's
    // pairing and establishment-code screens are staff's (they set the device up) and stay French.
    files: ['apps/client-portal/src/**/*.{ts,tsx}', 'apps/tablet/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/client-portal/src/test/**',
      'apps/tablet/src/features/pairing/**',
      'apps/tablet/src/features/establishment-code/**',
      ...UNTRANSLATED_YET,
    ],
    rules: { 'architecture/no-untranslated-text': 'error' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'Le domaine ne dépend pas de Firebase.',
            },
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'Le domaine ne dépend pas de React.',
            },
            {
              group: [
                'node:*',
                'fs',
                'fs/*',
                'path',
                'http',
                'https',
                'net',
                'child_process',
                'os',
                'crypto',
                'stream',
                'worker_threads',
                'process',
                'dns',
                'tls',
                'dgram',
                'readline',
                'zlib',
              ],
              message: "Le domaine ne fait pas d'entrée/sortie.",
            },
            {
              group: ['@app/data', '@app/functions', '@app/ui'],
              message: 'Le domaine ne dépend de rien du projet.',
            },
          ],
        },
      ],
      // No I/O through browser or runtime globals either: the domain is pure.
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'XMLHttpRequest',
          'WebSocket',
          'EventSource',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'document',
          'window',
          'navigator',
        ].map((name) => ({ name, message: "Le domaine ne fait pas d'entrée/sortie." })),
      ],
    },
  },
);
