/**
 * Installation and updates (customer-flows §2 "Install banner", §9; ARCHITECTURE §8 "Installable apps"): the
 * journeys that let the apps' service workers run (the other journeys block them, see playwright.config.ts).
 * Service workers need a secure context: http://127.0.0.1 is one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export type PwaApp = 'backoffice' | 'client-portal' | 'tablet';

declare global {
  interface Window {
    /** Plays Chromium offering installation: a `beforeinstallprompt` whose prompt() is counted. */
    __offerInstall?: () => void;
    __installPrompts?: number;
  }
}

/**
 * Gives the page a way to receive the browser's install offer on demand: headless Chromium never makes one, so
 * the journey dispatches the same event (prompt() and userChoice as Chromium gives them) once the app listens.
 */
export async function prepareInstallOffer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__installPrompts = 0;
    window.__offerInstall = () => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: () => {
          window.__installPrompts = (window.__installPrompts ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(event);
    };
  });
}

export async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => window.__offerInstall?.());
}

export async function installPromptCount(page: Page): Promise<number> {
  return page.evaluate(() => window.__installPrompts ?? 0);
}

/** Waits until the app's service worker is active and controls the page (the first visit included: clientsClaim). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((done) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => done(), { once: true }),
    );
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Reloads the page with the network cut: the app shell comes from the precache (index.html for the navigation,
 * the bundles and styles), the first screen renders; the network is given back afterwards.
 */
export async function reloadOffline(
  page: Page,
  context: BrowserContext,
  firstHeading: string,
): Promise<void> {
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: firstHeading })).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.setOffline(false);
  }
}

const MARKER = '\n// parcours : nouvelle version ';

function workerFile(app: PwaApp): string {
  return resolve(process.cwd(), 'apps', app, 'dist', 'sw.js');
}

/**
 * Serves a new version of the app, as a deployment does: the built sw.js (read from disk by the preview server
 * at every request) gets different bytes, so the browser's next update check installs a new worker. Returns a
 * function that puts the built file back.
 */
export function deployNewVersion(app: PwaApp, label: string): () => void {
  const file = workerFile(app);
  const current = readFileSync(file, 'utf8');
  const original = current.split(MARKER)[0] ?? current;
  writeFileSync(file, `${original}${MARKER}${label} ${Date.now()}\n`);
  return () => writeFileSync(file, original);
}

/** The update banner (packages/ui UpdateBanner). */
export function updateBanner(page: Page) {
  return page.getByRole('status', { name: 'Une nouvelle version est disponible' });
}

/**
 * Lets 30 s pass on the page's clock until the banner offers the new version: the browser merges a check into
 * one still under way (which may have read the former bytes), so a slow machine can need a further period.
 */
async function checkUntilOffered(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward('00:31');
        return updateBanner(page).isVisible();
      },
      { timeout: 30_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(true);
}

/**
 * The 30-s update check, then the banner's two answers: « Plus tard » hides it while no further version comes;
 * after a further deployment it is back, and « Actualiser » reloads the page under the new worker.
 * The page must have been opened after `page.clock.install()` and be controlled by the app's worker.
 */
export async function expectUpdateJourney(page: Page, app: PwaApp): Promise<void> {
  const restore = deployNewVersion(app, 'une');
  try {
    await checkUntilOffered(page);
    await expect(updateBanner(page).getByRole('button', { name: 'Actualiser' })).toBeVisible();
    await updateBanner(page).getByRole('button', { name: 'Plus tard' }).click();
    await expect(updateBanner(page)).toHaveCount(0);
    await page.clock.fastForward('00:31');
    await expect(updateBanner(page)).toHaveCount(0);

    deployNewVersion(app, 'deux');
    await checkUntilOffered(page);
    // A mark on the running page: gone once « Actualiser » has reloaded it.
    await page.evaluate(() => Object.assign(window, { __avantMiseAJour: true }));
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    await updateBanner(page).getByRole('button', { name: 'Actualiser' }).click();
    await reloaded;
    expect(await page.evaluate(() => '__avantMiseAJour' in window)).toBe(false);
    await waitForServiceWorkerControl(page);
    // The new worker took over: nothing waits any more, and the banner is gone.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active?.state === 'activated';
        }),
      )
      .toBe(true);
    await expect(updateBanner(page)).toHaveCount(0);
  } finally {
    restore();
  }
}
