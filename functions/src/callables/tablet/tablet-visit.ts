import { HttpsError } from 'firebase-functions/v2/https';
import type { Transaction } from '@app/data';
import { MESSAGES, TabletDeclareVisitInputSchema, type TabletVisitResult } from '@app/domain';
import type { TabletCaller } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress } from '../../lib/public-limits';
import { transact } from '../../lib/transact';
import { mailRestaurantOf, type MailRestaurant } from '../../mail/mail-restaurant';
import { recordTabletVisit } from './record-tablet-visit';
import { assertVisitAllowed } from './tablet-code';
import { admitTablet, TABLET_LIMITS } from './tablet-device';
import { lookupCustomer, statsAt } from './tablet-lookup';

/**
 * The answer a device already got for one request id (server-only `idempotency`): a visit sent again after a lost
 * connection is answered the same, and counted once.
 */
export function tabletRequestPath(caller: TabletCaller, requestId: string): string {
  return `idempotency/tablet_${caller.deviceId}_${requestId}`;
}

export async function readTabletRequest(
  tx: Transaction,
  path: string,
): Promise<TabletVisitResult | undefined> {
  const snap = await tx.get(path);
  return snap.exists ? (snap.data?.result as TabletVisitResult | undefined) : undefined;
}

export function recordTabletRequest(tx: Transaction, path: string, result: TabletVisitResult, now: Date) {
  tx.set(path, { id: path.slice('idempotency/'.length), result, createdAt: now.toISOString() });
}

/** The paired device's restaurant, as mails name it. */
export async function tabletRestaurant(tx: Transaction, restaurantId: string): Promise<MailRestaurant> {
  const snap = await tx.get(`restaurants/${restaurantId}`);
  if (!snap.exists || !snap.data) throw new HttpsError('unauthenticated', MESSAGES.tablet.notPaired);
  return mailRestaurantOf({ id: snap.id, data: snap.data });
}

/** A visit declared on the paired tablet: the 5-hour rule, then points, virtual reservation and thank-you mail. */
export const tabletDeclareVisit = defineCallable({
  name: 'tabletDeclareVisit',
  input: TabletDeclareVisitInputSchema,
  auth: 'tablet',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.tabletIp, request)],
  handler: async (input, { caller, now }): Promise<TabletVisitResult> => {
    await admitTablet(caller, TABLET_LIMITS.write, now);
    const requestPath = tabletRequestPath(caller, input.requestId);
    return transact(async (tx) => {
      const done = await readTabletRequest(tx, requestPath);
      if (done) return done;
      const restaurant = await tabletRestaurant(tx, caller.restaurantId);
      const found = await lookupCustomer(tx, input, restaurant.id);
      if (found.kind === 'ambiguous')
        throw new HttpsError('failed-precondition', MESSAGES.tablet.severalAccounts);
      if (found.kind === 'none') throw new HttpsError('not-found', MESSAGES.tablet.customerNotFound);
      const { customer } = found;
      assertVisitAllowed(statsAt(customer.data, restaurant.id).lastActivityAt, now);
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const result = await recordTabletVisit({
        tx,
        restaurant,
        customerId: customer.id,
        customer: customer.data,
        now,
        mail: 'walk_in_thank_you',
        // The customer names this venue at its kiosk: it learns their name and the contact they typed.
        viewContact: {
          name: text(customer.data.name),
          firstName: text(customer.data.firstName),
          lastName: text(customer.data.lastName),
          ...(input.email ? { email: text(customer.data.email) } : {}),
          ...(input.phone ? { phone: input.phone } : {}),
        },
      });
      recordTabletRequest(tx, requestPath, result, now);
      return result;
    });
  },
});
