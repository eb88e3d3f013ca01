import type { AuthRequirement } from './define-callable';

/**
 * App Check on the callables a customer or a kiosk reaches (ARCHITECTURE §8 "In production App Check is enforced
 * on them as well"). Only the production entry turns it on (firebase-globals.ts, evaluated before the function
 * modules): the embedded host cannot verify App Check tokens offline (firebase-admin fetches Google's keys), so
 * there the limits and input checks stand alone. Staff callables need a signed-in staff account and are left out.
 */
let enforced = false;

/** Turns enforcement on for every customer-facing callable defined afterwards (production entry only). */
export function enforceAppCheckOnPublicCallables(): void {
  enforced = true;
}

/** Whether callers of this requirement are customers or kiosks (App Check in production) rather than staff. */
export function isCustomerFacing(auth: AuthRequirement): boolean {
  return auth === 'public' || auth === 'client' || auth === 'tablet';
}

/** Whether a callable of this requirement is declared with App Check enforced. */
export function appCheckEnforcedFor(auth: AuthRequirement): boolean {
  return enforced && isCustomerFacing(auth);
}
