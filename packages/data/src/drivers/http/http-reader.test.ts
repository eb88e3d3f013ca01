import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryUpdate } from '../../docstore/port';
import { createHttpReader } from './http-reader';
import { encodeWire } from './wire';

/** A stand-in for the host's store API whose answers each test scripts. */
let server: Server;
let base: string;
let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void;
const seen: { url: string; auth: string | undefined; body: string }[] = [];

beforeEach(async () => {
  seen.length = 0;
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/store`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const snapshotEvent = (payload: unknown) =>
  `event: snapshot\ndata: ${JSON.stringify(encodeWire(payload))}\n\n`;
const doc = (id: string, data: Record<string, unknown>) => ({ id, path: `c/${id}`, exists: true, data });
const fastReconnect = { initialDelayMs: 10, maxDelayMs: 50, heartbeatTimeoutMs: 5_000 };

describe('http driver: one-shot reads', () => {
  it('sends the bearer token and decodes dates in results', async () => {
    handler = (_req, res) =>
      json(res, 200, encodeWire({ doc: doc('a', { at: new Date('2026-01-01T00:00:00Z') }) }));
    const reader = createHttpReader({ baseUrl: `${base}/`, getToken: async () => 'tok-1' });
    const snap = await reader.get('c/a');
    expect(snap.data?.at).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(seen[0]).toMatchObject({ url: '/store/get', auth: 'Bearer tok-1', body: '{"path":"c/a"}' });
  });

  it('posts the query spec and reads count and sum answers', async () => {
    handler = (req, res) =>
      json(
        res,
        200,
        req.url === '/store/count' ? { count: 4 } : req.url === '/store/sum' ? { sum: 12.5 } : {},
      );
    const reader = createHttpReader({ baseUrl: base });
    const spec = {
      collection: 'reservations',
      where: [{ field: 'date', op: '==' as const, value: '2026-11-22' }],
    };
    expect(await reader.count(spec)).toBe(4);
    expect(await reader.sum(spec, 'partySize')).toBe(12.5);
    expect(JSON.parse(seen[1]?.body ?? '{}')).toEqual({ spec, field: 'partySize' });
    expect(seen[0]?.auth).toBeUndefined();
  });

  it('asks for counts and sums at low priority, for documents and queries at the default one', async () => {
    const priorities: Array<[string, RequestInit['priority']]> = [];
    const reader = createHttpReader({
      baseUrl: base,
      fetch: (input, init) => {
        priorities.push([String(input).replace(base, ''), init?.priority]);
        return globalThis.fetch(input, init);
      },
    });
    handler = (req, res) =>
      json(res, 200, req.url === '/store/count' ? { count: 1 } : req.url === '/store/sum' ? { sum: 2 } : {});
    const spec = { collection: 'reservations' };
    await reader.count(spec);
    await reader.sum(spec, 'partySize');
    handler = (req, res) => json(res, 200, req.url === '/store/get' ? { doc: doc('a', {}) } : { docs: [] });
    await reader.get('c/a');
    await reader.query(spec);
    expect(priorities).toEqual([
      ['/count', 'low'],
      ['/sum', 'low'],
      ['/get', undefined],
      ['/query', undefined],
    ]);
  });

  it('rejects with the store error code the host answered', async () => {
    handler = (_req, res) =>
      json(res, 403, { error: { code: 'permission-denied', message: 'Lecture refusée' } });
    const reader = createHttpReader({ baseUrl: base });
    await expect(reader.query({ collection: 'customers' })).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Lecture refusée',
    });
  });

  it('does not call the host for an empty batch get', async () => {
    handler = () => undefined;
    expect(await createHttpReader({ baseUrl: base }).getAll([])).toEqual([]);
    expect(seen).toHaveLength(0);
  });
});

describe('http driver: live reads', () => {
  it('reports changes, reconnects after a drop and diffs the fresh snapshot against the last one', async () => {
    let connection = 0;
    handler = (_req, res) => {
      connection += 1;
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      if (connection === 1) {
        res.write(snapshotEvent({ docs: [doc('a', { n: 1 }), doc('b', { n: 1 })] }));
        res.write(': ping\n\n');
        res.write(snapshotEvent({ docs: [doc('a', { n: 2 }), doc('b', { n: 1 })] }));
        setTimeout(() => res.destroy(), 20);
      } else {
        res.write(snapshotEvent({ docs: [doc('a', { n: 2 }), doc('c', { n: 1 })] }));
      }
    };
    const updates: QueryUpdate[] = [];
    const reader = createHttpReader({ baseUrl: base, reconnect: fastReconnect });
    const stop = reader.onQuery({ collection: 'c' }, (update) => updates.push(update));
    await vi.waitFor(() => expect(updates).toHaveLength(3), { timeout: 3_000 });
    stop();
    const summary = updates.map((u) => u.changes.map((c) => `${c.type}:${c.doc.id}`).join(','));
    expect(summary).toEqual(['added:a,added:b', 'modified:a', 'removed:b,added:c']);
    expect(connection).toBe(2);
    expect(new URL(`http://x${seen[0]?.url}`).searchParams.get('query')).toBe('{"collection":"c"}');
  });

  it('does not repeat an unchanged document after a reconnect', async () => {
    let connection = 0;
    handler = (_req, res) => {
      connection += 1;
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(snapshotEvent({ doc: doc('a', { n: connection >= 3 ? 2 : 1 }) }));
      if (connection < 3) setTimeout(() => res.destroy(), 10);
    };
    const values: unknown[] = [];
    const stop = createHttpReader({ baseUrl: base, reconnect: fastReconnect }).onDoc('c/a', (snap) =>
      values.push(snap.data?.n),
    );
    await vi.waitFor(() => expect(values).toEqual([1, 2]), { timeout: 3_000 });
    stop();
  });

  it('stops without retrying when the host refuses the subscription', async () => {
    handler = (_req, res) => json(res, 403, { error: { code: 'permission-denied', message: 'non' } });
    const errors: Error[] = [];
    createHttpReader({ baseUrl: base, reconnect: fastReconnect }).onQuery(
      { collection: 'customers' },
      () => undefined,
      (err) => errors.push(err),
    );
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'permission-denied' });
  });

  it('reconnects when a connection goes silent past the heartbeat timeout', async () => {
    let connection = 0;
    handler = (_req, res) => {
      connection += 1;
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(snapshotEvent({ docs: [doc('a', { n: connection })] }));
    };
    const updates: QueryUpdate[] = [];
    const reconnect = { ...fastReconnect, heartbeatTimeoutMs: 150 };
    const stop = createHttpReader({ baseUrl: base, reconnect }).onQuery({ collection: 'c' }, (u) =>
      updates.push(u),
    );
    await vi.waitFor(() => expect(updates.length).toBeGreaterThanOrEqual(2), { timeout: 3_000 });
    stop();
    expect(updates[1]?.changes.map((c) => c.type)).toEqual(['modified']);
  });
});
