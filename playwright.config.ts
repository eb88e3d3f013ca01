import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's headless shell: the browser engine without the desktop browser around it (same Blink, same fonts); the
// journeys took a third less time with it than with `chromium --headless` on a 2-core machine. Full Chromium
// when the shell is missing.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The local host's tool secret (/mailbox, /__jobs): drawn once by the runner, which passes its environment to the
 * host it starts (webServer, through scripts/start.mjs) and to its workers (e2e/support/backend.ts sends it).
 * A host started by hand for `reuseExistingServer` needs the same value: `LOCAL_HOST_TOKEN=… pnpm … host:e2e`.
 */
process.env.LOCAL_HOST_TOKEN ||= randomBytes(24).toString('base64url');

/** Ports of the three apps served from their production builds. */
export const appUrls = {
  backoffice: 'http://127.0.0.1:4173',
  portal: 'http://127.0.0.1:4174',
  tablet: 'http://127.0.0.1:4175',
} as const;

const preview = (filter: string, port: number) => ({
  command: `pnpm --filter ${filter} exec vite preview --host 127.0.0.1 --port ${port} --strictPort`,
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Journeys own their data (a restaurant, dates or names of their own: see e2e/support), so they run side by
  // side, one worker per core.
  fullyParallel: true,
  workers: process.env.PLAYWRIGHT_WORKERS ? Number(process.env.PLAYWRIGHT_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // As people who ask their phone for less motion: the design system then ends every transition at once, so
    // no journey waits for an element to stop moving (and spinners do not repaint on a 2-core machine).
    reducedMotion: 'reduce',
    // The apps' service workers (precache, update banner) stay out of the journeys, so that page.route and
    // page.clock see every request; the journeys about installation and updates allow them (e2e/support/pwa.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A trace records DOM snapshots at every step: recording every journey to keep the failed ones cost a sixth
    // of the journeys' CPU. The CI retries a failed journey once, recorded.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // Each journey runs once, at the viewport its user has: diners on a phone; staff on a laptop, and also on a
  // phone where the layout differs (journeys tagged @phone: drawer menu, swipe tray, pull to refresh, the
  // layout checks).
  projects: [
    {
      name: 'diner',
      testMatch: ['portal/**/*.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: false,
      },
    },
    {
      // Diners on a laptop: the customer space's journeys tagged @laptop run again at 1366×768.
      name: 'diner-laptop',
      testMatch: ['portal/**/*.spec.ts'],
      grep: /@laptop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
    {
      // The loyalty tablet in the venue, held upright and on its side.
      name: 'kiosk-portrait',
      testMatch: ['tablet/**/*.spec.ts'],
      // A tablet set up in a French venue: native date fields read jj/mm/aaaa.
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 768, height: 1024 },
        hasTouch: true,
        locale: 'fr-FR',
      },
    },
    {
      name: 'kiosk-landscape',
      testMatch: ['tablet/**/*.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        hasTouch: true,
        locale: 'fr-FR',
      },
    },
    {
      name: 'mobile',
      testMatch: ['backoffice/**/*.spec.ts', 'design/**/*.spec.ts'],
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: false,
      },
    },
    {
      name: 'desktop',
      testMatch: ['backoffice/**/*.spec.ts', 'design/**/*.spec.ts', 'shell.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: [
    // The embedded backend (Auth emulator + local host on a fresh temporary data folder, demo data seeded):
    // journeys sign in, book and read mails against it. SIGTERM lets it close the store and remove the folder.
    {
      command: 'pnpm --filter @app/functions host:e2e',
      url: 'http://127.0.0.1:5001/health',
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
    preview('@app/backoffice', 4173),
    preview('@app/client-portal', 4174),
    preview('@app/tablet', 4175),
  ],
});
