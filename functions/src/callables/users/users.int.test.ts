import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MASTER,
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedRestaurant } from '../testing/fixtures';
import { acceptInvitation, getInvitation, inviteUser, resendInvitation } from './invitations';
import { deleteUser, updateUser } from './staff-users';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Zinc');
});

const invite = { name: 'Léa Martin', email: 'Lea@Resto.fr', role: 'admin', restaurantIds: ['r1'] };
const tokenOf = (url: string) => decodeURIComponent(url.split('/invite/')[1] ?? '');

describe('inviteUser', () => {
  it('stores a hashed token valid 7 days, mails the link and returns it', async () => {
    const res = await call(inviteUser, invite, MASTER);
    expect(res.inviteUrl).toMatch(/^http:\/\/127\.0\.0\.1:4173\/invite\/[A-Za-z0-9_-]{43}$/);
    const doc = (await h.store.get(`userInvitations/${res.invitationId}`)).data;
    expect(doc).toMatchObject({
      email: 'lea@resto.fr',
      role: 'admin',
      used: false,
      expiresAt: '2026-11-29T10:00:00.000Z',
    });
    expect(doc?.token).not.toBe(tokenOf(res.inviteUrl));
    expect(h.mails.map((m) => m.to)).toEqual(['lea@resto.fr']);
    expect(h.mails[0]?.text).toContain(res.inviteUrl);
  });

  it('deletes older unused invitations and refuses an existing user', async () => {
    const first = await call(inviteUser, invite, MASTER);
    const second = await call(inviteUser, invite, MASTER);
    expect((await h.store.get(`userInvitations/${first.invitationId}`)).exists).toBe(false);
    expect((await h.store.get(`userInvitations/${second.invitationId}`)).exists).toBe(true);
    await h.store.set('users/u9', {
      email: 'lea@resto.fr',
      name: 'Léa',
      role: 'admin',
      restaurantIds: ['r1'],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(await failureOf(call(inviteUser, invite, MASTER))).toEqual({
      code: 'already-exists',
      message: 'Un utilisateur avec cet email existe déjà',
    });
  });

  it('refuses bad forms and every role but master_admin', async () => {
    expect((await failureOf(call(inviteUser, { ...invite, name: '' }, MASTER))).message).toBe(
      "Le nom et l'email sont obligatoires",
    );
    expect((await failureOf(call(inviteUser, { ...invite, restaurantIds: [] }, MASTER))).message).toBe(
      'Vous devez sélectionner au moins un restaurant',
    );
    expect((await failureOf(call(inviteUser, { ...invite, email: 'lea@' }, MASTER))).message).toBe(
      "Format d'email invalide",
    );
    // Restaurant ids become claims: only restaurants that exist.
    expect(
      await failureOf(call(inviteUser, { ...invite, restaurantIds: ['r1', 'inconnu'] }, MASTER)),
    ).toEqual({
      code: 'not-found',
      message: 'Restaurant non trouvé',
    });
    expect((await h.store.query({ collection: 'userInvitations' })).docs).toHaveLength(0);
    expect(h.mails).toHaveLength(0);
    for (const caller of [adminFull('r1'), admin('r1')]) {
      expect(await failureOf(call(inviteUser, invite, caller))).toEqual({
        code: 'permission-denied',
        message: "Accès refusé : vous n'avez pas les permissions nécessaires",
      });
    }
  });
});

describe('invitation page', () => {
  it('shows the invitation, creates the account with claims and profile, then refuses the link', async () => {
    const { inviteUrl, invitationId } = await call(inviteUser, invite, MASTER);
    const token = tokenOf(inviteUrl);
    expect(await call(getInvitation, { token })).toEqual({
      name: 'Léa Martin',
      email: 'lea@resto.fr',
      role: 'admin',
    });
    expect(
      (await failureOf(call(acceptInvitation, { token, password: '', confirmPassword: '' }))).message,
    ).toBe('Veuillez remplir tous les champs');
    expect(
      (await failureOf(call(acceptInvitation, { token, password: '12345', confirmPassword: '12345' })))
        .message,
    ).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(
      (await failureOf(call(acceptInvitation, { token, password: '123456', confirmPassword: '1234567' })))
        .message,
    ).toBe('Les mots de passe ne correspondent pas');
    await call(acceptInvitation, { token, password: 'secret12', confirmPassword: 'secret12' });
    const user = [...h.auth.users.values()][0];
    expect(user).toMatchObject({ email: 'lea@resto.fr', claims: { role: 'admin', restaurantIds: ['r1'] } });
    expect((await h.store.get(`users/${user?.uid}`)).data).toMatchObject({
      name: 'Léa Martin',
      role: 'admin',
      restaurantIds: ['r1'],
    });
    expect((await h.store.get(`userInvitations/${invitationId}`)).data).toMatchObject({
      used: true,
      usedAt: '2026-11-22T10:00:00.000Z',
    });
    expect((await failureOf(call(getInvitation, { token }))).message).toBe('Invitation invalide ou expirée');
  });

  it('refuses an expired or missing link, and an e-mail that already has an account', async () => {
    const { inviteUrl } = await call(inviteUser, invite, MASTER);
    const token = tokenOf(inviteUrl);
    expect((await failureOf(call(getInvitation, { token: '' }))).message).toBe("Lien d'invitation invalide");
    await h.auth.createUser({ email: 'lea@resto.fr', password: 'secret12' });
    expect(
      await failureOf(call(acceptInvitation, { token, password: 'secret12', confirmPassword: 'secret12' })),
    ).toEqual({
      code: 'already-exists',
      message: 'Un compte existe déjà avec cet email',
    });
    h.setNow('2026-11-29T10:00:00.000Z');
    expect((await failureOf(call(getInvitation, { token }))).message).toBe('Invitation invalide ou expirée');
  });

  it('resends with a new link that replaces the old one', async () => {
    const { inviteUrl, invitationId } = await call(inviteUser, invite, MASTER);
    const { inviteUrl: fresh } = await call(resendInvitation, { invitationId }, MASTER);
    expect(fresh).not.toBe(inviteUrl);
    expect(await call(getInvitation, { token: tokenOf(fresh) })).toMatchObject({ email: 'lea@resto.fr' });
    expect((await failureOf(call(getInvitation, { token: tokenOf(inviteUrl) }))).message).toBe(
      'Invitation invalide ou expirée',
    );
    expect(h.mails).toHaveLength(2);
    expect((await failureOf(call(resendInvitation, { invitationId: 'inconnue' }, MASTER))).message).toBe(
      'Invitation invalide ou expirée',
    );
  });
});

describe('updateUser and deleteUser', () => {
  beforeEach(async () => {
    const { uid } = await h.auth.createUser({ email: 'paul@resto.fr', password: 'secret12' });
    await h.store.set(`users/${uid}`, {
      name: 'Paul',
      email: 'paul@resto.fr',
      role: 'admin',
      restaurantIds: ['r1'],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });
  const paul = () => [...h.auth.users.values()][0]?.uid ?? '';

  it('changes role and restaurants in the profile and the claims', async () => {
    const edit = {
      userId: paul(),
      name: 'Paul',
      email: 'paul@resto.fr',
      role: 'admin_full',
      restaurantIds: ['r1', 'r2'],
    };
    await call(updateUser, edit, MASTER);
    expect((await h.store.get(`users/${paul()}`)).data).toMatchObject({
      role: 'admin_full',
      restaurantIds: ['r1', 'r2'],
    });
    expect(h.auth.users.get(paul())?.claims).toEqual({ role: 'admin_full', restaurantIds: ['r1', 'r2'] });
    await call(updateUser, { ...edit, name: 'Paul Durand', email: 'paul.durand@resto.fr' }, MASTER);
    expect(h.auth.users.get(paul())).toMatchObject({ email: 'paul.durand@resto.fr' });
    const cases: [Record<string, unknown>, string][] = [
      [{ restaurantIds: [] }, 'Au moins un restaurant doit être sélectionné'],
      [{ name: '' }, "Le nom et l'email sont obligatoires"],
      [{ email: 'paul@' }, "Format d'email invalide"],
      [{ restaurantIds: ['r1', 'inconnu'] }, 'Restaurant non trouvé'],
    ];
    for (const [change, message] of cases)
      expect((await failureOf(call(updateUser, { ...edit, ...change }, MASTER))).message).toBe(message);
    expect((await h.store.get(`users/${paul()}`)).data).toMatchObject({
      name: 'Paul Durand',
      restaurantIds: ['r1', 'r2'],
    });
    expect(h.auth.users.get(paul())?.claims).toEqual({ role: 'admin_full', restaurantIds: ['r1', 'r2'] });
  });

  it('refuses self-edit, self-deletion and other roles; deletes the account', async () => {
    const me = { ...MASTER, uid: paul() };
    expect((await failureOf(call(deleteUser, { userId: paul() }, me))).message).toBe(
      'Vous ne pouvez pas supprimer votre propre compte',
    );
    const edit = {
      userId: paul(),
      name: 'Paul',
      email: 'paul@resto.fr',
      role: 'master_admin',
      restaurantIds: ['r1'],
    };
    expect(await failureOf(call(updateUser, edit, me))).toEqual({
      code: 'permission-denied',
      message: 'Vous ne pouvez pas modifier votre propre compte',
    });
    for (const caller of [adminFull('r1'), admin('r1'), client('paul@resto.fr')]) {
      expect((await failureOf(call(deleteUser, { userId: paul() }, caller))).code).toBe('permission-denied');
      expect((await failureOf(call(updateUser, edit, caller))).code).toBe('permission-denied');
    }
    expect((await failureOf(call(deleteUser, { userId: paul() }, null))).code).toBe('unauthenticated');
    expect((await h.store.get(`users/${paul()}`)).data?.role).toBe('admin');
    expect((await failureOf(call(deleteUser, { userId: 'inconnu' }, MASTER))).message).toBe(
      'Utilisateur non trouvé',
    );
    const uid = paul();
    await call(deleteUser, { userId: uid }, MASTER);
    expect((await h.store.get(`users/${uid}`)).exists).toBe(false);
    expect(h.auth.users.size).toBe(0);
  });
});
