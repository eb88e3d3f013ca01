import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../../drivers/embedded/embedded-store';
import type { DocStore, QueryUpdate } from '../port';
import { createBillingStore, type BillingStore } from './billing-store';

let inner: EmbeddedStore;
let billing: BillingStore;
let store: DocStore;
beforeAll(async () => {
  inner = await EmbeddedStore.open({ dataDir: 'memory://', indexes: [] });
  billing = createBillingStore(inner);
  store = billing.store;
});
afterAll(async () => inner.close());

const venue = (id: string) => ({
  collection: 'bookings',
  where: [{ field: 'venue', op: '==' as const, value: id }],
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the billing store counts as Firestore bills (issue 53)', () => {
  it('counts writes, deletes, gets, queries and aggregates per label', async () => {
    billing.reset();
    await billing.as('seed', async () => {
      const batch = store.batch();
      for (let i = 0; i < 1500; i += 1)
        batch.set(`bookings/b${i}`, { venue: i < 1200 ? 'a' : 'b', guests: 2 });
      await batch.commit();
      await store.set('bookings/x', { venue: 'c', guests: 1 });
      await store.delete('bookings/x');
    });
    await billing.as('screen', async () => {
      await store.get('bookings/b1');
      await store.get('bookings/missing');
      await store.getAll(['bookings/b2', 'bookings/b3']);
      await store.query({ ...venue('b'), limit: 10 });
      await store.query(venue('nobody'));
    });
    await billing.as('aggregate', async () => {
      expect(await store.count(venue('a'))).toBe(1200);
      expect(await store.sum(venue('b'), 'guests')).toBe(600);
    });
    await store.get('bookings/b4');
    const byLabel = billing.byLabel();
    expect(byLabel.get('seed')).toEqual({ reads: 0, writes: 1501, deletes: 1 });
    expect(byLabel.get('screen')).toEqual({ reads: 2 + 2 + 10 + 1, writes: 0, deletes: 0 });
    expect(byLabel.get('aggregate')).toEqual({ reads: 2 + 1, writes: 0, deletes: 0 });
    expect(byLabel.get('(unattributed)')).toEqual({ reads: 1, writes: 0, deletes: 0 });
    expect(billing.total()).toEqual({ reads: 19, writes: 1501, deletes: 1 });
  });

  it('bills a listener its initial documents then one read per changed document, to the label that opened it', async () => {
    billing.reset();
    const updates: QueryUpdate[] = [];
    const stop = await billing.as('day screen', async () =>
      store.onQuery({ ...venue('b'), limit: 5 }, (u) => updates.push(u)),
    );
    await settle();
    await billing.as('callable', async () => {
      await store.update('bookings/b1200', { guests: 4 });
      await store.runTransaction(async (tx) => {
        await tx.get('bookings/b1201');
        tx.update('bookings/b1201', { guests: 3 });
      });
    });
    await settle();
    stop();
    expect(updates.length).toBeGreaterThanOrEqual(2);
    expect(billing.byLabel().get('day screen')).toEqual({ reads: 5 + 2, writes: 0, deletes: 0 });
    expect(billing.byLabel().get('callable')).toEqual({ reads: 1, writes: 2, deletes: 0 });
  });
});
