import { expect, type Page } from '@playwright/test';

/**
 * Starts timing, inside the page, the next toast whose text contains `text`: when it is added to the
 * notifications and when it leaves them, by the page's own clock (a MutationObserver). Playwright's polling on a
 * loaded machine can see a toast hundreds of milliseconds late; the page's clock cannot.
 */
export interface ToastSeen {
  shown?: number;
  hidden?: number;
  role?: string;
  /** Where its top edge was, as a share of the screen's height. */
  topRatio?: number;
}

export async function timeNextToast(
  page: Page,
  text: string,
): Promise<() => Promise<{ lifetime: number; role: string; topRatio: number }>> {
  await page.evaluate((wanted) => {
    const times: ToastSeen = {};
    (window as unknown as Record<string, unknown>)[`toast:${wanted}`] = times;
    const find = () =>
      Array.from(document.querySelectorAll('[data-testid="toast"]')).find((node) =>
        node.textContent?.includes(wanted),
      );
    let node: Element | undefined;
    const observer = new MutationObserver(() => {
      if (!node) {
        node = find();
        if (node) {
          times.shown = performance.now();
          times.role = node.getAttribute('role') ?? '';
          times.topRatio = node.getBoundingClientRect().top / window.innerHeight;
        }
      } else if (!node.isConnected) {
        times.hidden = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, text);
  return async () => {
    let seen: ToastSeen = {};
    await expect
      .poll(
        async () => {
          const times = await page.evaluate(
            (wanted) => (window as unknown as Record<string, ToastSeen>)[`toast:${wanted}`],
            text,
          );
          if (times?.shown === undefined || times.hidden === undefined) return undefined;
          seen = times;
          return 'parti';
        },
        { timeout: 15_000 },
      )
      .toBe('parti');
    return { lifetime: seen.hidden! - seen.shown!, role: seen.role ?? '', topRatio: seen.topRatio ?? 1 };
  };
}
