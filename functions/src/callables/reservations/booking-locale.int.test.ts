import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { seedRestaurant } from '../../lib/testing/seed';
import { createOnlineReservation } from './create-online-reservation';
import { staffCreateReservation } from './staff-create-reservation';
import { updateReservation } from './update-reservation';

/**
 * The diner's language on a booking (issue 51): kept on the booking and on the venue's view of the guest, and
 * every mail about the booking written in it: the booking's, else the guest's at the venue, else the venue's.
 */
let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1' });
});

const online = (overrides: Record<string, unknown> = {}) => ({
  restaurantId: 'r1',
  date: '2026-11-24',
  time: '19:30',
  partySize: 2,
  firstName: 'Emma',
  lastName: 'Clarke',
  email: 'emma@example.co.uk',
  phone: '+44 7911 123456',
  terrace: false,
  specialRequests: '',
  requestId: randomUUID(),
  ...overrides,
});

const phoneBooking = (overrides: Record<string, unknown> = {}) => ({
  restaurantId: 'r1',
  customerFirstName: 'Jonas',
  customerLastName: 'Becker',
  customerPhone: '+49 151 23456789',
  customerEmail: 'jonas@example.de',
  date: '2026-11-24',
  time: '12:30',
  partySize: 3,
  ...overrides,
});

async function outboxLocales(): Promise<string[]> {
  const snap = await env.store.query({ collection: 'mail_outbox' });
  return snap.docs.map((doc) => String(doc.data?.locale));
}

describe('the language of a booking', () => {
  it("keeps the online page's language on the booking and the guest's view, and writes its mail in it", async () => {
    const { reservationId } = await call<{ reservationId: string }>(
      createOnlineReservation,
      online({ locale: 'en' }),
    );
    expect((await env.store.get(`reservations/${reservationId}`)).data?.locale).toBe('en');
    expect((await env.store.get('restaurantCustomers/r1_emma@example.co.uk')).data?.locale).toBe('en');
    expect(await outboxLocales()).toEqual(['en']);
  });

  it("writes a booking made without a language in the venue's default", async () => {
    await env.store.update('restaurants/r1', { defaultLocale: 'es' });
    const { reservationId } = await call<{ reservationId: string }>(createOnlineReservation, online());
    expect((await env.store.get(`reservations/${reservationId}`)).data?.locale).toBeUndefined();
    expect(await outboxLocales()).toEqual(['es']);
  });

  it("writes a phone booking in the language staff set, else in the guest's at the venue", async () => {
    await call(staffCreateReservation, phoneBooking({ locale: 'de' }), admin);
    expect((await env.store.get('restaurantCustomers/r1_jonas@example.de')).data?.locale).toBe('de');
    // The same guest calls again; staff leave the language as it is: the venue knows his.
    await call(staffCreateReservation, phoneBooking({ time: '13:00' }), admin);
    expect((await outboxLocales()).sort()).toEqual(['de', 'de']);
  });

  it('lets staff correct the language of a booking and of the guest', async () => {
    const { reservationId } = await call<{ reservationId: string }>(
      staffCreateReservation,
      phoneBooking({ locale: 'de' }),
      admin,
    );
    await call(updateReservation, { reservationId, changes: { locale: 'en' }, syncCustomer: true }, admin);
    expect((await env.store.get(`reservations/${reservationId}`)).data?.locale).toBe('en');
    expect((await env.store.get('restaurantCustomers/r1_jonas@example.de')).data?.locale).toBe('en');
  });

  it('refuses a language the product does not speak, writing nothing', async () => {
    const refusal = await callError(createOnlineReservation, online({ locale: 'pt' }));
    expect(refusal.code).toBe('invalid-argument');
    const refusedStaff = await callError(staffCreateReservation, phoneBooking({ locale: 'it' }), admin);
    expect(refusedStaff.code).toBe('invalid-argument');
    expect((await env.store.query({ collection: 'reservations' })).docs).toEqual([]);
  });
});
