import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainMailOutbox } from '../../mail/outbox-worker';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { createOnlineReservation } from '../reservations/create-online-reservation';
import { saveAutoConfirmRule } from './auto-confirm-rule';

let env: TestEnv;
const manager = staffAuth('admin_full', ['r1'], 'manager-uid');
const rule = { enabled: true, maxPartySize: 4, maxSlotFillPercent: 50 };

// Sunday 22 November 2026, 11:00 in Paris; Tuesday 24 is open with 30 covers a slot.
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1' });
});

function booking(overrides: Record<string, unknown> = {}) {
  return {
    restaurantId: 'r1',
    date: '2026-11-24',
    time: '19:30',
    partySize: 2,
    firstName: 'Ana',
    lastName: 'Dupont',
    email: 'ana@example.fr',
    phone: '06 01 02 03 04',
    terrace: false,
    specialRequests: '',
    requestId: randomUUID(),
    ...overrides,
  };
}

describe('saveAutoConfirmRule', () => {
  it('saves the rule for managers of the restaurant, checked with its schema', async () => {
    await expect(call(saveAutoConfirmRule, { restaurantId: 'r1', rule }, manager)).resolves.toEqual({
      ok: true,
      rule,
    });
    const saved = (await env.store.get('restaurantSettings/r1')).data;
    expect(saved?.autoConfirmRule).toEqual(rule);
    // A venue without saved settings got them whole: its hours are still read from that document.
    expect(saved?.openingHours).toBeDefined();
    const bad = await callError(
      saveAutoConfirmRule,
      { restaurantId: 'r1', rule: { ...rule, maxSlotFillPercent: 150 } },
      manager,
    );
    expect(bad.message).toBe('Le taux de remplissage est compris entre 0 et 100 %');
    expect(
      (await callError(saveAutoConfirmRule, { restaurantId: 'r1', rule: { enabled: 'oui' } }, manager)).code,
    ).toBe('invalid-argument');
  });

  it('refuses the front desk, other restaurants and unknown restaurants, writing nothing', async () => {
    const desk = await callError(
      saveAutoConfirmRule,
      { restaurantId: 'r1', rule },
      staffAuth('admin', ['r1']),
    );
    expect(desk.code).toBe('permission-denied');
    const elsewhere = await callError(
      saveAutoConfirmRule,
      { restaurantId: 'r1', rule },
      staffAuth('admin_full', ['r2']),
    );
    expect(elsewhere.code).toBe('permission-denied');
    const unknown = await callError(
      saveAutoConfirmRule,
      { restaurantId: 'nowhere', rule },
      staffAuth('master_admin'),
    );
    expect(unknown.message).toBe('Restaurant non trouvé');
    expect(await callError(saveAutoConfirmRule, { restaurantId: 'r1', rule }).then((e) => e.code)).toBe(
      'unauthenticated',
    );
    expect((await env.store.get('restaurantSettings/r1')).data?.autoConfirmRule).toBeUndefined();
    expect((await env.store.get('restaurantSettings/nowhere')).exists).toBe(false);
  });
});

describe('createOnlineReservation with an auto-confirm rule', () => {
  it('confirms a small party at once: history author « Confirmation automatique », confirmation mail', async () => {
    await call(saveAutoConfirmRule, { restaurantId: 'r1', rule }, manager);
    const result = await call<{ reservationId: string; status: string }>(createOnlineReservation, booking());
    expect(result.status).toBe('CONFIRMED');
    const saved = (await env.store.get(`reservations/${result.reservationId}`)).data;
    expect(saved).toMatchObject({ status: 'CONFIRMED', autoConfirm: true, source: 'online' });
    expect(saved?.statusHistory).toEqual([
      { status: 'pending', changedBy: 'Client Internet', changedAt: '2026-11-22T10:00:00.000Z' },
      { status: 'confirmed', changedBy: 'Confirmation automatique', changedAt: '2026-11-22T10:00:00.000Z' },
    ]);
    await drainMailOutbox();
    expect(env.smtp.mails.map((m) => m.subject)).toEqual(['Réservation confirmée - Chez Test']);
  });

  it('leaves larger parties and nearly full slots to staff, and every request when the rule is off', async () => {
    await call(saveAutoConfirmRule, { restaurantId: 'r1', rule }, manager);
    // Each diner books once (the public limits count per e-mail).
    const big = await call<{ status: string }>(
      createOnlineReservation,
      booking({ partySize: 5, email: 'big@example.fr' }),
    );
    expect(big.status).toBe('PENDING');
    // 30 covers at 19:30: 12 held, a party of 4 would fill it to 53 % (above 50 %); at 20:00 it is free.
    await seedReservation(env.store, { id: 'held', time: '19:30', partySize: 7, status: 'CONFIRMED' });
    const full = await call<{ status: string }>(
      createOnlineReservation,
      booking({ partySize: 4, email: 'full@example.fr' }),
    );
    expect(full.status).toBe('PENDING');
    const free = await call<{ status: string }>(
      createOnlineReservation,
      booking({ partySize: 4, time: '20:00', email: 'free@example.fr' }),
    );
    expect(free.status).toBe('CONFIRMED');
    await call(saveAutoConfirmRule, { restaurantId: 'r1', rule: { ...rule, enabled: false } }, manager);
    const off = await call<{ status: string }>(
      createOnlineReservation,
      booking({ time: '21:00', email: 'off@example.fr' }),
    );
    expect(off.status).toBe('PENDING');
  });
});
