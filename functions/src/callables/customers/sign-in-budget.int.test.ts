import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin, call, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { customerLoginPassword, customerRequestCode, customerVerifyCode } from './customer-login';
import { customerRegister } from './customer-register';
import { hashPassword } from './password-hash';
import { updateCustomer } from './update-customer';

/**
 * Issue 49 point 4, played over the callables: a stranger rotating addresses against one account, a stranger
 * asking for the owner's codes, and staff giving a customer a new e-mail.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1');
  await seedCustomer(h.store, { email: 'marie@example.fr', restaurantIds: ['r1'] });
  await h.store.set('customerSecrets/marie@example.fr', {
    id: 'marie@example.fr',
    passwordHash: await hashPassword('secret12'),
  });
});

const EMAIL = 'marie@example.fr';
const OWNER = { ip: '192.0.2.10' };
const stranger = (n: number) => ({ ip: `203.0.113.${n}` });
const seconds = (n: number) => new Date(Date.parse('2026-11-22T10:00:00.000Z') + n * 1000);
const newestCodeTo = (email: string) =>
  /\b(\d{6})\b/.exec(h.mails.filter((mail) => mail.to === email).at(-1)?.text ?? '')?.[1] ?? '';
const otherThan = (code: string, n: number) => String(100_000 + ((Number(code) - 100_000 + 1 + n) % 900_000));
const verify = (code: string, from: { ip: string }, email = EMAIL) =>
  call(customerVerifyCode, { email, code }, null, from);
const TOO_MANY = { code: 'resource-exhausted', message: 'Trop de tentatives. Demandez un nouveau code.' };

describe('a per-account budget that rotating addresses does not multiply', () => {
  it('checks at most 10 wrong codes from 8 addresses, then refuses them unchecked; the owner’s code still signs in', async () => {
    await call(customerRequestCode, { email: EMAIL }, null, OWNER);
    const code = newestCodeTo(EMAIL);
    const answers: string[] = [];
    // 31 wrong codes in 5 minutes from 8 addresses, none of which asked for a code.
    for (let i = 0; i < 31; i += 1) {
      h.setNow(seconds(i * 9));
      answers.push((await failureOf(verify(otherThan(code, i), stranger(i % 8)))).message);
    }
    expect(answers.filter((message) => message === 'Code incorrect')).toHaveLength(10);
    expect(answers.slice(10).every((message) => message === TOO_MANY.message)).toBe(true);
    // Even the right code is not checked from an address that asked for none: no oracle past the budget.
    expect(await failureOf(verify(code, stranger(9)))).toEqual(TOO_MANY);
    // No password either, from anywhere.
    expect(
      (await failureOf(call(customerLoginPassword, { email: EMAIL, password: 'secret12' }, null, OWNER)))
        .message,
    ).toMatch(/^Trop de tentatives sur ce compte/);
    // The owner typed the code where it was asked for: signed in, and every lock of the account lifted.
    expect((await verify(code, OWNER)).customerId).toBe(EMAIL);
    expect(
      (await call(customerLoginPassword, { email: EMAIL, password: 'secret12' }, null, stranger(3)))
        .customerId,
    ).toBe(EMAIL);
  });

  it('lets the owner through a lock with the newest code mailed, whatever the strangers ask and try', async () => {
    for (let i = 0; i < 10; i += 1) await failureOf(verify('123456', stranger(i)));
    expect(await failureOf(verify('123456', stranger(20)))).toEqual(TOO_MANY);
    // The owner asks for a code; a stranger asks a second later (the owner's mailbox gets the newer one) and
    // spends his 3 tries on it; other addresses are refused unchecked.
    h.setNow(seconds(60));
    await call(customerRequestCode, { email: EMAIL }, null, OWNER);
    h.setNow(seconds(61));
    await call(customerRequestCode, { email: EMAIL }, null, stranger(30));
    const newest = newestCodeTo(EMAIL);
    for (let i = 0; i < 3; i += 1)
      expect((await failureOf(verify(otherThan(newest, i), stranger(30)))).message).toBe('Code incorrect');
    expect(await failureOf(verify(otherThan(newest, 3), stranger(30)))).toEqual(TOO_MANY);
    expect(await failureOf(verify(newest, stranger(31)))).toEqual(TOO_MANY);
    h.setNow(seconds(90));
    expect((await verify(newest, OWNER)).customerId).toBe(EMAIL);
  });

  it('refuses an address that asked for no code while the account is locked, even an unknown account’s, alike', async () => {
    const unknown = 'personne@example.fr';
    for (const email of [EMAIL, unknown])
      for (let i = 0; i < 10; i += 1)
        expect((await failureOf(verify('123456', stranger(i), email))).message).toBe('Code incorrect');
    for (const email of [EMAIL, unknown])
      expect(await failureOf(verify('123456', stranger(40), email))).toEqual(TOO_MANY);
  });
});

describe('a stranger’s code request never holds the owner’s', () => {
  it('sends the owner a code a second after a stranger asked, and holds the stranger’s next request only', async () => {
    await call(customerRequestCode, { email: EMAIL }, null, stranger(1));
    h.setNow(seconds(1));
    const owner = await call(customerRequestCode, { email: EMAIL }, null, OWNER);
    expect(owner.resendAvailableAt).toBe(seconds(301).toISOString());
    expect(h.mails).toHaveLength(2);
    expect(await failureOf(call(customerRequestCode, { email: EMAIL }, null, stranger(1)))).toEqual({
      code: 'resource-exhausted',
      message: 'Vous pourrez demander un nouveau code dans 5 min',
    });
    // Only the newest code works: the owner's.
    const code = newestCodeTo(EMAIL);
    expect((await verify(code, OWNER)).customerId).toBe(EMAIL);
  });

  it('does not hold the owner after a stranger’s registration for the address, nor for an unknown address', async () => {
    const form = {
      firstName: 'Faux',
      lastName: 'Compte',
      email: EMAIL,
      phone: '0612345678',
      password: 'autre123',
      confirmPassword: 'autre123',
      acceptTerms: true,
    };
    await call(customerRegister, form, null, stranger(2));
    await call(customerRequestCode, { email: 'inconnu@example.fr' }, null, stranger(2));
    h.setNow(seconds(2));
    await call(customerRequestCode, { email: EMAIL }, null, OWNER);
    await call(customerRequestCode, { email: 'inconnu@example.fr' }, null, OWNER);
    expect(h.mails.map((mail) => mail.to)).toEqual([
      EMAIL,
      'inconnu@example.fr',
      EMAIL,
      'inconnu@example.fr',
    ]);
    expect((await verify(newestCodeTo(EMAIL), OWNER)).customerId).toBe(EMAIL);
  });
});

describe('a new e-mail given by staff drops the password until the address proves itself', () => {
  it('refuses the old password at the new address until a code signed in there, then accepts it again', async () => {
    await call(
      updateCustomer,
      {
        customerId: EMAIL,
        restaurantId: 'r1',
        email: 'marie.curie@example.fr',
        name: 'Marie Curie',
        phone: '06',
      },
      admin('r1'),
    );
    const at = (email: string) =>
      failureOf(call(customerLoginPassword, { email, password: 'secret12' }, null, OWNER));
    expect((await at('marie.curie@example.fr')).message).toBe('Email ou mot de passe incorrect');
    expect((await at(EMAIL)).message).toBe('Email ou mot de passe incorrect');
    expect((await h.store.get('customers/marie.curie@example.fr')).data?.hasPassword).toBe(false);
    await call(customerRequestCode, { email: 'marie.curie@example.fr' }, null, OWNER);
    await verify(newestCodeTo('marie.curie@example.fr'), OWNER, 'marie.curie@example.fr');
    const session = await call(
      customerLoginPassword,
      { email: 'marie.curie@example.fr', password: 'secret12' },
      null,
      OWNER,
    );
    expect(session.customerId).toBe('marie.curie@example.fr');
    expect((await h.store.get('customers/marie.curie@example.fr')).data?.hasPassword).toBe(true);
  });

  it('drops a code mailed to the old address: it does not sign the new one in', async () => {
    await call(customerRequestCode, { email: EMAIL }, null, OWNER);
    const oldCode = newestCodeTo(EMAIL);
    await call(
      updateCustomer,
      {
        customerId: EMAIL,
        restaurantId: 'r1',
        email: 'marie.curie@example.fr',
        name: 'Marie Curie',
        phone: '06',
      },
      admin('r1'),
    );
    expect((await failureOf(verify(oldCode, OWNER, 'marie.curie@example.fr'))).message).toBe(
      'Code incorrect',
    );
  });
});
