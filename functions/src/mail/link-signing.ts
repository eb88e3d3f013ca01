import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed /track links (ARCHITECTURE §3, §6 "open redirect on /track"). Every tracking URL the product writes
 * carries an HMAC over its meaningful parameters; /track refuses a link whose signature does not match,
 * so nobody can forge a redirect, inflate counters or unsubscribe someone else.
 */
export type TrackAction = 'open' | 'click' | 'unsubscribe';

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
}

function payload(params: TrackParams): string {
  // JSON of an array: no separator a value could contain can shift one field into another.
  return JSON.stringify([
    params.action,
    params.trackingId,
    params.campaign,
    params.email.toLowerCase(),
    params.redirect,
    params.type,
  ]);
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
    },
    signature: text('sig'),
  };
}
