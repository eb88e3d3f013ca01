import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBillingStore } from '@app/data/billing';
import { runtime, setRuntime } from '../lib/runtime';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { openTestEnv, type TestEnv } from '../lib/testing/test-env';
import { runBookingReminders } from './send-booking-reminders';

/**
 * The reminders job runs every 10 minutes over three days of CONFIRMED bookings (issue 53, the Firestore bill):
 * a run reads the query's documents and opens a transaction (two more reads) only for a booking that may be due,
 * not for one already reminded or whose window has not opened.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-25T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1' });
  const confirmed = [{ status: 'confirmed', changedBy: 'staff', changedAt: '2026-11-20T10:00:00.000Z' }];
  for (let i = 0; i < 10; i += 1)
    await seedReservation(env.store, {
      id: `sent${i}`,
      date: '2026-11-25',
      time: '20:00',
      statusHistory: confirmed,
      reminderSentAt: '2026-11-24T20:00:00.000Z',
    });
  for (let i = 0; i < 10; i += 1)
    await seedReservation(env.store, {
      id: `later${i}`,
      date: '2026-11-27',
      time: '20:00',
      statusHistory: confirmed,
    });
  await seedReservation(env.store, {
    id: 'due',
    date: '2026-11-26',
    time: '09:00',
    statusHistory: confirmed,
  });
});

describe('runBookingReminders reads (issue 53)', () => {
  it('opens a transaction only for the booking that may be due: 21 query reads, 1 venue, 3 for the due one', async () => {
    const billing = createBillingStore(env.store);
    const installed = runtime();
    setRuntime({ ...installed, store: billing.store });
    try {
      const report = await runBookingReminders(env.clock.now);
      expect(report).toMatchObject({ candidates: 21, sent: 1, errors: [] });
    } finally {
      setRuntime(installed);
    }
    // Before the cut each of the 21 candidates opened its transaction (2 reads, 3 for the one it reminds): 65.
    expect(billing.total().reads).toBe(21 + 1 + 3);
    expect((await env.store.get('reservations/due')).data?.reminderSentAt).toEqual(expect.any(String));
  });
});
