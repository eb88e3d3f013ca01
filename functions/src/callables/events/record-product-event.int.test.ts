import { HttpsError } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_LIMITS } from '../../lib/public-limits';
import { seedRestaurant } from '../../lib/testing/seed';
import { call, callError, openTestEnv, type TestEnv } from '../../lib/testing/test-env';
import { recordProductEvent } from './record-product-event';

/**
 * The public event endpoint: a counter per venue and Paris day, and nothing else stored; only known events of a
 * known venue; bounded per address and per venue.
 */
let env: TestEnv;
// 00:30 on Wednesday 25 November in Paris (still the 24th in UTC).
const NOW = '2026-11-24T23:30:00.000Z';

beforeAll(async () => {
  env = await openTestEnv({ now: NOW });
});
afterAll(async () => env.close());
beforeEach(async () => {
  env.clock.now = new Date(NOW);
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', name: 'Au Bureau', slug: 'au-bureau' });
});

async function counters(id: string): Promise<Record<string, number>> {
  return ((await env.store.get(`restaurantStats/${id}`)).data?.counters ?? {}) as Record<string, number>;
}

/** Every collection's documents but the rate limits' counters. */
async function stored(): Promise<string[]> {
  const paths: string[] = [];
  for (const collection of ['restaurantStats', 'customers', 'restaurantCustomers', 'reservations']) {
    const { docs } = await env.store.query({ collection });
    paths.push(...docs.map((d) => d.path));
  }
  return paths.sort();
}

describe('recordProductEvent', () => {
  it('counts each event on the venue’s Paris day, month and history, and stores nothing else', async () => {
    await call(recordProductEvent, { event: 'booking_page_opened', slug: 'au-bureau' });
    await call(recordProductEvent, { event: 'booking_page_opened', slug: ' Au-Bureau ' });
    await call(recordProductEvent, { event: 'slot_chosen', slug: 'au-bureau' });
    expect(await counters('r1_d_2026-11-25')).toEqual({
      event_booking_page_opened: 2,
      event_slot_chosen: 1,
    });
    expect(await counters('r1_m_2026-11')).toEqual({ event_booking_page_opened: 2, event_slot_chosen: 1 });
    expect(await counters('r1_all')).toEqual({ event_booking_page_opened: 2, event_slot_chosen: 1 });
    expect(await stored()).toEqual([
      'restaurantStats/r1_all',
      'restaurantStats/r1_d_2026-11-25',
      'restaurantStats/r1_m_2026-11',
    ]);
    // Nothing of the caller is kept in the counters: they name the venue, the period and the counts only.
    const day = (await env.store.get('restaurantStats/r1_d_2026-11-25')).data;
    expect(Object.keys(day ?? {}).sort()).toEqual(['counters', 'key', 'period', 'restaurantId']);
  });

  it('refuses an unknown event, an event the server counts itself, extra fields and an unknown venue', async () => {
    for (const data of [
      { event: 'purchase', slug: 'au-bureau' },
      { event: 'reservation_created', slug: 'au-bureau' },
      { event: 'login', slug: 'au-bureau' },
      { event: 'slot_chosen', slug: 'au-bureau', email: 'ana@example.fr' },
      { event: 'slot_chosen', slug: 'x'.repeat(500) },
    ]) {
      const error = await callError(recordProductEvent, data);
      expect(error.code, JSON.stringify(data)).toBe('invalid-argument');
    }
    const unknown = await callError(recordProductEvent, { event: 'slot_chosen', slug: 'nulle-part' });
    expect(unknown).toBeInstanceOf(HttpsError);
    expect(unknown.message).toBe('Restaurant non trouvé');
    expect(await stored()).toEqual([]);
  });

  it(`stops an address after ${PUBLIC_LIMITS.eventIp.limit} events a minute, other addresses still counted`, async () => {
    const event = { event: 'booking_page_opened', slug: 'au-bureau' };
    for (let i = 0; i < PUBLIC_LIMITS.eventIp.limit; i++)
      await call(recordProductEvent, event, undefined, { ip: '10.1.1.1' });
    const refused = await call(recordProductEvent, event, undefined, { ip: '10.1.1.1' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'resource-exhausted' });
    await call(recordProductEvent, event, undefined, { ip: '10.2.2.2' });
    expect((await counters('r1_d_2026-11-25')).event_booking_page_opened).toBe(
      PUBLIC_LIMITS.eventIp.limit + 1,
    );
    // A minute later the address counts again.
    env.clock.now = new Date(Date.parse(NOW) + PUBLIC_LIMITS.eventIp.windowMs + 1);
    await call(recordProductEvent, event, undefined, { ip: '10.1.1.1' });
    expect((await counters('r1_d_2026-11-25')).event_booking_page_opened).toBe(
      PUBLIC_LIMITS.eventIp.limit + 2,
    );
  });
});
