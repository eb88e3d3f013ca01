/**
 * The apps' one clock (ARCHITECTURE §9): every screen reads the current time here, never `new Date()` or
 * `Date.now()` in a component, so a test sets the product's date in one place (vitest's fake timers, Playwright's
 * `page.clock`) and a grep finds every reader. Paris dates are derived from it with the domain's `paris-time`.
 * A module of its own, without React (`@app/ui/now`), for the code that runs before React has arrived (the
 * portal's boot script); `useNow` is in clock.ts.
 */
export function now(): Date {
  return new Date(Date.now());
}
