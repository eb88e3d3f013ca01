import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { previewHeaders } from '../../tools/hosting/preview-headers';
import { sharedGraphProjects } from '../../tools/vitest/shared-graph-projects';
import { appPwaOptions } from '../../packages/ui/src/pwa/pwa-config';
import { preloadRouteChunks } from './vite/preload-route-chunks';

export default defineConfig({
  plugins: [
    react(),
    preloadRouteChunks(['/src/pages/chooser-page.tsx', '/src/pages/booking-page.tsx']),
    VitePWA(
      appPwaOptions({
        name: 'Réserver une table — Espace fidélité',
        shortName: 'Réserver',
        description: 'Réservez une table et suivez vos points de fidélité.',
      }),
    ),
  ],
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  // The deployed security headers (firebase.json), with the local host allowed.
  preview: { host: '127.0.0.1', port: 5174, strictPort: true, headers: previewHeaders('loyalty') },
  build: { sourcemap: false, manifest: true },
  test: {
    environment: 'jsdom',
    testTimeout: 20_000,
    // react-aria's dialogs and menus need CSS.escape, which jsdom lacks (the design system's polyfill).
    projects: sharedGraphProjects({
      root: import.meta.dirname,
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      dirs: ['src', 'vite'],
      setupFiles: ['../../packages/ui/src/test-setup.ts'],
    }),
  },
});
