import { HttpsError } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import {
  DeleteInvitationInputSchema,
  INVITATION_LIST_LIMIT,
  InvitationListItemSchema,
  InvitationSchema,
  ListInvitationsInputSchema,
  MESSAGES,
  type InvitationListItem,
  type ListInvitationsResult,
} from '@app/domain';
import type { DocSnapshot } from '@app/data';
import { defineCallable } from '../../lib/define-callable';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { invitationState } from './invitation-token';

/**
 * The users tab's invitation rows (administration §2 "Settings": En attente, Acceptée or Expirée) and their
 * deletion. `userInvitations` is server-only because it holds the token hash: these callables are how
 * master_admin sees the rows, and the hash never leaves the server.
 */
const INVITATIONS = 'userInvitations';

/** A stored invitation as a list row at `now`, or null when the document does not read as an invitation. */
function toListItem(doc: DocSnapshot, now: Date): InvitationListItem | null {
  const parsed = InvitationSchema.safeParse({ id: doc.id, ...doc.data });
  if (!parsed.success) {
    logger.warn('listInvitations: unreadable invitation skipped', { id: doc.id });
    return null;
  }
  const invitation = parsed.data;
  const state = invitationState(invitation, now);
  return InvitationListItemSchema.parse({
    id: doc.id,
    name: invitation.name,
    email: invitation.email,
    role: invitation.role,
    restaurantIds: invitation.restaurantIds,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
    used: invitation.used,
    usedAt: invitation.usedAt ?? null,
    status: state === 'used' ? 'accepted' : state,
  });
}

/** Newest first, at most INVITATION_LIST_LIMIT (one bounded query). */
export const listInvitations = defineCallable({
  name: 'listInvitations',
  input: ListInvitationsInputSchema,
  auth: ['master_admin'],
  handler: async (_input, { now }): Promise<ListInvitationsResult> => {
    const { docs } = await runtime().store.query({
      collection: INVITATIONS,
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: INVITATION_LIST_LIMIT,
    });
    const invitations = docs
      .map((doc) => toListItem(doc, now))
      .filter((item): item is InvitationListItem => item !== null);
    return { invitations };
  },
});

/** Removes an invitation, pending or not: a pending link stops working at once. */
export const deleteInvitation = defineCallable({
  name: 'deleteInvitation',
  input: DeleteInvitationInputSchema,
  auth: ['master_admin'],
  handler: async ({ invitationId }) => {
    // An id with a slash would name a document elsewhere: it names no invitation.
    if (invitationId.includes('/')) throw new HttpsError('not-found', MESSAGES.settings.invitationNotFound);
    await transact(async (tx) => {
      const path = `${INVITATIONS}/${invitationId}`;
      if (!(await tx.get(path)).exists)
        throw new HttpsError('not-found', MESSAGES.settings.invitationNotFound);
      tx.delete(path);
    });
    return { ok: true as const };
  },
});
