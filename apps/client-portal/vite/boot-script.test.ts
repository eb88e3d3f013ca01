import { describe, expect, it } from 'vitest';
import { bootTags } from './boot-script';
import type { Bundle } from './route-chunks';

const bundle: Bundle = {
  'assets/index.js': {
    type: 'chunk',
    fileName: 'assets/index.js',
    facadeModuleId: '/app/index.html',
    isEntry: true,
    imports: ['assets/env.js'],
  },
  'assets/boot.js': {
    type: 'chunk',
    fileName: 'assets/boot.js',
    facadeModuleId: '/app/src/boot/start-early-calls.ts',
    isEntry: true,
    imports: ['assets/early-calls.js'],
  },
  'assets/early-calls.js': { type: 'chunk', fileName: 'assets/early-calls.js', imports: ['assets/env.js'] },
  'assets/env.js': { type: 'chunk', fileName: 'assets/env.js' },
};

describe('bootTags', () => {
  it('loads the boot entry as an async module, its imports preloaded with it', () => {
    expect(bootTags(bundle, '/src/boot/start-early-calls.ts')).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/early-calls.js' },
        injectTo: 'head-prepend',
      },
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/env.js' },
        injectTo: 'head-prepend',
      },
      {
        tag: 'script',
        attrs: { type: 'module', async: true, crossorigin: true, src: '/assets/boot.js', 'data-boot': true },
        injectTo: 'head-prepend',
      },
    ]);
  });

  it('opens the connection to the callables first when asked', () => {
    const [first] = bootTags(
      bundle,
      '/src/boot/start-early-calls.ts',
      'https://europe-west1-demo.cloudfunctions.net',
    );
    expect(first).toEqual({
      tag: 'link',
      attrs: { rel: 'preconnect', href: 'https://europe-west1-demo.cloudfunctions.net', crossorigin: true },
      injectTo: 'head-prepend',
    });
  });

  it("refuses a boot entry that would wait for the app's entry", () => {
    const tangled: Bundle = {
      ...bundle,
      'assets/early-calls.js': {
        type: 'chunk',
        fileName: 'assets/early-calls.js',
        imports: ['assets/index.js'],
      },
    };
    expect(() => bootTags(tangled, '/src/boot/start-early-calls.ts')).toThrow(/point d’entrée/);
  });

  it('fails the build when the boot entry is missing', () => {
    expect(() => bootTags(bundle, '/src/boot/renamed.ts')).toThrow(/renamed/);
  });
});
