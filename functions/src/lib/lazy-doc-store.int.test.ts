import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocStore, QueryUpdate } from '@app/data';
import { lazyDocStore } from './lazy-doc-store';
import { takeWorkerStore, type WorkerStore } from './testing/worker-store';

let held: WorkerStore;
let made = 0;
let failNext = false;
let store: DocStore;

beforeAll(async () => {
  held = await takeWorkerStore(() => new Date('2026-03-29T10:00:00Z'));
  store = lazyDocStore(async () => {
    made++;
    if (failNext) {
      failNext = false;
      throw new Error('no database yet');
    }
    return held.store;
  });
});
afterAll(() => held.release());

describe('a store made on its first use (cold starts, issue 53)', () => {
  it('makes nothing until used, then once; a failed making is retried on the next use', async () => {
    expect(store.newId()).toMatch(/^[A-Za-z0-9]{20}$/);
    const batch = store.batch().set('restaurants/r1', { name: 'Chez Léa' });
    expect(made).toBe(0);
    failNext = true;
    await expect(store.get('restaurants/r1')).rejects.toThrow('no database yet');
    await batch.commit();
    expect((await store.get('restaurants/r1')).data).toEqual({ name: 'Chez Léa' });
    expect(made).toBe(2);
  });

  it('passes reads, writes, transactions and live queries to the store it made', async () => {
    await store.create('restaurants/r2', { name: 'Le Zinc', covers: 2 });
    await store.update('restaurants/r2', { covers: 3 });
    await store.runTransaction(async (tx) => {
      const snap = await tx.get('restaurants/r2');
      tx.set('restaurants/r3', { name: 'Bis', covers: (snap.data?.covers as number) + 1 });
    });
    const spec = { collection: 'restaurants', where: [{ field: 'covers', op: '>=' as const, value: 3 }] };
    expect(await store.count(spec)).toBe(2);
    expect(await store.sum(spec, 'covers')).toBe(7);
    const updates: QueryUpdate[] = [];
    const stop = store.onQuery(spec, (u) => updates.push(u));
    await expect.poll(() => updates.length).toBeGreaterThan(0);
    stop();
    expect(updates[0]?.docs.map((d) => d.id).sort()).toEqual(['r2', 'r3']);
    await store.delete('restaurants/r3');
    expect((await store.getAll(['restaurants/r2', 'restaurants/r3'])).map((s) => s.exists)).toEqual([
      true,
      false,
    ]);
    expect(made).toBe(2);
  });
});
