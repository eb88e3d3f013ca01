import { describe, expect, it } from 'vitest';
import { assertRestaurantAccess, canAccessRestaurant, readCaller, type StaffCaller } from './caller';

describe('readCaller', () => {
  it('reads staff claims and keeps only string restaurant ids', () => {
    expect(
      readCaller({ uid: 'u', token: { role: 'admin', restaurantIds: ['r1', 3, 'r2'], email: 'A@B.fr' } }),
    ).toEqual({
      kind: 'staff',
      uid: 'u',
      role: 'admin',
      restaurantIds: ['r1', 'r2'],
      email: 'a@b.fr',
    });
  });

  it('treats an account without a known role, or a client without e-mail, as anonymous', () => {
    expect(readCaller({ uid: 'u', token: {} })).toBeNull();
    expect(readCaller({ uid: 'u', token: { role: 'superuser' } })).toBeNull();
    expect(readCaller({ uid: 'u', token: { role: 'client' } })).toBeNull();
    expect(readCaller(undefined)).toBeNull();
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
