import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * README « Deploying to Firebase » is a runbook: each block of commands says whether the deploy check runs it or it
 * needs the project's credentials, the blocks said to be checked hold only what `pnpm test:deploy` does, and every
 * pnpm command it names exists.
 */
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const readme = read('README.md');
const start = readme.indexOf('## Deploying to Firebase');
const runbook = readme.slice(
  start,
  readme.indexOf('\n## ', start + 3) > 0 ? readme.indexOf('\n## ', start + 3) : undefined,
);

const CREDENTIALS = "# needs the project's credentials";
const CHECKED = '# run by pnpm test:deploy';

/**
 * What the deploy check runs, and where: a block said to be checked may hold only these (the sample config and a
 * temporary folder stand in for the project's).
 */
const CHECKED_COMMANDS: Record<string, string> = {
  'pnpm build:firebase': 'tools/deploy/firebase-apps.deploy.test.ts runs scripts/build-firebase.mjs',
  'pnpm --filter @app/functions deploy:bundle':
    'functions/src/deploy/deploy-check.deploy.test.ts calls bundle()',
  'cp functions/.env.example functions/.env.<project>':
    'functions/src/deploy/deploy-check.deploy.test.ts loads the functions with functions/.env.example',
};

const blocks = [...runbook.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) =>
  (match[1] ?? '').trimEnd().split('\n'),
);

/** The package.json scripts of the root and of each workspace package a command may name. */
const scripts: Record<string, Record<string, string>> = {
  root: (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
  '@app/functions': (JSON.parse(read('functions/package.json')) as { scripts: Record<string, string> })
    .scripts,
  '@app/data': (JSON.parse(read('packages/data/package.json')) as { scripts: Record<string, string> })
    .scripts,
};

describe('the runbook of README « Deploying to Firebase »', () => {
  it('says for every block of commands what it needs', () => {
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks)
      expect(block[0] === CREDENTIALS || block[0]?.startsWith(CHECKED), block.join('\n')).toBe(true);
  });

  it('calls checked only what the deploy check runs', () => {
    const checked = blocks
      .filter((block) => block[0]?.startsWith(CHECKED))
      .flatMap((block) => block.slice(1));
    expect(checked.length).toBeGreaterThan(0);
    for (const command of checked) expect(Object.keys(CHECKED_COMMANDS), command).toContain(command);
  });

  it('names only pnpm scripts that exist', () => {
    const named = [...runbook.matchAll(/pnpm (?:--filter (@app\/[\w-]+) )?([\w:-]+)/g)].map(
      ([, filter, script]) => ({
        where: filter ?? 'root',
        script: script ?? '',
      }),
    );
    const builtIn = new Set(['install', 'exec']);
    const missing = named.filter(({ where, script }) => !builtIn.has(script) && !scripts[where]?.[script]);
    expect(named.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
