import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain';
import { PUBLIC_LIMITS } from '../lib/public-limits';
import { call, failureOf, openHarness, type Harness } from './testing/callable-harness';
import { seedCustomer } from './testing/fixtures';
import { customerLoginPassword, customerRequestCode } from './customers/customer-login';
import { hashPassword } from './customers/password-hash';

/**
 * The per-address limits as production reads the address (behind Google's front end, which appends the client's
 * address to X-Forwarded-For): an attacker who writes the header himself, a new value on every call, is still
 * one address to the limits, and never makes the owner another one.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness(undefined, { addressSource: { kind: 'forwarded', trustedHops: 0 } });
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedCustomer(h.store, { email: 'marie@example.fr' });
  await h.store.set('customerSecrets/marie@example.fr', {
    id: 'marie@example.fr',
    passwordHash: await hashPassword('secret12'),
  });
});

const ATTACKER = '203.0.113.66';
/** What Google's front end hands the function: whatever the client wrote, then the address it came from. */
const from = (real: string, spoofed?: string) => ({
  ip: spoofed ?? real,
  headers: { 'x-forwarded-for': spoofed ? `${spoofed}, ${real}` : real },
});

describe('per-address limits behind Google’s front end', () => {
  it('holds an attacker who spoofs X-Forwarded-For at his own address: a new spoof each call changes nothing', async () => {
    // 50 wrong passwords over as many accounts lock an address (each account's own budget stays whole).
    for (let i = 0; i < 50; i++)
      expect(
        await failureOf(
          call(
            customerLoginPassword,
            { email: `essai${i}@example.fr`, password: 'mauvais1' },
            null,
            from(ATTACKER, `10.0.${i}.1`),
          ),
        ),
      ).toMatchObject({ message: 'Email ou mot de passe incorrect' });
    // Spoofing the owner's own address as well: still the attacker's.
    expect(
      await failureOf(
        call(
          customerLoginPassword,
          { email: 'marie@example.fr', password: 'secret12' },
          null,
          from(ATTACKER, '198.51.100.1'),
        ),
      ),
    ).toEqual({ code: 'resource-exhausted', message: MESSAGES.login.signInLocked(60) });
    // The owner, at 198.51.100.1, is not held.
    const session = await call(
      customerLoginPassword,
      { email: 'marie@example.fr', password: 'secret12' },
      null,
      from('198.51.100.1'),
    );
    expect(session).toMatchObject({ customerId: 'marie@example.fr' });
  });

  it('counts code requests per real address, whatever the header says', async () => {
    const { limit } = PUBLIC_LIMITS.codeIp;
    for (let i = 0; i < limit; i++)
      await call(
        customerRequestCode,
        { email: `x${i}@example.fr` },
        null,
        from(ATTACKER, `10.1.${i}.1`),
      ).catch(() => undefined);
    expect(
      await failureOf(call(customerRequestCode, { email: 'y@example.fr' }, null, from(ATTACKER, '10.2.0.1'))),
    ).toEqual({ code: 'resource-exhausted', message: MESSAGES.tablet.tooManyRequests });
  });
});
