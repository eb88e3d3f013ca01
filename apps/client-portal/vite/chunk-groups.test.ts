import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups';

describe('chunkGroups', () => {
  const manualChunks = chunkGroups([
    { name: 'boot', paths: ['/src/lib/early-calls.ts'] },
    { name: 'framework', paths: [/\/node_modules\/\.pnpm\/react@/, '/@tanstack/'] },
  ]);

  it('names the group of a module by a path part or a pattern, the first group first', () => {
    expect(manualChunks('/app/src/lib/early-calls.ts')).toBe('boot');
    expect(manualChunks('/repo/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js')).toBe(
      'framework',
    );
    expect(manualChunks('/repo/node_modules/.pnpm/x/node_modules/@tanstack/query-core/build/a.js')).toBe(
      'framework',
    );
  });

  it('leaves any other module to Rollup', () => {
    expect(manualChunks('/app/src/pages/booking-page.tsx')).toBeUndefined();
    expect(manualChunks('/repo/node_modules/.pnpm/react-dom-x@1.0.0/node_modules/y.js')).toBeUndefined();
  });
});
