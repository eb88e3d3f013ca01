import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `pnpm test:deploy` (the functions' half): the deploy check alone (`*.deploy.test.ts`), kept out of the unit
 * stage because it installs the bundle's dependencies from the npm registry.
 */
// Not the unit stage's projects: they name their own files, and would bring the whole suite back with them.
const { projects: _unitProjects, ...unit } = base.test ?? {};

export default defineConfig({
  test: { ...unit, include: ['src/**/*.deploy.test.ts'], exclude: [] },
});
