import { beforeEach, describe, expect, it } from 'vitest';
import type { DocStore, WhereClause } from '../docstore/port';
import type { SuiteContext } from './harness';

const C = 'conf_items';

/** A small collection with numbers, strings, arrays, a null, a missing field and nested maps. */
export async function seedItems(store: DocStore): Promise<void> {
  const batch = store.batch();
  batch.set(`${C}/a`, { n: 1, s: 'apple', tags: ['red', 'fruit'], group: 'g1', address: { city: 'Lyon' } });
  batch.set(`${C}/b`, {
    n: 2,
    s: 'banana',
    tags: ['yellow', 'fruit'],
    group: 'g1',
    address: { city: 'Paris' },
  });
  batch.set(`${C}/c`, { n: 10, s: 'cherry', tags: ['red'], group: 'g2', address: { city: 'Paris' } });
  batch.set(`${C}/d`, { n: 'ten', s: 'date', tags: [], group: 'g2' });
  batch.set(`${C}/e`, { n: null, s: 'elder', group: 'g3' });
  batch.set(`${C}/f`, { s: 'fig', tags: [{ k: 1 }], group: 'g3' });
  await batch.commit();
}

async function ids(store: DocStore, where: WhereClause[]): Promise<string[]> {
  const snap = await store.query({ collection: C, where });
  return snap.docs.map((d) => d.id).sort();
}

export function describeFilters(ctx: SuiteContext): void {
  describe('filters', () => {
    beforeEach(async () => {
      await seedItems(ctx.store());
    });

    it('== matches equal values only, numbers numerically', async () => {
      expect(await ids(ctx.store(), [{ field: 'n', op: '==', value: 2 }])).toEqual(['b']);
      expect(await ids(ctx.store(), [{ field: 'n', op: '==', value: 2.0 }])).toEqual(['b']);
      expect(await ids(ctx.store(), [{ field: 'n', op: '==', value: null }])).toEqual(['e']);
      expect(await ids(ctx.store(), [{ field: 'n', op: '==', value: 'ten' }])).toEqual(['d']);
    });

    it('!= and not-in leave out documents where the field is missing or null', async () => {
      expect(await ids(ctx.store(), [{ field: 'n', op: '!=', value: 2 }])).toEqual(['a', 'c', 'd']);
      expect(await ids(ctx.store(), [{ field: 'n', op: 'not-in', value: [1, 'ten'] }])).toEqual(['b', 'c']);
    });

    it('range filters compare within one type (numbers numerically, strings by bytes)', async () => {
      const store = ctx.store();
      expect(await ids(store, [{ field: 'n', op: '>', value: 1 }])).toEqual(['b', 'c']);
      expect(await ids(store, [{ field: 'n', op: '>=', value: 2 }])).toEqual(['b', 'c']);
      expect(await ids(store, [{ field: 'n', op: '<', value: 10 }])).toEqual(['a', 'b']);
      expect(await ids(store, [{ field: 'n', op: '<=', value: 10 }])).toEqual(['a', 'b', 'c']);
      expect(await ids(store, [{ field: 'n', op: '>=', value: 'a' }])).toEqual(['d']);
      expect(await ids(store, [{ field: 's', op: '<', value: 'c' }])).toEqual(['a', 'b']);
      expect(
        await ids(store, [
          { field: 's', op: '>=', value: 'cherry' },
          { field: 's', op: '<', value: 'e' },
        ]),
      ).toEqual(['c', 'd']);
    });

    it('in matches any listed value', async () => {
      expect(await ids(ctx.store(), [{ field: 'n', op: 'in', value: [1, 10, 'ten', 99] }])).toEqual([
        'a',
        'c',
        'd',
      ]);
    });

    it('array-contains and array-contains-any look inside arrays, maps compared whole', async () => {
      const store = ctx.store();
      expect(await ids(store, [{ field: 'tags', op: 'array-contains', value: 'red' }])).toEqual(['a', 'c']);
      expect(
        await ids(store, [{ field: 'tags', op: 'array-contains-any', value: ['yellow', 'red'] }]),
      ).toEqual(['a', 'b', 'c']);
      expect(await ids(store, [{ field: 'tags', op: 'array-contains', value: { k: 1 } }])).toEqual(['f']);
      expect(await ids(store, [{ field: 'tags', op: 'array-contains', value: { k: 2 } }])).toEqual([]);
    });

    it('filters on nested fields with dotted paths and combines equalities', async () => {
      const store = ctx.store();
      expect(await ids(store, [{ field: 'address.city', op: '==', value: 'Paris' }])).toEqual(['b', 'c']);
      expect(
        await ids(store, [
          { field: 'address.city', op: '==', value: 'Paris' },
          { field: 'group', op: '==', value: 'g1' },
        ]),
      ).toEqual(['b']);
    });

    it('gets one document, several documents, and reports missing ones', async () => {
      const store = ctx.store();
      const one = await store.get(`${C}/a`);
      expect(one).toMatchObject({ id: 'a', path: `${C}/a`, exists: true });
      expect(one.data?.address).toEqual({ city: 'Lyon' });
      const many = await store.getAll([`${C}/c`, `${C}/zz`, `${C}/a`]);
      expect(many.map((s) => [s.id, s.exists])).toEqual([
        ['c', true],
        ['zz', false],
        ['a', true],
      ]);
      expect(many[1]?.data).toBeUndefined();
    });

    it('counts and sums, ignoring values that are not numbers', async () => {
      const store = ctx.store();
      expect(await store.count({ collection: C })).toBe(6);
      expect(await store.count({ collection: C, where: [{ field: 'group', op: '==', value: 'g1' }] })).toBe(
        2,
      );
      expect(await store.sum({ collection: C }, 'n')).toBe(13);
      expect(
        await store.sum({ collection: C, where: [{ field: 'group', op: '==', value: 'g2' }] }, 'n'),
      ).toBe(10);
      expect(
        await store.sum({ collection: C, where: [{ field: 'group', op: '==', value: 'none' }] }, 'n'),
      ).toBe(0);
    });
  });
}
