import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { sourcemap: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    testTimeout: 20_000,
    // react-aria's dialogs and menus need CSS.escape, which jsdom lacks (the design system's polyfill).
    setupFiles: ['../../packages/ui/src/test-setup.ts'],
  },
});
