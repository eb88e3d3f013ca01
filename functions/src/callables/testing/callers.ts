import type { DefinedCallable } from '../../lib/define-callable';
import { MASTER, admin, adminFull, client, tablet, type TestCaller } from './callable-harness';
import { EXPORTED_CALLABLES, exportedCallable } from './exported-callables';

/** The signed-in customer of the callable benches (seedMarieAtAuBureau). */
export const MARIE = client('marie@example.fr');

/**
 * A caller each callable accepts, read from its own declaration (`auth`), on restaurant r1 of the benches
 * (seedMarieAtAuBureau; a tablet caller needs `pairTestTablet(store, 'r1')`): nobody for a public callable, Marie
 * for a customer's, r1's tablet for the kiosk's, r1's floor staff for any staff member's, else the least role
 * allowed. The input tests and the fuzz call each callable with it, so their inputs reach its input check and past.
 */
function callerFor(auth: DefinedCallable<unknown>['auth']): TestCaller {
  if (auth === 'public') return null;
  if (auth === 'client') return MARIE;
  if (auth === 'tablet') return tablet('r1');
  if (auth === 'staff' || auth.includes('admin')) return admin('r1');
  return auth.includes('admin_full') ? adminFull('r1') : MASTER;
}

export const CALLER_OF: Readonly<Record<string, TestCaller>> = Object.fromEntries(
  EXPORTED_CALLABLES.map((name) => [
    name,
    callerFor((exportedCallable(name) as DefinedCallable<unknown>).auth),
  ]),
);
