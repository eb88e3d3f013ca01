import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './tools/eslint/no-cross-feature-import.js';

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
