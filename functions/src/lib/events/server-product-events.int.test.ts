import { toParisDateTime } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from '../../callables/testing/callable-harness';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../../callables/testing/fixtures';
import { applyLoyaltyEvent } from '../loyalty-ledger';

/**
 * The product events the server counts where they happen (staff-operations, administration): points earned
 * and a loyalty level crossed, in the ledger's own transaction, once per ledger entry.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
});

const visit = (reservationId: string, event: { type: 'reservation_completed' } | { type: 'no_show' }) => ({
  customerId: 'marie@example.fr',
  restaurantId: 'r1',
  event,
  key: { type: event.type, reservationId },
  sourceId: reservationId,
  now: h.now(),
});

async function dayEvents(): Promise<Record<string, number>> {
  const day = toParisDateTime({ at: h.now() }).date;
  const counters = ((await h.store.get(`restaurantStats/r1_d_${day}`)).data?.counters ?? {}) as Record<
    string,
    number
  >;
  return Object.fromEntries(Object.entries(counters).filter(([key]) => key.startsWith('event_')));
}

describe('loyalty events in the venue’s statistics', () => {
  it('counts points earned once per entry, a level crossed, and nothing for points taken back', async () => {
    await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 3) });
    await h.store.runTransaction((tx) =>
      applyLoyaltyEvent(tx, visit('res1', { type: 'reservation_completed' })),
    );
    // The same entry again changes nothing, its events included.
    await h.store.runTransaction((tx) =>
      applyLoyaltyEvent(tx, visit('res1', { type: 'reservation_completed' })),
    );
    expect(await dayEvents()).toEqual({ event_loyalty_points_earned: 1 });

    await h.store.set('customers/marie@example.fr', {
      ...(await h.store.get('customers/marie@example.fr')).data,
      ...statsWithPoints('r1', 98),
    });
    await h.store.runTransaction((tx) =>
      applyLoyaltyEvent(tx, visit('res2', { type: 'reservation_completed' })),
    );
    expect(await dayEvents()).toEqual({ event_loyalty_points_earned: 2, event_loyalty_status_changed: 1 });

    await h.store.runTransaction((tx) => applyLoyaltyEvent(tx, visit('res3', { type: 'no_show' })));
    // 103 − 10: back under Bronze's 100 points, a level crossed again; no points earned.
    expect(await dayEvents()).toEqual({ event_loyalty_points_earned: 2, event_loyalty_status_changed: 2 });
  });
});
