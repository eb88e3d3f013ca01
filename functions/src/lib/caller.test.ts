import { beforeAll, describe, expect, it } from 'vitest';
import { assertRestaurantAccess, canAccessRestaurant, readCaller, type StaffCaller } from './caller';
import { customerUid, legacyCustomerUid } from './customer-uid';
import { setRuntime, type Runtime } from './runtime';

// The customer uid is keyed by the deployment's secret (customer-uid.ts): readCaller needs a runtime to check it.
beforeAll(() =>
  setRuntime({ linkSecret: 'unit-link-secret', now: () => NOW, store: {} } as unknown as Runtime),
);

/** Staff claims and anonymous callers do not depend on the time; a customer's session does (below). */
const NOW = new Date('2026-11-24T10:00:00.000Z');

describe('readCaller', () => {
  it('reads staff claims and keeps only string restaurant ids', () => {
    expect(
      readCaller(
        { uid: 'u', token: { role: 'admin', restaurantIds: ['r1', 3, 'r2'], email: 'A@B.fr' } },
        NOW,
      ),
    ).toEqual({
      kind: 'staff',
      uid: 'u',
      role: 'admin',
      restaurantIds: ['r1', 'r2'],
      email: 'a@b.fr',
    });
  });

  it('treats an account without a known role, or a client without e-mail, as anonymous', () => {
    expect(readCaller({ uid: 'u', token: {} }, NOW)).toBeNull();
    expect(readCaller({ uid: 'u', token: { role: 'superuser' } }, NOW)).toBeNull();
    expect(readCaller({ uid: 'u', token: { role: 'client' } }, NOW)).toBeNull();
    expect(readCaller(undefined, NOW)).toBeNull();
  });

  it('ends a client session 24 hours after sign-in, or 30 days with remember-me, on the server too', () => {
    const uid = customerUid('ana@mail.fr');
    const signedIn = Date.parse('2026-11-24T10:00:00.000Z');
    const token = (sessionHours: number) => ({
      role: 'client',
      customerEmail: 'ana@mail.fr',
      auth_time: signedIn / 1000,
      sessionHours,
    });
    const at = (hours: number) => new Date(signedIn + hours * 3_600_000);
    expect(readCaller({ uid, token: token(24) }, at(23.9))).toMatchObject({ kind: 'client' });
    expect(readCaller({ uid, token: token(24) }, at(24.1))).toBeNull();
    expect(readCaller({ uid, token: token(720) }, at(24.1))).toMatchObject({ kind: 'client' });
    expect(readCaller({ uid, token: token(720) }, at(720.1))).toBeNull();
  });

  it('accepts a client token only for the uid minted for its e-mail', () => {
    const uid = customerUid('ana@mail.fr');
    expect(readCaller({ uid, token: { role: 'client', customerEmail: 'Ana@Mail.fr' } }, NOW)).toEqual({
      kind: 'client',
      uid,
      role: 'client',
      email: 'ana@mail.fr',
    });
    // The e-mail claim of another customer's session, or a uid of another kind, grants nothing.
    expect(readCaller({ uid, token: { role: 'client', customerEmail: 'paul@mail.fr' } }, NOW)).toBeNull();
    expect(
      readCaller({ uid: 'u-ana', token: { role: 'client', customerEmail: 'ana@mail.fr' } }, NOW),
    ).toBeNull();
    // The plain sha256 uid anyone could compute from the e-mail (before issue 49) is no session any more.
    expect(
      readCaller(
        { uid: legacyCustomerUid('ana@mail.fr'), token: { role: 'client', customerEmail: 'ana@mail.fr' } },
        NOW,
      ),
    ).toBeNull();
  });
});

describe('restaurant access', () => {
  const admin: StaffCaller = {
    kind: 'staff',
    uid: 'u',
    role: 'admin',
    restaurantIds: ['r1'],
    email: undefined,
  };

  it('lets master_admin reach every restaurant and others only their own', () => {
    expect(canAccessRestaurant({ ...admin, role: 'master_admin', restaurantIds: [] }, 'r9')).toBe(true);
    expect(canAccessRestaurant(admin, 'r1')).toBe(true);
    expect(canAccessRestaurant(admin, 'r2')).toBe(false);
    expect(() => assertRestaurantAccess(admin, 'r2')).toThrow(
      "Accès refusé : vous n'avez pas les permissions nécessaires",
    );
  });
});
