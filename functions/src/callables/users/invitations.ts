import { HttpsError } from 'firebase-functions/v2/https';
import {
  AcceptInvitationInputSchema,
  GetInvitationInputSchema,
  InviteUserInputSchema,
  ROLE_LABELS,
  ResendInvitationInputSchema,
  type StaffRole,
} from '@app/domain';
import type { DocData, DocSnapshot, Transaction } from '@app/data';
import { AuthAdminError, authAdmin } from '../../lib/auth-admin';
import { assertRestaurantsExist } from './assert-restaurants-exist';
import { readInvitationSender } from './invitation-sender';
import type { MailRestaurant } from '../../mail/mail-restaurant';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSubject } from '../../lib/public-limits';
import { enqueueMail } from '../../lib/outbox';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { sendQueuedMailNow } from '../../mail/send-now';
import {
  generateInvitationToken,
  hashInvitationToken,
  invitationExpiry,
  invitationState,
  invitationUrl,
} from './invitation-token';
import { USER_MESSAGES as M } from './user-messages';

/**
 * Staff invitations (administration §5 "Invite user", customer-flows §2 "Invitation page"). The invitation
 * document keeps only the token's hash (field `token`); the link is mailed and returned once to the inviter.
 */
export const INVITATIONS = 'userInvitations';

/** The invitation failure the settings page shows when the mail could not leave. */
const INVITATION_SEND_ERROR = "Erreur lors de l'envoi de l'invitation";

/**
 * Queues the invitation mail, sent by `sender` (the venue the invitee joins, see readInvitationSender) or, with
 * none, by the product.
 */
export function queueInvitationMail(
  tx: Transaction,
  invitation: { id: string; name: string; email: string; role: StaffRole; emailChange?: boolean },
  token: string,
  tokenHash: string,
  sender: MailRestaurant | undefined,
): string {
  return enqueueMail(tx, {
    id: `invitation:${invitation.id}:${tokenHash.slice(0, 16)}`,
    type: 'user_invitation',
    to: invitation.email,
    toName: invitation.name,
    ...(sender ? { restaurant: sender } : {}),
    data: {
      userName: invitation.name,
      token,
      roleLabel: ROLE_LABELS[invitation.role],
      ...(invitation.emailChange ? { emailChange: true } : {}),
    },
  });
}

/** Finds the unused, unexpired invitation of a token, or null. */
async function findValidInvitation(tx: Transaction, token: string, now: Date): Promise<DocSnapshot | null> {
  const found = await tx.query({
    collection: INVITATIONS,
    where: [{ field: 'token', op: '==', value: hashInvitationToken(token) }],
    limit: 1,
  });
  const doc = found.docs[0];
  if (!doc?.data) return null;
  const state = invitationState(
    { used: doc.data.used === true, expiresAt: String(doc.data.expiresAt ?? '') },
    now,
  );
  return state === 'pending' ? doc : null;
}

export const inviteUser = defineCallable({
  name: 'inviteUser',
  input: InviteUserInputSchema,
  auth: ['master_admin'],
  handler: async (input, { caller, now }) => {
    const { token, tokenHash } = generateInvitationToken();
    const id = runtime().store.newId();
    const mailId = await transact(async (tx) => {
      const [users, older] = await Promise.all([
        tx.query({
          collection: 'users',
          where: [{ field: 'email', op: '==', value: input.email }],
          limit: 1,
        }),
        // Bounded: each invitation deletes the unused ones before it, so only accepted ones pile up.
        tx.query({
          collection: INVITATIONS,
          where: [{ field: 'email', op: '==', value: input.email }],
          limit: 100,
        }),
      ]);
      if (users.docs.length > 0) throw new HttpsError('already-exists', M.userExists);
      await assertRestaurantsExist(tx, input.restaurantIds);
      const sender = await readInvitationSender(tx, input.restaurantIds);
      for (const doc of older.docs) if (doc.data?.used !== true) tx.delete(`${INVITATIONS}/${doc.id}`);
      tx.create(`${INVITATIONS}/${id}`, {
        id,
        token: tokenHash,
        name: input.name,
        email: input.email,
        role: input.role,
        restaurantIds: input.restaurantIds,
        invitedBy: caller.uid,
        createdAt: now.toISOString(),
        expiresAt: invitationExpiry(now),
        used: false,
      });
      return queueInvitationMail(tx, { id, ...input }, token, tokenHash, sender);
    });
    await sendQueuedMailNow(mailId, INVITATION_SEND_ERROR);
    return { invitationId: id, inviteUrl: invitationUrl(runtime().urls.backoffice, token) };
  },
});

/** A new link (the old one stops working) valid 7 days from now. */
export const resendInvitation = defineCallable({
  name: 'resendInvitation',
  input: ResendInvitationInputSchema,
  auth: ['master_admin'],
  handler: async ({ invitationId }, { now }) => {
    const { token, tokenHash } = generateInvitationToken();
    const mailId = await transact(async (tx) => {
      const snap = await tx.get(`${INVITATIONS}/${invitationId}`);
      const data: DocData | undefined = snap.data;
      if (!data) throw new HttpsError('not-found', M.invalidOrExpired);
      if (data.used === true) throw new HttpsError('failed-precondition', M.alreadyAccepted);
      const sender = await readInvitationSender(
        tx,
        Array.isArray(data.restaurantIds) ? (data.restaurantIds as unknown[]) : [],
      );
      tx.update(`${INVITATIONS}/${invitationId}`, { token: tokenHash, expiresAt: invitationExpiry(now) });
      const role = String(data.role) as StaffRole;
      return queueInvitationMail(
        tx,
        { id: invitationId, name: String(data.name), email: String(data.email), role },
        token,
        tokenHash,
        sender,
      );
    });
    await sendQueuedMailNow(mailId, INVITATION_SEND_ERROR);
    return { inviteUrl: invitationUrl(runtime().urls.backoffice, token) };
  },
});

/** What the invitation page shows: name, e-mail and role, nothing else. */
export const getInvitation = defineCallable({
  name: 'getInvitation',
  input: GetInvitationInputSchema,
  auth: 'public',
  limits: ({ token }, { request }) => [
    perAddress(PUBLIC_LIMITS.readIp, request),
    perSubject(PUBLIC_LIMITS.readLink, 'invitation', token),
  ],
  handler: async ({ token }, { now }) => {
    const doc = await transact((tx) => findValidInvitation(tx, token, now));
    if (!doc?.data) throw new HttpsError('not-found', M.invalidOrExpired);
    return {
      name: String(doc.data.name),
      email: String(doc.data.email),
      role: String(doc.data.role) as StaffRole,
    };
  },
});

/**
 * Creates the invitee's account: Auth user with the password, claims {role, restaurantIds}, profile users/{uid},
 * invitation marked used. If the invitation was used meanwhile, the account just made is removed again. The link
 * mailed to a staff member's new address (updateUser) sets the password of their existing account instead: the
 * address is proven by the link, and the old password never followed it.
 */
export const acceptInvitation = defineCallable({
  name: 'acceptInvitation',
  input: AcceptInvitationInputSchema,
  auth: 'public',
  limits: ({ token }, { request }) => [
    perAddress(PUBLIC_LIMITS.invitationIp, request),
    perSubject(PUBLIC_LIMITS.invitationToken, 'invitation', token),
  ],
  handler: async ({ token, password }, { now }) => {
    const doc = await transact((tx) => findValidInvitation(tx, token, now));
    if (!doc?.data) throw new HttpsError('not-found', M.invalidOrExpired);
    const invitation = doc.data;
    const email = String(invitation.email);
    const role = String(invitation.role) as StaffRole;
    const restaurantIds = Array.isArray(invitation.restaurantIds)
      ? (invitation.restaurantIds as string[])
      : [];
    if (invitation.kind === 'email-change' && typeof invitation.uid === 'string') {
      const accepted = await transact(async (tx) => {
        const fresh = await findValidInvitation(tx, token, now);
        if (!fresh) throw new HttpsError('not-found', M.invalidOrExpired);
        tx.update(`${INVITATIONS}/${doc.id}`, { used: true, usedAt: now.toISOString() });
        return true;
      });
      if (accepted) await authAdmin().updateUser(invitation.uid, { password });
      return { ok: true as const, email };
    }
    let uid: string;
    try {
      ({ uid } = await authAdmin().createUser({ email, password, displayName: String(invitation.name) }));
    } catch (err) {
      if (err instanceof AuthAdminError && err.code === 'email-already-exists')
        throw new HttpsError('already-exists', M.accountExists);
      throw err;
    }
    try {
      await authAdmin().setCustomClaims(uid, { role, restaurantIds });
      await transact(async (tx) => {
        const fresh = await findValidInvitation(tx, token, now);
        if (!fresh) throw new HttpsError('not-found', M.invalidOrExpired);
        const nowIso = now.toISOString();
        tx.set(`users/${uid}`, {
          id: uid,
          name: String(invitation.name),
          email,
          role,
          restaurantIds,
          createdAt: nowIso,
          updatedAt: nowIso,
        });
        tx.update(`${INVITATIONS}/${doc.id}`, { used: true, usedAt: nowIso });
      });
    } catch (err) {
      await authAdmin().deleteUser(uid);
      throw err;
    }
    return { ok: true as const, email };
  },
});
