import { describe, expect, it } from 'vitest';
import { queryIsAllowed, type PolicyWhere } from './query-is-allowed';
import type { ReadAuth } from './read-policy-types';

const master: ReadAuth = { uid: 'm', claims: { role: 'master_admin' } };
const full: ReadAuth = { uid: 'f', claims: { role: 'admin_full', restaurantIds: ['r1', 'r2'] } };
const admin: ReadAuth = { uid: 'a', claims: { role: 'admin', restaurantIds: ['r1'] } };
const client: ReadAuth = {
  uid: 'c',
  claims: { role: 'client', firebase: { sign_in_provider: 'custom' }, customerEmail: 'ana@mail.fr' },
};

const q = (collection: string, auth: ReadAuth, where: PolicyWhere[] = []) =>
  queryIsAllowed({ collection, where, auth });

describe('queryIsAllowed (rules are not filters)', () => {
  it('lets master_admin query any readable collection, never server-only ones', () => {
    expect(q('reservations', master)).toBe(true);
    expect(q('campaign_tracking', master)).toBe(true);
    expect(q('customerSecrets', master)).toBe(false);
    expect(q('mail_outbox', master, [{ field: 'status', op: '==', value: 'pending' }])).toBe(false);
  });

  it('requires staff queries to be pinned to their restaurants', () => {
    expect(q('reservations', admin)).toBe(false);
    expect(
      q('reservations', admin, [
        { field: 'restaurantId', op: '==', value: 'r1' },
        { field: 'date', op: '==', value: '2026-11-22' },
      ]),
    ).toBe(true);
    expect(q('reservations', admin, [{ field: 'restaurantId', op: '==', value: 'r2' }])).toBe(false);
    expect(q('reservations', full, [{ field: 'restaurantId', op: 'in', value: ['r1', 'r2'] }])).toBe(true);
    expect(q('reservations', admin, [{ field: 'restaurantId', op: 'in', value: ['r1', 'r2'] }])).toBe(false);
    expect(q('reservations', admin, [{ field: 'restaurantId', op: 'in', value: [] }])).toBe(false);
    expect(q('reservations', admin, [{ field: 'restaurantId', op: '!=', value: 'r2' }])).toBe(false);
    expect(q('reservations', admin, [{ field: 'status', op: '==', value: 'PENDING' }])).toBe(false);
  });

  it('pins array fields with array-contains', () => {
    expect(q('users', admin, [{ field: 'restaurantIds', op: 'array-contains', value: 'r1' }])).toBe(true);
    expect(
      q('users', full, [{ field: 'restaurantIds', op: 'array-contains-any', value: ['r1', 'r2'] }]),
    ).toBe(true);
    expect(
      q('users', admin, [{ field: 'restaurantIds', op: 'array-contains-any', value: ['r1', 'r9'] }]),
    ).toBe(false);
    expect(q('users', admin, [{ field: 'restaurantIds', op: '==', value: 'r1' }])).toBe(false);
  });

  it('requires customer queries to be pinned to their e-mail', () => {
    expect(
      q('customerReservations', client, [{ field: 'customerEmail', op: '==', value: 'ana@mail.fr' }]),
    ).toBe(true);
    // The reservations themselves are the venue's: refused to a diner even pinned to their e-mail.
    expect(q('reservations', client, [{ field: 'customerEmail', op: '==', value: 'ana@mail.fr' }])).toBe(
      false,
    );
    expect(
      q('reservations_archive', client, [{ field: 'customerEmail', op: '==', value: 'ana@mail.fr' }]),
    ).toBe(false);
    expect(
      q('customerReservations', client, [{ field: 'customerEmail', op: '==', value: 'bob@mail.fr' }]),
    ).toBe(false);
    expect(q('customerReservations', client, [{ field: 'customerPhone', op: '==', value: '0601' }])).toBe(
      false,
    );
    expect(q('rewards', client, [{ field: 'customerEmail', op: 'in', value: ['ana@mail.fr'] }])).toBe(true);
    expect(q('restaurants', client)).toBe(true);
  });

  it('judges document-id filters for id-keyed collections', () => {
    expect(q('restaurants', admin)).toBe(false);
    expect(q('restaurants', admin, [{ field: '__name__', op: 'in', value: ['restaurants/r1'] }])).toBe(true);
    expect(q('restaurants', admin, [{ field: '__name__', op: 'in', value: ['r1', 'r2'] }])).toBe(false);
    expect(q('closedTimeSlots', admin, [{ field: '__name__', op: '==', value: 'r1_2026-11-22' }])).toBe(true);
    expect(q('customers', client, [{ field: '__name__', op: '==', value: 'ana@mail.fr' }])).toBe(true);
    expect(q('customers', client, [{ field: '__name__', op: '==', value: 42 }])).toBe(false);
    expect(q('users', admin, [{ field: '__name__', op: '==', value: 'a' }])).toBe(true);
    expect(q('users', admin, [{ field: 'restaurantIds', op: 'array-contains', value: 'r1' }])).toBe(true);
  });

  it('refuses anonymous callers and unknown collections', () => {
    expect(q('restaurants', null)).toBe(false);
    expect(q('nope', master)).toBe(false);
    expect(
      q('customers', { uid: 'c', claims: { role: 'client' } }, [{ field: '__name__', op: '==', value: '' }]),
    ).toBe(false);
  });
});
