import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following its changes (false where matchMedia is missing, e.g. tests). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Laptops and wider: the day screen lists one booking per line and opens a real actions menu. */
export const LAPTOP_QUERY = '(min-width: 1024px)';
