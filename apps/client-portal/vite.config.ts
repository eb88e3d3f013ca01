import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { previewHeaders } from '../../tools/hosting/preview-headers';
import { appPwaOptions } from '../../packages/ui/src/pwa/pwa-config';
import { preloadRouteChunks } from './vite/preload-route-chunks';

/** `BUNDLE_STATS=1 pnpm --filter @app/client-portal build`: dist/bundle-stats.html shows what each chunk holds. */
const bundleStats = process.env.BUNDLE_STATS
  ? visualizer({ filename: 'dist/bundle-stats.html', template: 'treemap', gzipSize: true })
  : null;

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
    bundleStats,
  ],
  server: { host: '127.0.0.1', port: 5174, strictPort: true },
  // The deployed security headers (firebase.json), with the local host allowed.
  preview: { host: '127.0.0.1', port: 5174, strictPort: true, headers: previewHeaders('loyalty') },
  build: { sourcemap: false, manifest: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['../../packages/ui/src/test-setup.ts'],
    testTimeout: 20_000,
  },
});
