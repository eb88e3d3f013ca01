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
        name: 'Tablette fidélité',
        shortName: 'Fidélité',
        description:
          "La tablette fidélité de l'établissement : déclarez votre visite, rejoignez le programme.",
      }),
    ),
  ],
  server: { host: '127.0.0.1', port: 5175, strictPort: true },
  // The deployed security headers (firebase.json), with the local host allowed.
  preview: { host: '127.0.0.1', port: 5175, strictPort: true, headers: previewHeaders('resa') },
  build: { sourcemap: false },
  test: {
    environment: 'jsdom',
    testTimeout: 20_000,
    projects: sharedGraphProjects({
      root: import.meta.dirname,
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      dirs: ['src', 'vite'],
      setupFiles: ['../../packages/ui/src/test-setup.ts'],
    }),
  },
});
