import { describe, expect, it } from 'vitest';
import type { DocSnapshot, QueryUpdate } from '../docstore/port';
import { eventually, sleep, type SuiteContext } from './harness';

const C = 'conf_live';

export function describeSubscriptions(ctx: SuiteContext): void {
  describe('subscriptions', () => {
    it('delivers a document as it is created, changed and deleted', async () => {
      const store = ctx.store();
      const seen: DocSnapshot[] = [];
      const stop = store.onDoc(`${C}/d1`, (snap) => seen.push(snap));
      try {
        await eventually(() => expect(seen).toHaveLength(1));
        expect(seen[0]?.exists).toBe(false);
        await store.set(`${C}/d1`, { v: 1 });
        await eventually(() => expect(seen.at(-1)?.data).toEqual({ v: 1 }));
        await store.update(`${C}/d1`, { v: 2 });
        await eventually(() => expect(seen.at(-1)?.data).toEqual({ v: 2 }));
        await store.delete(`${C}/d1`);
        await eventually(() => expect(seen.at(-1)?.exists).toBe(false));
      } finally {
        stop();
      }
    });

    it('delivers added, modified and removed changes of a query, in order', async () => {
      const store = ctx.store();
      await store.set(`${C}/early`, { room: 'r1', at: 1 });
      const updates: QueryUpdate[] = [];
      const stop = store.onQuery(
        { collection: C, where: [{ field: 'room', op: '==', value: 'r1' }], orderBy: [{ field: 'at' }] },
        (u) => updates.push(u),
      );
      try {
        await eventually(() => expect(updates).toHaveLength(1));
        expect(updates[0]?.changes.map((c) => [c.type, c.doc.id])).toEqual([['added', 'early']]);

        await store.set(`${C}/late`, { room: 'r1', at: 0 });
        await eventually(() => expect(updates).toHaveLength(2));
        expect(updates[1]?.docs.map((d) => d.id)).toEqual(['late', 'early']);
        expect(updates[1]?.changes.map((c) => [c.type, c.doc.id])).toEqual([['added', 'late']]);

        await store.update(`${C}/early`, { at: 5 });
        await eventually(() => expect(updates).toHaveLength(3));
        expect(updates[2]?.changes.map((c) => [c.type, c.doc.id, c.doc.data?.at])).toEqual([
          ['modified', 'early', 5],
        ]);

        await store.update(`${C}/late`, { room: 'r2' });
        await eventually(() => expect(updates).toHaveLength(4));
        expect(updates[3]?.changes.map((c) => [c.type, c.doc.id])).toEqual([['removed', 'late']]);
        expect(updates[3]?.docs.map((d) => d.id)).toEqual(['early']);

        // A write the query cannot see produces no update.
        await store.set(`${C}/elsewhere`, { room: 'r9', at: 1 });
        await store.delete(`${C}/early`);
        await eventually(() => expect(updates).toHaveLength(5));
        expect(updates[4]?.changes.map((c) => [c.type, c.doc.id])).toEqual([['removed', 'early']]);
      } finally {
        stop();
      }
    });

    it('stops delivering after unsubscribe', async () => {
      const store = ctx.store();
      const updates: QueryUpdate[] = [];
      const stop = store.onQuery({ collection: C }, (u) => updates.push(u));
      await eventually(() => expect(updates).toHaveLength(1));
      stop();
      await store.set(`${C}/after`, { v: 1 });
      await sleep(300);
      expect(updates).toHaveLength(1);
    });

    it('reports an invalid query through the error callback', async () => {
      const store = ctx.store();
      const errors: Error[] = [];
      const stop = store.onQuery(
        { collection: C, where: [{ field: 'n', op: 'in', value: [] }] },
        () => undefined,
        (err) => errors.push(err),
      );
      await eventually(() => expect(errors).toHaveLength(1));
      expect(errors[0]).toMatchObject({ code: 'invalid-argument' });
      stop();
    });
  });
}
