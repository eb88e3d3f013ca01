import { describe, expect, it } from 'vitest';
// @ts-expect-error the bench is plain JavaScript run by node (no declarations)
import { chooseChrome } from './find-chrome.mjs';

/** A file system holding only `files` (absolute paths). */
function fsWith(files: string[]) {
  return {
    exists: (p: string) => files.includes(p),
    list: (dir: string) => [
      ...new Set(
        files.filter((f) => f.startsWith(`${dir}/`)).map((f) => f.slice(dir.length + 1).split('/')[0]),
      ),
    ],
  };
}

describe('chooseChrome', () => {
  it('takes CHROME_PATH, then CHROMIUM_PATH, before anything installed', () => {
    const fs = fsWith(['/usr/bin/chromium-headless-shell']);
    expect(chooseChrome({ env: { CHROME_PATH: '/a', CHROMIUM_PATH: '/b' }, home: '/h', ...fs })).toBe('/a');
    expect(chooseChrome({ env: { CHROMIUM_PATH: '/b' }, home: '/h', ...fs })).toBe('/b');
  });

  it('takes the Debian headless shell when there is one', () => {
    const fs = fsWith(['/usr/bin/chromium', '/usr/bin/chromium-headless-shell']);
    expect(chooseChrome({ env: {}, home: '/h', ...fs })).toBe('/usr/bin/chromium-headless-shell');
  });

  it('finds the newest headless shell Playwright installed when nothing else is there', () => {
    const fs = fsWith([
      '/h/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome',
      '/h/.cache/ms-playwright/chromium_headless_shell-1200/chrome-headless-shell-linux64/chrome-headless-shell',
      '/h/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell',
    ]);
    expect(chooseChrome({ env: {}, home: '/h', ...fs })).toBe(
      '/h/.cache/ms-playwright/chromium_headless_shell-1255/chrome-headless-shell-linux64/chrome-headless-shell',
    );
  });

  it('reads PLAYWRIGHT_BROWSERS_PATH and the older headless_shell layout', () => {
    const fs = fsWith(['/pw/chromium_headless_shell-1148/chrome-linux/headless_shell']);
    expect(chooseChrome({ env: { PLAYWRIGHT_BROWSERS_PATH: '/pw' }, home: '/h', ...fs })).toBe(
      '/pw/chromium_headless_shell-1148/chrome-linux/headless_shell',
    );
  });

  it('falls back to the full Chromium Playwright installed, and to nothing', () => {
    const path = '/h/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
    expect(chooseChrome({ env: {}, home: '/h', ...fsWith([path]) })).toBe(path);
    expect(chooseChrome({ env: {}, home: '/h', ...fsWith([]) })).toBeNull();
  });
});
