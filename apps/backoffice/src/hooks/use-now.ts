import { useEffect, useState } from 'react';

/** How often the status choices look at the clock again (a booking's time comes while the screen is open). */
export const NOW_REFRESH_MS = 30_000;

/**
 * The current time, refreshed every `intervalMs`: screens whose choices depend on the time of day (seat from
 * the booking's day, no-show from its time) re-render when it moves on.
 */
export function useNow(intervalMs: number = NOW_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
