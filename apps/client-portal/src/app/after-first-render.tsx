import { useEffect, useState, type ReactNode } from 'react';

/** The user-timing mark the app sets once its first render is on screen (the portal bench reads it). */
export const FIRST_RENDER_MARK = 'portal:first-render';

/**
 * Marks the app's first render (FIRST_RENDER_MARK), then renders `children`: what the first screen does not need
 * (the install and update banners) is asked for after it, not with it.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    if (performance.getEntriesByName(FIRST_RENDER_MARK).length === 0) performance.mark(FIRST_RENDER_MARK);
    setRendered(true);
  }, []);
  return rendered ? children : null;
}
