import { useEffect, useState } from 'react';

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
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [ready, painted]);
  return painted;
}
