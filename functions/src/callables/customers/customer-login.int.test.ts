import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer } from '../testing/fixtures';
import { customerLoginPassword, customerRequestCode, customerVerifyCode } from './customer-login';
import { currentHashParams, hashPassword, verifyPassword } from './password-hash';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedCustomer(h.store, { email: 'marie@example.fr' });
});

const codeFromMail = () => /\b(\d{6})\b/.exec(h.mails.at(-1)?.text ?? '')?.[1] ?? '';
const minutes = (n: number) => new Date(Date.parse('2026-11-22T10:00:00.000Z') + n * 60_000);

describe('customerRequestCode', () => {
  it('mails a 6-digit code and stores only its hash', async () => {
    const res = await call(customerRequestCode, { email: ' Marie@Example.fr ' });
    expect(res).toEqual({ ok: true, resendAvailableAt: '2026-11-22T10:05:00.000Z' });
    expect(h.mails).toHaveLength(1);
    expect(h.mails[0]?.to).toBe('marie@example.fr');
    const code = codeFromMail();
    expect(code).toMatch(/^\d{6}$/);
    const secrets = await h.store.get('customerSecrets/marie@example.fr');
    expect(JSON.stringify(secrets.data)).not.toContain(code);
  });

  it('answers an unknown e-mail as a customer’s (a mail leaves, without code), so nobody learns who is a customer', async () => {
    const known = await call(customerRequestCode, { email: 'marie@example.fr' });
    const unknown = await call(customerRequestCode, { email: 'inconnu@example.fr' });
    expect(unknown).toEqual(known);
    expect(h.mails.map((mail) => mail.to)).toEqual(['marie@example.fr', 'inconnu@example.fr']);
    expect(h.mails[1]?.text).toContain('aucun compte n’existe avec cette adresse e-mail');
    expect(h.mails[1]?.text).not.toMatch(/\b\d{6}\b/);
    // The resend lock holds for both alike.
    h.setNow(minutes(3));
    for (const email of ['marie@example.fr', 'inconnu@example.fr'])
      expect(await failureOf(call(customerRequestCode, { email }))).toEqual({
        code: 'resource-exhausted',
        message: 'Vous pourrez demander un nouveau code dans 2 min',
      });
    // A code typed for the unknown address is only « Code incorrect », like any wrong code.
    expect(
      await failureOf(call(customerVerifyCode, { email: 'inconnu@example.fr', code: '123456' })),
    ).toEqual({
      code: 'permission-denied',
      message: 'Code incorrect',
    });
    expect((await h.store.query({ collection: 'customers' })).docs.map((d) => d.id)).toEqual([
      'marie@example.fr',
    ]);
  });

  it('refuses bad input with the spec messages', async () => {
    expect((await failureOf(call(customerRequestCode, { email: '' }))).message).toBe(
      'Veuillez saisir votre email',
    );
    expect((await failureOf(call(customerRequestCode, { email: 'pas-un-email' }))).message).toBe(
      "Format d'email invalide",
    );
  });

  it('locks a new code for 5 minutes', async () => {
    await call(customerRequestCode, { email: 'marie@example.fr' });
    h.setNow(minutes(3));
    expect(await failureOf(call(customerRequestCode, { email: 'marie@example.fr' }))).toEqual({
      code: 'resource-exhausted',
      message: 'Vous pourrez demander un nouveau code dans 2 min',
    });
    h.setNow(minutes(5));
    await call(customerRequestCode, { email: 'marie@example.fr' });
    expect(h.mails).toHaveLength(2);
  });

  it("reports a mail that could not leave ('Erreur lors de l'envoi du code')", async () => {
    h.failSmtp(true);
    expect((await failureOf(call(customerRequestCode, { email: 'marie@example.fr' }))).message).toBe(
      "Erreur lors de l'envoi du code",
    );
    // The code that never left is withdrawn: no 5-minute lock, and a new code can be asked for at once.
    expect((await h.store.get('customerSecrets/marie@example.fr')).data?.loginCodeHash).toBeUndefined();
    h.failSmtp(false);
    h.setNow('2026-11-22T10:00:20.000Z');
    await call(customerRequestCode, { email: 'marie@example.fr' });
    expect(h.mails).toHaveLength(1);
  });
});

describe('customerVerifyCode', () => {
  it('signs in with the right code once, with role client and the e-mail as claims', async () => {
    await call(customerRequestCode, { email: 'marie@example.fr' });
    const code = codeFromMail();
    const session = await call(customerVerifyCode, { email: 'marie@example.fr', code });
    expect(session.customerId).toBe('marie@example.fr');
    // Remember-me is the default: the session may last 30 days.
    expect(h.auth.decodeToken(session.token).claims).toEqual({
      role: 'client',
      sessionHours: 720,
      customerEmail: 'marie@example.fr',
    });
    expect((await failureOf(call(customerVerifyCode, { email: 'marie@example.fr', code }))).message).toBe(
      'Code incorrect',
    );
  });

  it("answers 'Code incorrect'; a stranger's 5 wrong codes end them for the stranger's address, not the owner's", async () => {
    await call(customerRequestCode, { email: 'marie@example.fr' });
    const code = codeFromMail();
    const wrong = code === '111111' ? '222222' : '111111';
    const stranger = { ip: '203.0.113.66' };
    for (let i = 0; i < 5; i += 1) {
      expect(
        await failureOf(call(customerVerifyCode, { email: 'marie@example.fr', code: wrong }, null, stranger)),
      ).toEqual({ code: 'permission-denied', message: 'Code incorrect' });
    }
    expect(
      (await failureOf(call(customerVerifyCode, { email: 'marie@example.fr', code }, null, stranger)))
        .message,
    ).toBe('Trop de tentatives. Demandez un nouveau code.');
    const session = await call(customerVerifyCode, { email: 'marie@example.fr', code });
    expect(session.customerId).toBe('marie@example.fr');
  });

  it('refuses a code after 10 minutes and a malformed code', async () => {
    await call(customerRequestCode, { email: 'marie@example.fr' });
    const code = codeFromMail();
    h.setNow(minutes(10));
    expect((await failureOf(call(customerVerifyCode, { email: 'marie@example.fr', code }))).message).toBe(
      'Code expiré. Demandez un nouveau code.',
    );
    expect(
      (await failureOf(call(customerVerifyCode, { email: 'marie@example.fr', code: '12a456' }))).message,
    ).toBe('Code incorrect');
  });
});

describe('customerLoginPassword', () => {
  it('signs in with the right password only', async () => {
    await h.store.set('customerSecrets/marie@example.fr', {
      id: 'marie@example.fr',
      passwordHash: await hashPassword('secret12'),
    });
    const session = await call(customerLoginPassword, {
      email: 'marie@example.fr',
      password: 'secret12',
      rememberMe: false,
    });
    // Without remember-me the session lasts 24 hours, on the server too.
    expect(h.auth.decodeToken(session.token).claims).toEqual({
      role: 'client',
      sessionHours: 24,
      customerEmail: 'marie@example.fr',
    });
    const wrong = await failureOf(
      call(customerLoginPassword, { email: 'marie@example.fr', password: 'secret13' }),
    );
    expect(wrong.message).toBe('Email ou mot de passe incorrect');
    const unknown = await failureOf(
      call(customerLoginPassword, { email: 'x@example.fr', password: 'secret12' }),
    );
    expect(unknown.message).toBe('Email ou mot de passe incorrect');
  });

  it('remakes a hash of an older, lower cost at the next successful sign-in, and only then', async () => {
    const older = await hashPassword('secret12', { N: 2 ** 9, r: 8, p: 1 });
    await h.store.set('customerSecrets/marie@example.fr', { id: 'marie@example.fr', passwordHash: older });
    await failureOf(call(customerLoginPassword, { email: 'marie@example.fr', password: 'secret13' }));
    expect((await h.store.get('customerSecrets/marie@example.fr')).data?.passwordHash).toBe(older);
    await call(customerLoginPassword, { email: 'marie@example.fr', password: 'secret12' });
    const upgraded = String((await h.store.get('customerSecrets/marie@example.fr')).data?.passwordHash);
    expect(upgraded).not.toBe(older);
    expect(upgraded.startsWith(`scrypt$${currentHashParams().N}$8$1$`)).toBe(true);
    expect(await verifyPassword('secret12', upgraded)).toBe(true);
    await call(customerLoginPassword, { email: 'marie@example.fr', password: 'secret12' });
    expect((await h.store.get('customerSecrets/marie@example.fr')).data?.passwordHash).toBe(upgraded);
  });

  it('answers a customer without password as an unknown e-mail and a wrong password, and asks for a password', async () => {
    expect(
      await failureOf(call(customerLoginPassword, { email: 'marie@example.fr', password: 'x' })),
    ).toEqual({
      code: 'permission-denied',
      message: 'Email ou mot de passe incorrect',
    });
    expect(
      (await failureOf(call(customerLoginPassword, { email: 'marie@example.fr', password: '' }))).message,
    ).toBe('Veuillez saisir votre mot de passe');
  });
});

describe('bounded guessing: passwords per (account, address) and per account, the e-mailed code always works', () => {
  const LOCKED = 'Trop de tentatives de connexion. Par sécurité, réessayez dans 60 min.';
  const ACCOUNT_LOCKED =
    'Trop de tentatives sur ce compte. Connectez-vous avec un code reçu par e-mail, ou réessayez dans 60 min.';
  const withPassword = async () =>
    h.store.set('customerSecrets/marie@example.fr', {
      id: 'marie@example.fr',
      passwordHash: await hashPassword('secret12'),
    });
  const wrongPassword = (email = 'marie@example.fr', ip?: string) =>
    failureOf(call(customerLoginPassword, { email, password: 'mauvais1' }, null, { ip }));
  const STRANGER = '203.0.113.66';

  it('slows a stranger’s wrong passwords at the stranger’s address: the owner is held too, until a code', async () => {
    await withPassword();
    for (let i = 0; i < 10; i += 1)
      expect((await wrongPassword('marie@example.fr', STRANGER)).message).toBe(
        'Email ou mot de passe incorrect',
      );
    // The stranger is held an hour, even with the right password.
    expect(
      await failureOf(
        call(customerLoginPassword, { email: 'marie@example.fr', password: 'secret12' }, null, {
          ip: STRANGER,
        }),
      ),
    ).toEqual({ code: 'resource-exhausted', message: ACCOUNT_LOCKED });
    // The account's budget is spent for every address: the owner is sent to the code, which signs in.
    expect(
      await failureOf(call(customerLoginPassword, { email: 'marie@example.fr', password: 'secret12' })),
    ).toEqual({ code: 'resource-exhausted', message: ACCOUNT_LOCKED });
    await call(customerRequestCode, { email: 'marie@example.fr' });
    const session = await call(customerVerifyCode, { email: 'marie@example.fr', code: codeFromMail() });
    expect(session.customerId).toBe('marie@example.fr');
    expect(
      (await call(customerLoginPassword, { email: 'marie@example.fr', password: 'secret12' })).customerId,
    ).toBe('marie@example.fr');
    // The counters are kept in the store, by keyed digest: neither the e-mail nor the address in clear.
    const guards = await h.store.query({ collection: 'signInGuards' });
    expect(JSON.stringify(guards.docs)).not.toContain('marie@example.fr');
    expect(JSON.stringify(guards.docs)).not.toContain(STRANGER);
  });

  it('counts every address against the account, and keeps counting after the owner’s right password', async () => {
    await withPassword();
    for (let i = 0; i < 5; i += 1) await wrongPassword('marie@example.fr', `198.51.100.${i}`);
    await call(customerLoginPassword, { email: 'marie@example.fr', password: 'secret12' });
    for (let i = 5; i < 10; i += 1)
      expect((await wrongPassword('marie@example.fr', `198.51.100.${i}`)).message).toBe(
        'Email ou mot de passe incorrect',
      );
    expect((await wrongPassword('marie@example.fr', '198.51.100.77')).message).toBe(ACCOUNT_LOCKED);
    // The lock lasts the hour from its start, then the account counts afresh.
    h.setNow(minutes(60));
    expect((await wrongPassword('marie@example.fr', '198.51.100.78')).message).toBe(
      'Email ou mot de passe incorrect',
    );
  });

  it('locks an address that tried 50 accounts, for every account from it but not from elsewhere', async () => {
    await withPassword();
    for (let i = 0; i < 50; i += 1) await wrongPassword(`essai${i}@example.fr`, '10.0.0.1');
    const fromThere = await failureOf(
      call(customerLoginPassword, { email: 'marie@example.fr', password: 'secret12' }, null, {
        ip: '10.0.0.1',
      }),
    );
    expect(fromThere).toEqual({ code: 'resource-exhausted', message: LOCKED });
    const fromElsewhere = await call(
      customerLoginPassword,
      { email: 'marie@example.fr', password: 'secret12' },
      null,
      { ip: '10.0.0.2' },
    );
    expect(fromElsewhere.customerId).toBe('marie@example.fr');
  });

  it('answers an unknown e-mail exactly as a wrong password: same refusal, same failures counted', async () => {
    await withPassword();
    const known = await wrongPassword('marie@example.fr', '10.1.1.1');
    const unknown = await wrongPassword('personne@example.fr', '10.1.1.2');
    expect(unknown).toEqual(known);
    const guards = (await h.store.query({ collection: 'signInGuards' })).docs.map(
      (doc) => `${doc.id.split('_')[0]}:${String(doc.data?.failures)}`,
    );
    expect(guards.sort()).toEqual(['account:1', 'account:1', 'address:1', 'address:1']);
  });
});
