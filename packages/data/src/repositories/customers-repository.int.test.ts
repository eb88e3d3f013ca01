import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedStore } from '../drivers/embedded';
import { FieldValue, type DocData, type DocReader, type QuerySpec } from '../docstore/port';
import type { Customer } from '@app/domain';
import {
  createCustomersRepository,
  customersWriter,
  restaurantCustomersWriter,
  type CustomerCursor,
} from './customers-repository';
import { InvalidDocumentError } from './invalid-document-error';
import { customerFixture as c, openTestStore, reservationFixture } from './test-fixtures';

/** Wraps a reader and counts the documents it hands out, per collection (what Firestore bills as reads). */
function countingReader(inner: DocReader) {
  const reads = new Map<string, number>();
  const add = (path: string, n = 1) => {
    const collection = path.split('/')[0] ?? '';
    reads.set(collection, (reads.get(collection) ?? 0) + n);
  };
  const reader: DocReader = {
    ...inner,
    get: async (path) => {
      add(path);
      return inner.get(path);
    },
    getAll: async (paths) => {
      paths.forEach((path) => add(path));
      return inner.getAll(paths);
    },
    query: async <T extends DocData>(spec: QuerySpec) => {
      const snap = await inner.query<T>(spec);
      add(spec.collection, snap.docs.length);
      return snap;
    },
    count: async (spec) => {
      // Firestore bills one read per 1,000 index entries counted.
      const n = await inner.count(spec);
      add(spec.collection, Math.max(1, Math.ceil(n / 1000)));
      return n;
    },
  };
  return { reader, reads, total: () => [...reads.values()].reduce((a, b) => a + b, 0) };
}

let store: EmbeddedStore;

/** A customer record and, for each of its venues, the view staff read (as the server writes them). */
async function put(id: string, customer: Customer & { id: string }) {
  await customersWriter.set(store, id, customer);
  for (const restaurantId of customer.restaurantIds)
    await restaurantCustomersWriter.set(store, `${restaurantId}_${id}`, {
      id: `${restaurantId}_${id}`,
      restaurantId,
      customerId: id,
      name: customer.name,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone,
      lastVisit: customer.lastVisit ?? null,
      ...(customer.restaurantStats[restaurantId] ?? {}),
    } as never);
}
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(async () => {
  await store.close();
});
beforeEach(async () => {
  await store.reset();
});

describe('customers repository (embedded store)', () => {
  it('pages a restaurant’s customers by last visit, ties broken by id, never-visited last, without skipping or repeating', async () => {
    // 45 customers of r1 over 10 distinct days (many ties), 5 of them never visited, plus another venue's.
    for (let i = 0; i < 45; i += 1) {
      const id = `client${String(i).padStart(2, '0')}@exemple.fr`;
      const lastVisit = i % 9 === 0 ? null : `2026-11-${String(10 + (i % 10)).padStart(2, '0')}`;
      await put(id, c({ id, lastVisit }));
    }
    await put(
      'ailleurs@exemple.fr',
      c({ id: 'ailleurs@exemple.fr', restaurantIds: ['r2'], lastVisit: '2026-11-30' }),
    );
    const repo = createCustomersRepository(store);

    const seen: string[] = [];
    let cursor: CustomerCursor | null = null;
    let pages = 0;
    do {
      const page = await repo.listPage({ restaurantId: 'r1', cursor });
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items.map((x) => x.customerId));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen).not.toContain('ailleurs@exemple.fr');
    const visits = await Promise.all(seen.map(async (id) => (await repo.getById(id))?.lastVisit ?? ''));
    expect([...visits].sort().reverse()).toEqual(visits);
    expect(visits.slice(-5)).toEqual(['', '', '', '', '']);
    expect(await repo.countForRestaurant('r1')).toBe(45);
  });

  it('reads about 20 documents for a page of 20 customers, whatever the number of reservations', async () => {
    for (let i = 0; i < 45; i += 1) {
      const id = `client${String(i).padStart(2, '0')}@exemple.fr`;
      await put(id, c({ id, lastVisit: `2026-11-${String(10 + (i % 10)).padStart(2, '0')}` }));
    }
    const pageReads = async () => {
      const counter = countingReader(store);
      const repo = createCustomersRepository(counter.reader);
      const first = await repo.listPage({ restaurantId: 'r1' });
      const second = await repo.listPage({ restaurantId: 'r1', cursor: first.nextCursor });
      expect([first.items.length, second.items.length]).toEqual([20, 20]);
      return { total: counter.total(), collections: [...counter.reads.keys()] };
    };
    const before = await pageReads();

    // 3,000 reservations of these customers: the customer file must not be derived from them.
    const batch = store.batch();
    for (let i = 0; i < 3000; i += 1) {
      const email = `client${String(i % 45).padStart(2, '0')}@exemple.fr`;
      const reservation = reservationFixture({ id: `res${i}`, customerEmail: email, status: 'COMPLETED' });
      const { id, ...data } = reservation;
      batch.set(`reservations/${id}`, data);
    }
    await batch.commit();
    const after = await pageReads();

    // Two pages of 20, each read with one look-ahead document: 42 reads, only in the customer file.
    expect(before).toEqual({ total: 42, collections: ['restaurantCustomers'] });
    expect(after).toEqual(before);
  });

  it('finds a customer by e-mail whatever its case, and by phone within a restaurant', async () => {
    await put('lea@exemple.fr', c({ id: 'lea@exemple.fr', phone: '0611111111' }));
    await put('jules@exemple.fr', c({ id: 'jules@exemple.fr', phone: '0611111111', restaurantIds: ['r2'] }));
    const repo = createCustomersRepository(store);
    expect((await repo.getByEmail('  LEA@exemple.fr'))?.id).toBe('lea@exemple.fr');
    expect(await repo.getByEmail('inconnu@exemple.fr')).toBeNull();
    expect(
      (await repo.findByPhone({ phone: ' 0611111111 ', restaurantId: 'r1' })).map((x) => x.customerId),
    ).toEqual(['lea@exemple.fr']);
    // Stored as typed before numbers were normalised, asked for in the E.164 form stored now (and back).
    expect(
      (await repo.findByPhone({ phone: '+33611111111', restaurantId: 'r1' })).map((x) => x.customerId),
    ).toEqual(['lea@exemple.fr']);
    await put('noe@exemple.fr', c({ id: 'noe@exemple.fr', phone: '+33622222222' }));
    expect(
      (await repo.findByPhone({ phone: '06 22 22 22 22', restaurantId: 'r1' })).map((x) => x.customerId),
    ).toEqual(['noe@exemple.fr']);
    expect(await repo.findByPhone({ phone: '  ', restaurantId: 'r1' })).toEqual([]);
  });

  it('returns restaurant statistics with their defaults filled in', async () => {
    await put('zoe@exemple.fr', c({ id: 'zoe@exemple.fr' }));
    await store.update('customers/zoe@exemple.fr', {
      'restaurantStats.r1.points': FieldValue.increment(12.5),
    });
    const zoe = await createCustomersRepository(store).getById('zoe@exemple.fr');
    expect(zoe?.restaurantStats.r1).toMatchObject({ points: 12.5, completed: 0, giftsClaimed: 0 });
  });

  it('fails loudly on an invalid customer, or reports it and goes on when asked to', async () => {
    await put('ok@exemple.fr', c({ id: 'ok@exemple.fr', lastVisit: '2026-11-02' }));
    await store.set('restaurantCustomers/r1_bad@exemple.fr', {
      restaurantId: 'r1',
      customerId: 'bad@exemple.fr',
      lastVisit: '2026-11-01',
      points: -3,
    });
    await expect(createCustomersRepository(store).listPage({ restaurantId: 'r1' })).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    const reported: string[] = [];
    const tolerant = createCustomersRepository(store, { onInvalid: (e) => reported.push(e.path) });
    expect((await tolerant.listPage({ restaurantId: 'r1' })).items.map((x) => x.customerId)).toEqual([
      'ok@exemple.fr',
    ]);
    expect(reported).toEqual(['restaurantCustomers/r1_bad@exemple.fr']);
  });
});
