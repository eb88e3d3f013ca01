import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY_RATE } from './api-auth';
import { listApiCalls, listApiKeys, revokeApiKey } from '../callables/integrations/api-keys';
import { rateLimitPath } from '../lib/rate-limit';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../lib/testing/test-env';
import { apiCall, makeKey, serveApi } from './testing/api-server';

/**
 * The public API's keys (issue 52) through real HTTP on the function object the host mounts: a key is shown once
 * and stored as a keyed digest, and every refusal has the one error shape — no key, a junk or revoked key, a key
 * without the route's scope, a key of another venue asking for this venue's booking, a key past its minute.
 */
let env: TestEnv;
let server: Awaited<ReturnType<typeof serveApi>>;
const manager = staffAuth('admin_full', ['r1']);

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
  await seedRestaurant(env.store, { id: 'r2', name: 'Le Voisin', slug: 'le-voisin' });
  await seedReservation(env.store, { id: 'res-r1', restaurantId: 'r1' });
  await seedReservation(env.store, { id: 'res-r2', restaurantId: 'r2', restaurantName: 'Le Voisin' });
});

const get = (path: string, secret?: string) => apiCall(server.base, 'GET', path, secret ? { secret } : {});

describe('API keys', () => {
  it('shows the secret once and stores only its keyed digest; the list never holds either', async () => {
    const { key, secret } = await makeKey('r1', ['reservations:read']);
    expect(secret).toMatch(/^rfk_[A-Za-z0-9]+_[0-9a-f]{48}$/);
    const stored = (await env.store.get(`apiKeys/${key.id}`)).data ?? {};
    expect(JSON.stringify(stored)).not.toContain(secret.slice(-48));
    expect(stored.digest).toMatch(/^[0-9a-f]{64}$/);
    const { keys } = await call<{ keys: Record<string, unknown>[] }>(
      listApiKeys,
      { restaurantId: 'r1' },
      manager,
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      id: key.id,
      name: 'Site web',
      scopes: ['reservations:read'],
      lastUsedAt: null,
    });
    expect(JSON.stringify(keys)).not.toContain(String(stored.digest));
    expect(JSON.stringify(keys)).not.toContain(secret.slice(-48));
  });

  it('refuses a call without a key, with a junk one, with a forged secret for a real id, or a revoked one', async () => {
    const { key, secret } = await makeKey('r1', ['reservations:read']);
    expect(await get('/v1/reservations/res-r1')).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthenticated',
          message: 'Clé d’API manquante : envoyez « Authorization: Bearer <clé> »',
        },
      },
    });
    const forged = `${secret.slice(0, -6)}000000`;
    for (const bad of ['nope', forged, `rfk_${key.id}x_${'0'.repeat(48)}`]) {
      expect(await get('/v1/reservations/res-r1', bad), bad).toMatchObject({
        status: 401,
        body: { error: { code: 'unauthenticated', message: 'Clé d’API invalide ou révoquée' } },
      });
    }
    expect((await get('/v1/reservations/res-r1', secret)).status).toBe(200);
    await call(revokeApiKey, { restaurantId: 'r1', keyId: key.id }, manager);
    expect((await get('/v1/reservations/res-r1', secret)).status).toBe(401);
    const { keys } = await call<{ keys: { revokedAt: string | null }[] }>(
      listApiKeys,
      { restaurantId: 'r1' },
      manager,
    );
    expect(keys[0]?.revokedAt).toBe('2026-11-24T10:00:00.000Z');
  });

  it('answers 403 to a key without the route’s scope, and writes nothing', async () => {
    const { secret } = await makeKey('r1', ['availability:read']);
    const before = (await env.store.query({ collection: 'reservations' })).docs.length;
    const created = await apiCall(server.base, 'POST', '/v1/reservations', {
      secret,
      body: { customerLastName: 'Martin', customerPhone: '0612345678', date: '2026-11-25', time: '20:00' },
    });
    expect(created).toMatchObject({
      status: 403,
      body: {
        error: {
          code: 'permission-denied',
          message: 'Cette clé n’a pas l’autorisation « reservations:write »',
        },
      },
    });
    expect((await get('/v1/reservations/res-r1', secret)).status).toBe(403);
    expect((await env.store.query({ collection: 'reservations' })).docs.length).toBe(before);
  });

  it('gives a key of another venue nothing of this one: 404 as for an id that does not exist', async () => {
    const { secret } = await makeKey('r2', ['reservations:read', 'reservations:write']);
    const foreign = await get('/v1/reservations/res-r1', secret);
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(foreign.body).toEqual((await get('/v1/reservations/nothing-here', secret)).body);
    const cancel = await apiCall(server.base, 'POST', '/v1/reservations/res-r1/cancel', { secret, body: {} });
    expect(cancel.status).toBe(404);
    expect((await env.store.get('reservations/res-r1')).data?.status).toBe('CONFIRMED');
    const day = await get('/v1/reservations?date=2026-11-24', secret);
    expect(day.body.reservations.map((r: { id: string }) => r.id)).toEqual(['res-r2']);
  });

  it('only lets a venue’s managers make, list and revoke its keys', async () => {
    const floor = staffAuth('admin', ['r1']);
    expect((await callError(listApiKeys, { restaurantId: 'r1' }, floor)).code).toBe('permission-denied');
    const other = staffAuth('admin_full', ['r2']);
    expect((await callError(listApiKeys, { restaurantId: 'r1' }, other)).code).toBe('permission-denied');
    const { key } = await makeKey('r1', ['reservations:read']);
    expect(
      (await callError(revokeApiKey, { restaurantId: 'r2', keyId: key.id }, staffAuth('admin_full', ['r2'])))
        .code,
    ).toBe('not-found');
  });

  it('limits each key to its minute (429), without counting strangers against it', async () => {
    const { key, secret } = await makeKey('r1', ['reservations:read']);
    for (let i = 0; i < 3; i += 1) expect((await get('/v1/reservations/res-r1', 'rfk_x_y')).status).toBe(401);
    await env.store.set(rateLimitPath(API_KEY_RATE, `api-key:${key.id}`), {
      windowStart: '2026-11-24T09:59:30.000Z',
      count: API_KEY_RATE.limit,
    });
    expect(await get('/v1/reservations/res-r1', secret)).toMatchObject({
      status: 429,
      body: { error: { code: 'resource-exhausted' } },
    });
    env.clock.now = new Date('2026-11-24T10:00:31.000Z');
    expect((await get('/v1/reservations/res-r1', secret)).status).toBe(200);
  });

  it('logs every call of a key for its venue, refusals included, and its last use', async () => {
    const { key, secret } = await makeKey('r1', ['reservations:read']);
    await get('/v1/reservations/res-r1', secret);
    env.clock.now = new Date('2026-11-24T10:05:00.000Z');
    await apiCall(server.base, 'POST', '/v1/bills', { secret, body: {} });
    const { calls } = await call<{ calls: Record<string, unknown>[] }>(
      listApiCalls,
      { restaurantId: 'r1' },
      manager,
    );
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/v1/bills', status: 403, keyName: 'Site web' }),
      expect.objectContaining({ method: 'GET', path: '/v1/reservations/res-r1', status: 200, keyId: key.id }),
    ]);
    expect(JSON.stringify(calls)).not.toContain('Dupont');
    expect((await env.store.get(`apiKeys/${key.id}`)).data?.lastUsedAt).toBe('2026-11-24T10:05:00.000Z');
    expect(
      (
        await call<{ calls: unknown[] }>(
          listApiCalls,
          { restaurantId: 'r2' },
          staffAuth('admin_full', ['r2']),
        )
      ).calls,
    ).toEqual([]);
  });
});
