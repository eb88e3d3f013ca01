import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocSnapshot, QuerySpec, QueryUpdate } from '@app/data';
import { CONFORMANCE_INDEXES, eventually, runConformanceSuite } from '@app/data/conformance';
import { EmbeddedStore } from '@app/data/embedded';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HostHandle } from './start-host';
import { startTestHost } from './testing/start-test-host';
import { SIGNED_IN_GATE, conformanceReader, conformanceVerifier, readsOverHttp } from './testing/http-store';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy';
import { systemClock } from '../lib/system-clock';

/**
 * The DocStore conformance suite through the `http` driver against a real local host (its store API, read gate,
 * token check and SSE streams) over the embedded store persisted in a temporary folder; then what only this
 * driver has to do: reconnect after a drop and after a host restart, and catch up with what changed meanwhile.
 * The driver reaches the host through a TCP relay so that a test can cut its connections.
 */
let dataDir: string;
let embedded: EmbeddedStore;
let host: HostHandle;
let proxy: TcpProxy;

const portOf = (url: string) => Number(new URL(url).port);

async function startConformanceHost(): Promise<HostHandle> {
  return startTestHost({
    dataDir,
    // The driver's conformance cases check server timestamps against the machine's clock, the store's too.
    now: systemClock,
    openStore: async (dir) => {
      embedded = await EmbeddedStore.open({ dataDir: dir, indexes: CONFORMANCE_INDEXES });
      return embedded;
    },
    gate: SIGNED_IN_GATE,
    verify: conformanceVerifier,
    // The driver's requests name the relay's port in their Host header.
    relayPorts: [portOf(proxy.url)],
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'http-conformance-'));
  // The relay first (the host accepts its port), pointed at the host once that listens.
  proxy = await startTcpProxy(0);
  host = await startConformanceHost();
  proxy.retarget(portOf(host.url));
});

afterAll(async () => {
  await proxy?.close();
  await host?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

runConformanceSuite('http (browser driver → local host → embedded)', async () => ({
  store: readsOverHttp(conformanceReader(`${proxy.url}/store`), host.store),
  reset: () => embedded.reset(),
  // The file's afterAll closes the host and its store.
  close: async () => undefined,
}));

const LIVE = 'conf_live';
const roomQuery: QuerySpec = {
  collection: LIVE,
  where: [{ field: 'room', op: '==', value: 'r1' }],
  orderBy: [{ field: 'at' }],
};
const summary = (update: QueryUpdate | undefined) =>
  update?.changes.map((c) => `${c.type}:${c.doc.id}`) ?? [];
const ids = (update: QueryUpdate | undefined) => update?.docs.map((d) => d.id) ?? [];

describe('http driver against the local host: reconnect', () => {
  beforeEach(async () => {
    await embedded.reset();
  });

  it('catches up after a drop with exactly what changed meanwhile, then stays live', async () => {
    const server = host.store;
    await server.set(`${LIVE}/keep`, { room: 'r1', at: 1 });
    await server.set(`${LIVE}/change`, { room: 'r1', at: 2 });
    await server.set(`${LIVE}/gone`, { room: 'r1', at: 3 });
    const reader = conformanceReader(`${proxy.url}/store`);
    const updates: QueryUpdate[] = [];
    const docs: DocSnapshot[] = [];
    const stopQuery = reader.onQuery(roomQuery, (u) => updates.push(u));
    const stopDoc = reader.onDoc(`${LIVE}/change`, (s) => docs.push(s));
    try {
      await eventually(() => {
        expect(updates).toHaveLength(1);
        expect(docs).toHaveLength(1);
      });
      expect(summary(updates[0])).toEqual(['added:keep', 'added:change', 'added:gone']);

      // Cut both streams and refuse reconnections while the data changes.
      const before = proxy.connections();
      proxy.drop({ refuse: true });
      await server.update(`${LIVE}/change`, { at: 5 });
      await server.set(`${LIVE}/new`, { room: 'r1', at: 0 });
      await server.delete(`${LIVE}/gone`);
      await eventually(() => expect(proxy.connections()).toBeGreaterThan(before + 2));
      expect(updates).toHaveLength(1);
      expect(docs).toHaveLength(1);

      proxy.resume();
      await eventually(() => {
        expect(updates).toHaveLength(2);
        expect(docs).toHaveLength(2);
      });
      // Removals first, then the rest in result order, as Firestore lists docChanges.
      expect(summary(updates[1])).toEqual(['removed:gone', 'added:new', 'modified:change']);
      expect(ids(updates[1])).toEqual(['new', 'keep', 'change']);
      expect(docs[1]?.data).toEqual({ room: 'r1', at: 5 });

      await server.update(`${LIVE}/keep`, { at: 9 });
      await eventually(() => expect(updates).toHaveLength(3));
      expect(summary(updates[2])).toEqual(['modified:keep']);
      expect(ids(updates[2])).toEqual(['new', 'change', 'keep']);
    } finally {
      stopQuery();
      stopDoc();
    }
  });

  it('reports nothing after a drop when nothing changed meanwhile', async () => {
    await host.store.set(`${LIVE}/a`, { room: 'r1', at: 1 });
    const reader = conformanceReader(`${proxy.url}/store`);
    const updates: QueryUpdate[] = [];
    const stop = reader.onQuery(roomQuery, (u) => updates.push(u));
    try {
      await eventually(() => expect(updates).toHaveLength(1));
      const before = proxy.connections();
      proxy.drop();
      await eventually(() => expect(proxy.connections()).toBeGreaterThan(before));
      // The stream is back: the next write arrives, and it is the only update since the first snapshot.
      await host.store.set(`${LIVE}/b`, { room: 'r1', at: 2 });
      await eventually(() => expect(updates).toHaveLength(2));
      expect(summary(updates[1])).toEqual(['added:b']);
    } finally {
      stop();
    }
  });

  it('resumes after the host restarts on the same data folder', async () => {
    await host.store.set(`${LIVE}/persisted`, { room: 'r1', at: 1 });
    const reader = conformanceReader(`${proxy.url}/store`);
    const updates: QueryUpdate[] = [];
    const stop = reader.onQuery(roomQuery, (u) => updates.push(u));
    try {
      await eventually(() => expect(updates).toHaveLength(1));
      await host.close();
      host = await startConformanceHost();
      proxy.retarget(portOf(host.url));
      await host.store.set(`${LIVE}/after`, { room: 'r1', at: 2 });
      await eventually(() => expect(ids(updates.at(-1))).toEqual(['persisted', 'after']), 15_000);
      expect(updates.slice(1).flatMap(summary)).toEqual(['added:after']);
      expect(await reader.count({ collection: LIVE })).toBe(2);
    } finally {
      stop();
    }
  });
});
