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
import { seedCustomer } from '../testing/fixtures';
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

  it('creates the account only once the code mailed to the address is entered, then signs the customer in', async () => {
    const sent = await call(customerRegister, registration);
    expect(sent).toMatchObject({ ok: true, codeSent: true });
    expect(sent).not.toHaveProperty('token');
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

    const session = await call(customerVerifyCode, { email: 'Jean@Example.fr', code });
    expect(session.accountCreated).toBe(true);
    expect(h.auth.decodeToken(session.token).claims).toEqual({
      role: 'client',
      sessionHours: 720,
      customerEmail: 'jean@example.fr',
    });
    const customer = (await h.store.get('customers/jean@example.fr')).data;
    expect(customer).toMatchObject({
      name: 'Jean Dupont',
      hasPassword: true,
      emailMarketingConsent: true,
      smsMarketingConsent: true,
      rgpdConsent: true,
      source: 'register',
    });
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

  it('refuses a taken e-mail and never merges a customer on a phone number alone', async () => {
    await seedCustomer(h.store, {
      id: 'Jean Dupont_0612345678',
      email: '',
      phone: '0612345678',
      loyaltyPoints: 40,
      restaurantIds: ['r1'],
      restaurantStats: { r1: { points: 40 } },
    });
    await call(customerRegister, registration);
    await call(customerVerifyCode, { email: 'jean@example.fr', code: codeFor('jean@example.fr') });
    const account = (await h.store.get('customers/jean@example.fr')).data;
    expect(account).not.toHaveProperty('loyaltyPoints');
    expect(account).not.toHaveProperty('restaurantIds');
    expect((await h.store.get('customers/Jean Dupont_0612345678')).data).toMatchObject({ loyaltyPoints: 40 });
    expect(await failureOf(call(customerRegister, registration))).toEqual({
      code: 'already-exists',
      message: 'Un compte existe déjà avec cet email',
    });
  });

  it('resends a registration code after 5 minutes, and a new registration replaces the one waiting', async () => {
    await call(customerRegister, registration);
    expect((await failureOf(call(customerRequestCode, { email: 'jean@example.fr' }))).message).toBe(
      'Vous pourrez demander un nouveau code dans 5 min',
    );
    h.setNow(new Date(Date.parse('2026-11-22T10:05:00.000Z')));
    await call(customerRegister, { ...registration, firstName: 'Jeanne' });
    await call(customerVerifyCode, { email: 'jean@example.fr', code: codeFor('jean@example.fr') });
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

  it('moves a customer to a new e-mail with the secrets, and refuses staff of another restaurant', async () => {
    expect(
      (
        await failureOf(
          call(
            updateCustomer,
            { customerId: 'marie@example.fr', email: 'marie@example.fr', name: 'M', phone: '06' },
            admin('r2'),
          ),
        )
      ).code,
    ).toBe('permission-denied');
    await call(
      updateCustomer,
      { customerId: 'marie@example.fr', email: 'marie.curie@example.fr', name: 'Marie Curie', phone: '06' },
      admin('r1'),
    );
    expect((await h.store.get('customers/marie@example.fr')).exists).toBe(false);
    expect((await h.store.get('customers/marie.curie@example.fr')).data).toMatchObject({
      email: 'marie.curie@example.fr',
      restaurantIds: ['r1'],
    });
    expect((await h.store.get('customerSecrets/marie.curie@example.fr')).data?.passwordHash).toBe('x');
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
});
