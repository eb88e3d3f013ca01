import { describe, expect, it } from 'vitest';
import { routePreloadFiles } from './preload-route-chunks';
import type { ChunkInfo } from './route-chunks';

const bundle: Record<string, ChunkInfo> = {
  'assets/index.js': {
    type: 'chunk',
    fileName: 'assets/index.js',
    facadeModuleId: '/app/src/main.tsx',
    isEntry: true,
  },
  'assets/booking-page.js': {
    type: 'chunk',
    fileName: 'assets/booking-page.js',
    facadeModuleId: '/app/src/pages/booking-page.tsx',
    imports: ['assets/index.js', 'assets/functions.js'],
  },
  'assets/chooser-page.js': {
    type: 'chunk',
    fileName: 'assets/chooser-page.js',
    facadeModuleId: '/app/src/pages/chooser-page.tsx',
    imports: ['assets/index.js', 'assets/functions.js'],
  },
  'assets/functions.js': { type: 'chunk', fileName: 'assets/functions.js', facadeModuleId: null },
  'assets/login.js': {
    type: 'chunk',
    fileName: 'assets/login.js',
    facadeModuleId: '/app/src/pages/client-login-page.tsx',
  },
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
};

describe('routePreloadFiles', () => {
  it('lists the pages and their shared chunks once each, never the entry nor other pages', () => {
    expect(routePreloadFiles(bundle, ['/src/pages/chooser-page.tsx', '/src/pages/booking-page.tsx'])).toEqual(
      ['assets/chooser-page.js', 'assets/functions.js', 'assets/booking-page.js'],
    );
  });

  it('finds a page whose chunk has no facade by the modules it holds, never in the entry', () => {
    const merged: Record<string, ChunkInfo> = {
      ...bundle,
      'assets/booking-page.js': {
        type: 'chunk',
        fileName: 'assets/booking-page.js',
        facadeModuleId: null,
        moduleIds: ['/app/src/pages/booking-page.tsx', '/domain/src/phone/phone-limits.ts'],
        imports: ['assets/index.js', 'assets/functions.js'],
      },
      'assets/phone.js': {
        type: 'chunk',
        fileName: 'assets/phone.js',
        facadeModuleId: '/domain/src/phone/index.ts',
        imports: ['assets/booking-page.js'],
      },
    };
    expect(routePreloadFiles(merged, ['/src/pages/booking-page.tsx'])).toEqual([
      'assets/booking-page.js',
      'assets/functions.js',
    ]);
  });

  it('preloads what a page needs transitively, but not what the entries load already', () => {
    const deep: Record<string, ChunkInfo> = {
      ...bundle,
      'assets/index.js': { ...bundle['assets/index.js']!, imports: ['assets/env.js'] },
      'assets/env.js': { type: 'chunk', fileName: 'assets/env.js' },
      'assets/functions.js': {
        type: 'chunk',
        fileName: 'assets/functions.js',
        imports: ['assets/env.js', 'assets/call.js'],
      },
      'assets/call.js': { type: 'chunk', fileName: 'assets/call.js' },
    };
    expect(routePreloadFiles(deep, ['/src/pages/booking-page.tsx'])).toEqual([
      'assets/booking-page.js',
      'assets/functions.js',
      'assets/call.js',
    ]);
  });

  it('fails the build when a page is missing, rather than silently preloading nothing', () => {
    expect(() => routePreloadFiles(bundle, ['/src/pages/renamed-page.tsx'])).toThrow(/renamed-page/);
  });
});
