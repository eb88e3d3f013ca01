import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedStore } from '../drivers/embedded';
import type { CustomerHistoryCursor } from './customer-history';
import {
  createReservationsRepository,
  reservationsArchiveWriter,
  reservationsWriter,
} from './reservations-repository';
import { openTestStore, reservationFixture as r } from './test-fixtures';

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

const day = (n: number) =>
  `2026-${String(1 + Math.floor(n / 28)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;

describe("a customer's history at one restaurant", () => {
  it('pages the active bookings then the archive, newest first, each once, never another venue or person', async () => {
    for (let i = 0; i < 25; i += 1)
      await reservationsWriter.set(store, `a${i}`, r({ id: `a${i}`, date: day(100 + i) }));
    for (let i = 0; i < 15; i += 1) {
      const old = r({ id: `z${i}`, date: day(i), status: 'COMPLETED', archived: true, isArchived: true });
      await reservationsArchiveWriter.set(store, old.id, { ...old, archivedAt: '2026-11-01T03:00:00.000Z' });
      // The archive job leaves a flagged copy in `reservations`: shown once, from the archive.
      await reservationsWriter.set(store, old.id, old);
    }
    await reservationsWriter.set(
      store,
      'other-venue',
      r({ id: 'other-venue', restaurantId: 'r2', date: day(200) }),
    );
    await reservationsWriter.set(
      store,
      'other-person',
      r({ id: 'other-person', customerEmail: 'x@exemple.fr', date: day(200) }),
    );

    const repo = createReservationsRepository(store);
    const seen: string[] = [];
    let cursor: CustomerHistoryCursor | null = null;
    let pages = 0;
    do {
      const page = await repo.listCustomerHistoryPage({
        restaurantId: 'r1',
        customerId: 'camille@exemple.fr',
        cursor,
      });
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items.map((item) => `${item.id}${item.fromArchive ? '*' : ''}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    const expected = [
      ...Array.from({ length: 25 }, (_, i) => `a${24 - i}`),
      ...Array.from({ length: 15 }, (_, i) => `z${14 - i}*`),
    ];
    expect(seen).toEqual(expected);
  });

  it('finds a customer known by name and phone among bookings without e-mail, whatever the spelling', async () => {
    await reservationsWriter.set(
      store,
      'p1',
      r({
        id: 'p1',
        customerEmail: '',
        customerName: 'Jean Dupont',
        customerPhone: '+33612345678',
        date: '2026-11-20',
      }),
    );
    await reservationsWriter.set(
      store,
      'p2',
      r({
        id: 'p2',
        customerEmail: '',
        customerName: 'Jean Dupont',
        customerPhone: '06 12 34 56 78',
        date: '2026-11-21',
      }),
    );
    await reservationsWriter.set(
      store,
      'namesake',
      r({ id: 'namesake', customerEmail: '', customerName: 'Marie Dupont', customerPhone: '0612345678' }),
    );
    const repo = createReservationsRepository(store);
    const page = await repo.listCustomerHistoryPage({
      restaurantId: 'r1',
      customerId: 'Jean Dupont_0612345678',
    });
    expect(page.items.map((item) => item.id)).toEqual(['p2', 'p1']);
    expect(page.nextCursor).toBeNull();
  });
});
