import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MASTER, call, openHarness, type Harness } from '../testing/callable-harness';
import { seedRestaurant } from '../testing/fixtures';
import { inviteUser, resendInvitation } from './invitations';
import { updateUser } from './staff-users';

/** Issue 36: an invitation comes from the venue the new staff member joins; with none, from the product. */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Petit Zinc', { email: 'zinc@resto.fr' });
});

const PRODUCT = { name: 'Restaurant', address: 'no-reply@resto.test' };
const lastMailTo = (email: string) => h.mails.filter((mail) => mail.to === email).at(-1);

/** An invitation as older versions stored it, or as a deleted venue left it. */
async function storedInvitation(id: string, role: string, restaurantIds: string[]) {
  await h.store.set(`userInvitations/${id}`, {
    id,
    token: 'h',
    name: 'Nina',
    email: 'nina@resto.fr',
    role,
    restaurantIds,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-11-27T10:00:00.000Z',
    used: false,
  });
}

describe('the sender of an invitation', () => {
  it('is the first venue the invitee joins, naming it and the role in French; a resend too', async () => {
    const { invitationId } = await call(
      inviteUser,
      { name: 'Léa', email: 'lea@resto.fr', role: 'admin', restaurantIds: ['r2', 'r1'] },
      MASTER,
    );
    const mail = lastMailTo('lea@resto.fr');
    expect(mail?.from).toEqual({ name: 'Le Petit Zinc', address: PRODUCT.address });
    expect(mail?.headers['reply-to']).toContain('zinc@resto.fr');
    expect(mail?.text).toContain(
      'Le Petit Zinc vous invite à rejoindre son espace de gestion des réservations avec le rôle Équipe de salle.',
    );
    // Sent under the venue's name, never counted among the venue's mails to its diners (reports, statistics).
    const logs = await h.store.query({ collection: 'email_logs' });
    expect(
      logs.docs.filter((log) => log.data?.type === 'user_invitation').map((log) => log.data?.restaurantId),
    ).toEqual(['']);
    await call(resendInvitation, { invitationId }, MASTER);
    expect(h.mails.filter((m) => m.to === 'lea@resto.fr')).toHaveLength(2);
    expect(lastMailTo('lea@resto.fr')?.from.name).toBe('Le Petit Zinc');
  });

  it('is the group’s product name for an invitation with no venue left, the next venue when the first is gone', async () => {
    await storedInvitation('groupe', 'master_admin', []);
    await call(resendInvitation, { invitationId: 'groupe' }, MASTER);
    expect(lastMailTo('nina@resto.fr')?.from).toEqual(PRODUCT);
    expect(lastMailTo('nina@resto.fr')?.text).toContain(
      'Vous êtes invité(e) à rejoindre l’espace de gestion des réservations avec le rôle Direction du groupe.',
    );
    await storedInvitation('orpheline', 'admin_full', ['supprime', 'r1']);
    await call(resendInvitation, { invitationId: 'orpheline' }, MASTER);
    expect(lastMailTo('nina@resto.fr')?.from.name).toBe('Au Bureau');
    expect(lastMailTo('nina@resto.fr')?.text).toContain("avec le rôle Responsable d'établissement.");
  });

  it('is the staff member’s venue for the link mailed to a new address', async () => {
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
      { userId: uid, name: 'Paul', email: 'paul.nouveau@resto.fr', role: 'admin', restaurantIds: ['r1'] },
      MASTER,
    );
    expect(lastMailTo('paul.nouveau@resto.fr')?.from.name).toBe('Au Bureau');
  });
});
