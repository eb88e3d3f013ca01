import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, openTestEnv, staffAuth, type TestEnv } from '../lib/testing/test-env';
import { seedRestaurant } from '../lib/testing/seed';
import { seedCustomer } from '../callables/testing/fixtures';
import { staffCreateReservation } from '../callables/reservations/staff-create-reservation';
import { apiCall, makeKey, serveApi } from './testing/api-server';

/**
 * Reservations and customers through `/api/v1` (issue 52): the same callable writes as the back office's
 * (« Nouvelle réservation », its edit, its cancellation), the same French messages in the one error shape,
 * writes run once per Idempotency-Key, and a venue's customers come from its own view with consent respected.
 */
let env: TestEnv;
let server: Awaited<ReturnType<typeof serveApi>>;
let secret = '';

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-24T10:00:00.000Z' });
  server = await serveApi();
});
afterAll(async () => {
  await server.close();
  await env.close();
});
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', name: 'Au Bureau' });
  ({ secret } = await makeKey('r1', ['reservations:read', 'reservations:write', 'customers:read']));
});

const BOOKING = {
  customerFirstName: 'Léa',
  customerLastName: 'Martin',
  customerPhone: '06 12 34 56 78',
  customerEmail: 'lea@example.fr',
  date: '2026-11-25',
  time: '20:00',
  partySize: 4,
};
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  apiCall(server.base, 'POST', path, { secret, body, headers });

describe('reservations through the API', () => {
  it('creates a confirmed booking by the back office’s own write, listed on its day, with its mail', async () => {
    const created = await post('/v1/reservations', { ...BOOKING, restaurantId: 'r2', force: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'CONFIRMED',
      date: '2026-11-25',
      time: '20:00',
      partySize: 4,
      customerLastName: 'Martin',
      customerPhone: '+33612345678',
      source: 'admin',
    });
    expect(created.body).not.toHaveProperty('statusHistory');
    expect(created.body).not.toHaveProperty('createdBy');
    const stored = (await env.store.get(`reservations/${created.body.id}`)).data ?? {};
    expect(stored).toMatchObject({ restaurantId: 'r1', status: 'CONFIRMED' });
    expect(String(stored.createdBy)).toMatch(/^api_/);
    const day = await apiCall(server.base, 'GET', '/v1/reservations?date=2026-11-25', { secret });
    expect(day.body.reservations.map((r: { id: string }) => r.id)).toEqual([created.body.id]);
    expect((await env.store.query({ collection: 'mail_outbox' })).docs.length).toBe(1);
  });

  it('answers bad input with the callable’s French message and field, and writes nothing', async () => {
    const noName = await post('/v1/reservations', { ...BOOKING, customerLastName: '' });
    const direct = await call(
      staffCreateReservation,
      { ...BOOKING, customerLastName: '', restaurantId: 'r1' },
      staffAuth('admin', ['r1']),
    ).catch((err: { message: string }) => err.message);
    expect(noName).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-argument', message: direct, field: 'customerLastName' } },
    });
    expect(direct).toBe('❌ Le nom du client est obligatoire');
    for (const bad of [
      [1, 2],
      'texte',
      { ...BOOKING, partySize: 'quatre' },
      { ...BOOKING, customerLastName: 'x'.repeat(101) },
    ]) {
      const res = await post('/v1/reservations', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.message).toMatch(/^[^a-z]*[A-ZÀ-Ü❌]/u);
    }
    const day = await apiCall(server.base, 'GET', '/v1/reservations?date=2026-11-25', { secret });
    expect(day.body.reservations).toEqual([]);
    expect((await apiCall(server.base, 'GET', '/v1/reservations?date=demain', { secret })).status).toBe(400);
  });

  it('runs a write once per Idempotency-Key: the retry gets the same answer, another body a 409', async () => {
    const key = { 'Idempotency-Key': 'booking-42' };
    const first = await post('/v1/reservations', BOOKING, key);
    const again = await post('/v1/reservations', BOOKING, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await post('/v1/reservations', { ...BOOKING, partySize: 6 }, key);
    expect(other).toMatchObject({
      status: 409,
      body: { error: { message: 'Cette clé d’idempotence a déjà servi pour une autre requête' } },
    });
    const reservations = await env.store.query({ collection: 'reservations' });
    expect(reservations.docs).toHaveLength(1);
    // Another partner's key never meets this one's Idempotency-Key.
    const { secret: otherSecret } = await makeKey('r1', ['reservations:write'], 'CRM');
    const theirs = await apiCall(server.base, 'POST', '/v1/reservations', {
      secret: otherSecret,
      body: BOOKING,
      headers: key,
    });
    expect(theirs.body.id).not.toBe(first.body.id);
    // A refused write is not kept: once fixed, the same key runs.
    const fixKey = { 'Idempotency-Key': 'fix-me' };
    expect((await post('/v1/reservations', { ...BOOKING, customerLastName: '' }, fixKey)).status).toBe(400);
    expect((await post('/v1/reservations', { ...BOOKING, time: '21:00' }, fixKey)).status).toBe(201);
    expect((await post('/v1/reservations', BOOKING, { 'Idempotency-Key': 'é'.repeat(3) })).status).toBe(400);
  });

  it('updates and cancels by the callables, and a cancelled booking stays cancelled', async () => {
    const { body } = await post('/v1/reservations', BOOKING);
    const patched = await apiCall(server.base, 'PATCH', `/v1/reservations/${body.id}`, {
      secret,
      body: { partySize: 5, specialRequests: 'Chaise haute' },
    });
    expect(patched).toMatchObject({ status: 200, body: { partySize: 5, specialRequests: 'Chaise haute' } });
    const badPatch = await apiCall(server.base, 'PATCH', `/v1/reservations/${body.id}`, {
      secret,
      body: { partySize: 0 },
    });
    expect(badPatch.status).toBe(400);
    const cancelled = await post(`/v1/reservations/${body.id}/cancel`, { reason: 'Client malade' });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'CANCELLED' } });
    const history = ((await env.store.get(`reservations/${body.id}`)).data?.statusHistory ?? []) as {
      status: string;
    }[];
    expect(history.map((h) => h.status)).toEqual(['confirmed', 'cancelled']);
    expect((await post(`/v1/reservations/${body.id}/cancel`, {})).status).toBe(200);
    expect((await apiCall(server.base, 'DELETE', `/v1/reservations/${body.id}`, { secret })).status).toBe(
      405,
    );
    expect((await apiCall(server.base, 'GET', '/v1/nothing', { secret })).status).toBe(404);
  });
});

describe('customers through the API', () => {
  it('lists the venue’s own view of each guest, contact only where the guest consented to this venue', async () => {
    await seedCustomer(env.store, {
      email: 'ana@example.fr',
      firstName: 'Ana',
      lastName: 'Dupont',
      restaurantIds: ['r1'],
      emailMarketingConsent: true,
    });
    await seedCustomer(env.store, {
      email: 'bob@example.fr',
      firstName: 'Bob',
      lastName: 'Durand',
      restaurantIds: ['r1'],
    });
    await seedCustomer(env.store, {
      email: 'eve@example.fr',
      firstName: 'Eve',
      lastName: 'Ailleurs',
      restaurantIds: ['r2'],
      emailMarketingConsent: true,
    });
    const page = await apiCall(server.base, 'GET', '/v1/customers?limit=1', { secret });
    expect(page.status).toBe(200);
    expect(page.body.customers).toHaveLength(1);
    const next = await apiCall(
      server.base,
      'GET',
      `/v1/customers?limit=1&cursor=${encodeURIComponent(page.body.nextCursor)}`,
      { secret },
    );
    const all = [...page.body.customers, ...next.body.customers];
    expect(all.map((c: { lastName: string }) => c.lastName).sort()).toEqual(['Dupont', 'Durand']);
    const ana = all.find((c: { lastName: string }) => c.lastName === 'Dupont');
    const bob = all.find((c: { lastName: string }) => c.lastName === 'Durand');
    expect(ana).toMatchObject({ email: 'ana@example.fr', emailMarketingConsent: true, phone: null });
    expect(bob).toMatchObject({ email: null, phone: null });
    expect(JSON.stringify(all)).not.toContain('notes');
    expect((await apiCall(server.base, 'GET', '/v1/customers?limit=500', { secret })).status).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 for every route, every reference resolves, and its page reads it without a key', async () => {
    const doc = await apiCall(server.base, 'GET', '/v1/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths).sort()).toEqual([
      '/v1/availability',
      '/v1/bills',
      '/v1/bills/lightspeed-k-series',
      '/v1/customers',
      '/v1/reservations',
      '/v1/reservations/{id}',
      '/v1/reservations/{id}/cancel',
    ]);
    const refs = [...JSON.stringify(doc.body).matchAll(/"\$ref":"#\/components\/schemas\/([A-Za-z]+)"/g)].map(
      (m) => m[1],
    );
    for (const name of refs) expect(doc.body.components.schemas, name).toHaveProperty(String(name));
    expect(doc.body.components.schemas.CreateReservation.properties.customerLastName).toMatchObject({
      type: 'string',
      maxLength: 100,
    });
    const ids = Object.values(doc.body.paths)
      .flatMap((ops) => Object.values(ops as Record<string, { operationId: string }>))
      .map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const page = await apiCall(server.base, 'GET', '/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(String(page.body)).toContain('POST /api/v1/reservations');
  });
});
