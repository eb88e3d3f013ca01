import type { Page } from '@playwright/test';

/**
 * Counts the page's layout shifts from its first frame (a PerformanceObserver installed before any script of the
 * page runs, buffered): `total()` is the sum of their values, CLS as a first paint sees it. Call before `goto`.
 */
export async function recordLayoutShifts(page: Page): Promise<{ total: () => Promise<number> }> {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShifts: number };
    state.layoutShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.layoutShifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { total: () => page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts) };
}
