// The browser the portal's bench and Lighthouse measure with, found as a fresh machine has it.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** Where Debian's packages put it (scripts/install.sh installs chromium-headless-shell). */
const SYSTEM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/**
 * The executables `playwright install chromium-headless-shell` leaves in a browser folder, newest layout first
 * (Chrome for Testing's since Playwright 1.49, `chrome-linux/headless_shell` before), then its full Chromium.
 */
const PLAYWRIGHT_LAYOUTS = [
  ['chromium_headless_shell-', 'chrome-headless-shell-linux64/chrome-headless-shell'],
  ['chromium_headless_shell-', 'chrome-headless-shell-linux-arm64/chrome-headless-shell'],
  ['chromium_headless_shell-', 'chrome-linux/headless_shell'],
  ['chromium-', 'chrome-linux64/chrome'],
  ['chromium-', 'chrome-linux/chrome'],
];

/** Playwright's browser cache: PLAYWRIGHT_BROWSERS_PATH, else ~/.cache/ms-playwright (Linux). */
function playwrightCache(env, home) {
  const own = env.PLAYWRIGHT_BROWSERS_PATH;
  if (own && own !== '0') return own;
  return path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), 'ms-playwright');
}

/** The browsers Playwright installed, newest revision first within each layout. */
function playwrightBrowsers(cache, list) {
  const folders = list(cache);
  return PLAYWRIGHT_LAYOUTS.flatMap(([prefix, executable]) =>
    folders
      .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
      .sort((a, b) => Number(b.slice(prefix.length)) - Number(a.slice(prefix.length)))
      .map((name) => path.join(cache, name, executable)),
  );
}

function listFolder(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * The browser to measure with: CHROME_PATH (Lighthouse's own variable), else CHROMIUM_PATH (the journeys'),
 * else the headless shell of the Debian install, else the one Playwright installed, else null (then
 * chrome-launcher looks for an installed Chrome). `exists` and `list` are the file system's, replaced in tests.
 */
export function chooseChrome({
  env = process.env,
  home = homedir(),
  exists = existsSync,
  list = listFolder,
} = {}) {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const candidates = [...SYSTEM, ...playwrightBrowsers(playwrightCache(env, home), list)];
  return candidates.find((candidate) => exists(candidate)) ?? null;
}

/** {@link chooseChrome}, else whatever Chrome chrome-launcher finds; an error naming the fixes when none. */
export async function findChrome() {
  const chosen = chooseChrome();
  if (chosen) return chosen;
  const { getChromePath } = await import('chrome-launcher');
  try {
    return getChromePath();
  } catch {
    throw new Error(
      'Aucun Chromium trouvé : lancez scripts/install.sh (chromium-headless-shell), ' +
        '`pnpm exec playwright install chromium-headless-shell`, ou donnez CHROME_PATH.',
    );
  }
}
