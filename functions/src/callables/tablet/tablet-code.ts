import { HttpsError } from 'firebase-functions/v2/https';
import {
  checkVisitDelay,
  computeLoyaltyLevel,
  roundPoints,
  MESSAGES,
  TabletCheckCodeInputSchema,
  TabletLookupCustomerInputSchema,
  toEstablishmentCode,
  type TabletEstablishment,
  type TabletLookupResult,
  type TabletSessionInfo,
} from '@app/domain';
import { z } from 'zod';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress } from '../../lib/public-limits';
import { readLoyaltyConfig } from '../../lib/loyalty-ledger';
import { requestAddress } from '../../lib/rate-limit';
import { transact } from '../../lib/transact';
import { maskContact } from './mask-contact';
import { admitTablet, TABLET_LIMITS } from './tablet-device';
import { findRestaurantByCode, lookupCustomer, statsAt } from './tablet-lookup';

/**
 * The establishment code screen: which restaurant the code designates, for the pairing screen. It grants
 * nothing (the code is public knowledge): a staff member of the restaurant must then pair the device.
 * Limited per network address, so the codes cannot be enumerated quickly.
 */
export const tabletCheckCode = defineCallable({
  name: 'tabletCheckCode',
  input: TabletCheckCodeInputSchema,
  auth: 'public',
  limits: (_input, { request }) => [
    {
      rule: { name: 'tablet-code', limit: 60, windowMs: 10 * 60_000 },
      subject: `address:${requestAddress(request)}`,
    },
  ],
  handler: async ({ code }): Promise<TabletEstablishment> => {
    const restaurant = await findRestaurantByCode(code);
    return {
      code: toEstablishmentCode({ restaurantId: restaurant.id }),
      restaurantId: restaurant.id,
      restaurantName: String(restaurant.data?.name ?? ''),
      emoji: String(restaurant.data?.emoji ?? '🍺'),
      logo: typeof restaurant.data?.logo === 'string' ? restaurant.data.logo : '',
    };
  },
});

/** The kiosk's start: the paired device, its restaurant, and what a visit is worth there. */
export const tabletSession = defineCallable({
  name: 'tabletSession',
  input: z.object({}).strict().nullish(),
  auth: 'tablet',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.tabletIp, request)],
  handler: async (_input, { caller, now }): Promise<TabletSessionInfo> => {
    const device = await admitTablet(caller, TABLET_LIMITS.session, now);
    return transact(async (tx) => {
      const [restaurant, config] = await Promise.all([
        tx.get(`restaurants/${caller.restaurantId}`),
        readLoyaltyConfig(tx, caller.restaurantId),
      ]);
      if (!restaurant.exists || !restaurant.data)
        throw new HttpsError('unauthenticated', MESSAGES.tablet.notPaired);
      return {
        deviceId: device.deviceId,
        deviceName: device.name,
        restaurantId: caller.restaurantId,
        restaurantName: String(restaurant.data.name ?? ''),
        code: toEstablishmentCode({ restaurantId: caller.restaurantId }),
        emoji: String(restaurant.data.emoji ?? '🍺'),
        logo: typeof restaurant.data.logo === 'string' ? restaurant.data.logo : '',
        pointsForWalkIn: config.pointsForWalkIn,
        giftInterval: config.giftInterval,
      };
    });
  },
});

/**
 * Live lookup while the customer types. The kiosk is shared, so the answer carries only what the screen shows:
 * first name, a masked contact, points here, and whether a visit may be declared now (never the customer file).
 */
export const tabletLookupCustomer = defineCallable({
  name: 'tabletLookupCustomer',
  input: TabletLookupCustomerInputSchema,
  auth: 'tablet',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.tabletIp, request)],
  handler: async (input, { caller, now }): Promise<TabletLookupResult> => {
    await admitTablet(caller, TABLET_LIMITS.lookup, now);
    const restaurantId = caller.restaurantId;
    return transact(async (tx) => {
      const [choice, config] = await Promise.all([
        lookupCustomer(tx, input, restaurantId),
        readLoyaltyConfig(tx, restaurantId),
      ]);
      if (choice.kind === 'ambiguous')
        return { found: false as const, message: MESSAGES.tablet.severalAccounts, askEmail: true };
      if (choice.kind === 'none') return { found: false as const, message: MESSAGES.tablet.customerNotFound };
      const found = choice.customer;
      const stats = statsAt(found.data, restaurantId);
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
        // A visit the 5-hour rule refuses adds nothing (issue 48, defect 15): never « +10 · Total 732 » beside
        // the refusal.
        pointsToAdd: delay.allowed ? config.pointsForWalkIn : 0,
        totalAfter: delay.allowed
          ? roundPoints({ points: stats.points + config.pointsForWalkIn })
          : stats.points,
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
