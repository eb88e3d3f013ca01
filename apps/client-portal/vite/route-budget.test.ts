import { describe, expect, it, vi } from 'vitest';
import { describeWeight, gzipSize, routeBudget, weighRoute } from './route-budget';
import type { Bundle } from './route-chunks';

/** Code that gzip cannot shrink much: `kb` kilobytes of pseudo-random letters. */
function code(kb: number, seed: number): string {
  let x = seed;
  let text = '';
  for (let i = 0; i < kb * 1024; i += 1) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    text += String.fromCharCode(97 + (x % 26));
  }
  return text;
}

const bundle: Bundle = {
  'assets/index.js': {
    type: 'chunk',
    fileName: 'assets/index.js',
    facadeModuleId: '/app/index.html',
    isEntry: true,
    imports: ['assets/env.js'],
    code: code(20, 1),
  },
  'assets/boot.js': {
    type: 'chunk',
    fileName: 'assets/boot.js',
    facadeModuleId: '/app/src/boot/start-early-calls.ts',
    isEntry: true,
    imports: ['assets/env.js'],
    code: code(1, 2),
  },
  'assets/env.js': { type: 'chunk', fileName: 'assets/env.js', code: code(1, 3) },
  'assets/booking-page.js': {
    type: 'chunk',
    fileName: 'assets/booking-page.js',
    facadeModuleId: '/app/src/pages/booking-page.tsx',
    imports: ['assets/index.js', 'assets/query.js'],
    code: code(5, 4),
  },
  'assets/query.js': { type: 'chunk', fileName: 'assets/query.js', code: code(2, 5) },
  // Imported dynamically only (a later step): not part of the first screen.
  'assets/later-steps.js': {
    type: 'chunk',
    fileName: 'assets/later-steps.js',
    facadeModuleId: '/app/src/features/booking/components/later-steps.ts',
    imports: ['assets/booking-page.js'],
    code: code(30, 6),
  },
  'assets/require-customer.js': {
    type: 'chunk',
    fileName: 'assets/require-customer.js',
    facadeModuleId: '/app/src/session/require-customer.tsx',
    imports: ['assets/index.js'],
    code: code(1, 7),
  },
  'assets/client-space-page.js': {
    type: 'chunk',
    fileName: 'assets/client-space-page.js',
    facadeModuleId: '/app/src/pages/client-space-page.tsx',
    imports: ['assets/index.js', 'assets/query.js'],
    code: code(3, 8),
  },
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
};

const budget = { route: '/reservation/:slug', page: '/src/pages/booking-page.tsx', maxKb: 40 };

describe('weighRoute', () => {
  it('weighs both entries and the page with what they import, never what is loaded later', () => {
    const weight = weighRoute(bundle, budget);
    expect(weight.files.map((file) => file.fileName).sort()).toEqual([
      'assets/booking-page.js',
      'assets/boot.js',
      'assets/env.js',
      'assets/index.js',
      'assets/query.js',
    ]);
    const expected = ['index', 'boot', 'env', 'booking-page', 'query']
      .map((name) => gzipSize(bundle[`assets/${name}.js`]!.code!))
      .reduce((a, b) => a + b, 0);
    expect(weight.gzip).toBe(expected);
    expect(weight.ok).toBe(true);
  });

  it('fails a route over its budget and names its files, largest first', () => {
    const weight = weighRoute(bundle, { ...budget, maxKb: 10 });
    expect(weight.ok).toBe(false);
    const text = describeWeight(weight);
    expect(text).toMatch(/^✗ \/reservation\/:slug : \d+\.\d KB de JavaScript gzip \(budget 10 KB\)/);
    expect(text.indexOf('assets/index.js')).toBeLessThan(text.indexOf('assets/booking-page.js'));
  });

  it('weighs a guard and its page together, each shared file once', () => {
    const weight = weighRoute(bundle, {
      route: '/client/espace',
      page: ['/src/session/require-customer.tsx', '/src/pages/client-space-page.tsx'],
      maxKb: 40,
    });
    expect(weight.files.map((file) => file.fileName).sort()).toEqual([
      'assets/boot.js',
      'assets/client-space-page.js',
      'assets/env.js',
      'assets/index.js',
      'assets/query.js',
      'assets/require-customer.js',
    ]);
  });

  it('fails the build when the page is gone rather than weighing nothing', () => {
    expect(() => weighRoute(bundle, { ...budget, page: '/src/pages/renamed.tsx' })).toThrow(/renamed/);
  });
});

describe('routeBudget plugin', () => {
  const run = (maxKb: number) => {
    const plugin = routeBudget([{ ...budget, maxKb }]);
    const context = { error: vi.fn(), info: vi.fn() };
    (plugin.writeBundle as (this: unknown, options: unknown, bundle: Bundle) => void).call(
      context,
      {},
      bundle,
    );
    return context;
  };

  it('fails the build over budget', () => {
    const context = run(10);
    expect(context.error).toHaveBeenCalledWith(expect.stringContaining('dépassé de'));
  });

  it('reports the weight and lets the build go on within budget', () => {
    const context = run(40);
    expect(context.error).not.toHaveBeenCalled();
    expect(context.info).toHaveBeenCalledWith(expect.stringMatching(/^✓ \/reservation\/:slug/));
  });
});
