import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { previewHeaders } from '../../tools/hosting/preview-headers';
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
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['../../packages/ui/src/test-setup.ts'],
    testTimeout: 20_000,
  },
});
