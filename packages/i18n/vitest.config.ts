import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // The catalogues' test compiles every catalogue (Lingui's CLI API): seconds on a busy 2-core machine.
    testTimeout: 60_000,
  },
});
