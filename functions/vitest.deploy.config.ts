import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `pnpm test:deploy` (the functions' half): the deploy check alone (`*.deploy.test.ts`), kept out of the unit
 * stage because it installs the bundle's dependencies from the npm registry.
 */
export default defineConfig({
  test: { ...base.test, include: ['src/**/*.deploy.test.ts'], exclude: [] },
});
