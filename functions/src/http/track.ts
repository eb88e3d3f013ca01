import type { IncomingMessage, ServerResponse } from 'node:http';
import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { readEnv } from '../config/env';
import { runtime } from '../lib/runtime';
import { readTrackQuery, verifyTrackParams } from '../mail/link-signing';
import { recordTrackingEvent, unsubscribeEmail } from './record-tracking';
import { PIXEL_GIF, invalidLinkPage, redirectPage, unsubscribedPage } from './track-pages';

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

/** Redirects only to web pages; a signed `javascript:` URL would still be refused. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * GET /track (customer-flows §7): open pixel, click redirect, unsubscribe. Every link is signed by the
 * product; tracking failures are logged and never break the pixel or the redirect the user asked for.
 */
export async function handleTrack(req: Req, res: ServerResponse): Promise<void> {
  const { params, signature } = readTrackQuery(queryOf(req));
  const valid = !!signature && verifyTrackParams(params, signature, runtime().linkSecret);
  const userAgent = String(req.headers['user-agent'] ?? '');

  if (params.action === 'open') {
    if (valid)
      await recordTrackingEvent({ ...params, action: 'open' }, userAgent).catch((err: unknown) =>
        logger.error('track open failed', err),
      );
    else logger.warn('track: unsigned or incomplete open ignored');
    send(res, 200, 'image/gif', PIXEL_GIF);
    return;
  }
  if (params.action === 'click' && valid && isWebUrl(params.redirect)) {
    await recordTrackingEvent({ ...params, action: 'click' }, userAgent).catch((err: unknown) =>
      logger.error('track click failed', err),
    );
    send(res, 200, 'text/html; charset=utf-8', redirectPage(params.redirect));
    return;
  }
  if (params.action === 'unsubscribe' && valid && params.email) {
    await unsubscribeEmail(params.email);
    send(res, 200, 'text/html; charset=utf-8', unsubscribedPage(params.email));
    return;
  }
  logger.warn('track: refused link', { action: params.action });
  send(res, 400, 'text/html; charset=utf-8', invalidLinkPage());
}

export const track = onRequest({ region: readEnv().FUNCTIONS_REGION }, async (req, res) => {
  try {
    await handleTrack(req as unknown as Req, res as unknown as ServerResponse);
  } catch (err) {
    logger.error('track failed', err);
    if (!res.headersSent)
      send(res as unknown as ServerResponse, 500, 'text/html; charset=utf-8', invalidLinkPage());
  }
});
