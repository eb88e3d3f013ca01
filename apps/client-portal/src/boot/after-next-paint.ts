/**
 * Settles once the browser has painted what the page changed before the call (a frame, then a task after it), so
 * that what is started next (the space's 200 KB of code) counts after the first paint, not before it. A hidden tab
 * paints no frame: it settles at once there, and after `capMs` at the latest on a browser that holds its frames.
 */
export function afterNextPaint(capMs = 200, win: Window = window): Promise<void> {
  if (win.document.visibilityState === 'hidden' || typeof win.requestAnimationFrame !== 'function')
    return Promise.resolve();
  return new Promise<void>((resolve) => {
    const cap = win.setTimeout(resolve, capMs);
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.clearTimeout(cap);
        resolve();
      }, 0),
    );
  });
}
