import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerUid } from '../../lib/auth-admin';
import {
  MASTER,
  admin,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { customerLoginPassword, customerRequestCode, customerVerifyCode } from './customer-login';
import { createMyPassword, updateMyProfile } from './customer-profile';
import { customerRegister } from './customer-register';
import { deleteCustomer, deleteUserAccount } from './staff-customers';
import { updateCustomer } from './update-customer';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

const registration = {
  firstName: 'Jean',
  lastName: 'Dupont',
  email: 'Jean@Example.fr',
  phone: '0612345678',
  password: 'secret12',
  confirmPassword: 'secret12',
  postalCode: '75011',
  marketingConsent: true,
  acceptTerms: true,
};

describe('customerRegister', () => {
  const codeFor = (email: string) =>
    /\b(\d{6})\b/.exec(h.mails.filter((mail) => mail.to === email).at(-1)?.text ?? '')?.[1] ?? '';

  it('counts the sign-up at the venue whose page it came from, once the account exists, and nowhere without one', async () => {
    await seedRestaurant(h.store, 'r1', 'Au Bureau');
    const signups = async () =>
      (
        (await h.store.get('restaurantStats/r1_d_2026-11-22')).data?.counters as
          Record<string, number> | undefined
      )?.event_signup;
    const sent = await call(customerRegister, { ...registration, venue: 'r1' });
    expect(await signups()).toBeUndefined();
    await call(customerVerifyCode, {
      email: 'jean@example.fr',
      code: codeFor('jean@example.fr'),
      registrationToken: sent.registrationToken,
    });
    expect(await signups()).toBe(1);
    // A registration from no venue's page creates the account and counts nowhere.
    const other = await call(customerRegister, { ...registration, email: 'paul@example.fr' });
    await call(customerVerifyCode, {
      email: 'paul@example.fr',
      code: codeFor('paul@example.fr'),
      registrationToken: other.registrationToken,
    });
    expect((await h.store.get('customers/paul@example.fr')).exists).toBe(true);
    expect(await signups()).toBe(1);
    const { docs } = await h.store.query({ collection: 'restaurantStats' });
    expect(
      docs.filter((d) => (d.data?.counters as Record<string, number> | undefined)?.event_signup),
    ).toHaveLength(3);
  });

  it('creates the account only once the code mailed to the address is entered, then signs the customer in', async () => {
    const sent = await call(customerRegister, registration);
    expect(sent).toMatchObject({ ok: true, codeSent: true });
    expect(sent).not.toHaveProperty('token');
    const { registrationToken } = sent;
    // Nothing exists yet but the registration kept aside with the code's hash.
    expect((await h.store.get('customers/jean@example.fr')).exists).toBe(false);
    expect(
      await failureOf(call(customerLoginPassword, { email: 'jean@example.fr', password: 'secret12' })),
    ).toMatchObject({ code: 'permission-denied' });
    const code = codeFor('jean@example.fr');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '111111' ? '222222' : '111111';
    expect(
      (await failureOf(call(customerVerifyCode, { email: 'jean@example.fr', code: wrong }))).message,
    ).toBe('Code incorrect');
    expect((await h.store.get('customers/jean@example.fr')).exists).toBe(false);

    const session = await call(customerVerifyCode, { email: 'Jean@Example.fr', code, registrationToken });
    expect(session.accountCreated).toBe(true);
    expect(h.auth.decodeToken(session.token).claims).toEqual({
      role: 'client',
      sessionHours: 720,
      customerEmail: 'jean@example.fr',
    });
    const customer = (await h.store.get('customers/jean@example.fr')).data;
    // The terms ticked are recorded as such; offers are a venue's to be granted (none named here).
    expect(customer).toMatchObject({
      name: 'Jean Dupont',
      hasPassword: true,
      rgpdConsent: true,
      termsAcceptance: {
        granted: true,
        at: '2026-11-22T10:00:00.000Z',
        method: 'form',
        text: "J'accepte les conditions d'utilisation et la politique de confidentialité",
      },
      source: 'register',
    });
    expect(customer?.emailMarketingConsent).not.toBe(true);
    expect(customer).not.toHaveProperty('passwordHash');
    expect((await h.store.get('customerSecrets/jean@example.fr')).data).not.toHaveProperty(
      'pendingRegistration',
    );
    await call(customerLoginPassword, { email: 'jean@example.fr', password: 'secret12' });
  });

  it('refuses each invalid form with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'Veuillez remplir tous les champs obligatoires'],
      [{ phone: '  ' }, 'Veuillez remplir tous les champs obligatoires'],
      [{ email: 'jean@' }, "Format d'email invalide"],
      [{ confirmPassword: 'autre123' }, 'Les mots de passe ne correspondent pas'],
      [{ password: '123', confirmPassword: '123' }, 'Le mot de passe doit contenir au moins 6 caractères'],
      [{ acceptTerms: false }, "Vous devez accepter les conditions d'utilisation pour créer un compte"],
      [{ postalCode: '750111' }, 'Le code postal doit contenir au plus 5 chiffres'],
    ];
    for (const [change, message] of cases) {
      expect(await failureOf(call(customerRegister, { ...registration, ...change }))).toEqual({
        code: 'invalid-argument',
        message,
      });
    }
    expect((await h.store.query({ collection: 'customers' })).docs).toHaveLength(0);
    expect((await h.store.query({ collection: 'customerSecrets' })).docs).toHaveLength(0);
    expect(h.mails).toHaveLength(0);
  });

  it('answers a taken e-mail as a new one and mails its owner a sign-in code; never merges on a phone alone', async () => {
    await seedCustomer(h.store, {
      id: 'Jean Dupont_0612345678',
      email: '',
      phone: '0612345678',
      loyaltyPoints: 40,
      restaurantIds: ['r1'],
      restaurantStats: { r1: { points: 40 } },
    });
    const first = await call(customerRegister, registration);
    await call(customerVerifyCode, {
      email: 'jean@example.fr',
      code: codeFor('jean@example.fr'),
      registrationToken: first.registrationToken,
    });
    const account = (await h.store.get('customers/jean@example.fr')).data;
    expect(account).not.toHaveProperty('loyaltyPoints');
    expect(account).not.toHaveProperty('restaurantIds');
    expect((await h.store.get('customers/Jean Dupont_0612345678')).data).toMatchObject({ loyaltyPoints: 40 });
    // Registering the address again answers the same as a new one: its owner gets a mail with a sign-in code.
    h.setNow('2026-11-22T10:06:00.000Z');
    const again = await call(customerRegister, {
      ...registration,
      password: 'autre1234',
      confirmPassword: 'autre1234',
    });
    expect(Object.keys(again).sort()).toEqual(Object.keys(first).sort());
    expect(h.mails.at(-1)?.text).toContain('un compte existe déjà avec cette adresse');
    const session = await call(customerVerifyCode, {
      email: 'jean@example.fr',
      code: codeFor('jean@example.fr'),
      registrationToken: again.registrationToken,
    });
    expect(session.accountCreated).toBe(false);
    // The password typed in the second form never reached the account.
    expect(
      await failureOf(call(customerLoginPassword, { email: 'jean@example.fr', password: 'autre1234' })),
    ).toMatchObject({ code: 'permission-denied' });
    await call(customerLoginPassword, { email: 'jean@example.fr', password: 'secret12' });
  });

  it('keeps the password typed by a diner whose bookings made their file, and keeps the file (issue 48, defect 2)', async () => {
    await seedCustomer(h.store, {
      email: 'jean@example.fr',
      firstName: 'Jean',
      lastName: 'Dupont',
      phone: '+33612345678',
      hasPassword: false,
      loyaltyPoints: 40,
      totalReservations: 2,
      restaurantIds: ['r1'],
      restaurantStats: { r1: { points: 40 } },
    });
    const sent = await call(customerRegister, registration);
    expect(sent).toMatchObject({ ok: true, codeSent: true });
    // Until the code proves the address, the password signs nobody in.
    expect(
      await failureOf(call(customerLoginPassword, { email: 'jean@example.fr', password: 'secret12' })),
    ).toMatchObject({ code: 'permission-denied' });
    const code = codeFor('jean@example.fr');
    const session = await call(customerVerifyCode, {
      email: 'jean@example.fr',
      code,
      registrationToken: sent.registrationToken,
    });
    expect(session.accountCreated).toBe(true);
    await call(customerLoginPassword, { email: 'jean@example.fr', password: 'secret12' });
    const file = (await h.store.get('customers/jean@example.fr')).data;
    expect(file).toMatchObject({
      hasPassword: true,
      rgpdConsent: true,
      loyaltyPoints: 40,
      totalReservations: 2,
      restaurantIds: ['r1'],
      phone: '+33612345678',
      postalCode: '75011',
    });
    expect((await h.store.get('customerSecrets/jean@example.fr')).data).not.toHaveProperty(
      'pendingRegistration',
    );
  });

  it('never sets a stranger’s password on a file its bookings made: the code typed without the token sets none', async () => {
    await seedCustomer(h.store, { email: 'victime@example.fr', hasPassword: false, loyaltyPoints: 12 });
    await call(customerRegister, {
      ...registration,
      email: 'victime@example.fr',
      password: 'pirate123',
      confirmPassword: 'pirate123',
    });
    // The victim signs in with the code mailed to them, as for any sign-in: the stranger's registration is dropped.
    await call(customerVerifyCode, { email: 'victime@example.fr', code: codeFor('victime@example.fr') });
    expect(
      await failureOf(call(customerLoginPassword, { email: 'victime@example.fr', password: 'pirate123' })),
    ).toMatchObject({ code: 'permission-denied' });
    expect((await h.store.get('customers/victime@example.fr')).data).toMatchObject({
      hasPassword: false,
      loyaltyPoints: 12,
    });
    expect((await h.store.get('customerSecrets/victime@example.fr')).data).not.toHaveProperty(
      'pendingRegistration',
    );
  });

  it('never lets a pre-registered victim address carry the stranger’s password into the account', async () => {
    // A stranger registers the victim's address with a password of their choosing; the code goes to the victim.
    await call(customerRegister, {
      ...registration,
      email: 'victime@example.fr',
      password: 'pirate123',
      confirmPassword: 'pirate123',
    });
    const mailed = codeFor('victime@example.fr');
    // The victim types that code on the sign-in page (no registration token: not the browser that registered).
    expect(await failureOf(call(customerVerifyCode, { email: 'victime@example.fr', code: mailed }))).toEqual({
      code: 'permission-denied',
      message: 'Code incorrect',
    });
    expect((await h.store.get('customers/victime@example.fr')).exists).toBe(false);
    // The registration lapses with its code: a later code request is answered as for any unknown address.
    h.setNow('2026-11-22T10:11:00.000Z');
    await call(customerRequestCode, { email: 'victime@example.fr' });
    expect(h.mails.at(-1)?.text).toContain('aucun compte n’existe');
    // The victim opens their account later (their own registration); the stranger's password never works.
    h.setNow('2026-11-22T10:20:00.000Z');
    const own = await call(customerRegister, { ...registration, email: 'victime@example.fr' });
    await call(customerVerifyCode, {
      email: 'victime@example.fr',
      code: codeFor('victime@example.fr'),
      registrationToken: own.registrationToken,
    });
    expect(
      await failureOf(call(customerLoginPassword, { email: 'victime@example.fr', password: 'pirate123' })),
    ).toMatchObject({ code: 'permission-denied' });
    await call(customerLoginPassword, { email: 'victime@example.fr', password: 'secret12' });
  });

  it('lets a registration lapse with its code: its token no longer creates anything', async () => {
    const sent = await call(customerRegister, registration);
    const code = codeFor('jean@example.fr');
    h.setNow('2026-11-22T10:10:00.000Z');
    expect(
      await failureOf(
        call(customerVerifyCode, {
          email: 'jean@example.fr',
          code,
          registrationToken: sent.registrationToken,
        }),
      ),
    ).toMatchObject({ code: 'permission-denied', message: 'Code incorrect' });
    expect((await h.store.get('customers/jean@example.fr')).exists).toBe(false);
  });

  it('resends a registration code after 5 minutes, and a new registration replaces the one waiting', async () => {
    const first = await call(customerRegister, registration);
    const resend = { email: 'jean@example.fr', registrationToken: first.registrationToken };
    expect((await failureOf(call(customerRequestCode, resend))).message).toBe(
      'Vous pourrez demander un nouveau code dans 5 min',
    );
    h.setNow(new Date(Date.parse('2026-11-22T10:05:00.000Z')));
    await call(customerRequestCode, resend);
    // The new code keeps the registration alive as long as itself.
    h.setNow(new Date(Date.parse('2026-11-22T10:12:00.000Z')));
    const second = await call(customerRegister, { ...registration, firstName: 'Jeanne' });
    await call(customerVerifyCode, {
      email: 'jean@example.fr',
      code: codeFor('jean@example.fr'),
      registrationToken: second.registrationToken,
    });
    expect((await h.store.get('customers/jean@example.fr')).data).toMatchObject({ firstName: 'Jeanne' });
  });
});

describe('customer space', () => {
  beforeEach(async () => {
    await seedCustomer(h.store, { email: 'marie@example.fr', restaurantIds: ['r1'] });
  });

  it('updates only the caller’s profile, keeping the e-mail', async () => {
    await call(
      updateMyProfile,
      { email: 'autre@example.fr', name: 'Marie Sklodowska Curie', phone: '0700000000', postalCode: '75005' },
      client('marie@example.fr'),
    );
    expect((await h.store.get('customers/marie@example.fr')).data).toMatchObject({
      email: 'marie@example.fr',
      firstName: 'Marie',
      lastName: 'Sklodowska Curie',
      phone: '0700000000',
      postalCode: '75005',
    });
    expect(
      (
        await failureOf(
          call(
            updateMyProfile,
            { email: 'marie@example.fr', name: '', phone: '1' },
            client('marie@example.fr'),
          ),
        )
      ).message,
    ).toBe('Le nom est obligatoire');
    expect(
      (await failureOf(call(updateMyProfile, { email: 'm@x.fr', name: 'M', phone: '1' }, MASTER))).code,
    ).toBe('permission-denied');
  });

  it('creates a password once, with the spec messages', async () => {
    const me = client('marie@example.fr');
    expect((await failureOf(call(createMyPassword, { password: '', confirmPassword: '' }, me))).message).toBe(
      'Veuillez remplir tous les champs',
    );
    expect(
      (await failureOf(call(createMyPassword, { password: '12345', confirmPassword: '12345' }, me))).message,
    ).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(
      (await failureOf(call(createMyPassword, { password: '123456', confirmPassword: '654321' }, me)))
        .message,
    ).toBe('Les mots de passe ne correspondent pas');
    await call(createMyPassword, { password: 'secret12', confirmPassword: 'secret12' }, me);
    expect((await h.store.get('customers/marie@example.fr')).data?.hasPassword).toBe(true);
    expect(
      (await failureOf(call(createMyPassword, { password: 'secret12', confirmPassword: 'secret12' }, me)))
        .code,
    ).toBe('already-exists');
  });
});

describe('staff actions on the customer file', () => {
  beforeEach(async () => {
    await seedCustomer(h.store, { email: 'marie@example.fr', restaurantIds: ['r1'] });
    await h.store.set('customerSecrets/marie@example.fr', { id: 'marie@example.fr', passwordHash: 'x' });
    await h.store.set('reservations/res1', { restaurantId: 'r1', customerEmail: 'marie@example.fr' });
  });

  it('checks the profile form in the spec order', async () => {
    const base = { customerId: 'marie@example.fr', email: 'marie@example.fr', name: 'Marie', phone: '06' };
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '', name: '', phone: '' }, "L'email est obligatoire"],
      [{ email: 'marie', name: '' }, "Format d'email invalide"],
      [{ name: ' ', phone: '' }, 'Le nom est obligatoire'],
      [{ phone: '' }, 'Le téléphone est obligatoire'],
    ];
    for (const [change, message] of cases)
      expect((await failureOf(call(updateCustomer, { ...base, ...change }, admin('r1')))).message).toBe(
        message,
      );
  });

  it('moves a customer to a new e-mail with the secrets (the password held), and refuses staff of another restaurant', async () => {
    expect(
      (
        await failureOf(
          call(
            updateCustomer,
            {
              customerId: 'marie@example.fr',
              restaurantId: 'r1',
              email: 'marie@example.fr',
              name: 'M',
              phone: '06',
            },
            admin('r2'),
          ),
        )
      ).code,
    ).toBe('permission-denied');
    await call(
      updateCustomer,
      {
        customerId: 'marie@example.fr',
        restaurantId: 'r1',
        email: 'marie.curie@example.fr',
        name: 'Marie Curie',
        phone: '06',
      },
      admin('r1'),
    );
    expect((await h.store.get('customers/marie@example.fr')).exists).toBe(false);
    expect((await h.store.get('customers/marie.curie@example.fr')).data).toMatchObject({
      email: 'marie.curie@example.fr',
      restaurantIds: ['r1'],
    });
    // The new address has not proven itself: its password is held (held-password.ts, sign-in-budget tests).
    const secrets = (await h.store.get('customerSecrets/marie.curie@example.fr')).data;
    expect(secrets?.passwordHash).toBeUndefined();
    expect(secrets?.heldPasswordHash).toBe('x');
    // Her bookings follow the new e-mail, so the profile's history still finds them.
    expect((await h.store.get('reservations/res1')).data?.customerEmail).toBe('marie.curie@example.fr');
  });

  it("saves a venue's notes and consents in its own view only", async () => {
    await call(
      updateCustomer,
      {
        customerId: 'marie@example.fr',
        restaurantId: 'r1',
        email: 'marie@example.fr',
        name: 'Marie Curie',
        phone: '06',
        smsMarketingConsent: true,
        notes: 'Allergie aux noix',
      },
      admin('r1'),
    );
    expect((await h.store.get('restaurantCustomers/r1_marie@example.fr')).data).toMatchObject({
      notes: 'Allergie aux noix',
      smsMarketingConsent: true,
    });
    const elsewhere = await failureOf(
      call(
        updateCustomer,
        {
          customerId: 'marie@example.fr',
          restaurantId: 'r2',
          email: 'marie@example.fr',
          name: 'M',
          phone: '06',
        },
        admin('r1'),
      ),
    );
    expect(elsewhere.code).toBe('permission-denied');
    const tooLong = await failureOf(
      call(
        updateCustomer,
        {
          customerId: 'marie@example.fr',
          restaurantId: 'r1',
          email: 'marie@example.fr',
          name: 'M',
          phone: '06',
          notes: 'x'.repeat(2001),
        },
        admin('r1'),
      ),
    );
    expect(tooLong.message).toBe('Ce champ ne peut pas dépasser 2000 caractères');
  });

  it('deletes the customer, keeps reservations, and answers Client non trouvé afterwards', async () => {
    h.auth.users.set(customerUid('marie@example.fr'), {
      uid: customerUid('marie@example.fr'),
      email: 'marie@example.fr',
      password: '',
      claims: {},
    });
    await call(deleteCustomer, { customerId: 'marie@example.fr' }, admin('r1'));
    expect((await h.store.get('customers/marie@example.fr')).exists).toBe(false);
    expect((await h.store.get('customerSecrets/marie@example.fr')).exists).toBe(false);
    expect((await h.store.get('reservations/res1')).exists).toBe(true);
    expect(h.auth.users.has(customerUid('marie@example.fr'))).toBe(false);
    expect(await failureOf(call(deleteCustomer, { customerId: 'marie@example.fr' }, admin('r1')))).toEqual({
      code: 'not-found',
      message: 'Client non trouvé',
    });
    expect((await failureOf(call(deleteUserAccount, { email: 'marie@example.fr' }, MASTER))).message).toBe(
      'Client non trouvé',
    );
  });

  it('deleteUserAccount removes the sign-in but keeps the record', async () => {
    await call(deleteUserAccount, { email: 'marie@example.fr' }, admin('r1'));
    expect((await h.store.get('customerSecrets/marie@example.fr')).exists).toBe(false);
    expect((await h.store.get('customers/marie@example.fr')).data?.hasPassword).toBe(false);
    expect((await failureOf(call(deleteUserAccount, { email: 'marie@example.fr' }, null))).code).toBe(
      'unauthenticated',
    );
  });

  it('refuses Au Bureau removing the sign-in of a customer Le Petit Zinc knows too; master_admin may', async () => {
    await seedCustomer(h.store, { email: 'zoe@example.fr', restaurantIds: ['r1', 'r2'] });
    await h.store.set('customerSecrets/zoe@example.fr', { id: 'zoe@example.fr', passwordHash: 'x' });
    expect(await failureOf(call(deleteUserAccount, { email: 'zoe@example.fr' }, admin('r1')))).toMatchObject({
      code: 'permission-denied',
    });
    expect((await h.store.get('customerSecrets/zoe@example.fr')).data?.passwordHash).toBe('x');
    await call(deleteUserAccount, { email: 'zoe@example.fr' }, MASTER);
    expect((await h.store.get('customerSecrets/zoe@example.fr')).exists).toBe(false);
  });
});
