import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { previewHeaders } from '../../tools/hosting/preview-headers';
import { sharedGraphProjects } from '../../tools/vitest/shared-graph-projects';
import { appPwaOptions } from '../../packages/ui/src/pwa/pwa-config';

export default defineConfig({
  plugins: [
    react(),
    VitePWA(
      appPwaOptions({
        name: 'Back-office — Réservations & Fidélité',
        shortName: 'Back-office',
        description: 'Réservations, clients et fidélité de vos restaurants.',
      }),
    ),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // The deployed security headers (firebase.json), with the local host allowed.
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, headers: previewHeaders('admin') },
  build: { sourcemap: false },
  test: {
    environment: 'jsdom',
    testTimeout: 20_000,
    // react-aria's dialogs and menus need CSS.escape, which jsdom lacks (the design system's polyfill).
    projects: sharedGraphProjects({
      root: import.meta.dirname,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['../../packages/ui/src/test-setup.ts'],
    }),
  },
});
