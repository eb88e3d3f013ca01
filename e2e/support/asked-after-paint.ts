import type { Page } from '@playwright/test';

/**
 * When the page's first contentful paint came, and when it asked for the scripts whose file names match `chunks`
 * (Resource and Paint Timing, ms from navigation): the page's code must come after its first screen is painted.
 */
export async function chunksAfterFirstPaint(page: Page, chunks: RegExp) {
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const asked = performance
      .getEntriesByType('resource')
      .filter((entry) => pattern.test(new URL(entry.name).pathname))
      .map((entry) => ({ file: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { paint, asked };
  }, chunks.source);
}
