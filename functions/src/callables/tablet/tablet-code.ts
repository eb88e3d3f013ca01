import { HttpsError } from 'firebase-functions/v2/https';
import {
  checkVisitDelay,
  computeLoyaltyLevel,
  MESSAGES,
  TabletCheckCodeInputSchema,
  TabletLookupCustomerInputSchema,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { readLoyaltyConfig } from '../../lib/loyalty-ledger';
import { transact } from '../../lib/transact';
import { maskContact } from './mask-contact';
import { findRestaurantByCode, lookupCustomer, statsAt } from './tablet-lookup';

/** The establishment code screen: which restaurant this kiosk serves, and what a visit is worth there. */
export const tabletCheckCode = defineCallable({
  name: 'tabletCheckCode',
  input: TabletCheckCodeInputSchema,
  auth: 'public',
  handler: async ({ code }) => {
    const restaurant = await findRestaurantByCode(code);
    const config = await transact((tx) => readLoyaltyConfig(tx, restaurant.id));
    return {
      code,
      restaurantId: restaurant.id,
      restaurantName: String(restaurant.data?.name ?? ''),
      emoji: String(restaurant.data?.emoji ?? '🍺'),
      logo: typeof restaurant.data?.logo === 'string' ? restaurant.data.logo : '',
      pointsForWalkIn: config.pointsForWalkIn,
      giftInterval: config.giftInterval,
    };
  },
});

/**
 * Live lookup while the customer types. The kiosk is shared, so the answer carries only what the screen shows:
 * first name, a masked contact, points here, and whether a visit may be declared now (never the customer file).
 */
export const tabletLookupCustomer = defineCallable({
  name: 'tabletLookupCustomer',
  input: TabletLookupCustomerInputSchema,
  auth: 'public',
  handler: async (input, { now }) => {
    const restaurant = await findRestaurantByCode(input.establishmentCode);
    return transact(async (tx) => {
      const [found, config] = await Promise.all([
        lookupCustomer(tx, input),
        readLoyaltyConfig(tx, restaurant.id),
      ]);
      if (!found) return { found: false as const, message: MESSAGES.tablet.customerNotFound };
      const stats = statsAt(found.data, restaurant.id);
      const delay = checkVisitDelay({ lastActivityAt: stats.lastActivityAt, now });
      return {
        found: true as const,
        firstName: String(found.data.firstName || String(found.data.name ?? '').split(' ')[0] || ''),
        maskedContact: maskContact({
          email: String(found.data.email ?? ''),
          phone: String(found.data.phone ?? ''),
        }),
        points: stats.points,
        level: computeLoyaltyLevel({ points: stats.points, levels: config.levels }).name,
        pointsToAdd: config.pointsForWalkIn,
        totalAfter: Math.round((stats.points + config.pointsForWalkIn) * 10) / 10,
        visitAllowed: delay.allowed,
        ...(delay.allowed ? {} : { waitMessage: delay.message }),
      };
    });
  },
});

/** Refuses a visit inside the 5-hour window with the domain's message. */
export function assertVisitAllowed(lastActivityAt: string | undefined, now: Date): void {
  const delay = checkVisitDelay({ lastActivityAt, now });
  if (!delay.allowed)
    throw new HttpsError('failed-precondition', delay.message, { remainingMs: delay.remainingMs });
}
