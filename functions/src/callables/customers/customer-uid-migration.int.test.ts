import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerUid, legacyCustomerUid } from '../../lib/customer-uid';
import { admin, call, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { requestAccountDeletion } from '../privacy/account-deletion';
import { customerLoginPassword } from './customer-login';
import { hashPassword } from './password-hash';
import { deleteCustomer } from './staff-customers';

/**
 * Issue 49, point 5: a customer's Auth uid is keyed (customer-uid.ts). A diner whose account was made under the
 * older plain uid (sha256 of the e-mail) still signs in and keeps everything (the data is keyed by the e-mail);
 * the sign-in moves the session to the keyed uid and deletes the old account; the plain uid is no session; and
 * erasure deletes the account under either uid.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const EMAIL = 'lea@example.fr';
const plainUid = `client_${createHash('sha256').update(EMAIL).digest('hex').slice(0, 24)}`;
const account = (uid: string) => ({ uid, email: '', password: '', claims: { role: 'client' } });

beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedCustomer(h.store, {
    email: EMAIL,
    restaurantIds: ['r1'],
    restaurantStats: { r1: { points: 240 } },
  });
  await h.store.set(`customerSecrets/${EMAIL}`, { id: EMAIL, passwordHash: await hashPassword('secret12') });
  h.auth.users.set(plainUid, account(plainUid));
});

describe('keyed customer uid', () => {
  it('cannot be computed from the e-mail: the session uid is not the plain sha256', () => {
    expect(legacyCustomerUid(EMAIL)).toBe(plainUid);
    expect(customerUid(EMAIL)).not.toBe(plainUid);
    expect(customerUid(EMAIL)).toMatch(/^client_[0-9a-f]{24}$/);
  });

  it('signs a diner of the plain uid in under the keyed one, deletes the old account and keeps the data', async () => {
    const session = await call<{ token: string; customerId: string }>(customerLoginPassword, {
      email: 'Lea@Example.fr',
      password: 'secret12',
    });
    expect(session.customerId).toBe(EMAIL);
    expect(h.auth.decodeToken(session.token)).toMatchObject({
      uid: customerUid(EMAIL),
      claims: { role: 'client', customerEmail: EMAIL },
    });
    expect(h.auth.users.has(plainUid)).toBe(false);
    expect(h.auth.users.has(customerUid(EMAIL))).toBe(true);
    expect((await h.store.get(`customers/${EMAIL}`)).data).toMatchObject({
      restaurantStats: { r1: { points: 240 } },
    });
    expect((await h.store.get(`customerSecrets/${EMAIL}`)).exists).toBe(true);
  });

  it('refuses a session of the plain uid and serves the keyed one', async () => {
    const legacy = { role: 'client' as const, email: EMAIL, uid: plainUid };
    expect((await failureOf(call(requestAccountDeletion, {}, legacy))).code).toBe('unauthenticated');
    await call(requestAccountDeletion, {}, { role: 'client', email: EMAIL });
    expect(h.mails.at(-1)?.to).toBe(EMAIL);
  });

  it('erasure deletes the account under the keyed and the plain uid', async () => {
    h.auth.users.set(customerUid(EMAIL), account(customerUid(EMAIL)));
    await call(deleteCustomer, { customerId: EMAIL }, admin('r1'));
    expect(h.auth.users.has(customerUid(EMAIL))).toBe(false);
    expect(h.auth.users.has(plainUid)).toBe(false);
    expect((await h.store.get(`customers/${EMAIL}`)).exists).toBe(false);
  });
});
