import { onCall } from 'firebase-functions/v2/https';
import type { OutboxDoc } from '../../mail/mail-types';
import { mailRestaurantOf } from '../../mail/mail-restaurant';
import { drainMailOutbox } from '../../mail/outbox-worker';
import { OUTBOX_COLLECTION, enqueueMail } from '../../lib/outbox';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';

/** Where crashWrite counts its commits: equal to the number of `crash` documents when every commit is whole. */
const CRASH_COUNTER = 'crash_meta/counter';

/** What crashReadBack answers (the test reads the same shape). */
export interface CrashReadBack {
  docs: { id: string; n: unknown }[];
  committed: number;
  reservations: number;
}

const restaurant = mailRestaurantOf({ id: 'crash-r1', data: { name: 'Chez Crash' } });

/**
 * The crash tests' callables, mounted beside the product's: `crashWrite` commits, through the product's own
 * transaction helper, one document and a counter in the same transaction, and answers once the store acknowledged
 * the commit; `crashReadBack` lists what the store holds; `crashQueueMails` queues one mail per recipient through
 * the product's outbox (the host drains it right after the commit); `crashDrainMail` runs the outbox worker once;
 * `crashMailState` reads the outbox documents.
 */
export const crashFunctions = {
  crashWrite: onCall<{ id: string; n: number }>(async (request) => {
    await transact(async (tx) => {
      const counter = await tx.get<{ count: number }>(CRASH_COUNTER);
      tx.set(`crash/${request.data.id}`, { n: request.data.n, payload: 'x'.repeat(512) });
      tx.set(CRASH_COUNTER, { count: (counter.data?.count ?? 0) + 1 });
    });
    return { ok: true };
  }),
  crashReadBack: onCall(async (): Promise<CrashReadBack> => {
    const { store } = runtime();
    const [crash, counter, reservations] = await Promise.all([
      store.query({ collection: 'crash' }),
      store.get<{ count: number }>(CRASH_COUNTER),
      store.count({ collection: 'reservations' }),
    ]);
    return {
      docs: crash.docs.map((doc) => ({ id: doc.id, n: doc.data?.n })),
      committed: counter.data?.count ?? 0,
      reservations,
    };
  }),
  crashQueueMails: onCall<{ recipients: string[] }>(async (request) => {
    const ids = await transact(async (tx) =>
      request.data.recipients.map((to) =>
        enqueueMail(tx, {
          id: `crash:${to}`,
          type: 'review_request',
          to,
          toName: 'Ana',
          restaurant,
          data: {
            customerName: 'Ana',
            restaurantName: 'Chez Crash',
            restaurantId: 'crash-r1',
            reservationId: 'res1',
          },
        }),
      ),
    );
    return { ids };
  }),
  crashDrainMail: onCall(async () => drainMailOutbox()),
  crashMailState: onCall(async (): Promise<OutboxDoc[]> => {
    const snap = await runtime().store.query<OutboxDoc>({ collection: OUTBOX_COLLECTION });
    return snap.docs.flatMap((doc) => (doc.data ? [doc.data] : []));
  }),
};
