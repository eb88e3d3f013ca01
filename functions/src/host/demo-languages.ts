import { addDaysToDate, buildCustomerFileId, type DinerLocale, type Reservation } from '@app/domain';
import type { DocStore } from '@app/data';
import { readReservation } from '../callables/reservations/apply-status-change';
import { queueReservationMail } from '../callables/reservations/reservation-mail';
import { customerViewPath } from '../lib/customer-views';
import { readMailRestaurant } from '../mail/mail-restaurant';
import { parisDate } from '../seed/demo-calendar';

/** The demo venue whose two visitors booked in English and in German (issue 51). */
export const DEMO_LANGUAGE_VENUE = 'rest-bureau';
/** The languages of the demo's visitors, in the order their bookings are picked. */
const VISITORS: readonly DinerLocale[] = ['en', 'de'];

/**
 * The demo's diners who do not read French (issue 51), made on the first start through the product's own code:
 * Au Bureau's first two confirmed bookings from the day after tomorrow (two different guests with an e-mail, none
 * reminded by SMS; today's and tomorrow's tables stay French, as the journeys expect them) are an English and a German diner's: the booking and the venue's view of the guest carry the language
 * (the day list, the booking and the guest file say « Anglais », « Allemand »), and their confirmation is queued
 * in it, so the outbox worker sends it into the host's mailbox in English and in German, calendar file included.
 */
export async function seedDemoLanguages(input: {
  store: DocStore;
  now: Date;
  /** Bookings the demo reminded by SMS (demo-sms.ts): their guests stay French. */
  skip?: readonly string[];
}): Promise<Partial<Record<DinerLocale, string>>> {
  const { store, now } = input;
  const from = addDaysToDate({ date: parisDate(now), days: 2 });
  const confirmed = await store.query({
    collection: 'reservations',
    where: [
      { field: 'restaurantId', op: '==', value: DEMO_LANGUAGE_VENUE },
      { field: 'status', op: '==', value: 'CONFIRMED' },
    ],
  });
  const coming = confirmed.docs
    .map((doc) => ({ ...(doc.data as Reservation), id: doc.id }))
    .filter((r) => r.date >= from && r.customerEmail && !r.locale && !input.skip?.includes(r.id))
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id.localeCompare(b.id));
  const picked: Reservation[] = [];
  for (const booking of coming) {
    if (picked.length === VISITORS.length) break;
    if (!picked.some((r) => r.customerEmail === booking.customerEmail)) picked.push(booking);
  }

  const result: Partial<Record<DinerLocale, string>> = {};
  for (const [index, booking] of picked.entries()) {
    const locale = VISITORS[index]!;
    await store.runTransaction(async (tx) => {
      const reservation = await readReservation(tx, booking.id);
      const restaurant = await readMailRestaurant(tx, reservation.restaurantId, reservation.restaurantName);
      const viewPath = customerViewPath(
        reservation.restaurantId,
        buildCustomerFileId({ email: reservation.customerEmail }),
      );
      const view = await tx.get(viewPath);
      tx.update(`reservations/${reservation.id}`, { locale });
      if (view.exists) tx.set(viewPath, { locale }, { merge: true });
      queueReservationMail(tx, {
        reservation: { ...reservation, locale },
        restaurant,
        type: 'confirmation',
        historyLength: reservation.statusHistory?.length ?? 1,
        guest: { locale },
      });
    });
    result[locale] = booking.id;
  }
  return result;
}
