import { randomUUID } from 'node:crypto';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { createMySpaceReads, createReservationsRepository, type DocStore, type Unsubscribe } from '@app/data';
import { sendCampaign } from '../../src/callables/campaigns/send-campaign';
import { getMyLoyaltyCard } from '../../src/callables/loyalty/my-loyalty-card';
import { createOnlineReservation } from '../../src/callables/reservations/create-online-reservation';
import { getAvailability } from '../../src/callables/reservations/public-restaurants';
import { setReservationStatus } from '../../src/callables/reservations/set-reservation-status';
import { staffCreateReservation } from '../../src/callables/reservations/staff-create-reservation';
import { tabletCheckIn, tabletFindArrival } from '../../src/callables/tablet/tablet-arrival';
import { tabletSession } from '../../src/callables/tablet/tablet-code';
import { adminFull, call, client, tablet, type Harness } from '../../src/callables/testing/callable-harness';
import { drainMailOutbox } from '../../src/mail/outbox-worker';
import { runArchiving } from '../../src/jobs/archive-reservations';
import { runAutoCompletion } from '../../src/jobs/auto-complete-reservations';
import { runRetention } from '../../src/jobs/apply-retention';
import { runBookingReminders } from '../../src/jobs/send-booking-reminders';
import { runTableProposals } from '../../src/jobs/propose-service-tables';
import { runWaitlistExpiry } from '../../src/jobs/process-waitlist';
import type { BilledSteps } from './billed-steps';

/** The day the bench plays: Tuesday 24 November 2026, booked from the Sunday before. */
export const DAY = '2026-11-24';
export const ONLINE = 26;
export const PHONE = 14;
/** Diners who open their space that day, kiosk visits, recipients of the bench's campaign. */
export const SPACE_VISITS = 12;
export const KIOSK_VISITS = 6;
export const CAMPAIGN_RECIPIENTS = 40;
/** A monthly campaign to 1 000 consenting customers, as a day's share: (1 000 / measured) / 30. */
export const CAMPAIGN_PER_DAY = 1000 / CAMPAIGN_RECIPIENTS / 30;

const TIMES = ['12:00', '12:30', '13:00', '19:30', '20:00', '20:30', '21:00'];
const SIZES = [2, 2, 3, 4, 2];
const STAFF = adminFull('r1');
const letters = (i: number) =>
  String.fromCharCode(65 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26));
const guest = (i: number) => ({
  firstName: `Camille${letters(i).toLowerCase()}`,
  lastName: `Moreau${letters(i).toLowerCase()}`,
  email: `diner${i}@exemple.fr`,
  phone: `06 12 34 ${String(10 + Math.floor(i / 100)).slice(-2)} ${String(i % 100).padStart(2, '0')}`,
});
/** Each diner books from their own connection (the public callables limit per address). */
const ipOf = (i: number) => `10.1.${Math.floor(i / 200)}.${(i % 200) + 1}`;
type Fn = CallableFunction<unknown, Promise<unknown>>;

/**
 * One venue's day through the real callables and the apps' own reads (the repositories the back office and the
 * portal subscribe with), each step under its label: returns the covers booked that day.
 */
export async function playVenueDay(h: Harness, store: DocStore, steps: BilledSteps): Promise<number> {
  const reservations = createReservationsRepository(store);
  const space = createMySpaceReads(store);
  const listeners: Unsubscribe[] = [];
  /** A job on a schedule: one run that finds the work, then the idle runs of the rest of the day. */
  const periodic = async (label: string, fn: () => Promise<unknown>, runsPerDay: number) => {
    await steps.step(label, fn);
    await steps.step(label, fn, runsPerDay - 1);
  };
  // The back office's home keeps « À confirmer » open all day.
  listeners.push(
    await steps.step('écran: à confirmer (live)', async () =>
      reservations.watchPending({ restaurantId: 'r1' }, () => undefined),
    ),
  );
  let covers = 0;
  const booked: { id: string; i: number }[] = [];
  for (let i = 0; i < ONLINE + PHONE; i += 1) {
    const partySize = SIZES[i % SIZES.length] as number;
    const time = TIMES[i % TIMES.length] as string;
    const g = guest(i);
    covers += partySize;
    if (i < ONLINE) {
      await steps.step('getAvailability', () =>
        call(getAvailability as Fn, { restaurantId: 'r1', date: DAY }, null, { ip: ipOf(i) }),
      );
      const { reservationId } = (await steps.step('createOnlineReservation', () =>
        call(
          createOnlineReservation as Fn,
          { restaurantId: 'r1', date: DAY, time, partySize, ...g, requestId: randomUUID() },
          null,
          { ip: ipOf(i) },
        ),
      )) as { reservationId: string };
      booked.push({ id: reservationId, i });
      await steps.step('setReservationStatus (confirmer)', () =>
        call(setReservationStatus as Fn, { reservationId, status: 'CONFIRMED' }, STAFF),
      );
    } else {
      const { reservationId } = (await steps.step('staffCreateReservation', () =>
        call(
          staffCreateReservation as Fn,
          {
            restaurantId: 'r1',
            customerFirstName: g.firstName,
            customerLastName: g.lastName,
            customerPhone: g.phone.replace(/ /g, ''),
            customerEmail: g.email,
            date: DAY,
            time,
            partySize,
          },
          STAFF,
        ),
      )) as { reservationId: string };
      booked.push({ id: reservationId, i });
    }
  }
  await steps.step('job: mail outbox', () => drainMailOutbox());

  // The diners' space: their identity, coming bookings and vouchers, live, and the loyalty card.
  for (let i = 0; i < SPACE_VISITS; i += 1) {
    const email = guest(i).email;
    await steps.step('écran: espace client (live)', async () => {
      listeners.push(space.watchIdentity(email, () => undefined));
      listeners.push(space.watchFrom({ email, fromDate: '2026-11-22' }, () => undefined));
      listeners.push(space.watchVouchers({ email, now: h.now }, () => undefined));
    });
    await steps.step('getMyLoyaltyCard', () =>
      call(getMyLoyaltyCard as Fn, {}, client(email), { ip: ipOf(i) }),
    );
  }

  // The service: the day screen live from 18:00, guests seated, some at the kiosk, then completed.
  h.setNow('2026-11-24T17:00:00.000Z');
  listeners.push(
    await steps.step('écran: service du jour (live)', async () =>
      reservations.watchDay({ restaurantId: 'r1', date: DAY }, () => undefined),
    ),
  );
  await steps.step('job: propositions de tables', () => runTableProposals(h.now()), 2);
  await periodic('job: rappels', () => runBookingReminders(h.now()), 144);
  for (const { i } of booked.slice(0, KIOSK_VISITS)) {
    const g = guest(i);
    const who = { name: g.lastName, phoneEnd: g.phone.replace(/ /g, '').slice(-4) };
    await steps.step('kiosque: tabletSession', () => call(tabletSession as Fn, {}, tablet('r1')));
    await steps.step('kiosque: tabletFindArrival', () => call(tabletFindArrival as Fn, who, tablet('r1')));
    await steps.step('kiosque: tabletCheckIn', () =>
      call(tabletCheckIn as Fn, { ...who, requestId: randomUUID() }, tablet('r1')),
    );
  }
  for (const { id } of booked.slice(KIOSK_VISITS))
    await steps.step('setReservationStatus (installer)', () =>
      call(setReservationStatus as Fn, { reservationId: id, status: 'SEATED' }, STAFF).catch(() => undefined),
    );

  // The month's campaign, as a day's share.
  h.runClock(true);
  await steps.step(
    'sendCampaign',
    () =>
      call(
        sendCampaign as Fn,
        {
          type: 'promotion',
          subject: 'Bonjour [Prénom]',
          content: 'Nouvelle carte chez [Nom du restaurant].',
          targetRestaurant: 'r1',
          targetSegment: 'all',
        },
        STAFF,
      ),
    CAMPAIGN_PER_DAY,
  );
  h.runClock(false);

  // The night: jobs at their schedule's frequency (one run measured, weighted by its runs a day).
  h.setNow('2026-11-24T23:30:00.000Z');
  await periodic('job: auto-complétion', () => runAutoCompletion(), 228);
  await periodic('job: liste d’attente', () => runWaitlistExpiry(h.now()), 288);
  await periodic('job: mail outbox', () => drainMailOutbox(), 1440 - 2);
  await steps.step('job: archivage', () => runArchiving());
  await steps.step('job: rétention', () => runRetention(h.now()));
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const stop of listeners) stop();
  return covers;
}
