import type { IncomingMessage, ServerResponse } from 'node:http';
import * as logger from 'firebase-functions/logger';
import { HttpsError } from 'firebase-functions/v2/https';
import { isWebUrl } from '@app/domain';
import { PUBLIC_LIMITS, perAddress } from '../lib/public-limits';
import { consumeRateLimits } from '../lib/rate-limit';
import { runtime } from '../lib/runtime';
import { TRACK_LINK_TTL_MS, checkTrackLink, readTrackQuery, type TrackParams } from '../mail/link-signing';
import { recordTrackingEvent } from './record-tracking';
import { unsubscribePageUrl } from './unsubscribe';
import { PIXEL_GIF, invalidLinkPage, redirectPage } from './track-pages';
import { defineHttpFunction } from '../lib/define-http-function';

type Req = IncomingMessage & { query?: Record<string, unknown> };

function queryOf(req: Req): Record<string, unknown> {
  if (req.query && typeof req.query === 'object') return req.query;
  return Object.fromEntries(new URL(req.url ?? '/', 'http://localhost').searchParams);
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0');
  res.setHeader('Pragma', 'no-cache');
  res.end(body);
}

/**
 * A link signed before links expired carries no expiry: it still works while the mail it belongs to (its
 * e-mail log, written when the mail left) is less than 90 days old, as a link with an expiry would. Without
 * such a log its age is unknown, and it is refused.
 */
async function legacyLinkInTime(params: TrackParams, now: Date): Promise<boolean> {
  if (!params.trackingId) return false;
  const log = await runtime().store.get(`email_logs/${params.trackingId}`);
  const sentAt = Date.parse(String(log.data?.sentAt ?? ''));
  return Number.isFinite(sentAt) && sentAt <= now.getTime() && now.getTime() - sentAt < TRACK_LINK_TTL_MS;
}

/**
 * Whether this address may still make /track record (issue 49): a store counter per address, so that a script
 * replaying links costs a bounded number of writes. Past it, the pixel and the redirect are still served, only
 * not recorded: a stranger using up an address's allowance switches nothing off for anyone.
 */
async function admitted(req: Req, now: Date): Promise<boolean> {
  try {
    await consumeRateLimits([perAddress(PUBLIC_LIMITS.trackIp, { rawRequest: req as never })], now);
    return true;
  } catch (err) {
    if (err instanceof HttpsError && err.code === 'resource-exhausted') return false;
    throw err;
  }
}

/**
 * What a /track link may do: 'valid' (signed by the product, not expired: it acts and is recorded), 'untracked'
 * (valid, but its address is over its allowance: it acts, unrecorded) or 'refused'. The signature is checked
 * first, before anything is read or counted: a forged link costs nobody anything.
 */
async function judgeLink(
  req: Req,
  params: TrackParams,
  signature: string,
): Promise<'valid' | 'untracked' | 'refused'> {
  const { linkSecret, now } = runtime();
  const at = now();
  const state = checkTrackLink(params, signature, linkSecret, at);
  if (state === 'expired') logger.warn('track: expired link', { action: params.action });
  if (state === 'invalid' || state === 'expired') return 'refused';
  // A HEAD (a link checker, a mail scanner's probe) is answered but never counted.
  const counted = req.method !== 'HEAD' && (await admitted(req, at));
  if (state === 'legacy' && !(counted && (await legacyLinkInTime(params, at)))) return 'refused';
  return counted ? 'valid' : 'untracked';
}

/**
 * GET /track (customer-flows §7): open pixel, click redirect; an unsubscribe link leads to the portal's page.
 * Every link is signed by the product and expires 90 days after its mail was written; a click redirects only to
 * an http(s) page, even a signed one. An expired, forged or altered link gets the refusal page (a pixel for an
 * open). Each recipient's open and click count once per campaign (record-tracking.ts); an address replaying
 * links is served but no longer recorded. Tracking failures are logged and never break the pixel or the redirect
 * the user asked for.
 */
export async function handleTrack(req: Req, res: ServerResponse): Promise<void> {
  const { params, signature } = readTrackQuery(queryOf(req));
  if (params.action === 'unsubscribe') {
    // Links of mails sent before the unsubscribe page existed: a GET never acts (mail scanners open links), it
    // leads to the page, which checks the signature and acts on its button only.
    res.statusCode = 303;
    res.setHeader('Location', unsubscribePageUrl(queryOf(req)));
    res.setHeader('Cache-Control', 'no-store');
    res.end();
    return;
  }
  const verdict =
    params.action === 'open' || params.action === 'click'
      ? await judgeLink(req, params, signature)
      : 'refused';
  const userAgent = String(req.headers['user-agent'] ?? '');
  const record = (action: 'open' | 'click') =>
    verdict === 'valid'
      ? recordTrackingEvent({ ...params, action }, userAgent).catch((err: unknown) =>
          logger.error(`track ${action} failed`, err),
        )
      : undefined;

  if (params.action === 'open') {
    if (verdict === 'refused') logger.warn('track: unsigned, expired or incomplete open ignored');
    await record('open');
    send(res, 200, 'image/gif', PIXEL_GIF);
    return;
  }
  if (params.action === 'click' && verdict !== 'refused' && isWebUrl({ url: params.redirect })) {
    await record('click');
    send(res, 200, 'text/html; charset=utf-8', redirectPage(params.redirect));
    return;
  }
  logger.warn('track: refused link', { action: params.action });
  send(res, 400, 'text/html; charset=utf-8', invalidLinkPage());
}

export const track = defineHttpFunction(async (req, res) => {
  try {
    await handleTrack(req as unknown as Req, res as unknown as ServerResponse);
  } catch (err) {
    logger.error('track failed', err);
    if (!res.headersSent)
      send(res as unknown as ServerResponse, 500, 'text/html; charset=utf-8', invalidLinkPage());
  }
});
