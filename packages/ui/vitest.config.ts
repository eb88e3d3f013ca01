import { defineConfig } from 'vitest/config';
import { sharedGraphProjects } from '../../tools/vitest/shared-graph-projects';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    testTimeout: 20_000,
    projects: sharedGraphProjects({
      root: import.meta.dirname,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test-setup.ts'],
    }),
  },
});
