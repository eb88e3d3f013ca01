/**
 * In-page timing probes of the day-view benchmark. Times start at the trusted input event's own timestamp and
 * stop after the next frame once the list shows the result (requestAnimationFrame, then a task: the frame has
 * been produced), so they include React's work, style, layout and paint.
 */

export interface Sample {
  /** Input event to the next frame (what the user feels on the keystroke or click itself). */
  eventToFrame: number;
  /** Input event to the frame showing the new list. */
  eventToList: number;
  /** For the search: from the 300 ms debounce firing to the frame showing the filtered list. */
  debounceToList?: number;
}

export interface BenchProbes {
  /** Rows in the page (the list draws its first rows, then more as one scrolls). */
  rows(): number;
  /** The ids of the rows shown, joined: changes when the list shows other reservations. */
  signature(): string;
  /** Starts watching the next trusted `input` or `click` event and the list change it leads to. */
  arm(event: 'input' | 'click'): void;
  result(): Promise<Sample>;
}

declare global {
  interface Window {
    __bench: BenchProbes;
  }
}

/** Search debounce of the screen (staff-operations §9): the probe timestamps when such a timer fires. */
const DEBOUNCE_MS = 300;

const afterFrame = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  );

export function installProbes(): void {
  let lastDebounceFire = 0;
  const nativeSetTimeout = window.setTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout === DEBOUNCE_MS && typeof handler === 'function') {
      return nativeSetTimeout(() => {
        lastDebounceFire = performance.now();
        (handler as (...a: unknown[]) => void)(...args);
      }, timeout);
    }
    return nativeSetTimeout(handler, timeout, ...args);
  }) as typeof window.setTimeout;

  const rowNodes = () => document.querySelectorAll<HTMLElement>('#day-list [data-testid="reservation-row"]');
  const rows = () => rowNodes().length;
  const signature = () => Array.from(rowNodes(), (node) => node.dataset.reservationId).join(',');
  let pending: Promise<Sample> | null = null;

  window.__bench = {
    rows,
    signature,
    arm(kind) {
      const before = signature();
      pending = new Promise<Sample>((resolve) => {
        document.addEventListener(
          kind,
          (event) => {
            const start = event.timeStamp;
            const firstFrame = afterFrame();
            const list = document.getElementById('day-list');
            if (!list) throw new Error('#day-list manquant');
            const done = () => {
              observer.disconnect();
              void Promise.all([firstFrame, afterFrame()]).then(([frame, shown]) =>
                resolve({
                  eventToFrame: frame - start,
                  eventToList: shown - start,
                  ...(kind === 'input' ? { debounceToList: shown - lastDebounceFire } : {}),
                }),
              );
            };
            const observer = new MutationObserver(() => {
              if (signature() !== before) done();
            });
            observer.observe(list, { childList: true, subtree: true });
          },
          { capture: true, once: true },
        );
      });
    },
    result() {
      if (!pending) return Promise.reject(new Error('arm() d’abord'));
      return pending;
    },
  };
}
