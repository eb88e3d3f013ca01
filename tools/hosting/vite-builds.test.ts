import { describe, expect, it } from 'vitest';
import { previewHeaders, type HostingTarget } from './preview-headers';

/**
 * The three apps' production builds: no source map next to the bundles (the deployed folders would publish the
 * whole source), and `vite preview` answers with the deployed security headers. Read from the apps' own Vite
 * configs, no build needed.
 */
/** The part of a Vite config read here. */
interface BuildConfig {
  build?: { sourcemap?: unknown };
  preview?: { headers?: unknown };
}

const APPS: { name: string; target: HostingTarget; load: () => Promise<{ default: BuildConfig }> }[] = [
  { name: 'backoffice', target: 'admin', load: () => import('../../apps/backoffice/vite.config') },
  { name: 'client-portal', target: 'loyalty', load: () => import('../../apps/client-portal/vite.config') },
  { name: 'tablet', target: 'resa', load: () => import('../../apps/tablet/vite.config') },
];

describe.each(APPS)('$name vite config', ({ target, load }) => {
  it('builds without source maps', async () => {
    const { default: config } = await load();
    expect(config.build?.sourcemap ?? false).toBe(false);
  });

  it('previews with the deployed security headers', async () => {
    const { default: config } = await load();
    expect(config.preview?.headers).toEqual(previewHeaders(target));
  });
});
