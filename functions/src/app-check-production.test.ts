import { describe, expect, it } from 'vitest';
import { REPLAY_PROTECTED_CALLABLES } from '@app/data/functions-client';
import type { DefinedCallable } from './lib/define-callable';

/**
 * App Check in production (ARCHITECTURE §8): the production entry imports firebase-globals before the function
 * modules, which declares every customer-facing callable (public, customer, kiosk) with App Check enforced and
 * leaves the staff callables alone. The embedded host imports ./index without it: App Check stays off there.
 */
async function callables(entryFirst: boolean) {
  if (entryFirst) await import('./firebase-globals');
  const functions = (await import('./index')) as unknown as Record<string, DefinedCallable<unknown>>;
  return Object.entries(functions).filter(([, fn]) => typeof fn?.auth !== 'undefined');
}

describe('App Check', () => {
  it('is enforced on every customer-facing callable of the production entry, and on no staff callable', async () => {
    const all = await callables(true);
    expect(all.length).toBeGreaterThan(45);
    for (const [name, fn] of all) {
      const customerFacing = fn.auth === 'public' || fn.auth === 'client' || fn.auth === 'tablet';
      expect(fn.appCheckEnforced, name).toBe(customerFacing);
    }
    expect(all.filter(([, fn]) => fn.appCheckEnforced).length).toBeGreaterThan(25);
  });

  it('consumes the token (replay protection) of sign-in, registration and booking, as the apps expect', async () => {
    const all = await callables(true);
    const consumed = all.filter(([, fn]) => fn.appCheckConsumed).map(([name]) => name);
    expect(consumed.sort()).toEqual([...REPLAY_PROTECTED_CALLABLES].sort());
    for (const name of [
      'customerRequestCode',
      'customerVerifyCode',
      'customerLoginPassword',
      'customerRegister',
    ])
      expect(consumed, name).toContain(name);
    expect(consumed).toContain('createOnlineReservation');
  });
});
