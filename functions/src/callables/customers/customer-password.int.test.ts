import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, client, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { customerLoginPassword, customerRequestCode, customerVerifyCode } from './customer-login';
import { changeMyPassword, customerResetPassword } from './customer-password';
import { hashPassword } from './password-hash';

/**
 * Issue 48, defect 7: « Mot de passe oublié ? » on the sign-in and « Changer mon mot de passe » in the space,
 * played as the owner and as an attacker (another person's e-mail, guesses from rotating addresses, a replayed
 * code), under the code sign-in's budget and lock (issue 49 §4).
 */
let h: Harness;
let SECRET12 = '';
beforeAll(async () => {
  h = await openHarness();
  // The test cost: verified at its own parameters, like any older hash.
  SECRET12 = await hashPassword('secret12', { N: 2 ** 10, r: 8, p: 1 });
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedCustomer(h.store, { email: EMAIL, restaurantIds: ['r1'] });
  await h.store.set(`customerSecrets/${EMAIL}`, { id: EMAIL, passwordHash: SECRET12 });
});

const EMAIL = 'marie@example.fr';
const OWNER = { ip: '192.0.2.10' };
const stranger = (n: number) => ({ ip: `203.0.113.${n}` });
const seconds = (n: number) => new Date(Date.parse('2026-11-22T10:00:00.000Z') + n * 1000);
const lastMailTo = (email: string) => h.mails.filter((mail) => mail.to === email).at(-1);
const newestCode = () => /\b(\d{6})\b/.exec(lastMailTo(EMAIL)?.text ?? '')?.[1] ?? '';
const otherThan = (code: string, n: number) => String(100_000 + ((Number(code) - 100_000 + 1 + n) % 900_000));
const reset = (code: string, password: string, from: { ip: string }, email = EMAIL) =>
  call(customerResetPassword, { email, code, password, confirmPassword: password }, null, from);
const signIn = (password: string, from = OWNER) =>
  call(customerLoginPassword, { email: EMAIL, password }, null, from);
const WRONG_CODE = { code: 'permission-denied', message: 'Code incorrect' };
const TOO_MANY = { code: 'resource-exhausted', message: 'Trop de tentatives. Demandez un nouveau code.' };

describe('« Mot de passe oublié ? »', () => {
  it('mails a code from the venue, sets the new password with it, once; the old password no longer signs in', async () => {
    await call(customerRequestCode, { email: EMAIL, venue: 'r1', purpose: 'password-reset' }, null, OWNER);
    const mail = lastMailTo(EMAIL);
    expect(mail?.from.name).toBe('Au Bureau');
    expect(mail?.subject).toMatch(/^Nouveau mot de passe : votre code \d{6}$/);
    expect(mail?.text).toContain('choisir un nouveau mot de passe');
    const code = newestCode();

    expect(await reset(code, 'nouveau34', OWNER)).toEqual({ ok: true });
    expect((await signIn('nouveau34')).customerId).toBe(EMAIL);
    expect(await failureOf(signIn('secret12'))).toMatchObject({ message: 'Email ou mot de passe incorrect' });
    // Replayed: the code was used up, for a reset as for a sign-in.
    expect(await failureOf(reset(code, 'pirate99', OWNER))).toEqual(WRONG_CODE);
    expect(await failureOf(call(customerVerifyCode, { email: EMAIL, code }, null, OWNER))).toMatchObject(
      WRONG_CODE,
    );
    expect((await signIn('nouveau34')).customerId).toBe(EMAIL);
  });

  it('answers an address without account as a wrong code, and creates nothing', async () => {
    await call(customerRequestCode, { email: 'inconnu@example.fr', purpose: 'password-reset' }, null, OWNER);
    expect(lastMailTo('inconnu@example.fr')?.text).toContain('aucun compte n’existe');
    expect(await failureOf(reset('123456', 'nouveau34', OWNER, 'inconnu@example.fr'))).toEqual(WRONG_CODE);
    expect((await h.store.get('customers/inconnu@example.fr')).exists).toBe(false);
    expect((await h.store.get('customerSecrets/inconnu@example.fr')).data?.passwordHash).toBeUndefined();
  });

  it('spends the account’s budget over rotating addresses; a stranger’s requests never lock the owner out', async () => {
    // A stranger asks for codes to Marie's address from several addresses and guesses from many more.
    const answers: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      h.setNow(seconds(i * 10));
      if (i % 4 === 0)
        await call(customerRequestCode, { email: EMAIL, purpose: 'password-reset' }, null, stranger(100 + i));
      answers.push((await failureOf(reset(otherThan(newestCode(), i), 'pirate99', stranger(i)))).message);
    }
    expect(answers.filter((message) => message === 'Code incorrect')).toHaveLength(10);
    expect(answers.slice(10).every((message) => message === TOO_MANY.message)).toBe(true);
    // Past the budget even the right code is refused unchecked from an address that asked for none.
    expect(await failureOf(reset(newestCode(), 'pirate99', stranger(50)))).toEqual(TOO_MANY);
    // The owner asks at once (no stranger's wait holds her) and the newest code, typed where asked, works.
    h.setNow(seconds(200));
    await call(customerRequestCode, { email: EMAIL, purpose: 'password-reset' }, null, OWNER);
    expect(await reset(newestCode(), 'nouveau34', OWNER)).toEqual({ ok: true });
    // The code lifted the account's lock: the new password signs in, the stranger's never did.
    expect((await signIn('nouveau34')).customerId).toBe(EMAIL);
    expect(await failureOf(signIn('pirate99'))).toMatchObject({ message: 'Email ou mot de passe incorrect' });
  });
});

describe('« Changer mon mot de passe »', () => {
  const me = client(EMAIL);
  const change = (input: Record<string, string>) =>
    call(changeMyPassword, { confirmPassword: input.password, ...input }, me, OWNER);

  it('takes the current password, refuses a wrong one, and counts it as a failed sign-in', async () => {
    expect(await failureOf(change({ currentPassword: 'mauvais1', password: 'nouveau34' }))).toEqual({
      code: 'permission-denied',
      message: 'Mot de passe actuel incorrect',
    });
    const guard = await h.store.query({ collection: 'signInGuards' });
    expect(guard.docs.some((doc) => doc.data?.failures === 1)).toBe(true);
    expect(await change({ currentPassword: 'secret12', password: 'nouveau34' })).toEqual({ ok: true });
    expect((await signIn('nouveau34')).customerId).toBe(EMAIL);
    expect(await failureOf(signIn('secret12'))).toMatchObject({ message: 'Email ou mot de passe incorrect' });
  });

  it('takes a code mailed to the account instead, once; an account without password gets one this way', async () => {
    await h.store.set(`customerSecrets/${EMAIL}`, { id: EMAIL });
    expect(await failureOf(change({ currentPassword: 'secret12', password: 'nouveau34' }))).toEqual({
      code: 'failed-precondition',
      message: 'Aucun mot de passe configuré. Utilisez le code par email.',
    });
    await call(customerRequestCode, { email: EMAIL, purpose: 'password-reset' }, null, OWNER);
    const code = newestCode();
    expect(await failureOf(change({ code: otherThan(code, 0), password: 'nouveau34' }))).toEqual(WRONG_CODE);
    expect(await change({ code, password: 'nouveau34' })).toEqual({ ok: true });
    expect(await failureOf(change({ code, password: 'autre5678' }))).toEqual(WRONG_CODE);
    expect((await h.store.get(`customers/${EMAIL}`)).data?.hasPassword).toBe(true);
    expect((await signIn('nouveau34')).customerId).toBe(EMAIL);
  });
});
