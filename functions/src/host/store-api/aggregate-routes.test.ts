import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenVerifier } from '../auth/token-verifier';
import { createMemoryStore } from '../testing/memory-store';
import type { ReadGate } from './read-gate';
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
