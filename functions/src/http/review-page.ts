import type { IncomingMessage, ServerResponse } from 'node:http';
import * as logger from 'firebase-functions/logger';
import { GetReviewContextInputSchema } from '@app/domain';
import { readReviewContext, reviewContextLimits } from '../callables/reviews/reviews';
import { consumeRateLimits } from '../lib/rate-limit';
import { runtime } from '../lib/runtime';
import { defaultShellFile, openPortalPage, sendHtml } from './portal-shell';
import { renderReviewPage, reviewPageLocale, type ReviewCallData } from './review-page-html';
import { defineHttpFunction } from '../lib/define-http-function';

/** `/review/{restaurantId}/{reservationId}`, as the portal's router and boot script read it (src/boot/first-screen.ts). */
const REVIEW_PATH = /^\/review\/([^/]+)\/([^/]+)\/?$/;

/** The page carries a diner's name: neither the CDN nor the browser keeps it. */
const FORM_CACHE = 'private, no-store';

function segment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * getReviewContext's data for the address asked for, exactly as the boot script computes it (so that it takes the
 * embedded answer); undefined for another address or a link the callable would refuse as malformed.
 */
export function reviewCallOf(url: string | undefined): ReviewCallData | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
  const match = REVIEW_PATH.exec(parsed.pathname);
  const restaurantId = segment(match?.[1] ?? '');
  const reservationId = segment(match?.[2] ?? '');
  if (!restaurantId || !reservationId) return undefined;
  const visitId = parsed.searchParams.get('visit')?.trim();
  const data: ReviewCallData = visitId
    ? { restaurantId, reservationId, visitId }
    : { restaurantId, reservationId };
  return GetReviewContextInputSchema.safeParse(data).success ? data : undefined;
}

/**
 * GET /review/{restaurantId}/{reservationId}[?visit=…] (Hosting rewrites it here; the local host's previews proxy
 * it), opened from the review-request mail: when the link's form is open (a visit honoured, not reviewed yet), the
 * portal's shell with the form's heading and the diner's greeting in it and getReviewContext's answer
 * (review-page-html.ts). It reads what the callable reads, under the callable's own limits (the caller's address
 * and the link), and writes nothing else: a mail scanner opening the link leaves only those counters. Every other
 * case (a link invalid or forged, a visit already reviewed or not honoured yet, a limit reached, the store
 * failing) gets the plain shell, whose page calls getReviewContext and says what the callable says: the HTML
 * reveals nothing more than the call does. Nothing is ever cached: the page names a diner.
 */
export async function handleReviewPage(
  req: IncomingMessage,
  res: ServerResponse,
  { shellFile = defaultShellFile() }: { shellFile?: string } = {},
): Promise<void> {
  const shell = openPortalPage(req, res, { shellFile, name: 'reviewPage', title: 'Votre avis' });
  if (!shell) return;
  const data = reviewCallOf(req.url);
  if (!data) return sendHtml(res, 200, shell, 'no-store');
  try {
    const link = GetReviewContextInputSchema.parse(data);
    await consumeRateLimits(reviewContextLimits(link, { rawRequest: req as never }), runtime().now());
    const answer = await readReviewContext(link);
    if (answer.state !== 'form' || !answer.canReview) return sendHtml(res, 200, shell, 'no-store');
    const locale = reviewPageLocale(req.url, req.headers['accept-language']);
    sendHtml(res, 200, renderReviewPage(shell, { data, answer, locale }), FORM_CACHE);
  } catch (err) {
    // Over a limit or a store failure: the page's own call says what it must.
    logger.warn('reviewPage: served without the review context', { err: String(err) });
    sendHtml(res, 200, shell, 'no-store');
  }
}

export const reviewPage = defineHttpFunction(async (req, res) => {
  try {
    await handleReviewPage(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  } catch (err) {
    logger.error('reviewPage failed', err);
    if (!res.headersSent) res.status(500).end();
  }
});
