// One page of the portal measured by Lighthouse (mobile defaults) in the browser the install put on the machine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The flags every run starts the browser with (those of the journeys, playwright.config.ts). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Lighthouse run with its default mobile settings (Moto G Power emulation, simulated slow 4G, 4× CPU), or
 * another profile's `flags` (profiles.mjs), in a fresh browser profile. `prepare(port)` runs first in that browser (e.g. a sign-in); then `keepStorage`
 * keeps what it stored (Lighthouse empties the origin's storage otherwise).
 */
export async function lighthouseOnce(url, { chromePath, prepare, keepStorage = false, flags = {} }) {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    await prepare?.(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      disableStorageReset: keepStorage,
      ...flags,
    });
    if (!result) throw new Error('Lighthouse sans résultat');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse : ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The user-timing mark the portal sets once its first render is on screen (src/app/after-first-render.tsx). */
const FIRST_RENDER_MARK = 'portal:first-render';

/**
 * When the run's first screen was ready: the app's first render (its user-timing mark), else the largest paint.
 * The booking and review pages paint their content from their HTML and the space its greeting before any of the
 * app's code is asked for: their largest paint says nothing of the code the screen needs to work.
 */
export function firstScreenReadyAt(lhr) {
  const mark = lhr.audits['user-timings']?.details?.items?.find((item) => item.name === FIRST_RENDER_MARK);
  return mark?.startTime ?? lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
}

/**
 * The same-origin scripts a run loaded, each gzipped at level 9 from the build (what Hosting serves), and whether
 * the page asked for it before its first screen was ready (the first screen's code: until the app's first render)
 * or after (what comes below it, lazily).
 */
export function loadedScripts(lhr, origin, outDir) {
  const ready = firstScreenReadyAt(lhr);
  const requested = new Map();
  for (const r of lhr.audits['network-requests'].details.items) {
    if (r.resourceType !== 'Script' || !r.url.startsWith(origin)) continue;
    const file = new URL(r.url).pathname;
    requested.set(file, Math.min(requested.get(file) ?? Infinity, r.networkRequestTime));
  }
  return [...requested].map(([file, at]) => {
    const bytes = readFileSync(path.join(outDir, file));
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      text: bytes.toString('utf8'),
      firstScreen: at <= ready,
    };
  });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The figures the bench compares with its targets, each the median of the runs. */
export function summarise(lhrs) {
  const per = (read) => median(lhrs.map(read));
  return {
    scores: lhrs.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
    score: per((lhr) => Math.round(lhr.categories.performance.score * 100)),
    fcp: per((lhr) => lhr.audits['first-contentful-paint'].numericValue),
    lcp: per((lhr) => lhr.audits['largest-contentful-paint'].numericValue),
    tbt: per((lhr) => lhr.audits['total-blocking-time'].numericValue),
    cls: per((lhr) => lhr.audits['cumulative-layout-shift'].numericValue),
    si: per((lhr) => lhr.audits['speed-index'].numericValue),
    version: lhrs[0].lighthouseVersion,
  };
}
