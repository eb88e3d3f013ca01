import { defineConfig } from 'vitest/config';

/** `pnpm test:deploy` (the apps' half): the apps built for Firebase from a sample config and searched. */
export default defineConfig({ test: { include: ['**/*.deploy.test.ts'], exclude: ['**/node_modules/**'] } });
