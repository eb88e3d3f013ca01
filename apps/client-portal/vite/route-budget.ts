import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { entryChunks, pageChunk, staticClosure, type Bundle } from './route-chunks';

/** One route's budget: the JavaScript its first screen needs, gzipped, at most `maxKb`. */
export interface RouteBudget {
  /** e.g. '/reservation/:slug' (in the messages). */
  route: string;
  /** The page module's path ending, e.g. '/src/pages/booking-page.tsx', or those of the modules it opens with
   * (a guard and its page). */
  page: string | readonly string[];
  maxKb: number;
}

export interface RouteWeight {
  route: string;
  maxKb: number;
  /** Gzipped bytes of every file, largest first. */
  files: { fileName: string; gzip: number }[];
  gzip: number;
  ok: boolean;
}

/** Gzip at the highest level, as the bench measures (hosting compresses at least as well). */
export const gzipSize = (code: string) => gzipSync(code, { level: 9 }).length;

/**
 * What opening the route downloads before its first screen: the entries and the page's chunk, with everything they
 * import statically. What they import dynamically (a later step, a banner, the phone metadata) is left out.
 */
export function weighRoute(bundle: Bundle, budget: RouteBudget): RouteWeight {
  const pages = [budget.page].flat().map((suffix) => pageChunk(bundle, suffix));
  const chunks = staticClosure(bundle, [...entryChunks(bundle), ...pages]);
  const files = chunks
    .map((chunk) => ({ fileName: chunk.fileName, gzip: gzipSize(chunk.code ?? '') }))
    .sort((a, b) => b.gzip - a.gzip);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  return { route: budget.route, maxKb: budget.maxKb, files, gzip, ok: gzip <= budget.maxKb * 1024 };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The report of one route: a line, and the files when over budget (so the log says what grew). */
export function describeWeight(weight: RouteWeight): string {
  const head = `${weight.route} : ${kb(weight.gzip)} KB de JavaScript gzip (budget ${weight.maxKb} KB)`;
  if (weight.ok) return `✓ ${head}`;
  const files = weight.files.map((file) => `    ${file.fileName.padEnd(48)} ${kb(file.gzip).padStart(6)} KB`);
  return [
    `✗ ${head} — dépassé de ${kb(weight.gzip - weight.maxKb * 1024)} KB.`,
    '  Chargez plus tard ce qui ne sert pas au premier écran (import dynamique, étape suivante) ;',
    '  `BUNDLE_STATS=1 pnpm --filter @app/client-portal build` montre ce que contient chaque fichier.',
    ...files,
  ].join('\n');
}

/**
 * Vite plugin: every production build weighs the routes given and fails when one is over its budget, so that a
 * regression fails the build stage of CI the day it is made (issue 38). Not a timed test: bytes, not speed.
 */
export function routeBudget(budgets: readonly RouteBudget[]): Plugin {
  return {
    name: 'route-budget',
    apply: 'build',
    // Once the files are final (the preload lists Vite writes into them included), as they will be served.
    writeBundle(_options, bundle) {
      const weights = budgets.map((budget) => weighRoute(bundle as unknown as Bundle, budget));
      const over = weights.filter((weight) => !weight.ok);
      if (over.length > 0) this.error(over.map(describeWeight).join('\n'));
      for (const weight of weights) this.info(describeWeight(weight));
    },
  };
}
