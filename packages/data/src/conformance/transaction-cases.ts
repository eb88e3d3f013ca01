import { describe, expect, it } from 'vitest';
import { FieldValue } from '../docstore/port';
import { sleep, type SuiteContext } from './harness';

const C = 'conf_counters';

export function describeTransactions(ctx: SuiteContext): void {
  describe('transactions', () => {
    it('never loses an update under 50 concurrent read-modify-write transactions', async () => {
      const store = ctx.store();
      await store.set(`${C}/total`, { n: 0 });
      await Promise.all(
        Array.from({ length: 50 }, () =>
          store.runTransaction(async (tx) => {
            const snap = await tx.get<{ n: number }>(`${C}/total`);
            tx.update(`${C}/total`, { n: (snap.data?.n ?? 0) + 1 });
          }),
        ),
      );
      expect((await store.get(`${C}/total`)).data).toEqual({ n: 50 });
    });

    it('never loses a plain write made to a document a transaction has read', async () => {
      const store = ctx.store();
      await store.set(`${C}/total`, { n: 0 });
      let outside: Promise<void> | undefined;
      await store.runTransaction(async (tx) => {
        const snap = await tx.get<{ n: number }>(`${C}/total`);
        // Once only (the function runs again on retry): another writer changes what the transaction has read.
        // Whether the store makes that writer wait (Firestore's locks) or retries the transaction (optimistic
        // drivers), both changes must be in the result.
        if (!outside) {
          outside = store.update(`${C}/total`, { n: FieldValue.increment(1) });
          await sleep(50);
        }
        tx.update(`${C}/total`, { n: (snap.data?.n ?? 0) + 10 });
      });
      await outside;
      expect((await store.get(`${C}/total`)).data).toEqual({ n: 11 });
    });

    it.skipIf(ctx.options.webSdk)('stays serializable when plain writes race with transactions', async () => {
      const store = ctx.store();
      await store.set(`${C}/total`, { n: 0 });
      const plain = Array.from({ length: 10 }, (_, i) => store.set(`${C}/other${i}`, { i }));
      const txs = Array.from({ length: 10 }, () =>
        store.runTransaction(async (tx) => {
          const all = await tx.query({ collection: C });
          const total = all.docs.find((d) => d.id === 'total');
          tx.set(`${C}/total`, { n: ((total?.data?.n as number) ?? 0) + 1 });
          return all.docs.length;
        }),
      );
      await Promise.all([...plain, ...txs]);
      expect((await store.get(`${C}/total`)).data).toEqual({ n: 10 });
    });

    it('returns the function result and writes nothing when the function throws', async () => {
      const store = ctx.store();
      const result = await store.runTransaction(async (tx) => {
        tx.set(`${C}/a`, { v: 1 });
        return 'done';
      });
      expect(result).toBe('done');
      await expect(
        store.runTransaction(async (tx) => {
          tx.set(`${C}/b`, { v: 1 });
          tx.update(`${C}/a`, { v: 2 });
          throw new Error('refused by a rule');
        }),
      ).rejects.toThrow('refused by a rule');
      expect((await store.get(`${C}/b`)).exists).toBe(false);
      expect((await store.get(`${C}/a`)).data).toEqual({ v: 1 });
    });

    it.skipIf(ctx.options.webSdk)(
      'create inside a transaction fails when the document exists, and rolls back the rest',
      async () => {
        const store = ctx.store();
        await store.set(`${C}/key`, { v: 1 });
        await expect(
          store.runTransaction(async (tx) => {
            tx.set(`${C}/side`, { v: 1 });
            tx.create(`${C}/key`, { v: 2 });
          }),
        ).rejects.toMatchObject({ code: 'already-exists' });
        expect((await store.get(`${C}/side`)).exists).toBe(false);
      },
    );

    it('requires reads before writes', async () => {
      const store = ctx.store();
      await expect(
        store.runTransaction(async (tx) => {
          tx.set(`${C}/a`, { v: 1 });
          await tx.get(`${C}/a`);
        }),
      ).rejects.toThrow(/reads.*before.*writes/i);
    });
  });
}
