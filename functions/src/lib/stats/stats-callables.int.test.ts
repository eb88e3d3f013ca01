import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOnlineReservation } from '../../callables/reservations/create-online-reservation';
import { setReservationStatus } from '../../callables/reservations/set-reservation-status';
import { drainMailOutbox } from '../../mail/outbox-worker';
import { runtime } from '../runtime';
import { seedRestaurant } from '../testing/seed';
import { call, openTestEnv, staffAuth, type TestEnv } from '../testing/test-env';
import { statsSnapshot } from './testing/stats-snapshot';

/** The real callables keep the counters: a booking made online, confirmed, then marked no-show. */
let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');

beforeAll(async () => {
  // Sunday 22 November 2026, 11:00 in Paris.
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
  await seedRestaurant(env.store, { id: 'r1' });
});
afterAll(async () => env.close());

async function counters(id: string): Promise<Record<string, number>> {
  return ((await env.store.get(`restaurantStats/${id}`)).data?.counters ?? {}) as Record<string, number>;
}

describe('restaurantStats through the callables', () => {
  it('moves a booking from PENDING to CONFIRMED to NO_SHOW on its service day, and counts its mails', async () => {
    const { reservationId } = await call<{ reservationId: string }>(createOnlineReservation, {
      restaurantId: 'r1',
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
      firstName: 'Ana',
      lastName: 'Dupont',
      email: 'ana@example.fr',
      phone: '06 01 02 03 04',
      requestId: randomUUID(),
    });
    expect(await counters('r1_d_2026-11-24')).toEqual({
      reservations: 1,
      covers: 2,
      reservations_PENDING: 1,
      covers_PENDING: 2,
      source_online: 1,
      clientReservations: 1,
      // Tuesday dinner, for the service report.
      svc_dinner_covers: 2,
      wd_2_covers: 2,
    });
    // The venue's view of the new customer counts on the day it was made.
    expect((await counters('r1_d_2026-11-22')).newCustomers).toBe(1);

    await call(setReservationStatus, { reservationId, status: 'CONFIRMED' }, admin);
    env.clock.now = new Date('2026-11-24T19:00:00.000Z'); // 20:00 in Paris, after the booking time
    await call(setReservationStatus, { reservationId, status: 'NO_SHOW' }, admin);
    const day = await counters('r1_d_2026-11-24');
    expect(day).toMatchObject({ reservations: 1, covers: 2, reservations_NO_SHOW: 1, covers_NO_SHOW: 2 });
    // The no-show leaves the service's covers for its no-shows.
    expect(day).toMatchObject({
      svc_dinner_covers: 0,
      svc_dinner_noShows: 1,
      wd_2_covers: 0,
      wd_2_noShows: 1,
    });
    expect(day.reservations_PENDING).toBe(0);
    expect(day.reservations_CONFIRMED).toBe(0);
    expect(await counters('r1_m_2026-11')).toMatchObject({ reservations: 1, reservations_NO_SHOW: 1 });

    await drainMailOutbox();
    // Sent now (the 24th): the request's acknowledgement (its own type since issue 48's defect 14) and the
    // confirmation.
    expect(await counters('r1_d_2026-11-24')).toMatchObject({
      emails: 2,
      emails_sent: 2,
      emailType_request_received: 1,
      emailType_confirmation: 1,
      emailsTracked: 2,
    });

    const { stored, recounted } = await statsSnapshot(runtime().store);
    expect(stored).toEqual(recounted);
  });
});
