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

/** A config exported as a function of the build's mode (the portal's) is read as `vite build` would call it. */
function resolved(config: unknown): BuildConfig {
  return typeof config === 'function'
    ? (config as (env: { mode: string; command: string }) => BuildConfig)({
        mode: 'production',
        command: 'build',
      })
    : (config as BuildConfig);
}

const APPS: { name: string; target: HostingTarget; config: BuildConfig }[] = [
  { name: 'backoffice', target: 'admin', config: resolved(backoffice) },
  { name: 'client-portal', target: 'loyalty', config: resolved(clientPortal) },
  { name: 'tablet', target: 'resa', config: resolved(tablet) },
];

describe.each(APPS)('$name vite config', ({ target, config }) => {
  it('builds without source maps', () => {
    expect(config.build?.sourcemap ?? false).toBe(false);
  });

  it('previews with the deployed security headers', () => {
    expect(config.preview?.headers).toEqual(previewHeaders(target));
  });
});
