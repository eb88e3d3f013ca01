import { useEffect, useState } from 'react';

/**
 * The apps' one clock (ARCHITECTURE §9): every screen reads the current time here, never `new Date()` or
 * `Date.now()` in a component, so a test sets the product's date in one place (vitest's fake timers, Playwright's
 * `page.clock`) and a grep finds every reader. Paris dates are derived from it with the domain's `paris-time`.
 */
export function now(): Date {
  return new Date(Date.now());
}

/** How often `useNow` reads the clock again by default (a booking's time comes while the screen is open). */
export const NOW_REFRESH_MS = 30_000;

/** The current time, read again every `intervalMs` while mounted (countdowns, « now » markers, status choices). */
export function useNow(intervalMs: number = NOW_REFRESH_MS): Date {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return current;
}
