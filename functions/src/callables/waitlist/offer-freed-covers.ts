import * as logger from 'firebase-functions/logger';
import {
  buildDayAvailability,
  countBookedCovers,
  joinFullName,
  pickVenueWaitlistOffers,
  pickWaitlistOffers,
  resolveAvailabilityMode,
  resolveMessageLocale,
  toParisDateTime,
  type RestaurantBookingSettings,
  type WaitlistEntry,
} from '@app/domain';
import { enqueueMail } from '../../lib/outbox';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { readMailRestaurant } from '../../mail/mail-restaurant';
import { signWaitlistOffer, waitlistOfferExpiry, waitlistOfferUrl } from '../../mail/waitlist-links';
import { queueWaitlistOfferSms } from '../../sms/queue-waitlist-offer-sms';
import {
  readClosedSlots,
  readDayReservations,
  readRestaurant,
  takeBookingLock,
} from '../reservations/booking-context';
import { readTableReads, venueBookings } from '../reservations/venue-day';
import { WAITLIST, offerQueue, takenCovers, readDayWaitlist } from './waitlist-store';

type DayReads = {
  settings: RestaurantBookingSettings;
  closedSlots: Awaited<ReturnType<typeof readClosedSlots>>;
  reservations: Awaited<ReturnType<typeof readDayReservations>>;
  entries: WaitlistEntry[];
  queue: WaitlistEntry[];
  date: string;
  now: Date;
};

/** « Par couverts », as before: each slot's covers left, and the day's. */
function pickCoverOffers({
  settings,
  closedSlots,
  reservations,
  entries,
  queue,
  date,
  now,
}: DayReads): string[] {
  const booked = takenCovers(reservations, entries, now);
  const day = buildDayAvailability({ settings, closedSlots, reservations: booked, date, now });
  const remaining = Object.fromEntries(
    day.slots.filter((s) => s.available).map((s) => [s.time, s.remaining]),
  );
  return pickWaitlistOffers({
    remaining,
    waiting: queue,
    dayRemaining: settings.maxCapacityPerDay - countBookedCovers({ reservations: booked }),
  });
}

/**
 * « Par tables »: a freed table goes to the first party it seats for its whole duration (the engine's
 * {@link pickVenueWaitlistOffers}, active offers held, the eve's late bookings read).
 */
async function pickTableOffers(
  tx: Parameters<Parameters<typeof transact>[0]>[0],
  { restaurantId, ...day }: DayReads & { restaurantId: string },
): Promise<string[]> {
  const { settings, closedSlots, reservations, entries, queue, date, now } = day;
  const tableReads = await readTableReads(tx, { restaurantId, date, settings });
  return pickVenueWaitlistOffers({
    settings,
    closedSlots,
    reservations: venueBookings({ settings, reservations, waitlist: entries, tableReads, now }),
    floor: tableReads.floor,
    date,
    now,
    waiting: queue,
  }).map((offer) => offer.id);
}

/**
 * Offers a restaurant's freed covers of a date to the diners waiting (first come, first offered, verified diners
 * first and entries held for staff never: offerQueue; a party that does not fit leaves its turn to one that does). Runs its own transaction under the day's booking lock, after
 * the change that freed the covers committed: each offered entry becomes OFFERED for 30 minutes (its covers
 * held) and its `waitlist_offer` mail is queued, with its SMS when the venue sends it. Returns the offered entry ids.
 */
export async function offerFreedCovers(restaurantId: string, date: string): Promise<string[]> {
  const { store } = runtime();
  // Most freed covers have nobody waiting: one small query, no transaction.
  const waiting = await store.query({
    collection: WAITLIST,
    where: [
      { field: 'restaurantId', op: '==', value: restaurantId },
      { field: 'date', op: '==', value: date },
      { field: 'status', op: '==', value: 'WAITING' },
    ],
    limit: 1,
  });
  if (waiting.docs.length === 0) return [];
  const now = runtime().now();
  return transact(async (tx) => {
    const [commitLock, { restaurant, settings }, closedSlots, reservations, entries, mailRestaurant] =
      await Promise.all([
        takeBookingLock(tx, restaurantId, date),
        readRestaurant(tx, restaurantId),
        readClosedSlots(tx, restaurantId, date),
        readDayReservations(tx, restaurantId, date),
        readDayWaitlist(tx, restaurantId, date),
        readMailRestaurant(tx, restaurantId),
      ]);
    const queue = offerQueue(entries);
    const picked = new Set(
      resolveAvailabilityMode({ settings }) === 'tables'
        ? await pickTableOffers(tx, {
            restaurantId,
            date,
            now,
            settings,
            closedSlots,
            reservations,
            entries,
            queue,
          })
        : pickCoverOffers({ settings, closedSlots, reservations, entries, queue, date, now }),
    );
    if (picked.size === 0) return [];
    const exp = waitlistOfferExpiry(now);
    const offerExpiresAt = new Date(exp * 1000).toISOString();
    const { linkSecret, urls } = runtime();
    for (const entry of queue.filter((e) => picked.has(e.id))) {
      tx.update(`${WAITLIST}/${entry.id}`, {
        status: 'OFFERED',
        offeredAt: now.toISOString(),
        offerExpiresAt,
        updatedAt: now.toISOString(),
      });
      const token = signWaitlistOffer({ entryId: entry.id, exp }, linkSecret);
      const offerUrl = waitlistOfferUrl(urls.portal, restaurant.slug, token);
      const expiresAtTime = toParisDateTime({ at: new Date(offerExpiresAt) }).time;
      queueWaitlistOfferSms(tx, {
        entry,
        restaurant: mailRestaurant,
        offerUrl,
        expiresAt: new Date(offerExpiresAt),
        expiresAtTime,
      });
      enqueueMail(tx, {
        id: `waitlist:${entry.id}:offer`,
        type: 'waitlist_offer',
        to: entry.email,
        toName: joinFullName({ firstName: entry.firstName, lastName: entry.lastName }),
        restaurant: mailRestaurant,
        // The language the diner asked in (issue 51), else the venue's.
        locale: resolveMessageLocale({ reservation: entry, venue: mailRestaurant }),
        data: {
          customerName: entry.firstName || 'Client',
          restaurantName: restaurant.name,
          date: entry.date,
          time: entry.time,
          partySize: entry.partySize,
          offerUrl,
          expiresAtTime,
        },
      });
    }
    commitLock();
    return [...picked];
  });
}

/** {@link offerFreedCovers} for after-commit hooks: its failure is logged, never thrown. */
export async function offerFreedCoversSafely(restaurantId: string, date: string): Promise<void> {
  try {
    await offerFreedCovers(restaurantId, date);
  } catch (err) {
    logger.error('waitlist offer pass failed', { restaurantId, date, err: String(err) });
  }
}
