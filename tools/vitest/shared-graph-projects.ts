import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Test files as vitest's `include` of the apps and the design system names them. */
const TEST_FILE = /\.test\.tsx?$/;
/** A file that replaces modules (vi.mock and its kin): the replacement must meet a module graph of its own. */
const MOCKS_MODULES = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock)\s*\(/;

/** Paths (relative to `root`, `/`-separated) of the test files under `dirs` that replace modules. */
export function filesMockingModules(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) => {
    let entries: string[];
    try {
      entries = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
    return entries
      .filter((entry) => TEST_FILE.test(entry) && !entry.includes('node_modules'))
      .map((entry) => `${dir}/${entry.split('\\').join('/')}`)
      .filter((file) => MOCKS_MODULES.test(readFileSync(join(root, file), 'utf8')));
  });
}

/**
 * The vitest projects of a jsdom suite (the three apps, packages/ui). Importing React, react-aria, lucide and
 * Firebase and making a jsdom took most of each file's time, once per file: test files now share one module graph
 * and one jsdom per worker (`isolate: false`), and reset-between-files.ts empties the page, the storages, the
 * timers and the stubbed globals after each file. A file that replaces modules (`vi.mock`) keeps a graph of its
 * own, found by reading the files: a replacement would otherwise meet a module another file already loaded, or
 * stay for the files after it.
 */
export function sharedGraphProjects(options: {
  /** The package's folder (its vite or vitest config's). */
  root: string;
  include: string[];
  setupFiles: string[];
  /** Folders holding the test files, relative to root. */
  dirs?: string[];
}) {
  const { root, include, setupFiles, dirs = ['src'] } = options;
  const own = filesMockingModules(root, dirs);
  const reset = join(root, '../../packages/ui/src/reset-between-files.ts');
  return [
    {
      extends: true as const,
      test: { name: 'shared', include, exclude: own, isolate: false, setupFiles: [...setupFiles, reset] },
    },
    { extends: true as const, test: { name: 'own-graph', include: own, setupFiles } },
  ];
}
