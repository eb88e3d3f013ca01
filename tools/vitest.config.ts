import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    // The apps' Firebase builds run in the deploy stage (vitest.deploy.config.ts, `pnpm test:deploy`).
    exclude: ['**/node_modules/**', '**/*.deploy.test.ts'],
  },
});
