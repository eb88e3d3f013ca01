import { describe, expect, it } from 'vitest';
import type { DocStore, QuerySpec } from '../docstore/port';
import type { SuiteContext } from './harness';

const C = 'conf_items';

async function ids(store: DocStore, spec: Omit<QuerySpec, 'collection'>): Promise<string[]> {
  return (await store.query({ collection: C, ...spec })).docs.map((d) => d.id);
}

/** Docs g1..: group and n chosen so that (group asc, n desc) and the id tie-break are all exercised. */
async function seedGrid(store: DocStore): Promise<void> {
  const batch = store.batch();
  const rows: [string, string, number][] = [
    ['p1', 'g1', 5],
    ['p2', 'g1', 9],
    ['p3', 'g1', 5],
    ['p4', 'g2', 1],
    ['p5', 'g2', 7],
    ['p6', 'g2', 7],
  ];
  for (const [id, group, n] of rows) batch.set(`${C}/${id}`, { group, n });
  await batch.commit();
}

export function describeOrdering(ctx: SuiteContext): void {
  describe('ordering, cursors and limits', () => {
    it('orders mixed types as Firestore does and leaves out documents without the field', async () => {
      const store = ctx.store();
      const values: [string, unknown][] = [
        ['m01', { z: 1 }],
        ['m02', ['x']],
        ['m03', 'é'],
        ['m04', 'a'],
        ['m05', 'B'],
        ['m06', new Date('2026-11-22T10:00:00.000Z')],
        ['m07', 10],
        ['m08', 2.5],
        ['m09', -1],
        ['m10', true],
        ['m11', false],
        ['m12', null],
      ];
      const batch = store.batch();
      for (const [id, v] of values) batch.set(`${C}/${id}`, { v });
      batch.set(`${C}/m13`, { other: 1 });
      await batch.commit();
      const ascending = await ids(store, { orderBy: [{ field: 'v' }] });
      expect(ascending).toEqual([
        'm12',
        'm11',
        'm10',
        'm09',
        'm08',
        'm07',
        'm06',
        'm05',
        'm04',
        'm03',
        'm02',
        'm01',
      ]);
      const descending = await ids(store, { orderBy: [{ field: 'v', direction: 'desc' }] });
      expect(descending).toEqual([...ascending].reverse());
    });

    it('orders by several fields, then by document id', async () => {
      const store = ctx.store();
      await seedGrid(store);
      const spec = { orderBy: [{ field: 'group' }, { field: 'n', direction: 'desc' as const }] };
      // The implicit id order takes the direction of the last orderBy: descending here.
      expect(await ids(store, spec)).toEqual(['p2', 'p3', 'p1', 'p6', 'p5', 'p4']);
      expect(await ids(store, { orderBy: [{ field: 'group' }, { field: 'n' }] })).toEqual([
        'p1',
        'p3',
        'p2',
        'p4',
        'p5',
        'p6',
      ]);
    });

    it('limits and pages with cursors on the order values and the id', async () => {
      const store = ctx.store();
      await seedGrid(store);
      const orderBy = [{ field: 'group' }, { field: 'n', direction: 'desc' as const }];
      // Full order: p2, p3, p1, p6, p5, p4.
      expect(await ids(store, { orderBy, limit: 2 })).toEqual(['p2', 'p3']);
      expect(await ids(store, { orderBy, startAfter: ['g1', 5, 'p3'], limit: 2 })).toEqual(['p1', 'p6']);
      expect(await ids(store, { orderBy, startAt: ['g1', 5] })).toEqual(['p3', 'p1', 'p6', 'p5', 'p4']);
      expect(await ids(store, { orderBy, startAfter: ['g1', 5] })).toEqual(['p6', 'p5', 'p4']);
      expect(await ids(store, { orderBy, startAfter: ['g1'] })).toEqual(['p6', 'p5', 'p4']);
      expect(await ids(store, { orderBy, endAt: ['g2', 7] })).toEqual(['p2', 'p3', 'p1', 'p6', 'p5']);
      expect(await ids(store, { orderBy, endBefore: ['g2', 7] })).toEqual(['p2', 'p3', 'p1']);
      expect(await ids(store, { orderBy, startAt: ['g1', 5, 'p1'], endAt: ['g2', 7, 'p6'] })).toEqual([
        'p1',
        'p6',
      ]);
      expect(await ids(store, { orderBy: [{ field: 'n' }], startAfter: [5], endBefore: [9] })).toEqual([
        'p5',
        'p6',
      ]);
    });

    it('orders by an inequality field implicitly and counts a limited query', async () => {
      const store = ctx.store();
      await seedGrid(store);
      expect(await ids(store, { where: [{ field: 'n', op: '>', value: 1 }] })).toEqual([
        'p1',
        'p3',
        'p5',
        'p6',
        'p2',
      ]);
      expect(await store.count({ collection: C, where: [{ field: 'n', op: '>', value: 1 }], limit: 3 })).toBe(
        3,
      );
      expect(
        await store.sum({ collection: C, orderBy: [{ field: 'n', direction: 'desc' }], limit: 2 }, 'n'),
      ).toBe(16);
    });

    it('serves equality plus order with a declared composite index', async () => {
      const store = ctx.store();
      await seedGrid(store);
      const where = [{ field: 'group', op: '==' as const, value: 'g2' }];
      expect(await ids(store, { where, orderBy: [{ field: 'n', direction: 'desc' }] })).toEqual([
        'p6',
        'p5',
        'p4',
      ]);
      expect(
        await ids(store, {
          where: [
            { field: 'group', op: '==', value: 'g1' },
            { field: 'n', op: '>', value: 5 },
          ],
        }),
      ).toEqual(['p2']);
    });

    it.skipIf(!ctx.options.enforcesIndexes)(
      'refuses a query that needs a missing composite index, naming it',
      async () => {
        const store = ctx.store();
        const spec: QuerySpec = {
          collection: C,
          where: [{ field: 's', op: '==', value: 'x' }],
          orderBy: [{ field: 'n', direction: 'desc' }],
        };
        const expected = JSON.stringify({
          collectionGroup: C,
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 's', order: 'ASCENDING' },
            { fieldPath: 'n', order: 'DESCENDING' },
          ],
        });
        await expect(store.query(spec)).rejects.toMatchObject({
          code: 'failed-precondition',
          message: expect.stringContaining(expected),
        });
        await expect(
          store.query({ collection: C, orderBy: [{ field: 's' }, { field: 'n' }] }),
        ).rejects.toMatchObject({
          code: 'failed-precondition',
        });
        await expect(store.count(spec)).rejects.toMatchObject({ code: 'failed-precondition' });
      },
    );
  });
}
