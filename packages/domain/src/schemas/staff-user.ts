import { z } from 'zod';
import { EmailSchema, IdSchema, StaffRoleSchema, TimestampSchema } from './primitives';

/** A staff user (collection `users`, id = the authentication account id). */
export const StaffUserSchema = z.object({
  id: IdSchema,
  name: z.string().default(''),
  email: EmailSchema,
  role: StaffRoleSchema,
  restaurantIds: z.array(z.string()).default([]),
  assignedRestaurantId: z.string().optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema.optional(),
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
  token: z.string().min(1),
  name: z.string().min(1),
  email: EmailSchema,
  role: StaffRoleSchema,
  restaurantIds: z.array(z.string()).default([]),
  invitedBy: z.string().optional(),
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
