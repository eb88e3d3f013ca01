import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingFunnel, counterValue } from '@app/domain';
import { call, callError, openTestEnv, type TestEnv } from '../../lib/testing/test-env';
import { seedRestaurant } from '../../lib/testing/seed';
import { readRestaurantStats } from '../../lib/stats/read-restaurant-stats';
import { createOnlineReservation } from './create-online-reservation';

/**
 * A booking made through the venue's own site (the widget opens /reservation/{slug}?source=widget, issue 52): the
 * booking carries `channel: 'widget'` and Rapports count it « site web » among the requests sent; any other value
 * is refused, never stored.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  env.clock.now = new Date('2026-11-22T10:00:00.000Z');
  await seedRestaurant(env.store, { id: 'r1' });
});

const booking = (overrides: Record<string, unknown> = {}) => ({
  restaurantId: 'r1',
  date: '2026-11-24',
  time: '19:30',
  partySize: 2,
  firstName: 'Ana',
  lastName: 'Dupont',
  email: 'ana@example.fr',
  phone: '06 01 02 03 04',
  specialRequests: '',
  requestId: randomUUID(),
  ...overrides,
});

describe('a booking from the widget', () => {
  it('is stored with its channel and counted « site web » on the day it was made', async () => {
    const widget = await call<{ reservationId: string }>(
      createOnlineReservation,
      booking({ channel: 'widget' }),
    );
    const direct = await call<{ reservationId: string }>(
      createOnlineReservation,
      booking({ email: 'leo@example.fr', firstName: 'Léo' }),
    );
    expect((await env.store.get(`reservations/${widget.reservationId}`)).data).toMatchObject({
      source: 'online',
      channel: 'widget',
    });
    expect((await env.store.get(`reservations/${direct.reservationId}`)).data?.channel).toBeUndefined();
    const day = (await readRestaurantStats(env.store)).get('r1_d_2026-11-22')?.counters;
    expect(counterValue(day, 'event_reservation_created')).toBe(2);
    expect(counterValue(day, 'event_reservation_created_widget')).toBe(1);
    expect(bookingFunnel(day ?? {})[2]).toMatchObject({ count: 2, siteWeb: 1 });
  });

  it('refuses another channel and stores nothing', async () => {
    for (const channel of ['admin', 'WIDGET', 'x'.repeat(500), 3]) {
      const err = await callError(createOnlineReservation, booking({ channel }));
      expect(err.code).toBe('invalid-argument');
    }
    expect((await env.store.query({ collection: 'reservations' })).docs).toHaveLength(0);
  });
});
