import { describe, expect, it } from 'vitest';
import { REPLAY_PROTECTED_CALLABLES } from '@app/data/functions-client';
import type { DefinedCallable } from './define-callable';

/**
 * Replay protection (issue 37): as the production entry loads the functions (firebase-globals first, App Check
 * on), sign-in, registration and booking consume their App Check token, and exactly the callables the apps send a
 * limited-use token for. The embedded host (no firebase-globals) consumes nothing: it verifies no App Check.
 */
describe('App Check replay protection', () => {
  it('consumes the token of sign-in, registration and booking, as the apps expect', async () => {
    await import('../firebase-globals');
    const functions = (await import('../index')) as unknown as Record<string, DefinedCallable<unknown>>;
    const consumed = Object.entries(functions)
      .filter(([, fn]) => fn?.appCheckConsumed === true)
      .map(([name]) => name)
      .sort();
    expect(consumed).toEqual([...REPLAY_PROTECTED_CALLABLES].sort());
    for (const name of [
      'customerRequestCode',
      'customerVerifyCode',
      'customerLoginPassword',
      'customerRegister',
    ])
      expect(consumed).toContain(name);
    expect(consumed).toContain('createOnlineReservation');
  });
});
