import { describe, expect, it } from 'vitest';
import backoffice from '../../apps/backoffice/vite.config';
import clientPortal from '../../apps/client-portal/vite.config';
import tablet from '../../apps/tablet/vite.config';
import { previewHeaders, type HostingTarget } from './preview-headers';

/**
 * The three apps' production builds: no source map next to the bundles (the deployed folders would publish the
 * whole source), and `vite preview` answers with the deployed security headers. Read from the apps' own Vite
 * configs, no build needed. The configs are imported with the file, not inside a test: loading Vite's plugins
 * takes seconds on a busy machine, and a test's timeout would then measure the machine, not the config.
 */
/** The part of a Vite config read here. */
interface BuildConfig {
  build?: { sourcemap?: unknown };
  preview?: { headers?: unknown };
}

const APPS: { name: string; target: HostingTarget; config: BuildConfig }[] = [
  { name: 'backoffice', target: 'admin', config: backoffice as BuildConfig },
  { name: 'client-portal', target: 'loyalty', config: clientPortal as BuildConfig },
  { name: 'tablet', target: 'resa', config: tablet as BuildConfig },
];

describe.each(APPS)('$name vite config', ({ target, config }) => {
  it('builds without source maps', () => {
    expect(config.build?.sourcemap ?? false).toBe(false);
  });

  it('previews with the deployed security headers', () => {
    expect(config.preview?.headers).toEqual(previewHeaders(target));
  });
});
