import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpReader, type QueryUpdate } from '@app/data';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentHashParams, PRODUCTION_HASH_PARAMS } from '../callables/customers/password-hash';
import { runtime } from '../lib/runtime';
import { startHost, type HostHandle } from './start-host';
import { createMemoryStore } from './testing/memory-store';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from './testing/sample-gate';

let ticks = 0;
const sampleFunctions = {
  echo: onCall<{ name: string }>((request) => ({ hello: request.data.name })),
  ping: onRequest((req, res) => {
    res.status(200).send(`pong ${req.path} ${String(req.query.x)}`);
  }),
  tick: onSchedule('every 5 minutes', async () => {
    ticks += 1;
  }),
  notAFunction: 42,
};

let host: HostHandle;
let dataDir: string;
const origin = 'http://127.0.0.1:5173';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'host-test-'));
  host = await startHost({
    dataDir,
    port: 0,
    smtpPort: 0,
    projectId: 'demo-resto',
    region: 'europe-west1',
    urls: { backoffice: origin, portal: 'http://127.0.0.1:5174', tablet: 'http://127.0.0.1:5175' },
    functions: sampleFunctions,
    openStore: async () => createMemoryStore(),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    cron: false,
    heartbeatMs: 50,
  });
  await host.store.set('restaurants/r1', { name: 'Le Bistrot' });
  await host.store.set('reservations/a', { restaurantId: 'r1', partySize: 2 });
  await host.store.set('reservations/b', { restaurantId: 'r2', partySize: 4 });
});

afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${host.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('local host: functions', () => {
  it('serves a callable at /{project}/{region}/{name} with the callable protocol', async () => {
    const res = await post('/demo-resto/europe-west1/echo', { data: { name: 'Léa' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: { hello: 'Léa' } });
  });

  it('lets the callable answer its CORS preflight', async () => {
    const res = await fetch(`${host.functionsBase}/echo`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('answers callables only for the apps’ origins: another site’s page is refused, preflight and call', async () => {
    for (const app of ['http://127.0.0.1:5174', 'http://127.0.0.1:5175']) {
      const res = await fetch(`${host.functionsBase}/echo`, {
        method: 'OPTIONS',
        headers: { Origin: app, 'Access-Control-Request-Method': 'POST' },
      });
      expect(res.headers.get('access-control-allow-origin'), app).toBe(app);
    }
    const preflight = await fetch(`${host.functionsBase}/echo`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const call = await fetch(`${host.functionsBase}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ data: { name: 'Léa' } }),
    });
    expect(call.status).toBe(403);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    // An HTTP function (a mail link, the one-click unsubscribe) is not a callable: no origin gate.
    const ping = await fetch(`${host.functionsBase}/ping/sub?x=1`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(await ping.text()).toBe('pong /sub 1');
  });

  it('serves an onRequest function with its sub-path and query', async () => {
    const res = await fetch(`${host.functionsBase}/ping/sub?x=1`);
    expect(await res.text()).toBe('pong /sub 1');
  });

  it('runs a scheduled function on demand and refuses unknown jobs', async () => {
    const before = ticks;
    const withToken = { method: 'POST', headers: { 'x-local-token': host.localToken } };
    expect((await fetch(`${host.url}/__jobs/tick`, withToken)).status).toBe(200);
    expect(ticks).toBe(before + 1);
    expect((await fetch(`${host.url}/__jobs/nope`, withToken)).status).toBe(404);
  });

  it('limits a run to one restaurant only for a job that reads it, and refuses a malformed one', async () => {
    const before = ticks;
    const withToken = { method: 'POST', headers: { 'x-local-token': host.localToken } };
    // `tick` does not read a restaurant: a scoped run of it would silently run for everyone.
    const refused = await fetch(`${host.url}/__jobs/tick?restaurantId=r1`, withToken);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Restaurant invalide : « restaurantId » ne vaut pas pour cette tâche.',
    );
    expect(ticks).toBe(before);
  });

  it('runs a job only for who holds the local token', async () => {
    const before = ticks;
    expect((await fetch(`${host.url}/__jobs/tick`, { method: 'POST' })).status).toBe(401);
    const wrong = { method: 'POST', headers: { 'x-local-token': 'not-the-token' } };
    expect((await fetch(`${host.url}/__jobs/tick`, wrong)).status).toBe(401);
    expect(ticks).toBe(before);
    expect((await fetch(`${host.url}/__jobs/tick?token=${host.localToken}`, { method: 'POST' })).status).toBe(
      200,
    );
    expect(ticks).toBe(before + 1);
  });

  it('hashes customer passwords at production cost unless its options ask otherwise', () => {
    expect(runtime().passwordHashCost).toBeUndefined();
    expect(currentHashParams()).toEqual(PRODUCTION_HASH_PARAMS);
  });

  it('reports health with what it mounted', async () => {
    expect(await (await fetch(`${host.url}/health`)).json()).toEqual({
      ok: true,
      callables: 1,
      jobs: ['tick'],
    });
  });
});

/** A raw request with the Host header of our choosing (fetch sets its own). */
function withHost(hostHeader: string, path = '/health'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${host.url}${path}`, { headers: { Host: hostHeader } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('local host: errors and addressing', () => {
  const port = () => new URL(host.url).port;
  const noInternals = (text: string) => {
    expect(text).not.toMatch(/<html|at \S+ \(|\/home\/|node_modules|stack/i);
  };

  it('answers a malformed JSON body with a JSON refusal, on the store API and on the functions', async () => {
    for (const path of ['/store/query', '/demo-resto/europe-west1/echo']) {
      const res = await fetch(`${host.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{x',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      const text = await res.text();
      noInternals(text);
      expect(JSON.parse(text)).toEqual({
        error: {
          status: 400,
          code: 'invalid-argument',
          message: 'Le corps de la requête n’est pas un JSON valide.',
        },
      });
    }
  });

  it('answers a body over the limit with 413 in JSON', async () => {
    const res = await fetch(`${host.url}/store/query`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ spec: { collection: 'x'.repeat(1_100_000) } }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { status: 413, code: 'invalid-argument', message: 'La requête est trop volumineuse.' },
    });
  });

  it('answers only requests addressed to a loopback name on its own port', async () => {
    for (const name of ['127.0.0.1', 'localhost', '[::1]', 'LOCALHOST']) {
      expect((await withHost(`${name}:${port()}`)).status).toBe(200);
    }
    for (const other of [
      `evil.example:${port()}`,
      'evil.example',
      '127.0.0.1',
      '127.0.0.1:1',
      `127.0.0.1.evil.example:${port()}`,
    ]) {
      const res = await withHost(other, '/store/query');
      expect(res.status).toBe(421);
      expect(JSON.parse(res.body)).toEqual({
        error: { status: 421, code: 'permission-denied', message: 'Hôte de la requête non autorisé.' },
      });
    }
    expect((await withHost(`evil.example:${port()}`, `/mailbox?token=${host.localToken}`)).status).toBe(421);
  });
});

describe('local host: store API and read policy', () => {
  it('answers an allowed document read and refuses a forbidden one', async () => {
    const ok = await post('/store/get', { path: 'reservations/a' }, 'staff:r1');
    expect((await ok.json()) as unknown).toMatchObject({
      doc: { id: 'a', exists: true, data: { partySize: 2 } },
    });
    const denied = await post('/store/get', { path: 'reservations/b' }, 'staff:r1');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: { code: 'permission-denied' } });
  });

  it('refuses a query that could return unreadable documents instead of filtering it', async () => {
    const wide = await post('/store/query', { spec: { collection: 'reservations' } }, 'staff:r1');
    expect(wide.status).toBe(403);
    const pinned = await post(
      '/store/query',
      { spec: { collection: 'reservations', where: [{ field: 'restaurantId', op: '==', value: 'r1' }] } },
      'staff:r1',
    );
    expect(((await pinned.json()) as { docs: unknown[] }).docs).toHaveLength(1);
  });

  it('answers 401 to a refused token and 400 to a malformed request', async () => {
    expect((await post('/store/get', { path: 'restaurants/r1' }, 'forged')).status).toBe(401);
    expect((await post('/store/get', { path: '../etc/passwd' })).status).toBe(400);
    expect((await post('/store/query', { spec: { collection: 'restaurants', limit: -1 } })).status).toBe(400);
  });

  it('counts and sums through the same policy', async () => {
    const spec = { collection: 'reservations', where: [{ field: 'restaurantId', op: '==', value: 'r1' }] };
    expect(await (await post('/store/count', { spec }, 'staff:r1')).json()).toEqual({ count: 1 });
    expect(await (await post('/store/sum', { spec, field: 'partySize' }, 'staff:r1')).json()).toEqual({
      sum: 2,
    });
    expect((await post('/store/count', { spec })).status).toBe(403);
  });

  it('streams a live query to the http driver: first snapshot, then adds, changes and removals', async () => {
    const reader = createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => 'staff:r1' });
    const updates: QueryUpdate[] = [];
    const stop = reader.onQuery(
      { collection: 'reservations', where: [{ field: 'restaurantId', op: '==', value: 'r1' }] },
      (u) => updates.push(u),
    );
    await vi.waitFor(() => expect(updates).toHaveLength(1));
    await host.store.set('reservations/c', { restaurantId: 'r1', partySize: 6 });
    await vi.waitFor(() => expect(updates).toHaveLength(2));
    await host.store.update('reservations/c', { partySize: 7 });
    await vi.waitFor(() => expect(updates).toHaveLength(3));
    await host.store.delete('reservations/c');
    await vi.waitFor(() => expect(updates).toHaveLength(4));
    stop();
    const summary = updates.map((u) => u.changes.map((c) => `${c.type}:${c.doc.id}`).join(','));
    expect(summary).toEqual(['added:a', 'added:c', 'modified:c', 'removed:c']);
  });

  it('ends a document stream with permission-denied when the document stops being readable', async () => {
    await host.store.set('reservations/d', { restaurantId: 'r1' });
    const reader = createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => 'staff:r1' });
    const seen: unknown[] = [];
    const errors: Error[] = [];
    const stop = reader.onDoc(
      'reservations/d',
      (s) => seen.push(s.data?.restaurantId),
      (e) => errors.push(e),
    );
    await vi.waitFor(() => expect(seen).toEqual(['r1']));
    await host.store.set('reservations/d', { restaurantId: 'r2' });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    stop();
    expect(errors[0]).toMatchObject({ code: 'permission-denied' });
    expect(seen).toEqual(['r1']);
  });

  it('refuses a forbidden live query before streaming anything', async () => {
    const res = await fetch(
      `${host.url}/store/subscribe?query=${encodeURIComponent('{"collection":"reservations"}')}`,
    );
    expect(res.status).toBe(403);
  });

  it('sends CORS headers to the apps and refuses other origins on preflight', async () => {
    const ok = await fetch(`${host.url}/store/get`, { method: 'OPTIONS', headers: { Origin: origin } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-headers')).toContain('Authorization');
    const other = await fetch(`${host.url}/store/get`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.status).toBe(403);
  });
});

/** The mailbox with the host's local token in its header. */
const mailbox = (suffix: string, method = 'GET') =>
  fetch(`${host.url}/mailbox${suffix}`, { method, headers: { 'x-local-token': host.localToken } });

describe('local host: SMTP sink and files', () => {
  it('keeps the mailbox from whoever lacks the local token', async () => {
    for (const res of [
      await fetch(`${host.url}/mailbox`),
      await fetch(`${host.url}/mailbox/some-id`),
      await fetch(`${host.url}/mailbox`, { method: 'DELETE' }),
      await fetch(`${host.url}/mailbox?token=wrong`),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { status: 401, code: 'unauthenticated', message: 'Jeton local manquant ou invalide.' },
      });
    }
    expect((await fetch(`${host.url}/mailbox?token=${host.localToken}`)).status).toBe(200);
  });

  it('keeps a mail sent over SMTP and serves it in the mailbox until cleared', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: host.smtpPort, secure: false });
    await transport.sendMail({
      from: 'Le Bistrot <resa@bistrot.fr>',
      to: 'camille@exemple.fr',
      bcc: 'copie@exemple.fr',
      subject: 'Votre réservation est confirmée ✅',
      html: '<p>À bientôt !</p>',
      text: 'À bientôt !',
    });
    const list = (await (await mailbox('')).json()) as {
      id: string;
      to: string[];
      subject: string;
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      subject: 'Votre réservation est confirmée ✅',
      to: ['camille@exemple.fr', 'copie@exemple.fr'],
    });
    const mail = (await (await mailbox(`/${list[0]?.id}`)).json()) as {
      html: string;
      from: string;
    };
    expect(mail.html).toContain('À bientôt !');
    expect(mail.from).toBe('Le Bistrot <resa@bistrot.fr>');
    expect(await (await mailbox('?to=copie@exemple.fr')).json()).toHaveLength(1);
    expect(await (await mailbox('?to=autre@exemple.fr')).json()).toHaveLength(0);
    expect((await mailbox('', 'DELETE')).status).toBe(204);
    expect(await (await mailbox('')).json()).toEqual([]);
  });

  it('stores a file through the runtime and serves it with its type', async () => {
    const files = runtime().files;
    if (!files) throw new Error('files not wired');
    const url = await files.putFile(
      'restaurants/r1/logo.png',
      new Uint8Array([137, 80, 78, 71]),
      'image/png',
    );
    expect(url).toBe(`${host.url}/files/restaurants/r1/logo.png`);
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect((await fetch(`${host.url}/files/restaurants/r1/logo.png.meta.json`)).status).toBe(404);
    expect((await fetch(`${host.url}/files/..%2F..%2Flink-secret`)).status).toBe(404);
    await files.deleteFile('restaurants/r1/logo.png');
    expect((await fetch(url)).status).toBe(404);
  });
});

describe('local host: startup window', () => {
  it('answers 503 to a readiness probe while it is still wiring, then 200 once ready', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'host-startup-'));
    let release: () => void = () => undefined;
    let probe: Promise<Response> | undefined;
    let probeUrl = '';
    const starting = startHost({
      dataDir: dir,
      port: 0,
      smtpPort: 0,
      projectId: 'demo-resto',
      region: 'europe-west1',
      urls: { backoffice: origin, portal: 'http://127.0.0.1:5174', tablet: 'http://127.0.0.1:5175' },
      functions: sampleFunctions,
      openStore: async () => createMemoryStore(),
      gate: SAMPLE_GATE,
      verify: SAMPLE_VERIFIER,
      cron: false,
      beforeServe: async () => {
        // The port is open but the host is not wired yet: a probe now must get an answer, not hang.
        probeUrl = `${runtime().urls.functions.split('/demo-resto')[0]}/health`;
        probe = fetch(probeUrl, { signal: AbortSignal.timeout(5000) });
        await new Promise<void>((resolve) => {
          release = resolve;
          setTimeout(resolve, 2000);
        });
      },
    });
    await vi.waitFor(() => expect(probe).toBeDefined());
    const early = await probe!;
    expect(early.status).toBe(503);
    release();
    const started = await starting;
    try {
      const late = await fetch(probeUrl);
      expect(late.status).toBe(200);
    } finally {
      await started.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('local host: the journeys’ password hash cost', () => {
  it('hashes new customer passwords at the test cost when started with it (scripts/start.mjs --e2e)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'host-hash-cost-'));
    const cheap = await startHost({
      dataDir: dir,
      port: 0,
      smtpPort: 0,
      projectId: 'demo-resto',
      region: 'europe-west1',
      urls: { backoffice: origin, portal: 'http://127.0.0.1:5174', tablet: 'http://127.0.0.1:5175' },
      functions: sampleFunctions,
      openStore: async () => createMemoryStore(),
      gate: SAMPLE_GATE,
      verify: SAMPLE_VERIFIER,
      cron: false,
      passwordHashCost: 'test',
    });
    try {
      expect(runtime().passwordHashCost).toBe('test');
      expect(currentHashParams().N).toBe(2 ** 10);
    } finally {
      await cheap.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
