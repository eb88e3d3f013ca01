import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedStore } from '../drivers/embedded';
import {
  DINER_RESERVATIONS_COLLECTION,
  projectDinerReservation,
  type MySpaceReservation,
  type MyVoucher,
} from '@app/domain';
import { createMySpaceReads } from './my-space-reads';
import { customersWriter } from './customers-repository';
import { customerFixture, openTestStore, reservationFixture as r } from './test-fixtures';

let store: EmbeddedStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(async () => {
  await store.close();
});
beforeEach(async () => {
  await store.reset();
});

const ME = 'camille@exemple.fr';
const TODAY = '2026-11-28';

/**
 * Stores a reservation's diner copy, as the server's commit does (functions' stats transaction); the space reads
 * only these, so the reservations themselves are not written here.
 */
async function copyOf(reservation: Record<string, unknown>, where: 'active' | 'archived' = 'active') {
  const id = String(reservation.id);
  const copy = projectDinerReservation({ id, [where]: reservation });
  if (copy) await store.set(`${DINER_RESERVATIONS_COLLECTION}/${id}`, { ...copy });
}

/** Resolves with the first value `watch` delivers that satisfies `until`, then stops the subscription. */
function nextValue<T>(
  watch: (next: (value: T) => void, error: (err: Error) => void) => () => void,
  until: (value: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    const stop = watch((value) => {
      if (done || !until(value)) return;
      done = true;
      queueMicrotask(() => stop());
      resolve(value);
    }, reject);
  });
}

describe("the customer space's own reads", () => {
  it('follows the bookings from today on, live, every status, nearest first, never another diner’s', async () => {
    const reads = createMySpaceReads(store);
    await copyOf(r({ id: 'later', date: '2026-12-20', time: '20:00' }));
    await copyOf(r({ id: 'tonight', date: TODAY, time: '20:30' }));
    await copyOf(r({ id: 'asked', date: '2026-12-01', status: 'PENDING' }));
    await copyOf(r({ id: 'past', date: '2026-11-27' }));
    await copyOf(r({ id: 'other', date: TODAY, customerEmail: 'x@y.fr' }));
    const watch = (next: (rows: MySpaceReservation[]) => void, error: (err: Error) => void) =>
      reads.watchFrom({ email: ME, fromDate: TODAY }, next, error);
    expect((await nextValue(watch)).map((row) => [row.id, row.status])).toEqual([
      ['tonight', 'CONFIRMED'],
      ['asked', 'PENDING'],
      ['later', 'CONFIRMED'],
    ]);
    // Staff confirm the request: the subscription brings it.
    const confirmed = nextValue(
      watch,
      (rows) => rows.find((row) => row.id === 'asked')?.status === 'CONFIRMED',
    );
    await store.update(`${DINER_RESERVATIONS_COLLECTION}/asked`, { status: 'CONFIRMED' });
    expect((await confirmed).find((row) => row.id === 'asked')?.status).toBe('CONFIRMED');
  });

  it('pages their past visits, recent then archived, newest first, each once, bounded, never another diner’s', async () => {
    const reads = createMySpaceReads(store);
    for (let i = 1; i <= 12; i += 1) {
      const date = `2026-11-${String(i).padStart(2, '0')}`;
      await copyOf(r({ id: `a${i}`, date, status: 'COMPLETED' }));
    }
    for (let i = 1; i <= 5; i += 1) {
      const old = r({ id: `z${i}`, date: `2026-0${i}-10`, status: 'COMPLETED', archived: true });
      await copyOf({ ...old, archivedAt: '2026-10-01T03:00:00.000Z' }, i % 2 === 0 ? 'archived' : 'active');
    }
    await copyOf(r({ id: 'coming', date: TODAY }));
    await copyOf(r({ id: 'not-mine', date: '2026-11-05', status: 'COMPLETED', customerEmail: 'x@y.fr' }));
    const seen: string[] = [];
    let cursor = null;
    let pages = 0;
    do {
      const page = await reads.pastPage({ email: ME, beforeDate: TODAY, cursor, pageSize: 5 });
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `a${12 - i}`),
      ...Array.from({ length: 5 }, (_, i) => `z${5 - i}`),
    ]);
    expect(pages).toBe(4);
  });

  it('follows their vouchers live (never another diner’s), and reads the venues where they are known', async () => {
    const reads = createMySpaceReads(store);
    await customersWriter.set(
      store,
      ME,
      customerFixture({ id: ME, restaurantIds: ['r1', 'gone'], restaurantStats: {} }),
    );
    await store.set('restaurants/r1', { id: 'r1', name: 'Au Bureau', slug: 'au-bureau', emoji: '🍺' });
    await store.set('rewards/v1', {
      id: 'v1',
      customerEmail: ME,
      restaurantId: 'r1',
      barcode: 'REWARD:335478293',
      status: 'active',
      value: 4,
      giftNumber: 4,
      giftName: 'Dessert offert',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    await store.set('rewards/v2', {
      id: 'v2',
      customerEmail: 'x@y.fr',
      restaurantId: 'r1',
      barcode: 'REWARD:335478294',
      status: 'active',
      value: 4,
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    const identity = await nextValue<unknown>((next, error) => reads.watchIdentity(ME, next, error));
    expect(identity).toMatchObject({ id: ME, restaurantIds: ['r1', 'gone'] });
    const venues = await reads.readVenues({ restaurantIds: ['r1', 'gone'], restaurantStats: {} });
    expect(venues.map((venue) => [venue.id, venue.name, venue.config.giftInterval > 0])).toEqual([
      ['r1', 'Au Bureau', true],
    ]);
    const watch = (next: (list: MyVoucher[]) => void, error: (err: Error) => void) =>
      reads.watchVouchers({ email: ME, now: () => new Date('2026-11-28T12:00:00Z') }, next, error);
    expect((await nextValue(watch)).map((v) => [v.id, v.status])).toEqual([['v1', 'active']]);
    const used = nextValue(watch, (list) => list[0]?.status === 'used');
    await store.update('rewards/v1', { status: 'used', usedAt: '2026-11-28T12:00:00.000Z' });
    expect((await used)[0]).toMatchObject({ status: 'used', usedAt: '2026-11-28T12:00:00.000Z' });
  });
});
