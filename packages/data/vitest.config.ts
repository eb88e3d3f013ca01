import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One module graph per worker instead of one per file, and with it one embedded store for the repositories'
    // and analytics' files (src/repositories/test-fixtures.ts), emptied for each file.
    isolate: false,
    pool: 'threads',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
