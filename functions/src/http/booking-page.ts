import type { IncomingMessage, ServerResponse } from 'node:http';
import * as logger from 'firebase-functions/logger';
import { GetRestaurantBySlugInputSchema } from '@app/domain';
import { findPublicRestaurant } from '../callables/reservations/public-restaurants';
import { PUBLIC_LIMITS, perAddress } from '../lib/public-limits';
import { consumeRateLimits } from '../lib/rate-limit';
import { runtime } from '../lib/runtime';
import { renderBookingPage } from './booking-page-html';
import { defaultShellFile, openPortalPage, sendHtml } from './portal-shell';
import { defineHttpFunction } from '../lib/define-http-function';

/** `/reservation/{slug}`, as the portal's router and boot script read it (src/boot/first-screen.ts). */
const BOOKING_PATH = /^\/reservation\/([^/]+)\/?$/;

/** The slug of the address asked for; undefined for another address or a path segment that is not one. */
function slugOf(url: string | undefined): string | undefined {
  const match = BOOKING_PATH.exec(new URL(url ?? '/', 'http://localhost').pathname);
  if (!match?.[1]) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  // The reminder's answer page (/reservation/reponse) is not a restaurant.
  return slug !== 'reponse' && GetRestaurantBySlugInputSchema.safeParse({ slug }).success ? slug : undefined;
}

/**
 * GET /reservation/{slug} (Hosting rewrites it here; the local host's previews proxy it): the portal's shell with
 * the restaurant's band and its public profile in it (booking-page-html.ts), cached a minute by the CDN. Whatever
 * goes wrong (unknown slug, the per-address limit of the public reads, the store), the diner gets the plain
 * shell, whose page then asks getRestaurantBySlug as before and says what it says: never an error page.
 */
export async function handleBookingPage(
  req: IncomingMessage,
  res: ServerResponse,
  { shellFile = defaultShellFile() }: { shellFile?: string } = {},
): Promise<void> {
  const shell = openPortalPage(req, res, { shellFile, name: 'bookingPage', title: 'Réserver une table' });
  if (!shell) return;
  const slug = slugOf(req.url);
  if (!slug) return sendHtml(res, 200, shell, 'no-cache');
  try {
    await consumeRateLimits(
      [perAddress(PUBLIC_LIMITS.readIp, { rawRequest: req as never })],
      runtime().now(),
    );
    const restaurant = await findPublicRestaurant(slug);
    // The page says « Restaurant non chargé » itself; a 404 keeps the address out of search engines.
    if (!restaurant) return sendHtml(res, 404, shell, 'no-store');
    sendHtml(res, 200, renderBookingPage(shell, { slug, restaurant }), 'public, max-age=0, s-maxage=60');
  } catch (err) {
    // Over the limit or a store failure: the page's own call says what it must.
    logger.warn('bookingPage: served without the restaurant', { err: String(err) });
    sendHtml(res, 200, shell, 'no-store');
  }
}

export const bookingPage = defineHttpFunction(async (req, res) => {
  try {
    await handleBookingPage(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  } catch (err) {
    logger.error('bookingPage failed', err);
    if (!res.headersSent) res.status(500).end();
  }
});
