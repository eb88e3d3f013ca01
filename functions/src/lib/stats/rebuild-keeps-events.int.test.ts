import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestEnv, type TestEnv } from '../testing/test-env';
import { readRestaurantStats } from './read-restaurant-stats';
import { rebuildRestaurantStats } from './rebuild-restaurant-stats';

/**
 * The product events recorded as they happened (page opened, slot chosen, sign-ups) live only in the counters:
 * a rebuild from the raw data sets every other counter right and keeps them.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());

const stats = (key: string, counters: Record<string, number>) => ({
  restaurantId: 'r1',
  period: key === 'all' ? 'all' : key.length === 7 ? 'month' : 'day',
  key,
  counters,
});

describe('rebuildRestaurantStats and the recorded events', () => {
  it('keeps them, recounts the rest, and keeps a day that holds only events', async () => {
    await env.store.set('reservations/res1', {
      restaurantId: 'r1',
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
      status: 'PENDING',
      source: 'online',
      createdAt: '2026-11-22T09:00:00.000Z',
    });
    // Wrong counts beside the events (a lost increment, a counter of nothing).
    await env.store.set(
      'restaurantStats/r1_d_2026-11-22',
      stats('2026-11-22', { event_booking_page_opened: 7, event_slot_chosen: 3, reservations: 9 }),
    );
    await env.store.set(
      'restaurantStats/r1_d_2026-11-20',
      stats('2026-11-20', { event_booking_page_opened: 2, event_login: 1 }),
    );
    await rebuildRestaurantStats(env.store);
    const after = await readRestaurantStats(env.store);
    expect(after.get('r1_d_2026-11-22')?.counters).toEqual({
      event_booking_page_opened: 7,
      event_slot_chosen: 3,
      event_reservation_created: 1,
    });
    expect(after.get('r1_d_2026-11-20')?.counters).toEqual({ event_booking_page_opened: 2, event_login: 1 });
    expect(after.get('r1_d_2026-11-24')?.counters).toMatchObject({ reservations: 1, covers: 2 });
    // A second run finds everything exact.
    expect(await rebuildRestaurantStats(env.store)).toMatchObject({ written: 0, deleted: 0 });
  });
});
