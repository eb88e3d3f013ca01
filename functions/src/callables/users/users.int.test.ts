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
import { deleteRestaurant } from '../settings/establishments';
import { listReviews } from '../reviews/list-reviews';
import { listTablets } from '../tablet/tablet-pairing';
import { deleteInvitation, listInvitations } from './invitation-list';
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

  it('deletes only the unused invitations of that e-mail: an accepted one stays, another e-mail’s too', async () => {
    const at = { createdAt: '2026-11-01T10:00:00.000Z', expiresAt: '2026-11-08T10:00:00.000Z' };
    const base = { token: 'h', name: 'Léa', role: 'admin', restaurantIds: ['r1'], ...at };
    await h.store.set('userInvitations/expired', {
      ...base,
      id: 'expired',
      email: 'lea@resto.fr',
      used: false,
    });
    await h.store.set('userInvitations/accepted', {
      ...base,
      id: 'accepted',
      email: 'lea@resto.fr',
      used: true,
      usedAt: '2026-11-02T10:00:00.000Z',
    });
    await h.store.set('userInvitations/other', { ...base, id: 'other', email: 'paul@resto.fr', used: false });
    const { invitationId } = await call(inviteUser, invite, MASTER);
    const ids = (await h.store.query({ collection: 'userInvitations' })).docs.map((d) => d.id).sort();
    expect(ids).toEqual(['accepted', invitationId, 'other'].sort());
  });

  it('refuses bad forms and every role but master_admin', async () => {
    expect((await failureOf(call(inviteUser, { ...invite, name: '' }, MASTER))).message).toBe(
      "Le nom et l'email sont obligatoires",
    );
    expect((await failureOf(call(inviteUser, { ...invite, email: ' ' }, MASTER))).message).toBe(
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
    // A staff account reads every guest of its venues: 12 characters at least.
    expect(
      (
        await failureOf(
          call(acceptInvitation, { token, password: 'secret12345', confirmPassword: 'secret12345' }),
        )
      ).message,
    ).toBe('Le mot de passe doit contenir au moins 12 caractères');
    expect(
      (
        await failureOf(
          call(acceptInvitation, { token, password: 'secret123456', confirmPassword: 'secret1234567' }),
        )
      ).message,
    ).toBe('Les mots de passe ne correspondent pas');
    await call(acceptInvitation, { token, password: 'secret123456', confirmPassword: 'secret123456' });
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
      await failureOf(
        call(acceptInvitation, { token, password: 'secret123456', confirmPassword: 'secret123456' }),
      ),
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
    // The password did not follow the account to the new address: a link to create one went there.
    expect(h.auth.users.get(paul())?.password).not.toBe('secret12');
    expect(h.mails.at(-1)).toMatchObject({
      to: 'paul.durand@resto.fr',
      subject: 'Nouvelle adresse de connexion : créez votre mot de passe',
    });
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

describe('a staff member’s new e-mail', () => {
  it('never carries the password to an address nobody proved: the new address sets a new one from its link', async () => {
    const { uid } = await h.auth.createUser({ email: 'paul@resto.fr', password: 'ancien-mot-de-passe' });
    await h.store.set(`users/${uid}`, {
      name: 'Paul',
      email: 'paul@resto.fr',
      role: 'admin',
      restaurantIds: ['r1'],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await call(
      updateUser,
      { userId: uid, name: 'Paul', email: 'pirate@exemple.fr', role: 'admin', restaurantIds: ['r1'] },
      MASTER,
    );
    const account = h.auth.users.get(uid);
    expect(account?.email).toBe('pirate@exemple.fr');
    // Whoever holds the new address cannot sign in with the password Paul chose.
    expect(account?.password).not.toBe('ancien-mot-de-passe');
    const token = tokenOf(/(http\S+\/invite\/\S+)/.exec(h.mails.at(-1)?.text ?? '')?.[1] ?? '');
    expect(await call(getInvitation, { token })).toMatchObject({ email: 'pirate@exemple.fr', role: 'admin' });
    await call(acceptInvitation, {
      token,
      password: 'nouveau-secret-12',
      confirmPassword: 'nouveau-secret-12',
    });
    // The same account (no new one), now with the password set from the proven address; claims unchanged.
    expect(h.auth.users.size).toBe(1);
    expect(h.auth.users.get(uid)).toMatchObject({
      password: 'nouveau-secret-12',
      claims: {},
    });
    expect((await failureOf(call(getInvitation, { token }))).message).toBe('Invitation invalide ou expirée');
  });
});

describe('listInvitations and deleteInvitation', () => {
  const stored = (id: string, createdAt: string, extra: Record<string, unknown> = {}) =>
    h.store.set(`userInvitations/${id}`, {
      id,
      token: `hash-${id}`,
      name: `Invité ${id}`,
      email: `${id}@resto.fr`,
      role: 'admin',
      restaurantIds: ['r1'],
      invitedBy: 'u-master',
      createdAt,
      expiresAt: new Date(Date.parse(createdAt) + 7 * 86_400_000).toISOString(),
      used: false,
      ...extra,
    });

  it('lists every state, newest first, without the token hash', async () => {
    await stored('old', '2026-11-01T10:00:00.000Z');
    await stored('done', '2026-11-10T10:00:00.000Z', { used: true, usedAt: '2026-11-11T09:00:00.000Z' });
    await stored('fresh', '2026-11-20T10:00:00.000Z', { role: 'admin_full', restaurantIds: ['r1', 'r2'] });
    const { invitations } = await call(listInvitations, {}, MASTER);
    expect(invitations).toEqual([
      {
        id: 'fresh',
        name: 'Invité fresh',
        email: 'fresh@resto.fr',
        role: 'admin_full',
        restaurantIds: ['r1', 'r2'],
        createdAt: '2026-11-20T10:00:00.000Z',
        expiresAt: '2026-11-27T10:00:00.000Z',
        used: false,
        usedAt: null,
        status: 'pending',
      },
      expect.objectContaining({
        id: 'done',
        used: true,
        usedAt: '2026-11-11T09:00:00.000Z',
        status: 'accepted',
      }),
      expect.objectContaining({ id: 'old', used: false, usedAt: null, status: 'expired' }),
    ]);
    expect(JSON.stringify(invitations)).not.toContain('hash-');
    expect(invitations.every((row) => !('token' in row) && !('invitedBy' in row))).toBe(true);
  });

  it('answers at most 200, the newest', async () => {
    const batch = h.store.batch();
    for (let i = 0; i < 205; i += 1) {
      const id = `inv${String(i).padStart(3, '0')}`;
      const createdAt = new Date(Date.parse('2026-11-01T00:00:00.000Z') + i * 60_000).toISOString();
      batch.set(`userInvitations/${id}`, {
        id,
        token: 'h',
        name: 'X',
        email: `${id}@resto.fr`,
        role: 'admin',
        restaurantIds: ['r1'],
        createdAt,
        expiresAt: '2026-12-01T00:00:00.000Z',
        used: false,
      });
    }
    await batch.commit();
    const { invitations } = await call(listInvitations, {}, MASTER);
    expect(invitations).toHaveLength(200);
    expect(invitations[0]?.id).toBe('inv204');
    expect(invitations.at(-1)?.id).toBe('inv005');
  });

  it('deletes an invitation, whose link then stops working; an unknown one is not found', async () => {
    const { inviteUrl, invitationId } = await call(inviteUser, invite, MASTER);
    expect(await call(deleteInvitation, { invitationId }, MASTER)).toEqual({ ok: true });
    expect((await h.store.get(`userInvitations/${invitationId}`)).exists).toBe(false);
    expect((await failureOf(call(getInvitation, { token: tokenOf(inviteUrl) }))).message).toBe(
      'Invitation invalide ou expirée',
    );
    expect(await failureOf(call(deleteInvitation, { invitationId }, MASTER))).toEqual({
      code: 'not-found',
      message: 'Invitation introuvable',
    });
    expect(await failureOf(call(deleteInvitation, { invitationId: 'a/b/c' }, MASTER))).toEqual({
      code: 'not-found',
      message: 'Invitation introuvable',
    });
  });

  it('is master_admin’s only', async () => {
    await stored('inv1', '2026-11-20T10:00:00.000Z');
    for (const caller of [adminFull('r1'), admin('r1'), client('lea@resto.fr')]) {
      expect((await failureOf(call(listInvitations, {}, caller))).code).toBe('permission-denied');
      expect((await failureOf(call(deleteInvitation, { invitationId: 'inv1' }, caller))).code).toBe(
        'permission-denied',
      );
    }
    expect((await failureOf(call(listInvitations, {}, null))).code).toBe('unauthenticated');
    expect((await h.store.get('userInvitations/inv1')).exists).toBe(true);
  });
});

describe('access lost at once (sessions revoked)', () => {
  const REVOKED = {
    code: 'unauthenticated',
    message: "Erreur d'authentification. Veuillez vous reconnecter.",
  };
  /** Seconds of the harness clock, as Firebase Auth writes `auth_time`. */
  const seconds = (offset: number) => Math.floor(h.now().getTime() / 1000) + offset;

  async function staffMember(email: string, role: string, restaurantIds: string[]): Promise<string> {
    const { uid } = await h.auth.createUser({ email, password: 'secret12' });
    await h.auth.setCustomClaims(uid, { role, restaurantIds });
    await h.store.set(`users/${uid}`, {
      id: uid,
      name: email.split('@')[0],
      email,
      role,
      restaurantIds,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    return uid;
  }
  const tokenOfMember = (uid: string, role: 'admin_full' | 'admin', ids: string[], signedIn: number) => ({
    uid,
    role,
    restaurantIds: ids,
    auth_time: signedIn,
  });

  it('refuses the old token of a demoted admin_full right after updateUser; a new sign-in has the new role', async () => {
    const uid = await staffMember('paul@resto.fr', 'admin_full', ['r1']);
    const old = tokenOfMember(uid, 'admin_full', ['r1'], seconds(-600));
    await expect(call(listTablets, { restaurantId: 'r1' }, old)).resolves.toEqual({
      tablets: [],
      next: null,
    });
    // A change of name only keeps the sessions.
    const edit = {
      userId: uid,
      name: 'Paul D.',
      email: 'paul@resto.fr',
      role: 'admin_full',
      restaurantIds: ['r1'],
    };
    await call(updateUser, edit, MASTER);
    expect((await h.store.get(`tokenRevocations/${uid}`)).exists).toBe(false);
    await expect(call(listTablets, { restaurantId: 'r1' }, old)).resolves.toBeDefined();

    await call(updateUser, { ...edit, role: 'admin' }, MASTER);
    expect(await failureOf(call(listTablets, { restaurantId: 'r1' }, old))).toEqual(REVOKED);
    expect(
      await failureOf(call(listTablets, { restaurantId: 'r1' }, { ...old, auth_time: seconds(0) })),
    ).toEqual(REVOKED);
    expect((await h.store.get(`tokenRevocations/${uid}`)).data).toEqual({
      uid,
      revokedAt: '2026-11-22T10:00:00.000Z',
      reason: 'access-changed',
      claims: { role: 'admin', restaurantIds: ['r1'] },
    });
    expect((await h.store.get(`users/${uid}`)).data).toMatchObject({
      role: 'admin',
      tokensValidAfter: '2026-11-22T10:00:00.000Z',
    });
    expect(h.auth.users.get(uid)?.tokensValidAfter).toEqual(expect.any(Number));
    // Signed in again: the new claims (admin) apply, not a refusal of the session.
    const fresh = tokenOfMember(uid, 'admin', ['r1'], seconds(1));
    expect((await failureOf(call(listTablets, { restaurantId: 'r1' }, fresh))).code).toBe(
      'permission-denied',
    );
    // Other staff are not concerned.
    await expect(call(listTablets, { restaurantId: 'r1' }, adminFull('r1'))).resolves.toBeDefined();
  });

  it('revokes on a change of restaurants too', async () => {
    const uid = await staffMember('nina@resto.fr', 'admin', ['r1', 'r2']);
    await call(
      updateUser,
      { userId: uid, name: 'Nina', email: 'nina@resto.fr', role: 'admin', restaurantIds: ['r2', 'r1'] },
      MASTER,
    );
    expect((await h.store.get(`tokenRevocations/${uid}`)).exists).toBe(false);
    await call(
      updateUser,
      { userId: uid, name: 'Nina', email: 'nina@resto.fr', role: 'admin', restaurantIds: ['r2'] },
      MASTER,
    );
    expect((await h.store.get(`tokenRevocations/${uid}`)).data?.reason).toBe('access-changed');
    expect(h.auth.users.get(uid)?.claims).toEqual({ role: 'admin', restaurantIds: ['r2'] });
  });

  it("refuses a deleted user's token; the record outlives the profile", async () => {
    const uid = await staffMember('paul@resto.fr', 'admin_full', ['r1']);
    const old = tokenOfMember(uid, 'admin_full', ['r1'], seconds(-600));
    await call(deleteUser, { userId: uid }, MASTER);
    expect(await failureOf(call(listTablets, { restaurantId: 'r1' }, old))).toEqual(REVOKED);
    expect((await h.store.get(`users/${uid}`)).exists).toBe(false);
    expect(h.auth.users.has(uid)).toBe(false);
    expect((await h.store.get(`tokenRevocations/${uid}`)).data).toMatchObject({ reason: 'user-deleted' });
  });

  it('deleteRestaurant strips the restaurant from users, claims and pending invitations, and revokes', async () => {
    const lea = await staffMember('lea@resto.fr', 'admin', ['r1', 'r2']);
    const zoe = await staffMember('zoe@resto.fr', 'admin_full', ['r2']);
    const tom = await staffMember('tom@resto.fr', 'admin', ['r1']);
    const invitation = (id: string, restaurantIds: string[], used = false) =>
      h.store.set(`userInvitations/${id}`, {
        id,
        token: 'h',
        name: id,
        email: `${id}@resto.fr`,
        role: 'admin',
        restaurantIds,
        createdAt: '2026-11-20T10:00:00.000Z',
        expiresAt: '2026-11-27T10:00:00.000Z',
        used,
        ...(used ? { usedAt: '2026-11-21T10:00:00.000Z' } : {}),
      });
    await invitation('both', ['r1', 'r2']);
    await invitation('onlyR2', ['r2']);
    await invitation('accepted', ['r2'], true);
    const leaOld = tokenOfMember(lea, 'admin', ['r1', 'r2'], seconds(-600));

    await call(deleteRestaurant, { restaurantId: 'r2' }, MASTER);

    expect((await h.store.get('restaurants/r2')).exists).toBe(false);
    expect((await h.store.get(`users/${lea}`)).data?.restaurantIds).toEqual(['r1']);
    expect((await h.store.get(`users/${zoe}`)).data?.restaurantIds).toEqual([]);
    expect((await h.store.get(`users/${tom}`)).data?.restaurantIds).toEqual(['r1']);
    expect(h.auth.users.get(lea)?.claims).toEqual({ role: 'admin', restaurantIds: ['r1'] });
    expect(h.auth.users.get(zoe)?.claims).toEqual({ role: 'admin_full', restaurantIds: [] });
    expect(h.auth.users.get(tom)?.claims).toEqual({ role: 'admin', restaurantIds: ['r1'] });
    expect((await h.store.get(`tokenRevocations/${lea}`)).data?.reason).toBe('restaurant-deleted');
    expect((await h.store.get(`tokenRevocations/${zoe}`)).exists).toBe(true);
    // Tom never had r2: his session goes on.
    expect((await h.store.get(`tokenRevocations/${tom}`)).exists).toBe(false);
    expect(await failureOf(call(listReviews, { restaurantId: 'r1' }, leaOld))).toEqual(REVOKED);
    expect((await h.store.get('userInvitations/both')).data?.restaurantIds).toEqual(['r1']);
    expect((await h.store.get('userInvitations/onlyR2')).exists).toBe(false);
    expect((await h.store.get('userInvitations/accepted')).data?.restaurantIds).toEqual(['r2']);
  });
});
