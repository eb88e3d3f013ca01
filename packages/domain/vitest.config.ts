import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Pure functions without module state: one module graph per worker instead of one per file.
    isolate: false,
    // The property tests are CPU-bound (thousands of generated days per test): a 5 s cap failed them on a 2-core
    // machine loaded by other work (issue 35, `pnpm test:dates` next to other runs). They wait for nothing, so a
    // longer cap only changes when a hang is reported, as in the other packages (20–30 s).
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
