import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { previewHeaders } from '../../tools/hosting/preview-headers';
import { appVersionFile, buildVersionId } from './vite/app-version';

/** One id per build, embedded in the app and written to version.json (the update banner compares both). */
const appVersion = buildVersionId();

export default defineConfig({
  plugins: [react(), appVersionFile(appVersion)],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  server: { host: '127.0.0.1', port: 5175, strictPort: true },
  // The deployed security headers (firebase.json), with the local host allowed.
  preview: { host: '127.0.0.1', port: 5175, strictPort: true, headers: previewHeaders('resa') },
  build: { sourcemap: false },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['../../packages/ui/src/test-setup.ts'],
    testTimeout: 20_000,
  },
});
