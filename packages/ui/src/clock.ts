import { useEffect, useState } from 'react';
import { now } from './now';

export { now };

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
