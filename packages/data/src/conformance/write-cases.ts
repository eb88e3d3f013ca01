import { describe, expect, it } from 'vitest';
import { FieldValue } from '../docstore/port';
import type { SuiteContext } from './harness';

const C = 'conf_orders';

export function describeWrites(ctx: SuiteContext): void {
  describe('writes', () => {
    it('stores JSON values and Dates and reads them back as written', async () => {
      const store = ctx.store();
      const at = new Date('2026-11-22T10:00:00.000Z');
      const data = {
        name: 'Café « Chez Léa » 🍷',
        n: 1.5,
        ok: true,
        none: null,
        at,
        nested: { list: [1, 'two', { three: at }] },
      };
      await store.set(`${C}/o1`, data);
      const snap = await store.get(`${C}/o1`);
      expect(snap.data).toEqual(data);
      expect(snap.data?.at).toBeInstanceOf(Date);
    });

    it('set replaces, set with merge merges nested maps', async () => {
      const store = ctx.store();
      await store.set(`${C}/o1`, { a: 1, m: { x: 1, y: 2 } });
      await store.set(`${C}/o1`, { b: 2 });
      expect((await store.get(`${C}/o1`)).data).toEqual({ b: 2 });
      await store.set(`${C}/o1`, { c: 3, m: { y: 20, z: 30 } }, { merge: true });
      await store.set(`${C}/o1`, { m: { x: 1 } }, { merge: true });
      expect((await store.get(`${C}/o1`)).data).toEqual({ b: 2, c: 3, m: { x: 1, y: 20, z: 30 } });
    });

    it('update changes dotted field paths and fails on a missing document', async () => {
      const store = ctx.store();
      await store.set(`${C}/o1`, { status: 'PENDING', address: { city: 'Lyon', zip: '69001' } });
      await store.update(`${C}/o1`, { status: 'CONFIRMED', 'address.city': 'Paris', 'meta.by': 'staff' });
      expect((await store.get(`${C}/o1`)).data).toEqual({
        status: 'CONFIRMED',
        address: { city: 'Paris', zip: '69001' },
        meta: { by: 'staff' },
      });
      await expect(store.update(`${C}/missing`, { status: 'X' })).rejects.toMatchObject({
        code: 'not-found',
      });
      expect((await store.get(`${C}/missing`)).exists).toBe(false);
    });

    it('create only when absent', async () => {
      const store = ctx.store();
      await store.create(`${C}/o1`, { v: 1 });
      await expect(store.create(`${C}/o1`, { v: 2 })).rejects.toMatchObject({ code: 'already-exists' });
      expect((await store.get(`${C}/o1`)).data).toEqual({ v: 1 });
    });

    it('deletes documents, and deleting a missing one succeeds', async () => {
      const store = ctx.store();
      await store.set(`${C}/o1`, { v: 1 });
      await store.delete(`${C}/o1`);
      await store.delete(`${C}/never`);
      expect((await store.get(`${C}/o1`)).exists).toBe(false);
    });

    it('applies field transforms', async () => {
      const store = ctx.store();
      await store.set(`${C}/o1`, { points: 5, tags: ['a', 'b'], gone: 1, keep: 1 });
      const before = Date.now();
      await store.update(`${C}/o1`, {
        points: FieldValue.increment(2.5),
        fresh: FieldValue.increment(3),
        tags: FieldValue.arrayUnion('b', 'c', 'c'),
        gone: FieldValue.delete(),
        at: FieldValue.serverTimestamp(),
      });
      const data = (await store.get(`${C}/o1`)).data ?? {};
      expect(data).toMatchObject({ points: 7.5, fresh: 3, tags: ['a', 'b', 'c'], keep: 1 });
      expect('gone' in data).toBe(false);
      expect(data.at).toBeInstanceOf(Date);
      expect((data.at as Date).getTime()).toBeGreaterThanOrEqual(before - 60_000);
      await store.set(
        `${C}/o1`,
        { tags: FieldValue.arrayRemove('a', 'zz'), points: FieldValue.increment(-7.5) },
        { merge: true },
      );
      expect((await store.get(`${C}/o1`)).data).toMatchObject({ tags: ['b', 'c'], points: 0 });
      await store.set(`${C}/o2`, { n: FieldValue.increment(1), list: FieldValue.arrayRemove(1) });
      expect((await store.get(`${C}/o2`)).data).toEqual({ n: 1, list: [] });
    });

    it('commits a batch atomically: a failing write leaves nothing written', async () => {
      const store = ctx.store();
      await store.set(`${C}/exists`, { v: 0 });
      const failing = store.batch();
      failing.set(`${C}/b1`, { v: 1 });
      failing.update(`${C}/exists`, { v: 1 });
      failing.update(`${C}/missing`, { v: 1 });
      await expect(failing.commit()).rejects.toMatchObject({ code: 'not-found' });
      expect((await store.get(`${C}/b1`)).exists).toBe(false);
      expect((await store.get(`${C}/exists`)).data).toEqual({ v: 0 });

      const ok = store.batch();
      ok.set(`${C}/b1`, { v: 1 }).update(`${C}/exists`, { v: 2 }).set(`${C}/b2`, { v: 3 }).delete(`${C}/b2`);
      await ok.commit();
      expect((await store.getAll([`${C}/b1`, `${C}/exists`, `${C}/b2`])).map((s) => s.data?.v)).toEqual([
        1,
        2,
        undefined,
      ]);
    });

    it.skipIf(ctx.options.webSdk)(
      'create in a batch fails when the document exists, writing nothing',
      async () => {
        const store = ctx.store();
        await store.set(`${C}/taken`, { v: 0 });
        const batch = store.batch().set(`${C}/side`, { v: 1 }).create(`${C}/taken`, { v: 1 });
        await expect(batch.commit()).rejects.toMatchObject({ code: 'already-exists' });
        expect((await store.getAll([`${C}/side`, `${C}/taken`])).map((s) => s.data?.v)).toEqual([
          undefined,
          0,
        ]);
      },
    );

    it('makes 20-character ids that do not repeat', () => {
      const store = ctx.store();
      const ids = new Set(Array.from({ length: 200 }, () => store.newId()));
      expect(ids.size).toBe(200);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    });
  });
}
