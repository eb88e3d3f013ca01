import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as productFunctions from '../index';
import { seedRestaurant } from '../callables/testing/fixtures';
import { EXPORTED_CALLABLES } from '../callables/testing/exported-callables';
import { workerStoreForHost } from '../lib/testing/worker-store';
import type { HostHandle } from './start-host';
import { mountFunctions } from './mount-functions';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from './testing/sample-gate';
import { startTestHost } from './testing/start-test-host';

/**
 * Malformed envelopes through the local host, which mounts the very function objects Firebase deploys (issue 55):
 * `data` nested 10,000 levels deep overflowed firebase-functions' decoding, `{"@type": "…Int64Value", "value":
 * "NaN"}` and any unknown `@type` threw in it, each answering 500 with a stack trace; a NUL in a store API query
 * reached the store, which answered 503. Every one is now 400 « Données invalides », before anything decodes it.
 */
const NOW = new Date('2026-11-22T10:00:00.000Z');
const LONG = 'type.googleapis.com/google.protobuf.Int64Value';
const REFUSED = { error: { status: 'INVALID_ARGUMENT', message: 'Données invalides' } };
let dataDir: string;
let host: HostHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'request-bounds-'));
  host = await startTestHost({
    dataDir,
    now: () => NOW,
    openStore: (_dir, now) => workerStoreForHost(now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: productFunctions,
  });
  await seedRestaurant(host.store, 'r1', 'Au Bureau');
});
afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A JSON array nested `depth` levels deep, written as text (JSON.stringify itself would overflow). */
const deepJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${host.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? (JSON.parse(text) as unknown) : text };
}
const callable = (name: string, body: string) => post(`/demo-resto/europe-west1/${name}`, body);

describe('request bounds on the local host (issue 55)', () => {
  it('answers every exported callable 400 « Données invalides » for data nested 10,000 levels deep', async () => {
    for (const name of EXPORTED_CALLABLES) {
      expect(await callable(name, `{"data":${deepJson(10_000)}}`), name).toEqual({
        status: 400,
        body: REFUSED,
      });
    }
  });

  it('answers a NaN or an unknown @type 400, and still decodes a typed number', async () => {
    for (const data of [
      { '@type': LONG, value: 'NaN' },
      { restaurantId: 'r1', date: '2026-11-24', partySize: { '@type': LONG, value: 'abc' } },
      { '@type': 'type.googleapis.com/google.protobuf.Any', value: 'x' },
    ]) {
      expect(await callable('getAvailability', JSON.stringify({ data }))).toEqual({
        status: 400,
        body: REFUSED,
      });
    }
    const typed = await callable(
      'getAvailability',
      JSON.stringify({
        data: { restaurantId: 'r1', date: '2026-11-24', partySize: { '@type': LONG, value: '2' } },
      }),
    );
    expect(typed.status).toBe(200);
  });

  it('answers 400 for a NUL or a lone surrogate anywhere, a body too large, and lets the page read the answer', async () => {
    expect(
      await callable('getRestaurantBySlug', JSON.stringify({ data: { slug: 'au\u0000bureau' } })),
    ).toEqual({
      status: 400,
      body: REFUSED,
    });
    expect(
      await callable('getAvailability', '{"data":{"restaurantId":"r1\\ud800","date":"2026-11-24"}}'),
    ).toEqual({
      status: 400,
      body: REFUSED,
    });
    const large = await callable(
      'getRestaurantBySlug',
      JSON.stringify({ data: { slug: 'x'.repeat(11 * 1024 * 1024) } }),
    );
    expect(large).toEqual({ status: 400, body: REFUSED });
    const res = await fetch(`${host.url}/demo-resto/europe-west1/getAvailability`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:5174' },
      body: `{"data":${deepJson(100)}}`,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5174');
  });

  it('bounds every HTTP function the same way', async () => {
    const https = mountFunctions(productFunctions).https;
    expect(https.length).toBeGreaterThanOrEqual(6);
    for (const name of https) {
      expect(await post(`/demo-resto/europe-west1/${name}`, deepJson(10_000)), name).toEqual({
        status: 400,
        body: REFUSED,
      });
      const res = await fetch(`${host.url}/demo-resto/europe-west1/${name}?id=a%00b`);
      expect(res.status, name).toBe(400);
    }
  });

  it('answers the store API 400 « Données invalides » for a NUL in a query, where it answered 503', async () => {
    const auth = { Authorization: 'Bearer staff:r1' };
    const spec = { collection: 'restaurants', where: [{ field: 'slug', op: '==', value: 'au\u0000bureau' }] };
    const query = await post('/store/query', JSON.stringify({ spec }), auth);
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ error: { code: 'invalid-argument', message: 'Données invalides' } });
    const get = await post('/store/get', JSON.stringify({ path: 'restaurants/r1\u0000' }), auth);
    expect(get.status).toBe(400);
    const deep = await post('/store/get', `{"path":"restaurants/r1","x":${deepJson(10_000)}}`, auth);
    expect(deep.status).toBe(400);
    expect((await post('/store/get', JSON.stringify({ path: 'restaurants/r1' }), auth)).status).toBe(200);
  });
});
