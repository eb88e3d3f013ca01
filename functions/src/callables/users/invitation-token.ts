import { createHash, randomBytes } from 'node:crypto';

/**
 * Invitation links carry a random single-use token (256 bits from node:crypto). Only its SHA-256 is stored,
 * so that reading `userInvitations` never reveals a usable link; the link itself is mailed and shown once.
 */
export const INVITATION_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/** A fresh URL-safe token and the hash to store. */
export function generateInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/** The stored form of a token; lookups hash the token from the link and compare. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token.trim()).digest('hex');
}

/** When an invitation made now stops being valid. */
export function invitationExpiry(now: Date): string {
  return new Date(now.getTime() + INVITATION_VALIDITY_MS).toISOString();
}

export type InvitationState = 'pending' | 'used' | 'expired';

/** En attente (unused, not expired), Acceptée (used) or Expirée (expiry passed). */
export function invitationState(
  invitation: { used?: boolean; expiresAt: string },
  now: Date,
): InvitationState {
  if (invitation.used) return 'used';
  return now.getTime() >= Date.parse(invitation.expiresAt) ? 'expired' : 'pending';
}

/** The link the invitee opens in the back office. */
export function invitationUrl(backofficeBase: string, token: string): string {
  return `${backofficeBase.replace(/\/+$/, '')}/invite/${encodeURIComponent(token)}`;
}
