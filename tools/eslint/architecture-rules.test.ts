import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture rules of the root eslint.config.js fire on the files they guard and stay quiet elsewhere.
 * Each case lints a snippet as if it lived at `path` (the file need not exist).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesHit(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const violations: Array<[string, string, string]> = [
  [
    'apps/backoffice/src/features/home/components/a.ts',
    "import { x } from '../../reservations/api/x';\nexport const y = x;\n",
    'architecture/no-cross-feature-import',
  ],
  [
    'packages/domain/src/loyalty/a.ts',
    "import { initializeApp } from 'firebase/app';\nexport const y = initializeApp;\n",
    'no-restricted-imports',
  ],
  [
    'packages/domain/src/loyalty/a.ts',
    "import { getFirestore } from 'firebase-admin/firestore';\nexport const y = getFirestore;\n",
    'no-restricted-imports',
  ],
  [
    'packages/domain/src/loyalty/a.ts',
    "import { useState } from 'react';\nexport const y = useState;\n",
    'no-restricted-imports',
  ],
  [
    'packages/domain/src/loyalty/a.ts',
    "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n",
    'no-restricted-imports',
  ],
  [
    'packages/domain/src/loyalty/a.ts',
    "import { request } from 'http';\nexport const y = request;\n",
    'no-restricted-imports',
  ],
  ['packages/domain/src/loyalty/a.ts', "export const y = () => fetch('/x');\n", 'no-restricted-globals'],
  [
    'packages/domain/src/loyalty/a.ts',
    "export const y = () => localStorage.getItem('x');\n",
    'no-restricted-globals',
  ],
  ['apps/tablet/src/app/a.ts', 'export const y = import.meta.env.VITE_X;\n', 'no-restricted-syntax'],
  [
    'apps/client-portal/src/features/booking/a.ts',
    'export const y = process.env.X;\n',
    'no-restricted-syntax',
  ],
  ['functions/src/callables/a.ts', 'export const y = process.env.X;\n', 'no-restricted-syntax'],
  ['functions/src/callables/a.ts', "export const y = process['env'].X;\n", 'no-restricted-syntax'],
  [
    'functions/src/callables/a.ts',
    'const { env } = process;\nexport const y = env.X;\n',
    'no-restricted-syntax',
  ],
  [
    'functions/src/callables/a.ts',
    "import { env } from 'node:process';\nexport const y = env.X;\n",
    'no-restricted-syntax',
  ],
  ['packages/data/src/a.ts', 'export const y = globalThis.process.env.X;\n', 'no-restricted-syntax'],
  // One clock: product code asks runtime().now() (server) or now()/useNow() of @app/ui (apps).
  [
    'apps/backoffice/src/features/home/components/a.tsx',
    'export const y = () => new Date();\n',
    'architecture/no-wall-clock',
  ],
  ['apps/tablet/src/app/a.ts', 'export const y = () => Date.now();\n', 'architecture/no-wall-clock'],
  ['functions/src/callables/a.ts', 'export const y = () => new Date();\n', 'architecture/no-wall-clock'],
  ['functions/src/host/a.ts', 'export const y = () => Date.now();\n', 'architecture/no-wall-clock'],
  ['packages/data/src/a.ts', 'export const y = () => new Date();\n', 'architecture/no-wall-clock'],
  ['packages/domain/src/loyalty/a.ts', 'export const y = () => Date.now();\n', 'architecture/no-wall-clock'],
  // A diner screen takes its words from the catalogue (issue 51).
  [
    'apps/client-portal/src/features/booking/components/new-step.tsx',
    'export const Y = () => <h2>Quel jour ?</h2>;\n',
    'architecture/no-untranslated-text',
  ],
  [
    'apps/client-portal/src/features/booking/components/new-step.tsx',
    'export const Y = () => <button aria-label="Fermer">×</button>;\n',
    'architecture/no-untranslated-text',
  ],
  [
    'apps/tablet/src/kiosk/new-screen.tsx',
    'export const Y = ({ n }: { n: number }) => <p>{`${n} points`}</p>;\n',
    'architecture/no-untranslated-text',
  ],
  // Words kept in code out of the catalogue's reach: a texts module, a ternary between tags, a read attribute's
  // choice (the JSX checks alone missed them).
  [
    'apps/tablet/src/features/arrival/components/new-texts.ts',
    "export const T = { title: \"J'ai réservé\", busy: 'Envoi en cours...' };\n",
    'architecture/no-untranslated-text',
  ],
  [
    'apps/client-portal/src/features/booking/components/new-step.tsx',
    "export const Y = ({ busy }: { busy: boolean }) => <button>{busy && 'Votre demande part'}</button>;\n",
    'architecture/no-untranslated-text',
  ],
  [
    'apps/client-portal/src/features/booking/components/new-step.tsx',
    "export const Y = ({ o }: { o: boolean }) => <button aria-label={o ? 'Fermer' : 'Réessayer'}>x</button>;\n",
    'architecture/no-untranslated-text',
  ],
  [
    'apps/client-portal/src/features/booking/components/new-step.tsx',
    'export const Y = (n: number) => `${n} places réservées`;\n',
    'architecture/no-untranslated-text',
  ],
];

const allowed: Array<[string, string]> = [
  // What code writes for no diner: class lists, paths, keys, comparisons, a developer's error.
  [
    'apps/client-portal/src/features/booking/components/new-step.tsx',
    "import './new-step.css';\nexport const Y = ({ s }: { s: string }) => <p className={`page page--narrow ${s}`} data-x=\"Mode Sombre\">{s === 'Complet' ? 1 : 2}</p>;\nexport const K = ['booking', 'day-list'] as const;\nexport const E = () => { throw new Error('DinerLanguageProvider manquant'); };\n",
  ],
  ['apps/backoffice/src/config/env.ts', 'export const y = import.meta.env.VITE_X;\n'],
  ['functions/src/config/env.ts', 'export const y = process.env.X;\n'],
  ['packages/data/src/config/env.ts', 'export const y = process.env.X;\n'],
  [
    'apps/backoffice/src/routes/a.ts',
    "import { x } from '../features/home/components/x';\nexport const y = x;\n",
  ],
  [
    'apps/backoffice/src/features/home/components/a.ts',
    "import { x } from '../hooks/x';\nexport const y = x;\n",
  ],
  [
    'packages/data/src/a.ts',
    "import { initializeApp } from 'firebase/app';\nexport const y = initializeApp;\n",
  ],
  ['packages/domain/src/loyalty/a.ts', "import { z } from 'zod';\nexport const y = z;\n"],
  // The clocks themselves, tests and their helpers, and what stays outside the product (e2e, scripts).
  ['packages/ui/src/now.ts', 'export const y = () => new Date(Date.now());\n'],
  ['functions/src/lib/system-clock.ts', 'export const y = () => new Date();\n'],
  ['apps/backoffice/src/features/home/components/a.test.tsx', 'export const y = () => Date.now();\n'],
  ['functions/src/callables/a.int.test.ts', 'export const y = () => new Date();\n'],
  ['functions/src/host/testing/a.ts', 'export const y = () => Date.now();\n'],
  ['e2e/support/a.ts', 'export const y = () => new Date();\n'],
  ['functions/src/jobs/a.ts', 'export const y = () => performance.now();\n'],
  // Words from the catalogue, and what carries none (a separator, an emoji, a class name); staff screens.
  [
    'apps/client-portal/src/features/booking/components/new-step.tsx',
    'export const Y = ({ t }: { t: (id: string) => string }) => <h2 className="step-title">{t(\'booking.x\')} · 🎁</h2>;\n',
  ],
  ['apps/backoffice/src/features/home/components/a.tsx', 'export const Y = () => <h2>Aujourd’hui</h2>;\n'],
  [
    'apps/tablet/src/features/pairing/components/a.tsx',
    'export const Y = () => <h2>Associer la tablette</h2>;\n',
  ],
];

describe('architecture lint rules', () => {
  // The first lintText loads the whole root configuration (typescript-eslint, react-hooks, the project's own
  // rule): 1.3 s on a quiet machine, 6 s on 2 cores while turbo runs the other packages' tests beside it.
  // Paid once here, so that each case below measures only its own lint.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: `${root}/packages/domain/src/warm-up.ts` });
  }, 60_000);

  it.each(violations)('%s: %j is refused by %s', async (path, code, rule) => {
    expect(await rulesHit(path, code)).toContain(rule);
  });

  it.each(allowed)('%s: %j is allowed', async (path, code) => {
    expect(await rulesHit(path, code)).toEqual([]);
  });
});
