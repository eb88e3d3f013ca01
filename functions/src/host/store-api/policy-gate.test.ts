import { describe, expect, it } from 'vitest';
import type { ReaderIdentity } from '../auth/token-verifier';
import { policyReadGate } from './policy-gate';

const admin: ReaderIdentity = { uid: 'u-admin', claims: { role: 'admin', restaurantIds: ['r1'] } };
const client: ReaderIdentity = {
  uid: 'u-client',
  claims: { role: 'client', firebase: { sign_in_provider: 'custom' }, customerEmail: 'camille@exemple.fr' },
};
const pinned = (field: string, value: unknown) => ({
  collection: 'reservations',
  where: [{ field, op: '==' as const, value }],
});

describe('policyReadGate', () => {
  it('lets staff read the reservations of their restaurants only', () => {
    expect(policyReadGate.canReadDoc(admin, 'reservations/a', { restaurantId: 'r1' })).toBe(true);
    expect(policyReadGate.canReadDoc(admin, 'reservations/b', { restaurantId: 'r2' })).toBe(false);
    expect(policyReadGate.canRunQuery(admin, pinned('restaurantId', 'r1'))).toBe(true);
    expect(policyReadGate.canRunQuery(admin, pinned('restaurantId', 'r2'))).toBe(false);
    expect(policyReadGate.canRunQuery(admin, { collection: 'reservations' })).toBe(false);
  });

  it('lets a customer query the copies of their own reservations by e-mail, never the reservations', () => {
    const copies = (value: string) => ({
      ...pinned('customerEmail', value),
      collection: 'customerReservations',
    });
    expect(policyReadGate.canRunQuery(client, copies('camille@exemple.fr'))).toBe(true);
    expect(policyReadGate.canRunQuery(client, copies('autre@exemple.fr'))).toBe(false);
    // The venue's documents hold staff history, notes and tables: not even her own are hers to read.
    expect(policyReadGate.canRunQuery(client, pinned('customerEmail', 'camille@exemple.fr'))).toBe(false);
    expect(
      policyReadGate.canReadDoc(client, 'reservations/a', {
        customerEmail: 'camille@exemple.fr',
        restaurantId: 'r1',
      }),
    ).toBe(false);
  });

  it('refuses anonymous readers, server-only collections and nested paths', () => {
    expect(policyReadGate.canRunQuery(null, { collection: 'restaurants' })).toBe(false);
    expect(policyReadGate.canReadDoc(admin, 'customerSecrets/camille@exemple.fr', {})).toBe(false);
    expect(policyReadGate.canReadDoc(admin, 'reservations/a/notes/n1', { restaurantId: 'r1' })).toBe(false);
  });
});
