import { describe, expect, it } from 'vitest';
import { isRevokedBy, isStaffToken, revocationPath, tokenSignInSeconds } from './token-revocation';

const REVOKED_AT = '2026-11-22T10:00:00.600Z';
const second = Math.floor(Date.parse(REVOKED_AT) / 1000);
const record = {
  uid: 'u1',
  revokedAt: REVOKED_AT,
  reason: 'access-changed',
  claims: { role: 'admin', restaurantIds: ['r1', 'r2'] },
};
const token = (authTime: number | undefined, role = 'admin_full', restaurantIds = ['r1']) => ({
  role,
  restaurantIds,
  ...(authTime === undefined ? {} : { auth_time: authTime }),
});

describe('isRevokedBy', () => {
  it('refuses a session opened before the revocation, accepts one opened after', () => {
    expect(isRevokedBy(token(second - 3600), record)).toBe(true);
    expect(isRevokedBy(token(second + 1), record)).toBe(false);
    expect(isRevokedBy(token(second - 3600), undefined)).toBe(false);
  });

  it('within the revocation second, accepts only a token that carries the new claims', () => {
    expect(isRevokedBy(token(second), record)).toBe(true);
    expect(isRevokedBy(token(second, 'admin', ['r2', 'r1']), record)).toBe(false);
    expect(isRevokedBy(token(second, 'admin', ['r1']), record)).toBe(true);
    // A deleted account has no claims left: nothing of that second passes.
    expect(isRevokedBy(token(second, 'admin', ['r1', 'r2']), { ...record, claims: null })).toBe(true);
    expect(isRevokedBy(token(second - 1, 'admin', ['r1', 'r2']), record)).toBe(true);
  });

  it('fails closed on a token without sign-in time or a record without instant', () => {
    expect(isRevokedBy(token(undefined), record)).toBe(true);
    expect(isRevokedBy({ role: 'admin', iat: second + 5 }, record)).toBe(false);
    expect(isRevokedBy(token(second + 60), { ...record, revokedAt: 'hier' })).toBe(true);
  });
});

describe('helpers', () => {
  it('reads auth_time before iat, checks staff roles only, and paths only plain uids', () => {
    expect(tokenSignInSeconds({ auth_time: 10, iat: 20 })).toBe(10);
    expect(tokenSignInSeconds({ iat: 20 })).toBe(20);
    expect(tokenSignInSeconds({})).toBeUndefined();
    expect(
      ['master_admin', 'admin_full', 'admin', 'client', 'tablet', undefined].map((role) =>
        isStaffToken({ role }),
      ),
    ).toEqual([true, true, true, false, false, false]);
    expect(revocationPath('abc')).toBe('tokenRevocations/abc');
    expect(revocationPath('a/b')).toBeNull();
    expect(revocationPath('')).toBeNull();
  });
});
