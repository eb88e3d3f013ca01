import { describe, expect, it } from 'vitest';
import type { QuerySpec } from '../docstore/port';
import type { SuiteContext } from './harness';

const C = 'conf_items';
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export function describeLimits(ctx: SuiteContext): void {
  describe("Firestore's limits", () => {
    it('accepts 30 values in in / array-contains-any and 10 in not-in, refuses more', async () => {
      const store = ctx.store();
      await store.set(`${C}/x`, { n: 29, tags: [29] });
      expect(
        (await store.query({ collection: C, where: [{ field: 'n', op: 'in', value: range(30) }] })).docs,
      ).toHaveLength(1);
      expect(
        (
          await store.query({
            collection: C,
            where: [{ field: 'tags', op: 'array-contains-any', value: range(30) }],
          })
        ).docs,
      ).toHaveLength(1);
      expect(
        (await store.query({ collection: C, where: [{ field: 'n', op: 'not-in', value: range(10) }] })).docs,
      ).toHaveLength(1);
      const refused: QuerySpec[] = [
        { collection: C, where: [{ field: 'n', op: 'in', value: range(31) }] },
        { collection: C, where: [{ field: 'tags', op: 'array-contains-any', value: range(31) }] },
        { collection: C, where: [{ field: 'n', op: 'not-in', value: range(11) }] },
        { collection: C, where: [{ field: 'n', op: 'in', value: [] }] },
      ];
      for (const spec of refused)
        await expect(store.query(spec)).rejects.toMatchObject({ code: 'invalid-argument' });
    });

    it('refuses operator combinations Firestore refuses', async () => {
      const store = ctx.store();
      const refused: QuerySpec[] = [
        {
          collection: C,
          where: [
            { field: 'n', op: '!=', value: 1 },
            { field: 's', op: 'not-in', value: ['a'] },
          ],
        },
        {
          collection: C,
          where: [
            { field: 'n', op: '!=', value: 1 },
            { field: 's', op: '!=', value: 'a' },
          ],
        },
        {
          collection: C,
          where: [
            { field: 'n', op: 'not-in', value: [1] },
            { field: 's', op: 'in', value: ['a'] },
          ],
        },
        {
          collection: C,
          where: [
            { field: 't', op: 'array-contains', value: 1 },
            { field: 'u', op: 'array-contains', value: 2 },
          ],
        },
        { collection: C, where: [{ field: 'n', op: '<', value: null }] },
        { collection: C, limit: 0 },
      ];
      for (const spec of refused)
        await expect(store.query(spec)).rejects.toMatchObject({ code: 'invalid-argument' });
    });

    it('refuses documents over 1 MiB and accepts one just under', async () => {
      const store = ctx.store();
      await store.set(`${C}/ok`, { blob: 'x'.repeat(1_000_000) });
      await expect(store.set(`${C}/big`, { blob: 'x'.repeat(1_048_576) })).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      expect((await store.get(`${C}/big`)).exists).toBe(false);
      expect(((await store.get(`${C}/ok`)).data?.blob as string).length).toBe(1_000_000);
    });

    it('refuses values Firestore cannot store', async () => {
      const store = ctx.store();
      const bad: Record<string, unknown>[] = [{ a: undefined }, { a: [[1]] }, { __x__: 1 }];
      for (const data of bad)
        await expect(store.set(`${C}/bad`, data)).rejects.toMatchObject({ code: 'invalid-argument' });
      await expect(store.get(`${C}`)).rejects.toMatchObject({ code: 'invalid-argument' });
      expect((await store.get(`${C}/bad`)).exists).toBe(false);
    });
  });
}
