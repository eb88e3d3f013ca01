import { randomBytes } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import { DeleteUserInputSchema, UpdateUserInputSchema } from '@app/domain';
import { AuthAdminError, authAdmin } from '../../lib/auth-admin';
import { defineCallable } from '../../lib/define-callable';
import { runtime } from '../../lib/runtime';
import { recordRevocation, revokeStaffSessions } from '../../lib/token-revocation';
import { transact } from '../../lib/transact';
import { assertRestaurantsExist } from './assert-restaurants-exist';
import { INVITATIONS, queueInvitationMail } from './invitations';
import { readInvitationSender } from './invitation-sender';
import { generateInvitationToken, invitationExpiry } from './invitation-token';
import { sendQueuedMailNow } from '../../mail/send-now';
import { planMailWithdrawal } from '../../lib/outbox';
import { USER_MESSAGES as M } from './user-messages';

/**
 * Staff account management by master_admin (administration §5 "Edit user", §6). Claims are the only source of
 * authority, so every change of role or restaurants is written to the claims as well as to users/{uid}.
 * Nobody edits or deletes their own account (a master_admin cannot lock themselves out).
 * A change of role or restaurants, and a deletion, end the account's sessions at once (token-revocation.ts):
 * the old ID token, which still carries the old claims, is refused from then on. A new e-mail never carries the
 * password to an address nobody proved (issue 37): the account's password is replaced by a random one nobody
 * knows, its sessions end, and a link to create a password is mailed to the new address (an invitation of kind
 * 'email-change', accepted on the invitation page).
 */
export const updateUser = defineCallable({
  name: 'updateUser',
  input: UpdateUserInputSchema,
  auth: ['master_admin'],
  handler: async (input, { caller, now }) => {
    if (input.userId === caller.uid) throw new HttpsError('permission-denied', M.noSelfEdit);
    const path = `users/${input.userId}`;
    const { before, after, mailId, invitationId } = await transact(async (tx) => {
      const snap = await tx.get(path);
      if (!snap.data) throw new HttpsError('not-found', M.userNotFound);
      await assertRestaurantsExist(tx, input.restaurantIds);
      // The new address's mail comes from the staff member's venue (read before this transaction's writes).
      const sender =
        input.email !== snap.data.email ? await readInvitationSender(tx, input.restaurantIds) : undefined;
      if (input.email !== snap.data.email) {
        const taken = await tx.query({
          collection: 'users',
          where: [{ field: 'email', op: '==', value: input.email }],
          limit: 1,
        });
        if (taken.docs.length > 0) throw new HttpsError('already-exists', M.userExists);
      }
      // The edit form and the list's inline role change both send the whole user (name, e-mail, role, restaurants).
      const next: DocData = {
        ...snap.data,
        name: input.name,
        email: input.email,
        role: input.role,
        restaurantIds: [...new Set(input.restaurantIds)],
        updatedAt: now.toISOString(),
      };
      tx.set(path, next);
      let mailId: string | undefined;
      let invitationId: string | undefined;
      if (input.email !== snap.data.email) {
        const { token, tokenHash } = generateInvitationToken();
        const id = runtime().store.newId();
        invitationId = id;
        tx.create(`${INVITATIONS}/${id}`, {
          id,
          kind: 'email-change',
          uid: input.userId,
          token: tokenHash,
          name: input.name,
          email: input.email,
          role: input.role,
          restaurantIds: next.restaurantIds,
          invitedBy: caller.uid,
          createdAt: now.toISOString(),
          expiresAt: invitationExpiry(now),
          used: false,
        });
        mailId = queueInvitationMail(
          tx,
          { id, name: input.name, email: input.email, role: input.role, emailChange: true },
          token,
          tokenHash,
          sender,
        );
      }
      return { before: snap.data, after: next, mailId, invitationId };
    });
    try {
      const emailChanged = after.email !== before.email;
      if (emailChanged || after.name !== before.name) {
        await authAdmin().updateUser(input.userId, {
          email: String(after.email),
          displayName: String(after.name),
          // The old password does not follow the account to an address nobody proved.
          ...(emailChanged ? { password: randomBytes(32).toString('base64url') } : {}),
        });
      }
      await authAdmin().setCustomClaims(input.userId, {
        role: after.role,
        restaurantIds: after.restaurantIds,
      });
    } catch (err) {
      // Keep the profile and the account in agreement: a refused Auth change undoes the profile change.
      await transact(async (tx) => {
        const withdrawal = mailId ? await planMailWithdrawal(tx, mailId, now) : undefined;
        tx.set(path, before);
        // The link to the new address must never set the password of an account that kept the old one.
        if (invitationId) tx.delete(`${INVITATIONS}/${invitationId}`);
        withdrawal?.commit();
      });
      if (err instanceof AuthAdminError && err.code === 'email-already-exists')
        throw new HttpsError('already-exists', M.userExists);
      throw err;
    }
    const grant = { role: after.role, restaurantIds: after.restaurantIds as string[] };
    if (accessChanged(before, after) || mailId)
      await revokeStaffSessions([{ uid: input.userId, grant }], 'access-changed');
    if (mailId) await sendQueuedMailNow(mailId, M.emailChangeMailError);
    return { ok: true as const };
  },
});

/** Whether the role or the set of restaurants differs (what the claims grant). */
function accessChanged(before: DocData, after: DocData): boolean {
  const ids = (data: DocData) =>
    Array.isArray(data.restaurantIds) ? [...new Set(data.restaurantIds.map(String))].sort() : [];
  return before.role !== after.role || ids(before).join('\n') !== ids(after).join('\n');
}

/**
 * Deletes the Auth account first (its claims are the authority: a profile gone with the account left would
 * still sign in), then, in one transaction, the profile and the revocation record that makes the server refuse
 * the ID tokens already issued. A retry after a failure finds the profile and finishes.
 */
export const deleteUser = defineCallable({
  name: 'deleteUser',
  input: DeleteUserInputSchema,
  auth: ['master_admin'],
  handler: async ({ userId }, { caller }) => {
    if (userId === caller.uid) throw new HttpsError('permission-denied', M.noSelfDelete);
    const path = `users/${userId}`;
    if (!(await runtime().store.get(path)).exists) throw new HttpsError('not-found', M.userNotFound);
    await authAdmin().deleteUser(userId);
    const revokedAt = runtime().now().toISOString();
    await transact(async (tx) => {
      const snap = await tx.get(path);
      recordRevocation(tx, {
        uid: userId,
        reason: 'user-deleted',
        revokedAt,
        grant: null,
        profileExists: false,
      });
      if (snap.exists) tx.delete(path);
    });
    return { ok: true as const };
  },
});
