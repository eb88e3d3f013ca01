import { z } from 'zod';
import { EmailSchema, IdSchema, StaffRoleSchema, TimestampSchema } from './primitives';
import { safeString } from './safe-string';

/** A staff user (collection `users`, id = the authentication account id). */
export const StaffUserSchema = z.object({
  id: IdSchema,
  name: safeString().default(''),
  email: EmailSchema,
  role: StaffRoleSchema,
  restaurantIds: z.array(safeString()).default([]),
  assignedRestaurantId: safeString().optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.optional(),
  /**
   * Set when a change of role or restaurants revoked the account's sessions: an ID token signed in at or before
   * this instant is refused by the server, and the back office, seeing it on its own profile, forces a token
   * refresh (which Firebase Auth refuses), so the user signs in again with the new claims.
   */
  tokensValidAfter: TimestampSchema.optional(),
});
/** {@link StaffUserSchema} output type. */
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** Days an invitation link stays valid. */
export const INVITATION_VALIDITY_DAYS = 7;

/**
 * An invitation (collection `userInvitations`). The token is a secret: the collection is readable by
 * no client, and the invitation page reads it through the `getInvitation` callable.
 */
export const InvitationSchema = z.object({
  id: IdSchema,
  token: safeString().min(1),
  name: safeString().min(1),
  email: EmailSchema,
  role: StaffRoleSchema,
  restaurantIds: z.array(safeString()).default([]),
  invitedBy: safeString().optional(),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
  used: z.boolean().default(false),
  usedAt: TimestampSchema.optional(),
});
/** {@link InvitationSchema} output type. */
export type Invitation = z.infer<typeof InvitationSchema>;

/** Invitation states shown in the users list. */
export type InvitationState = 'pending' | 'accepted' | 'expired';

/** French labels of the invitation states. */
export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  pending: 'En attente',
  accepted: 'Acceptée',
  expired: 'Expirée',
};

/** State of an invitation at `now`: used first, then expiry. */
export function getInvitationState(
  invitation: Pick<Invitation, 'used' | 'expiresAt'>,
  now: Date,
): InvitationState {
  if (invitation.used) return 'accepted';
  return Date.parse(invitation.expiresAt) <= now.getTime() ? 'expired' : 'pending';
}

/**
 * One row of the users tab's invitations (`listInvitations`): the invitation without its token hash, with its
 * state at the time of the call.
 */
export const InvitationListItemSchema = z.object({
  id: IdSchema,
  name: safeString(),
  email: safeString(),
  role: StaffRoleSchema,
  restaurantIds: z.array(safeString()),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
  used: z.boolean(),
  usedAt: TimestampSchema.nullable(),
  status: z.enum(['pending', 'accepted', 'expired']),
});
/** {@link InvitationListItemSchema} output type. */
export type InvitationListItem = z.infer<typeof InvitationListItemSchema>;

/** Most invitations `listInvitations` returns (newest first). */
export const INVITATION_LIST_LIMIT = 200;

/** `listInvitations` answer. */
export interface ListInvitationsResult {
  invitations: InvitationListItem[];
}
