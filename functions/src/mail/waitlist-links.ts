import { createHmac, timingSafeEqual } from 'node:crypto';
import { WAITLIST_OFFER_MINUTES } from '@app/domain';

/**
 * Signed waitlist offer links (`?offre={entryId}.{exp}.{sig}`): HMAC-SHA256, base64url, over the entry and the
 * offer's end, so a link works only for its entry and only until its end. Whether it was already used is read
 * from the entry (status OFFERED), not from the link.
 */
export interface WaitlistOfferToken {
  entryId: string;
  /** End of the offer, unix seconds. */
  exp: number;
}

/** The end of an offer made at `offeredAt` (unix seconds). */
export function waitlistOfferExpiry(offeredAt: Date): number {
  return Math.floor(offeredAt.getTime() / 1000) + WAITLIST_OFFER_MINUTES * 60;
}

function sign(entryId: string, exp: number, secret: string): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify(['waitlist-offer', entryId, exp]))
    .digest('base64url');
}

/** The token of an offer link. */
export function signWaitlistOffer(token: WaitlistOfferToken, secret: string): string {
  return `${token.entryId}.${token.exp}.${sign(token.entryId, token.exp, secret)}`;
}

/**
 * What an offer token is worth at `now`: 'invalid' (malformed, forged or altered), 'expired' (signed, past its
 * end) or 'valid' with its entry and end.
 */
export function checkWaitlistOffer(
  token: string,
  secret: string,
  now: Date,
): { state: 'invalid' } | { state: 'expired' | 'valid'; entryId: string; exp: number } {
  const match = /^([A-Za-z0-9_-]{1,128})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return { state: 'invalid' };
  const [, entryId = '', expText = '', signature = ''] = match;
  const exp = Number(expText);
  const expected = Buffer.from(sign(entryId, exp, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { state: 'invalid' };
  return { state: exp * 1000 > now.getTime() ? 'valid' : 'expired', entryId, exp };
}

/** The offer link: the booking page of the restaurant with the token (`/reservation/{slug}?offre=`). */
export function waitlistOfferUrl(portalBase: string, slug: string, token: string): string {
  return `${portalBase.replace(/\/+$/, '')}/reservation/${encodeURIComponent(slug)}?offre=${encodeURIComponent(token)}`;
}
