import { describe, expect, it } from 'vitest';
import { AuthAdminError, createMemoryAuthAdmin } from './auth-admin';

describe('in-memory Auth', () => {
  it('creates users, refuses a taken e-mail, sets claims and deletes', async () => {
    const auth = createMemoryAuthAdmin();
    const { uid } = await auth.createUser({ email: 'Jean@Resto.fr', password: 'secret1' });
    await expect(auth.createUser({ email: 'jean@resto.fr', password: 'secret1' })).rejects.toBeInstanceOf(
      AuthAdminError,
    );
    expect(await auth.getUserByEmail('jean@resto.fr')).toEqual({ uid, email: 'jean@resto.fr' });
    await auth.setCustomClaims(uid, { role: 'admin', restaurantIds: ['r1'] });
    expect(auth.users.get(uid)?.claims).toEqual({ role: 'admin', restaurantIds: ['r1'] });
    const other = await auth.createUser({ email: 'autre@resto.fr', password: 'secret1' });
    await expect(auth.updateUser(other.uid, { email: 'jean@resto.fr' })).rejects.toMatchObject({
      code: 'email-already-exists',
    });
    await auth.updateUser(other.uid, { email: 'Nouveau@Resto.fr' });
    expect(await auth.getUserByEmail('nouveau@resto.fr')).toEqual({
      uid: other.uid,
      email: 'nouveau@resto.fr',
    });
    await auth.deleteUser(uid);
    await auth.deleteUser(uid);
    expect(await auth.getUserByEmail('jean@resto.fr')).toBeNull();
  });

  it('mints tokens that carry uid and claims', async () => {
    const auth = createMemoryAuthAdmin();
    const token = await auth.createCustomToken('client_x', { role: 'client', customerEmail: 'a@b.fr' });
    expect(auth.decodeToken(token)).toEqual({
      uid: 'client_x',
      claims: { role: 'client', customerEmail: 'a@b.fr' },
    });
  });

  it('marks revoked refresh tokens at the time of its clock, and ignores a missing account', async () => {
    const auth = createMemoryAuthAdmin(() => new Date('2026-11-22T10:00:00.500Z'));
    const { uid } = await auth.createUser({ email: 'jean@resto.fr', password: 'secret1' });
    expect(auth.users.get(uid)?.tokensValidAfter).toBeUndefined();
    await auth.revokeRefreshTokens(uid);
    expect(auth.users.get(uid)?.tokensValidAfter).toBe(Date.parse('2026-11-22T10:00:00Z') / 1000);
    await expect(auth.revokeRefreshTokens('inconnu')).resolves.toBeUndefined();
    await expect(auth.setCustomClaims('inconnu', {})).rejects.toMatchObject({ code: 'user-not-found' });
  });

  it('refuses a short password like Firebase does', async () => {
    const auth = createMemoryAuthAdmin();
    await expect(auth.createUser({ email: 'a@b.fr', password: '123' })).rejects.toMatchObject({
      code: 'invalid-password',
    });
  });
});
