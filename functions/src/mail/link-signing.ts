import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed /track links (ARCHITECTURE §3, §6 "open redirect on /track"). Every tracking URL the product writes
 * carries an HMAC over its meaningful parameters; /track refuses a link whose signature does not match,
 * so nobody can forge a redirect, inflate counters or unsubscribe someone else.
 */
export type TrackAction = 'open' | 'click' | 'unsubscribe';

/** How long a tracking link works after its mail was written. */
export const TRACK_LINK_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** The expiry (unix seconds) of the links of a mail written at `at`. */
export function trackLinkExpiry(at: Date): number {
  return Math.floor((at.getTime() + TRACK_LINK_TTL_MS) / 1000);
}

export interface TrackParams {
  action: TrackAction;
  /** The e-mail log / outbox id the event belongs to ('' for none). */
  trackingId: string;
  /** The campaign id ('' for a transactional mail). */
  campaign: string;
  email: string;
  /** Target of a click ('' otherwise). */
  redirect: string;
  /** Redirection type of a campaign link (booking, menu, reviews, loyalty, custom) or the link's role. */
  type: string;
  /**
   * When the link stops working (unix seconds), covered by the signature. 0 for a link written before links
   * expired (no `exp` in its query): its signature covers the other fields only.
   */
  expires: number;
}

function payload(params: TrackParams): string {
  // JSON of an array: no separator a value could contain can shift one field into another. A link with an
  // expiry signs one more element, so removing `exp` from a link, or adding one to an old link, breaks it.
  const fields: (string | number)[] = [
    params.action,
    params.trackingId,
    params.campaign,
    params.email.toLowerCase(),
    params.redirect,
    params.type,
  ];
  if (params.expires > 0) fields.push(params.expires);
  return JSON.stringify(fields);
}

/** HMAC-SHA256 of the parameters, base64url. */
export function signTrackParams(params: TrackParams, secret: string): string {
  return createHmac('sha256', secret).update(payload(params)).digest('base64url');
}

/** Constant-time check of a signature. */
export function verifyTrackParams(params: TrackParams, signature: string, secret: string): boolean {
  const expected = Buffer.from(signTrackParams(params, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Builds a signed `{functionsBase}/track?...` URL. */
export function buildTrackUrl(functionsBase: string, params: TrackParams, secret: string): string {
  const query = new URLSearchParams({ action: params.action });
  if (params.trackingId) query.set('t', params.trackingId);
  if (params.campaign) query.set('campaign', params.campaign);
  query.set('email', params.email.toLowerCase());
  if (params.redirect) query.set('redirect', params.redirect);
  if (params.type) query.set('type', params.type);
  if (params.expires > 0) query.set('exp', String(params.expires));
  query.set('sig', signTrackParams(params, secret));
  return `${functionsBase.replace(/\/+$/, '')}/track?${query.toString()}`;
}

/** Reads the parameters of a /track query (missing ones are ''); the action is checked by the caller. */
export function readTrackQuery(query: Record<string, unknown>): { params: TrackParams; signature: string } {
  const text = (key: string) => {
    const value = query[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    params: {
      action: text('action') as TrackAction,
      trackingId: text('t'),
      campaign: text('campaign'),
      email: text('email').toLowerCase(),
      redirect: text('redirect'),
      type: text('type'),
      expires: /^[1-9]\d{0,11}$/.test(text('exp')) ? Number(text('exp')) : 0,
    },
    signature: text('sig'),
  };
}

/**
 * What a /track link is worth: 'valid' (signed, not expired), 'expired' (signed, past its expiry), 'legacy'
 * (signed before links expired: the caller decides from the mail's age) or 'invalid' (forged or altered).
 */
export function checkTrackLink(
  params: TrackParams,
  signature: string,
  secret: string,
  now: Date,
): 'valid' | 'expired' | 'legacy' | 'invalid' {
  if (!signature || !verifyTrackParams(params, signature, secret)) return 'invalid';
  if (params.expires === 0) return 'legacy';
  return params.expires * 1000 > now.getTime() ? 'valid' : 'expired';
}

/** What an unsubscribe link names: the mail it came in, its campaign, the address, its expiry. */
export interface UnsubscribeLink {
  trackingId: string;
  campaign: string;
  email: string;
  expires: number;
}

/** The /track parameters an unsubscribe link is signed as (action 'unsubscribe', no redirect). */
export function unsubscribeParams(link: UnsubscribeLink): TrackParams {
  return {
    action: 'unsubscribe',
    trackingId: link.trackingId,
    campaign: link.campaign,
    email: link.email.toLowerCase(),
    redirect: '',
    type: '',
    expires: link.expires,
  };
}

/** `t=…&campaign=…&email=…&exp=…&sig=…`: the signed query of the portal page and of the one-click endpoint. */
export function buildUnsubscribeQuery(link: UnsubscribeLink, secret: string): string {
  const params = unsubscribeParams(link);
  const query = new URLSearchParams();
  if (params.trackingId) query.set('t', params.trackingId);
  if (params.campaign) query.set('campaign', params.campaign);
  query.set('email', params.email);
  if (params.expires > 0) query.set('exp', String(params.expires));
  query.set('sig', signTrackParams(params, secret));
  return query.toString();
}
