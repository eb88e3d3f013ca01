import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted what the component rendered once `ready` (two animation frames later),
 * then true: what is below a page's first screen (its forms, its dialogs' code) is rendered, and its code
 * requested, after that screen is on display rather than competing with it on a slow phone.
 */
export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      // A transition: React renders what comes below in slices, leaving the main thread to the diner's taps.
      second = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [ready, painted]);
  return painted;
}
