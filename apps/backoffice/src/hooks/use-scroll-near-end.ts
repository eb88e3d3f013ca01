import { useEffect, useRef } from 'react';

/** Share of the page scrolled past which the next page of a list loads (administration §2: 80 %). */
export const NEAR_END_RATIO = 0.8;

/**
 * Calls `onNearEnd` when the window is scrolled to 80 % of the page, while `enabled` (a next page exists and is
 * not loading). A « Charger … de plus » button does the same for keyboards and screen readers.
 */
export function useScrollNearEnd({ enabled, onNearEnd }: { enabled: boolean; onNearEnd: () => void }): void {
  const latest = useRef(onNearEnd);
  useEffect(() => {
    latest.current = onNearEnd;
  }, [onNearEnd]);
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const page = document.documentElement;
      const seen = window.scrollY + window.innerHeight;
      if (page.scrollHeight > window.innerHeight && seen >= page.scrollHeight * NEAR_END_RATIO)
        latest.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [enabled]);
}
