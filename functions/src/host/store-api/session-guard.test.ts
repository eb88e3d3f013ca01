import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../testing/memory-store';
import { storeSessionGuard } from './session-guard';

const REVOKED_AT = '2026-11-22T10:00:00.000Z';
const seconds = Date.parse(REVOKED_AT) / 1000;
const staff = (uid: string, authTime: number) => ({
  uid,
  claims: { role: 'admin_full', restaurantIds: ['r1'], auth_time: authTime },
});

describe('storeSessionGuard', () => {
  it('refuses a staff token signed in at or before the revocation, not a later one nor another uid', async () => {
    const store = createMemoryStore();
    const guard = storeSessionGuard(store);
    await expect(guard.assertCurrent(staff('u1', seconds - 60))).resolves.toBeUndefined();
    await store.set('tokenRevocations/u1', { uid: 'u1', revokedAt: REVOKED_AT, reason: 'access-changed' });
    for (const authTime of [seconds - 60, seconds])
      await expect(guard.assertCurrent(staff('u1', authTime))).rejects.toMatchObject({
        code: 'unauthenticated',
      });
    await expect(guard.assertCurrent(staff('u1', seconds + 1))).resolves.toBeUndefined();
    await expect(guard.assertCurrent(staff('u2', seconds - 60))).resolves.toBeUndefined();
    await expect(guard.assertCurrent(null)).resolves.toBeUndefined();
    // Customers and tablets have their own session rules; a uid that is no document id is never staff's.
    await expect(
      guard.assertCurrent({ uid: 'u1', claims: { role: 'client', customerEmail: 'a@b.fr' } }),
    ).resolves.toBeUndefined();
    await expect(guard.assertCurrent(staff('a/b', seconds + 1))).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('tells an open stream once, when its reader is revoked', async () => {
    const store = createMemoryStore();
    const guard = storeSessionGuard(store);
    const calls: string[] = [];
    const on = (name: string) => ({
      revoked: () => calls.push(`${name} revoked`),
      lost: () => calls.push('lost'),
    });
    const stopOld = guard.watch(staff('u1', seconds - 60), on('old'));
    guard.watch(staff('u1', seconds + 5), on('new'));
    guard.watch(staff('u2', seconds - 60), on('other'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toEqual([]);
    await store.set('tokenRevocations/u1', { uid: 'u1', revokedAt: REVOKED_AT, reason: 'user-deleted' });
    await store.set('restaurants/r1', { name: 'again' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toEqual(['old revoked']);
    stopOld();
  });
});

describe('storeSessionGuard, customers', () => {
  const SIGN_IN = Date.parse('2026-11-22T10:00:00.000Z');
  const customer = (sessionHours: number) => ({
    uid: 'c1',
    claims: { role: 'client', customerEmail: 'a@b.fr', auth_time: SIGN_IN / 1000, sessionHours },
  });

  it('refuses a customer token past its session length, as the callables do', async () => {
    let at = SIGN_IN + 24 * 3_600_000;
    const guard = storeSessionGuard(createMemoryStore(), () => new Date(at));
    await expect(guard.assertCurrent(customer(24))).resolves.toBeUndefined();
    at += 1;
    await expect(guard.assertCurrent(customer(24))).rejects.toMatchObject({ code: 'unauthenticated' });
    // Remember-me: 30 days.
    await expect(guard.assertCurrent(customer(720))).resolves.toBeUndefined();
    at = SIGN_IN + 720 * 3_600_000 + 1;
    await expect(guard.assertCurrent(customer(720))).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('ends an open stream when the session is over, and at once when it already is', async () => {
    let at = SIGN_IN + 24 * 3_600_000 - 20;
    const guard = storeSessionGuard(createMemoryStore(), () => new Date(at));
    const calls: string[] = [];
    const stop = guard.watch(customer(24), {
      revoked: () => calls.push('revoked'),
      lost: () => calls.push('lost'),
    });
    expect(calls).toEqual([]);
    at += 40;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls).toEqual(['revoked']);
    stop();
    guard.watch(customer(24), { revoked: () => calls.push('late'), lost: () => calls.push('lost') });
    expect(calls).toEqual(['revoked', 'late']);
  });
});
