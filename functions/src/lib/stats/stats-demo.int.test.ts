import type { DocStore } from '@app/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runArchiving } from '../../jobs/archive-reservations';
import { seedDemoData } from '../../seed/seed-demo-data';
import { createMemoryAuthAdmin } from '../auth-admin';
import { runtime } from '../runtime';
import { openTestEnv, type TestEnv } from '../testing/test-env';
import { rebuildRestaurantStats } from './rebuild-restaurant-stats';
import { readRestaurantStats } from './read-restaurant-stats';
import { statsSnapshot } from './testing/stats-snapshot';

/** The demo's counters: made by the seed, equal to a recount, kept by the archiving job. */
let env: TestEnv;
const NOW = '2026-11-22T08:30:00.000Z';
const RESTAURANT = 'rest-bureau';

beforeAll(async () => {
  env = await openTestEnv({ now: NOW });
  await seedDemoData({ store: env.store, auth: createMemoryAuthAdmin(), now: new Date(NOW) });
}, 120_000);
afterAll(async () => env.close());

/** Every document of a collection for the restaurant, read directly. */
async function docsOf(store: DocStore, collection: string) {
  const { docs } = await store.query({
    collection,
    where: [{ field: 'restaurantId', op: '==', value: RESTAURANT }],
  });
  return docs.map((d) => d.data ?? {});
}

async function counters(id: string): Promise<Record<string, number>> {
  return ((await env.store.get(`restaurantStats/${id}`)).data?.counters ?? {}) as Record<string, number>;
}

describe('the demo dataset’s restaurantStats', () => {
  it('are written by the seed and equal a recount', async () => {
    const { stored, recounted } = await statsSnapshot(env.store);
    expect(Object.keys(stored).length).toBeGreaterThan(100);
    expect(stored).toEqual(recounted);
  });

  it('match numbers counted by hand from the raw documents', async () => {
    const active = (await docsOf(env.store, 'reservations')).filter((r) => r.archived !== true);
    const archived = await docsOf(env.store, 'reservations_archive');
    const all = [...active, ...archived];
    const total = await counters(`${RESTAURANT}_all`);
    expect(total.reservations).toBe(all.length);
    expect(total.covers).toBe(all.reduce((sum, r) => sum + Number(r.partySize), 0));
    expect(total.reservations_NO_SHOW ?? 0).toBe(all.filter((r) => r.status === 'NO_SHOW').length);
    const reviews = await docsOf(env.store, 'reviews');
    expect(total.reviews).toBe(reviews.length);
    expect(total.reviewRatingSum).toBe(reviews.reduce((sum, r) => sum + Number(r.rating), 0));
    const logs = await docsOf(env.store, 'email_logs');
    expect(total.emails).toBe(logs.length);
    expect(total.emailsOpened ?? 0).toBe(logs.filter((l) => l.openedAt).length);
    // One service day: the reservations on it.
    const day = String(all[0]?.date);
    expect((await counters(`${RESTAURANT}_d_${day}`)).reservations).toBe(
      all.filter((r) => r.date === day).length,
    );
    expect((await counters(`${RESTAURANT}_m_${day.slice(0, 7)}`)).reservations).toBe(
      all.filter((r) => String(r.date).startsWith(day.slice(0, 7))).length,
    );
  });

  it('are rebuilt the same page by page for one restaurant, stale documents removed', async () => {
    const before = await readRestaurantStats(env.store, { restaurantIds: [RESTAURANT] });
    await env.store.set(`restaurantStats/${RESTAURANT}_d_1999-01-01`, {
      restaurantId: RESTAURANT,
      period: 'day',
      key: '1999-01-01',
      counters: { reservations: 4 },
    });
    // A wrong count beside the booking pages' visits, which no document holds: the rebuild keeps those.
    await env.store.set(`restaurantStats/${RESTAURANT}_all`, {
      restaurantId: RESTAURANT,
      period: 'all',
      key: 'all',
      counters: { ...before.get(`${RESTAURANT}_all`)?.counters, reservations: 1 },
    });
    const report = await rebuildRestaurantStats(env.store, { restaurantIds: [RESTAURANT], pageSize: 37 });
    expect(report).toMatchObject({ written: 1, deleted: 1 });
    expect(report.unchanged).toBe(before.size - 1);
    expect(await readRestaurantStats(env.store, { restaurantIds: [RESTAURANT] })).toEqual(before);
  });

  it('are kept by the archiving job through the runtime’s store', async () => {
    const archivedBefore = (await env.store.query({ collection: 'reservations_archive' })).docs.length;
    // Months later, the demo's finished bookings are due for the archive.
    env.clock.now = new Date('2027-04-01T08:00:00.000Z');
    const report = await runArchiving();
    const moved = Object.values(report).reduce((sum, tally) => sum + tally.succeeded, 0);
    expect(moved).toBeGreaterThan(0);
    expect((await env.store.query({ collection: 'reservations_archive' })).docs.length).toBe(
      archivedBefore + moved,
    );
    const { stored, recounted } = await statsSnapshot(runtime().store);
    expect(stored).toEqual(recounted);
  });
});
