import { useEffect, useRef } from 'react';

/** What counts as someone using the kiosk. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

/**
 * Calls `onIdle` once after `timeoutMs` without any activity anywhere on the page; any activity starts the count
 * again. While `enabled` is false (e.g. a visit waiting for the network to come back) nothing is counted.
 */
export function useIdleReset(timeoutMs: number, onIdle: () => void, enabled = true): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), timeoutMs);
    };
    restart();
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, options);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart, options);
    };
  }, [timeoutMs, enabled]);
}
