type PaintEntry = PerformanceEntry & { element?: Element | null };

/**
 * Settles once the browser has put the first screen on the glass: the first contentful paint, or, given an
 * element the page has just painted (the space's greeting), the largest paint that shows it (Paint Timing and
 * LCP entries come once the frame is presented, later than its animation frame). What is started next (the page's
 * code) then counts after the first paint, not before it. Where those entries are not kept (Safari), a frame and
 * a task after it; a hidden tab paints nothing and settles at once; `capMs` at the latest.
 */
export function afterNextPaint(element?: Element, capMs = 300, win: Window = window): Promise<void> {
  if (win.document.visibilityState === 'hidden') return Promise.resolve();
  const type = element ? 'largest-contentful-paint' : 'paint';
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  const observed = Observer?.supportedEntryTypes?.includes(type) === true;
  const painted = (entry: PaintEntry) =>
    element ? entry.element === element : entry.name === 'first-contentful-paint';
  return new Promise<void>((resolve) => {
    const done = () => {
      observer?.disconnect();
      win.clearTimeout(cap);
      resolve();
    };
    const cap = win.setTimeout(done, capMs);
    const observer = observed
      ? new Observer((list) => {
          if ((list.getEntries() as PaintEntry[]).some(painted)) done();
        })
      : undefined;
    if (observer) observer.observe({ type, buffered: true });
    else win.requestAnimationFrame(() => win.setTimeout(done, 0));
  });
}
