import { createUsersRepository } from '@app/data';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../host/testing/memory-store';
import { createMemoryAuthAdmin } from '../lib/auth-admin';
import { createMasterAdmin } from './create-master-admin';

const now = new Date('2027-03-28T08:00:00Z');

describe('createMasterAdmin', () => {
  it('makes the first staff account of an empty project: a master_admin with a profile and a one-time password', async () => {
    const auth = createMemoryAuthAdmin();
    const store = createMemoryStore();
    const result = await createMasterAdmin(
      { email: ' Direction@Resto.fr ', name: 'Claire Martin' },
      { auth, store, now },
    );

    expect(result).toMatchObject({ email: 'direction@resto.fr', created: true });
    expect(result.password).toMatch(/^[\w-]{20}$/);
    const user = auth.users.get(result.uid);
    expect(user).toMatchObject({
      email: 'direction@resto.fr',
      password: result.password,
      displayName: 'Claire Martin',
    });
    expect(user?.claims).toEqual({ role: 'master_admin', restaurantIds: [] });
    expect(await createUsersRepository(store).findByEmail('direction@resto.fr')).toMatchObject({
      id: result.uid,
      name: 'Claire Martin',
      role: 'master_admin',
      restaurantIds: [],
      createdAt: now.toISOString(),
    });
  });

  it('run again, promotes the existing account and keeps its password and its first date', async () => {
    const auth = createMemoryAuthAdmin();
    const store = createMemoryStore();
    const first = await createMasterAdmin(
      { email: 'direction@resto.fr', name: 'Claire Martin' },
      { auth, store, now },
    );
    await auth.setCustomClaims(first.uid, { role: 'admin', restaurantIds: ['r1'] });
    const later = new Date('2027-10-31T09:00:00Z');

    const again = await createMasterAdmin(
      { email: 'direction@resto.fr', name: 'Claire M.' },
      { auth, store, now: later },
    );

    expect(again).toEqual({ uid: first.uid, email: 'direction@resto.fr', created: false });
    expect(auth.users.get(first.uid)).toMatchObject({
      password: first.password,
      claims: { role: 'master_admin', restaurantIds: [] },
    });
    expect(await createUsersRepository(store).findByEmail('direction@resto.fr')).toMatchObject({
      name: 'Claire M.',
      createdAt: now.toISOString(),
      updatedAt: later.toISOString(),
    });
  });

  it('refuses an invalid e-mail or an empty name before touching anything', async () => {
    const auth = createMemoryAuthAdmin();
    const store = createMemoryStore();
    await expect(
      createMasterAdmin({ email: 'pas-un-email', name: 'X' }, { auth, store, now }),
    ).rejects.toThrow(/Format d'email invalide/);
    await expect(createMasterAdmin({ email: 'a@b.fr', name: '  ' }, { auth, store, now })).rejects.toThrow(
      /name/,
    );
    expect(auth.users.size).toBe(0);
  });
});
