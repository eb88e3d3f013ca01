import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedStore } from '../drivers/embedded';
import { FieldValue, StoreError, type DocData, type DocReader, type QuerySpec } from '../docstore/port';
import { buildCustomerSearchTokens, type Customer } from '@app/domain';
import {
  createCustomersRepository,
  customersWriter,
  restaurantCustomersWriter,
  type CustomerCursor,
  type CustomerTabCursor,
  type CustomerTabPage,
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
      searchTokens: buildCustomerSearchTokens(customer),
      ...(customer.restaurantStats[restaurantId] ?? {}),
    } as never);
}

const NOW = new Date('2026-11-24T12:00:00.000Z');

/** A venue's view of r1 with its tokens, as the server projects it (points here, first seen, last visit). */
async function putView(
  customerId: string,
  fields: {
    firstName?: string;
    lastName?: string;
    phone?: string;
    points?: number;
    firstSeenAt?: string;
    lastVisit?: string | null;
    restaurantId?: string;
  } = {},
) {
  const restaurantId = fields.restaurantId ?? 'r1';
  const contact = {
    firstName: fields.firstName ?? 'Camille',
    lastName: fields.lastName ?? 'Martin',
    email: customerId,
    phone: fields.phone ?? '0611223344',
  };
  await restaurantCustomersWriter.set(store, `${restaurantId}_${customerId}`, {
    id: `${restaurantId}_${customerId}`,
    restaurantId,
    customerId,
    name: `${contact.firstName} ${contact.lastName}`,
    ...contact,
    points: fields.points ?? 0,
    lastVisit: fields.lastVisit ?? null,
    firstSeenAt: fields.firstSeenAt ?? '2026-01-01T00:00:00.000Z',
    searchTokens: buildCustomerSearchTokens(contact),
  } as never);
}

/** Every page of a tab, with the number of documents each page read. */
async function allPages(input: { tab: 'all' | 'vip' | 'new'; search?: string }) {
  const counter = countingReader(store);
  const repo = createCustomersRepository(counter.reader);
  const pages: string[][] = [];
  const reads: number[] = [];
  let cursor: CustomerTabCursor | null = null;
  do {
    const before = counter.total();
    const page: CustomerTabPage = await repo.listTabPage({ restaurantId: 'r1', now: NOW, cursor, ...input });
    reads.push(counter.total() - before);
    pages.push(page.items.map((x) => x.customerId));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return { pages, ids: pages.flat(), reads };
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

    // 450 reservations of these customers (ten each): the customer file must not be derived from them. Any number
    // proves it; 3 000 took 12 s of commit alone and timed out on a loaded machine.
    const batch = store.batch();
    for (let i = 0; i < 450; i += 1) {
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
      points: 'beaucoup',
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

describe("a venue's view of a customer, live (the reservation page, issue 39)", () => {
  it('delivers the view, then each change of it; null when this venue does not know the customer', async () => {
    await putView('ana@exemple.fr', { points: 20 });
    const repo = createCustomersRepository(store);
    const seen: (number | null)[] = [];
    const stop = repo.watchForRestaurant({ restaurantId: 'r1', customerId: 'ana@exemple.fr' }, (view) =>
      seen.push(view ? view.points : null),
    );
    await expect.poll(() => seen).toEqual([20]);
    await store.update('restaurantCustomers/r1_ana@exemple.fr', { points: 25 });
    await expect.poll(() => seen).toEqual([20, 25]);
    stop();
    const unknown: unknown[] = [];
    const stopUnknown = repo.watchForRestaurant(
      { restaurantId: 'r2', customerId: 'ana@exemple.fr' },
      (view) => unknown.push(view),
    );
    await expect.poll(() => unknown).toEqual([null]);
    stopUnknown();
  });

  it("reads a refusal as « not in this venue's file », and passes on any other failure", () => {
    // The store, but every live document read fails with `code`.
    const failing = (code: 'permission-denied' | 'unavailable'): DocReader => {
      const reader = Object.create(store) as DocReader;
      reader.onDoc = (_path, _next, error) => {
        error?.(new StoreError(code, code));
        return () => undefined;
      };
      return reader;
    };
    const input = { restaurantId: 'r1', customerId: 'ana@exemple.fr' };
    const refused: unknown[] = [];
    const refusedErrors: Error[] = [];
    createCustomersRepository(failing('permission-denied')).watchForRestaurant(
      input,
      (view) => refused.push(view),
      (err) => refusedErrors.push(err),
    );
    expect(refused).toEqual([null]);
    expect(refusedErrors).toEqual([]);
    const down: unknown[] = [];
    const downErrors: Error[] = [];
    createCustomersRepository(failing('unavailable')).watchForRestaurant(
      input,
      (view) => down.push(view),
      (err) => downErrors.push(err),
    );
    expect(down).toEqual([]);
    expect(downErrors.map((e) => (e as StoreError).code)).toEqual(['unavailable']);
  });
});

describe('guest files by id (the day list marks, issue 36)', () => {
  it("reads the restaurant's views of the day's guests, 30 ids a query, never another venue's", async () => {
    const ids = Array.from({ length: 65 }, (_, i) => `hote${String(i).padStart(2, '0')}@exemple.fr`);
    for (const id of ids) await putView(id, { points: 10 });
    await putView('ailleurs@exemple.fr', { restaurantId: 'r2' });
    const counter = countingReader(store);
    const repo = createCustomersRepository(counter.reader);
    const found = await repo.listForRestaurantByIds({
      restaurantId: 'r1',
      customerIds: [...ids, 'inconnu@exemple.fr', 'ailleurs@exemple.fr', ids[0] ?? ''],
    });
    expect(found.map((v) => v.customerId).sort()).toEqual(ids);
    expect(counter.reads.get('restaurantCustomers')).toBe(65);
    // Bounded whatever the day: at most `maxIds` guests are read.
    const capped = await repo.listForRestaurantByIds({ restaurantId: 'r1', customerIds: ids, maxIds: 31 });
    expect(capped).toHaveLength(31);
  });
});

describe('customer file tabs and search (embedded store)', () => {
  it('« VIP »: 100 points or more here, most points first, 20 a page reading at most 21 documents', async () => {
    for (let i = 0; i < 45; i += 1) {
      const id = `vip${String(i).padStart(2, '0')}@exemple.fr`;
      await putView(id, { points: 100 + (i % 7) * 10 });
    }
    await putView('presque@exemple.fr', { points: 99.9 });
    await putView('ailleurs@exemple.fr', { points: 900, restaurantId: 'r2' });
    const { pages, ids, reads } = await allPages({ tab: 'vip' });
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    expect(new Set(ids).size).toBe(45);
    expect(ids).not.toContain('presque@exemple.fr');
    expect(ids).not.toContain('ailleurs@exemple.fr');
    expect(reads.every((n) => n <= 21)).toBe(true);
    const repo = createCustomersRepository(store);
    const points = await Promise.all(
      ids.map(
        async (id) => (await repo.getForRestaurant({ restaurantId: 'r1', customerId: id }))?.points ?? 0,
      ),
    );
    expect([...points].sort((a, b) => b - a)).toEqual(points);
  });

  it('« Nouveaux »: first seen in the last 7 days, newest first', async () => {
    await putView('hier@exemple.fr', { firstSeenAt: '2026-11-23T10:00:00.000Z' });
    await putView('aujourdhui@exemple.fr', { firstSeenAt: '2026-11-24T09:00:00.000Z' });
    await putView('six-jours@exemple.fr', { firstSeenAt: '2026-11-18T13:00:00.000Z' });
    await putView('huit-jours@exemple.fr', { firstSeenAt: '2026-11-16T10:00:00.000Z' });
    expect((await allPages({ tab: 'new' })).ids).toEqual([
      'aujourdhui@exemple.fr',
      'hier@exemple.fr',
      'six-jours@exemple.fr',
    ]);
  });

  it('« Tous »: last visit first, never-visited last, through the same pages', async () => {
    await putView('jamais@exemple.fr', { lastVisit: null });
    await putView('ancien@exemple.fr', { lastVisit: '2026-10-01' });
    await putView('recent@exemple.fr', { lastVisit: '2026-11-20' });
    expect((await allPages({ tab: 'all' })).ids).toEqual([
      'recent@exemple.fr',
      'ancien@exemple.fr',
      'jamais@exemple.fr',
    ]);
  });

  it('searches the whole file by name in either order, e-mail and phone, pages bounded', async () => {
    for (let i = 0; i < 60; i += 1) {
      await putView(`client${String(i).padStart(2, '0')}@exemple.fr`, {
        lastVisit: `2026-11-${String(1 + (i % 20)).padStart(2, '0')}`,
        firstName: i % 2 === 0 ? 'Léa' : 'Jules',
        lastName: i % 3 === 0 ? 'Dupont' : 'Martin',
        phone: `06123456${String(i).padStart(2, '0')}`,
      });
    }
    // The last of 61 customers by visit (never came), far past the first page, is found by the search.
    await putView('eloise.zeller@exemple.fr', {
      firstName: 'Éloïse',
      lastName: 'Zeller',
      phone: '+33 7 88 99 00 11',
      lastVisit: null,
    });
    expect((await allPages({ tab: 'all', search: 'zell' })).ids).toEqual(['eloise.zeller@exemple.fr']);
    expect((await allPages({ tab: 'all', search: 'ELOISE zeller' })).ids).toEqual([
      'eloise.zeller@exemple.fr',
    ]);
    expect((await allPages({ tab: 'all', search: 'Zeller Éloïse' })).ids).toEqual([
      'eloise.zeller@exemple.fr',
    ]);
    expect((await allPages({ tab: 'all', search: 'eloise.zel' })).ids).toEqual(['eloise.zeller@exemple.fr']);
    expect((await allPages({ tab: 'all', search: '07 88 99' })).ids).toEqual(['eloise.zeller@exemple.fr']);
    expect((await allPages({ tab: 'all', search: '+33 7.88-99' })).ids).toEqual(['eloise.zeller@exemple.fr']);

    // 'lea dupont': 'dupont' is looked up (20 customers), 'lea' is checked on each page (10 of them).
    const both = await allPages({ tab: 'all', search: 'lea dupont' });
    expect(both.ids).toHaveLength(10);
    expect(both.reads.every((n) => n <= 21)).toBe(true);
    const martins = await allPages({ tab: 'all', search: 'martin' });
    expect(martins.ids).toHaveLength(40);
    expect(martins.pages.map((p) => p.length)).toEqual([20, 20]);
    expect(martins.reads.every((n) => n <= 21)).toBe(true);
    expect((await allPages({ tab: 'all', search: 'inconnu' })).ids).toEqual([]);
  });

  it('searches within the selected tab', async () => {
    await putView('lea@exemple.fr', { firstName: 'Léa', lastName: 'Dupont', points: 150 });
    await putView('leo@exemple.fr', { firstName: 'Léo', lastName: 'Dupont', points: 20 });
    expect((await allPages({ tab: 'vip', search: 'dupont' })).ids).toEqual(['lea@exemple.fr']);
    await putView('nouveau@exemple.fr', {
      firstName: 'Noé',
      lastName: 'Dupont',
      firstSeenAt: '2026-11-22T10:00:00.000Z',
    });
    expect((await allPages({ tab: 'new', search: 'dupont' })).ids).toEqual(['nouveau@exemple.fr']);
  });
});
