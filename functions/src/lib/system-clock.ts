/**
 * The machine's clock: what production and the local host install as the runtime's `now` (tests install a clock
 * of their own), and what a token's expiry is checked against (Firebase Auth stamps tokens with it). The one
 * server file that reads the wall clock (ARCHITECTURE §9, one clock): everything else asks `runtime().now()`, so
 * that a test or a job run with `?at=` puts every function on the same instant.
 */
export function systemClock(): Date {
  return new Date();
}
