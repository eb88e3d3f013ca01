import type { AddressInfo } from 'node:net';
import type { DocData, DocReader, QuerySpec } from '@app/data';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenVerifier } from '../auth/token-verifier';
import { createMemoryStore } from '../testing/memory-store';
import type { ReadGate } from './read-gate';
import { policyReadGate } from './policy-gate';
import { storeApiRouter } from './store-routes';

/**
 * `/count` and `/sum` answer only what `/query` would let the caller read: the query's shape first, then every
 * document it matches. The gate here lets any signed-in caller run a `notes` query but hides the notes marked
 * private to their author, a condition no query shape can guarantee.
 */
const GATE: ReadGate = {
  canRunQuery: (reader, spec) => reader !== null && spec.collection === 'notes',
  canReadDoc: (reader, _path, data) =>
    reader !== null && (data?.private !== true || data.author === reader.uid),
};
const verify: TokenVerifier = async (token) => ({ uid: token, claims: { role: 'client' } });

let server: ReturnType<ReturnType<typeof express>['listen']>;
let base = '';

beforeAll(async () => {
  const store = createMemoryStore();
  await store.set('notes/a', { board: 'b1', author: 'ana', amount: 3 });
  await store.set('notes/b', { board: 'b1', author: 'ana', amount: 4, private: true });
  await store.set('notes/c', { board: 'b2', author: 'leo', amount: 5 });
  const app = express();
  app.use('/store', express.json(), storeApiRouter({ store, gate: GATE, verify }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/store`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (route: string, body: unknown, token: string) =>
  fetch(`${base}/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

const board = (id: string) => ({ collection: 'notes', where: [{ field: 'board', op: '==', value: id }] });

describe('store API aggregates', () => {
  it('refuse a count or a sum over a document the caller may not read, as /query does', async () => {
    for (const route of ['query', 'count', 'sum']) {
      const res = await post(route, { spec: board('b1'), field: 'amount' }, 'leo');
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('permission-denied');
    }
  });

  it('answer when every matched document is readable', async () => {
    expect(await (await post('count', { spec: board('b1') }, 'ana')).json()).toEqual({ count: 2 });
    expect(await (await post('sum', { spec: board('b1'), field: 'amount' }, 'ana')).json()).toEqual({
      sum: 7,
    });
    expect(await (await post('count', { spec: board('b2') }, 'leo')).json()).toEqual({ count: 1 });
  });
});

describe('store API aggregates under the product policy', () => {
  it('answer on the query shape alone, reading no matched document, and still refuse a venue not theirs', async () => {
    const inner = createMemoryStore();
    for (let i = 0; i < 1_500; i += 1)
      await inner.set(`reservations/r${i}`, { restaurantId: i % 3 === 0 ? 'venue-b' : 'venue-a', guests: 2 });
    let docsRead = 0;
    const isBooking = (path: string) => path.startsWith('reservations/');
    const store: DocReader = {
      ...inner,
      get: async <T extends DocData>(path: string) => {
        if (isBooking(path)) docsRead += 1;
        return inner.get<T>(path);
      },
      getAll: async <T extends DocData>(paths: string[]) => {
        docsRead += paths.filter(isBooking).length;
        return inner.getAll<T>(paths);
      },
      query: async <T extends DocData>(spec: QuerySpec) => {
        const snap = await inner.query<T>(spec);
        if (spec.collection === 'reservations') docsRead += snap.docs.length;
        return snap;
      },
      count: (spec) => inner.count(spec),
      sum: (spec, field) => inner.sum(spec, field),
      onDoc: (path, next, error) => inner.onDoc(path, next, error),
      onQuery: (spec, next, error) => inner.onQuery(spec, next, error),
    };
    const staff: TokenVerifier = async (token) => ({
      uid: token,
      claims: { role: 'admin', restaurantIds: ['venue-a'] },
    });
    const app = express();
    app.use('/store', express.json(), storeApiRouter({ store, gate: policyReadGate, verify: staff }));
    const policyServer = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => policyServer.once('listening', resolve));
    const url = `http://127.0.0.1:${(policyServer.address() as AddressInfo).port}/store`;
    const ask = (route: string, venue: string) =>
      fetch(`${url}/${route}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer staff-a' },
        body: JSON.stringify({
          spec: { collection: 'reservations', where: [{ field: 'restaurantId', op: '==', value: venue }] },
          field: 'guests',
        }),
      });
    try {
      expect(await (await ask('count', 'venue-a')).json()).toEqual({ count: 1_000 });
      expect(await (await ask('sum', 'venue-a')).json()).toEqual({ sum: 2_000 });
      expect(docsRead).toBe(0);
      expect((await ask('count', 'venue-b')).status).toBe(403);
      expect((await ask('sum', 'venue-b')).status).toBe(403);
    } finally {
      await new Promise<void>((resolve) => policyServer.close(() => resolve()));
    }
  });
});
