import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, client, failureOf, openHarness, tablet, type Harness } from '../testing/callable-harness';
import { requestAccountDeletion } from '../privacy/account-deletion';
import { pairTestTablet, seedCustomer, seedRestaurant } from '../testing/fixtures';
import { tabletCreateAccount } from '../tablet/tablet-account';
import { customerRequestCode } from './customer-login';
import { customerRegister } from './customer-register';

/**
 * Issue 36: a code asked from a venue's page (booking page, review page, tablet) comes from that venue, looked up
 * by the server from its id or slug. The browser names a venue, never a sender: an unknown one, or a name, changes
 * nothing but the answer's validity, and the answer never says whether a venue exists.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau', { email: 'contact@aubureau.fr' });
  await seedRestaurant(h.store, 'r2', 'Le Petit Zinc');
  await seedCustomer(h.store, { email: 'marie@example.fr' });
});

/** The harness's configured sender: 'Restaurant <no-reply@resto.test>'. */
const PRODUCT = { name: 'Restaurant', address: 'no-reply@resto.test' };
const lastMailTo = (email: string) => h.mails.filter((mail) => mail.to === email).at(-1);
const minutes = (n: number) => new Date(Date.parse('2026-11-22T10:00:00.000Z') + n * 60_000);

describe('the sender of a login code', () => {
  it('is the venue named by id or by slug, with its reply address; the product without one', async () => {
    await call(customerRequestCode, { email: 'marie@example.fr', venue: 'r1' });
    expect(lastMailTo('marie@example.fr')?.from).toEqual({ name: 'Au Bureau', address: PRODUCT.address });
    expect(lastMailTo('marie@example.fr')?.headers['reply-to']).toContain('contact@aubureau.fr');
    expect(lastMailTo('marie@example.fr')?.text).toMatch(/\n-- \nAu Bureau\n/);

    h.setNow(minutes(5));
    await call(customerRequestCode, { email: 'marie@example.fr', venue: 'Le-Petit-Zinc' });
    expect(lastMailTo('marie@example.fr')?.from.name).toBe('Le Petit Zinc');

    h.setNow(minutes(10));
    await call(customerRequestCode, { email: 'marie@example.fr' });
    expect(lastMailTo('marie@example.fr')?.from).toEqual(PRODUCT);
  });

  it('is the same venue for an address without account: the mail’s origin does not tell who is a customer', async () => {
    const known = await call(customerRequestCode, { email: 'marie@example.fr', venue: 'au-bureau' });
    const unknown = await call(customerRequestCode, { email: 'inconnu@example.fr', venue: 'au-bureau' });
    expect(unknown).toEqual(known);
    expect(lastMailTo('inconnu@example.fr')?.from.name).toBe('Au Bureau');
    expect(lastMailTo('inconnu@example.fr')?.text).toContain('aucun compte n’existe');
  });

  it('ignores a venue that does not exist: the same answer and the product as sender', async () => {
    const plain = await call(customerRequestCode, { email: 'marie@example.fr' });
    h.setNow(minutes(5));
    const faked = await call(customerRequestCode, { email: 'marie@example.fr', venue: 'r-inexistant' });
    expect(Object.keys(faked)).toEqual(Object.keys(plain));
    expect(lastMailTo('marie@example.fr')?.from).toEqual(PRODUCT);
    expect(h.mails).toHaveLength(2);
  });

  it('never takes a sender’s name from the browser: a name is refused or ignored, never shown', async () => {
    // A name is not a reference: spaces (or a path) are refused with the generic message, before any mail.
    for (const venue of ['Au Bureau', '../restaurants/r1', 'r1/x', 'a'.repeat(129)])
      expect(await failureOf(call(customerRequestCode, { email: 'marie@example.fr', venue }))).toEqual({
        code: 'invalid-argument',
        message: 'Données invalides',
      });
    expect(h.mails).toHaveLength(0);
    // Fields the callable does not know are dropped: the mail still comes from the product.
    await call(customerRequestCode, {
      email: 'marie@example.fr',
      fromName: 'Au Bureau',
      restaurantName: 'Au Bureau',
      restaurant: { name: 'Au Bureau' },
    });
    expect(lastMailTo('marie@example.fr')?.from).toEqual(PRODUCT);
    expect(lastMailTo('marie@example.fr')?.text).not.toContain('Au Bureau');
  });

  it('is the venue for a registration’s code asked from its page', async () => {
    await call(customerRegister, {
      firstName: 'Paul',
      lastName: 'Martin',
      email: 'paul@example.fr',
      phone: '0655443322',
      password: 'secret123',
      confirmPassword: 'secret123',
      acceptTerms: true,
      venue: 'r2',
    });
    expect(lastMailTo('paul@example.fr')?.from.name).toBe('Le Petit Zinc');
  });

  it('is the kiosk’s venue for an account started on its tablet, and for a new code asked later', async () => {
    await pairTestTablet(h.store, 'r1');
    await call(
      tabletCreateAccount,
      {
        firstName: 'Paul',
        lastName: 'Martin',
        email: 'paul@example.fr',
        phone: '0655443322',
        acceptTerms: true,
      },
      tablet('r1'),
    );
    expect(lastMailTo('paul@example.fr')?.from.name).toBe('Au Bureau');
    h.setNow(minutes(5));
    await call(customerRequestCode, { email: 'paul@example.fr' });
    expect(h.mails.filter((mail) => mail.to === 'paul@example.fr')).toHaveLength(2);
    expect(lastMailTo('paul@example.fr')?.from.name).toBe('Au Bureau');
  });
});

describe('the sender of a code asked from the customer space (issue 48, defect 20)', () => {
  it("is the venue of the customer's latest visit, signed as its other mails, for the login code", async () => {
    await seedCustomer(h.store, {
      email: 'leo@example.fr',
      restaurantIds: ['r2', 'r1'],
      restaurantStats: { r1: { lastVisit: '2026-11-01' }, r2: { lastVisit: '2026-06-01' } },
    });
    await call(customerRequestCode, { email: 'leo@example.fr' });
    const mail = lastMailTo('leo@example.fr');
    expect(mail?.from).toEqual({ name: 'Au Bureau', address: PRODUCT.address });
    expect(mail?.headers['reply-to']).toContain('contact@aubureau.fr');
    expect(mail?.text).toMatch(/\n-- \nAu Bureau\n/);
    expect(mail?.text).not.toContain('-- \nRestaurant');
  });

  it('is the first venue that knew a customer without visits; a venue page still names its own', async () => {
    await seedCustomer(h.store, { email: 'leo@example.fr', restaurantIds: ['r2', 'r1'] });
    await call(customerRequestCode, { email: 'leo@example.fr' });
    expect(lastMailTo('leo@example.fr')?.from.name).toBe('Le Petit Zinc');
    h.setNow(minutes(5));
    await call(customerRequestCode, { email: 'leo@example.fr', venue: 'r1' });
    expect(lastMailTo('leo@example.fr')?.from.name).toBe('Au Bureau');
  });

  it('is the customer’s venue for the account-deletion code, never the product', async () => {
    await seedCustomer(h.store, {
      email: 'leo@example.fr',
      restaurantIds: ['r1', 'r2'],
      restaurantStats: { r2: { lastVisit: '2026-10-01' } },
    });
    await call(requestAccountDeletion, {}, client('leo@example.fr'));
    const mail = lastMailTo('leo@example.fr');
    expect(mail?.subject).toMatch(/^Code de confirmation/);
    expect(mail?.from).toEqual({ name: 'Le Petit Zinc', address: PRODUCT.address });
    expect(mail?.text).toMatch(/\n-- \nLe Petit Zinc\n/);
  });
});
