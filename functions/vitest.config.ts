import { defineConfig } from 'vitest/config';

/**
 * The functions' structured logs (firebase-functions logger: one JSON line with a `severity`) are what the
 * tests provoke on purpose (refused links, mails failed for good, jobs with a failing booking): the tests assert
 * their effects, so the lines stay out of the output unless `TEST_LOGS=1` asks for them.
 */
const isStructuredLog = (line: string) => /^\s*\{.*"severity":"[A-Z]+"/.test(line);

/**
 * Files that need a module graph of their own. The production entry's globals (App Check enforced, secrets bound)
 * must be set before ./index is first imported, which a shared graph would already hold. The Auth emulator files
 * make and delete firebase-admin's default app, which firebase-functions keeps (to verify callables' ID tokens)
 * for the rest of its module's life: the next file's tokens would be checked by a deleted app.
 */
const OWN_MODULE_GRAPH = [
  'src/app-check-production.test.ts',
  'src/lib/app-check-replay.test.ts',
  'src/lib/auth-admin.int.test.ts',
  'src/host/host-auth.int.test.ts',
  'src/host/store-access.int.test.ts',
  'src/host/staff-revocation.int.test.ts',
];

export default defineConfig({
  test: {
    // The deploy check runs in its own stage (vitest.deploy.config.ts, `pnpm test:deploy`).
    exclude: ['**/node_modules/**', 'src/**/*.deploy.test.ts'],
    // Worker threads rather than forked processes: the suite takes a sixth less time and CPU on 2 cores.
    pool: 'threads',
    // Caps for hangs, not waits: the integration tests are CPU-bound (the embedded store, hosts, the Auth
    // emulator) and the slowest take 15–20 s on a quiet 2-core machine. 30 s and 60 s failed them under load
    // (`pnpm test:dates` beside other work, issue 35). A test that waits for a state waits for that state.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    onConsoleLog: (log) => (process.env.TEST_LOGS === '1' || !isStructuredLog(log) ? undefined : false),
    projects: [
      {
        extends: true,
        test: {
          name: 'functions',
          include: ['src/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'src/**/*.deploy.test.ts', ...OWN_MODULE_GRAPH],
          // One module graph per worker instead of one per file (importing it took a third of the suite's CPU),
          // and with it one embedded store per worker (src/lib/testing/worker-store.ts). file-setup.ts gives
          // every file the fresh module state and process.env it would have had in a worker of its own.
          isolate: false,
          setupFiles: ['src/lib/testing/file-setup.ts'],
        },
      },
      { extends: true, test: { name: 'functions-own-graph', include: OWN_MODULE_GRAPH } },
    ],
  },
});
